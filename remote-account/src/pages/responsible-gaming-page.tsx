import { OptionSheet } from '@h5/shared/ui';
import { Icon } from '../components/account-ui';
import {
  BlockBanner,
  BreakCard,
  ChoiceCard,
  LimitCard,
  LimitEditor,
  ProtectionHistory,
  RealitySummary,
  SHEET_CHOICES,
  useProtectionPage,
} from '../features/protection';
import './responsible-gaming-page.css';

/**
 * /responsible, 理性娱乐 (issue 22): the player's own deposit and loss limits (day, week, month), session-time limit,
 * reality-check interval, time-out and self-exclusion, and the history of every change. The server enforces all of
 * it; the page shows what is in force, what waits for its time (撤销), and the server's words as toasts.
 */
export default function ResponsibleGamingPage() {
  const p = useProtectionPage();
  const s = p.state;
  const sheet = p.sheet ? SHEET_CHOICES[p.sheet] : null;
  const selected =
    p.sheet === 'session'
      ? String(s?.session.value ?? '')
      : p.sheet === 'reality'
        ? String(s?.reality_check_minutes)
        : null;
  return (
    <div className="acc-page rg-page">
      <section className="rg-hero">
        <span className="rg-hero__badge" aria-hidden="true">
          <Icon name="heart" size={30} />
        </span>
        <div className="rg-hero__text">
          <b>理性娱乐 · 负责任博彩</b>
          <RealitySummary />
        </div>
      </section>
      {s?.block && <BlockBanner block={s.block} busy={p.busy} onReopen={p.reopen} />}
      <LimitCard
        kind="deposit"
        limits={s?.deposit}
        note="设置每日、每周、每月最多可存入的金额，超出时存款将被拒绝。"
        onEdit={(period) => p.edit('deposit', period)}
        onCancel={(period) => p.cancelPending('deposit', period)}
      />
      <LimitCard
        kind="loss"
        limits={s?.loss}
        note="亏损 = 转入游戏的金额 − 从游戏转回的金额；达到限额后不能再转入游戏。"
        onEdit={(period) => p.edit('loss', period)}
        onCancel={(period) => p.cancelPending('loss', period)}
      />
      <ChoiceCard state={s} onPick={p.openSheet} onCancelSession={() => p.cancelPending('session')} />
      <BreakCard disabled={!s} lengthen={Boolean(s?.block?.until)} onPick={p.openSheet} />
      <ProtectionHistory reloadKey={s} />
      <p className="acc-note">如果您觉得娱乐已影响生活，请适当休息，或联系在线客服寻求帮助。</p>

      <LimitEditor
        open={p.editorOpen}
        title={p.editingTitle}
        current={p.editingCurrent}
        busy={p.busy}
        onSave={p.saveLimit}
        onRemove={p.removeLimit}
        onClose={p.closeEditor}
      />
      <OptionSheet
        visible={p.sheetOpen}
        title={sheet?.title ?? ''}
        options={sheet?.options ?? []}
        selectedKey={selected}
        onPick={(key) => void p.pick(key)}
        onClose={p.closeSheet}
      />
    </div>
  );
}
