import { confirmDialog, toast } from '@h5/shared';
import {
  EXCLUSION_LABEL,
  LIMIT_KIND_LABEL,
  PERIOD_LABEL,
  readLimitAmount,
  REALITY_CHECK_CHOICES,
  SESSION_LIMIT_CHOICES,
  TIMEOUT_LABEL,
  limitValueText,
  type ExclusionChoice,
  type LimitPeriod,
  type TimeoutChoice,
} from '@h5/shared/validators';
import { useState } from 'react';
import { useProtection } from '../api/post-protection';
import { useCancelPending } from '../api/post-protection-cancel';
import { useStartExclusion } from '../api/post-protection-exclusion';
import { useSetLimit } from '../api/post-protection-limit';
import { useAskReopen } from '../api/post-protection-reopen';
import { useStartTimeout } from '../api/post-protection-timeout';

export type Sheet = 'session' | 'reality' | 'timeout' | 'exclusion';
export interface SheetChoice {
  key: string;
  label: string;
}

/** The choices of each sheet, labelled as the player reads them. */
export const SHEET_CHOICES: Record<Sheet, { title: string; options: SheetChoice[] }> = {
  session: {
    title: '单次登录时长',
    options: [
      ...SESSION_LIMIT_CHOICES.map((m) => ({ key: String(m), label: limitValueText('session', m) })),
      { key: '', label: '不限' },
    ],
  },
  reality: {
    title: '现实提醒间隔',
    options: REALITY_CHECK_CHOICES.map((m) => ({ key: String(m), label: limitValueText('reality', m) })),
  },
  timeout: {
    title: '暂停娱乐时长',
    options: Object.entries(TIMEOUT_LABEL).map(([key, label]) => ({ key, label })),
  },
  exclusion: {
    title: '自我排除时长',
    options: Object.entries(EXCLUSION_LABEL).map(([key, label]) => ({ key, label })),
  },
};

const blockConfirm = (sheet: 'timeout' | 'exclusion', label: string) =>
  sheet === 'timeout'
    ? `确认暂停娱乐${label}？期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水。设置后不能缩短或提前解除，客服也无法解除。`
    : `确认自我排除${label}？期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水。设置后不能缩短或提前解除，结束后需本人申请，24小时后才恢复。`;

/**
 * The 理性娱乐 page's state and actions: the protection state (one query), which limit's editor or which sheet is
 * open, and the changes (each answers the new state, which the page shows at once, and toasts the server's words).
 */
export function useProtectionPage() {
  const { data, loading } = useProtection();
  // the limit being edited stays set while its sheet closes (the sheet slides out showing what it showed)
  const [editing, setEditing] = useState<{ kind: 'deposit' | 'loss'; period: LimitPeriod } | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  // likewise the sheet's kind stays while it slides out (its title and choices with it)
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const setLimit = useSetLimit();
  const cancel = useCancelPending();
  const timeout = useStartTimeout();
  const exclusion = useStartExclusion();
  const reopen = useAskReopen();

  const saveLimit = async (yuan: string) => {
    if (!editing) return;
    const read = readLimitAmount(yuan);
    if ('error' in read) return toast(read.error, 'danger');
    const res = await setLimit.run({ ...editing, value: read.fen / 100 });
    if (res?.code === 200) setEditorOpen(false);
  };
  const removeLimit = async () => {
    if (!editing) return;
    const res = await setLimit.run({ ...editing, value: null });
    if (res?.code === 200) setEditorOpen(false);
  };

  const pick = async (key: string) => {
    const which = sheet;
    setSheetOpen(false);
    if (which === 'session' || which === 'reality') {
      await setLimit.run({ kind: which, value: key === '' ? null : Number(key) });
      return;
    }
    if (which !== 'timeout' && which !== 'exclusion') return;
    const label = SHEET_CHOICES[which].options.find((o) => o.key === key)?.label ?? '';
    const title = which === 'timeout' ? '确认暂停娱乐' : '确认自我排除';
    const confirmed = await confirmDialog({ title, content: blockConfirm(which, label), confirmText: '确认设置' });
    if (!confirmed) return;
    if (which === 'timeout') await timeout.run(key as TimeoutChoice);
    else await exclusion.run(key as ExclusionChoice);
  };

  const editingTitle = editing ? `${PERIOD_LABEL[editing.period]}${LIMIT_KIND_LABEL[editing.kind]}` : '';
  return {
    state: data,
    loading,
    editorOpen,
    editingTitle,
    editingCurrent: editing && data ? data[editing.kind][editing.period].value : null,
    edit: (kind: 'deposit' | 'loss', period: LimitPeriod) => {
      setEditing({ kind, period });
      setEditorOpen(true);
    },
    closeEditor: () => setEditorOpen(false),
    saveLimit,
    removeLimit,
    cancelPending: (kind: 'deposit' | 'loss' | 'session', period?: LimitPeriod) => void cancel.run({ kind, period }),
    sheet,
    sheetOpen,
    openSheet: (kind: Sheet) => {
      setSheet(kind);
      setSheetOpen(true);
    },
    closeSheet: () => setSheetOpen(false),
    pick,
    reopen: () => void reopen.run(undefined),
    busy: setLimit.pending || cancel.pending || timeout.pending || exclusion.pending || reopen.pending,
  };
}
