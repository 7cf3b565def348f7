import { DAY_MS, SHANGHAI_OFFSET_MS } from '../time/shanghai';

/**
 * Player protection (理性娱乐, issue 22; not in the spec): the limits a player sets on himself, the time-out and the
 * self-exclusion. Pure rules shared by the account area's page and the server, which stores and enforces them
 * (server/src/plugins/app/protection). Amounts are fen, times epoch milliseconds.
 *
 * - A **limit** (deposit per day/week/month, loss per day/week/month, session time in minutes) that is lowered, or set
 *   where there was none, applies at once; one that is raised or removed applies only `LIMIT_DELAY_MS` later (shown
 *   as pending with its time, cancellable), so a moment's impulse cannot undo a decision taken calmly.
 * - Periods are calendar periods in Asia/Shanghai: the day from 00:00, the week from Monday 00:00, the month from the
 *   1st 00:00.
 * - **Loss** is what the player moved into the venues minus what came back from them in the period (transfers, which
 *   the server records for every venue; a venue's own results are not reported to us in time to stop a transfer).
 * - A **time-out** or **self-exclusion** blocks depositing, transferring into a venue, launching a game, applying for
 *   a promotion and claiming a red packet or a rebate; signing in, withdrawing, records and messages stay open. Neither
 *   can be shortened or lifted by the player or any operator. When a self-exclusion ends, the account stays closed
 *   until the player asks, and reopens `REOPEN_DELAY_MS` after asking.
 */

export type LimitKind = 'deposit' | 'loss' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export const LIMIT_DELAY_MS = DAY_MS;
export const REOPEN_DELAY_MS = DAY_MS;

export const PERIOD_LABEL: Record<LimitPeriod, string> = { day: '每日', week: '每周', month: '每月' };
export const LIMIT_KIND_LABEL: Record<LimitKind, string> = {
  deposit: '存款限额',
  loss: '亏损限额',
  session: '单次登录时长',
};

/** Session-time limits the page offers, in minutes. */
export const SESSION_LIMIT_CHOICES: readonly number[] = [30, 60, 120, 180, 240, 360];
/** Reality-check intervals, in minutes (0: off). */
export const REALITY_CHECK_CHOICES: readonly number[] = [0, 15, 30, 60, 90, 120];
export const REALITY_CHECK_DEFAULT = 60;

export type TimeoutChoice = '24h' | '7d' | '30d' | '6w';
export type ExclusionChoice = '6m' | '1y' | '2y' | '5y';
export const TIMEOUT_LABEL: Record<TimeoutChoice, string> = {
  '24h': '24小时',
  '7d': '7天',
  '30d': '30天',
  '6w': '6周',
};
export const EXCLUSION_LABEL: Record<ExclusionChoice, string> = {
  '6m': '6个月',
  '1y': '1年',
  '2y': '2年',
  '5y': '5年',
};
const TIMEOUT_MS: Record<TimeoutChoice, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
};
const EXCLUSION_MONTHS: Record<ExclusionChoice, number> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

export const isTimeoutChoice = (v: unknown): v is TimeoutChoice => typeof v === 'string' && v in TIMEOUT_MS;
export const isExclusionChoice = (v: unknown): v is ExclusionChoice => typeof v === 'string' && v in EXCLUSION_MONTHS;

/** Shanghai wall-clock fields of an instant (as if UTC). */
const wall = (ms: number) => new Date(ms + SHANGHAI_OFFSET_MS);
const fromWall = (d: Date) => d.getTime() - SHANGHAI_OFFSET_MS;

/** When a time-out chosen at `now` ends. */
export const timeoutEnd = (choice: TimeoutChoice, now: number): number => now + TIMEOUT_MS[choice];

/** When a self-exclusion chosen at `now` ends: the same Shanghai clock time, so many calendar months later (the last day of a shorter month). */
export function exclusionEnd(choice: ExclusionChoice, now: number): number {
  const w = wall(now);
  const months = w.getUTCMonth() + EXCLUSION_MONTHS[choice];
  const lastDay = new Date(Date.UTC(w.getUTCFullYear(), months + 1, 0)).getUTCDate();
  const d = new Date(w);
  d.setUTCDate(1);
  d.setUTCMonth(months);
  d.setUTCDate(Math.min(w.getUTCDate(), lastDay));
  return fromWall(d);
}

/** The calendar period (Asia/Shanghai) that holds `now`: [start, end). */
export function periodWindow(period: LimitPeriod, now: number): { start: number; end: number } {
  const w = wall(now);
  const day = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate());
  if (period === 'day') return { start: fromWall(new Date(day)), end: fromWall(new Date(day + DAY_MS)) };
  if (period === 'week') {
    const sinceMonday = (w.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * DAY_MS;
    return { start: fromWall(new Date(start)), end: fromWall(new Date(start + 7 * DAY_MS)) };
  }
  const start = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), 1);
  const end = Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 1);
  return { start: fromWall(new Date(start)), end: fromWall(new Date(end)) };
}

/** A limit as stored: its value (fen or minutes; null: none) and a change waiting for its time. */
export interface LimitState {
  value: number | null;
  pending: { value: number | null; at: number } | null;
}

/** The limit at `now`: a pending change whose time has come is the value. */
export function effectiveLimit(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.at <= now) return { value: state.pending.value, pending: null };
  return state;
}

/**
 * The limit after the player asks for `next` (null: remove) at `now`. Stricter (lower, or a limit where there was
 * none) applies at once and drops any pending change; looser (higher, or removal) waits `LIMIT_DELAY_MS`; asking for
 * the value in force cancels a pending change.
 */
export function changeLimit(
  current: LimitState,
  next: number | null,
  now: number,
): LimitState & { immediate: boolean } {
  const state = effectiveLimit(current, now);
  const stricter = next !== null && (state.value === null || next < state.value);
  if (stricter || next === state.value) return { value: next, pending: null, immediate: true };
  return { value: state.value, pending: { value: next, at: now + LIMIT_DELAY_MS }, immediate: false };
}

/** The amount a limit may hold (yuan, as typed): a whole number of yuan, 1 … 10,000,000. */
export const LIMIT_AMOUNT_MAX_YUAN = 10_000_000;

export const PROTECTION_MSG = {
  limitAmount: `限额必须是1到${LIMIT_AMOUNT_MAX_YUAN}之间的整数（元）`,
  sessionMinutes: '请选择单次登录时长',
  realityMinutes: '请选择提醒间隔',
  kind: '请选择限额类型',
  period: '请选择限额周期',
  timeoutChoice: '请选择暂停时长',
  exclusionChoice: '请选择自我排除时长',
  nothingPending: '没有待生效的修改',
  alreadyBlocked: '您已处于暂停或自我排除期间，不能再次设置',
  notExcluded: '您当前没有已结束的自我排除，无需申请恢复',
  exclusionNotOver: '自我排除期尚未结束，不能提前恢复',
  confirmRequired: '请确认您已了解设置后不能提前取消',
  operatorRefused: '玩家自行设置的限额、暂停和自我排除不能由后台修改或提前解除',
} as const;

/** A limit amount typed in yuan → fen, or the message. */
export function readLimitAmount(value: unknown): { fen: number } | { error: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,8}$/.test(text)) return { error: PROTECTION_MSG.limitAmount };
  const yuan = Number(text);
  if (yuan < 1 || yuan > LIMIT_AMOUNT_MAX_YUAN) return { error: PROTECTION_MSG.limitAmount };
  return { fen: yuan * 100 };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `2026-11-27 00:00` in Shanghai. */
export function shanghaiMinute(ms: number): string {
  const w = wall(ms);
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The refusal of a deposit (or a transfer into a venue) that would pass a limit: the limit, what is left, when it resets. */
export function limitRefusal(
  kind: 'deposit' | 'loss',
  period: LimitPeriod,
  limitFen: number,
  usedFen: number,
  resetsAt: number,
) {
  const left = Math.max(0, limitFen - usedFen);
  const verb = kind === 'deposit' ? '存款' : '转入游戏';
  return `已超出您设置的${PERIOD_LABEL[period]}${LIMIT_KIND_LABEL[kind]}${yuan(limitFen)}元，本期还可${verb}${yuan(left)}元，将于${shanghaiMinute(resetsAt)}重置`;
}

export type BlockKind = 'timeout' | 'exclusion';

/** The refusal during a time-out or a self-exclusion (`until` null: the exclusion ended and no reopening was asked). */
export function blockRefusal(kind: BlockKind, until: number | null): string {
  const what = '存款、转入游戏、进入游戏、申请活动和领取红包或返水';
  if (kind === 'timeout') return `您已设置暂停娱乐至${shanghaiMinute(until!)}，期间不能${what}`;
  if (until === null) return `您的自我排除期已结束，请在“理性娱乐”页面申请恢复，申请24小时后恢复${what}`;
  return `您已设置自我排除至${shanghaiMinute(until)}，期间不能${what}`;
}

/** The message of a session ended by the player's session-time limit. */
export const sessionLimitMessage = (minutes: number) =>
  `您已达到设置的单次登录时长（${minutes}分钟），请休息一下再登录`;

/** A limit's value as the player reads it: fen → `1000.00元`, minutes → `60分钟`, a reality check of 0 → `关闭`, none → `不限`. */
export function limitValueText(kind: LimitKind | 'reality', value: number | null | undefined): string {
  if (value === null || value === undefined) return '不限';
  if (kind === 'reality') return value === 0 ? '关闭' : `每${value}分钟`;
  if (kind === 'session') return `${value}分钟`;
  return `${yuan(value)}元`;
}

const ACTION_LABEL: Record<string, string> = {
  timeout: '暂停娱乐',
  exclusion: '自我排除',
  'exclusion.reopen': '申请恢复',
};

interface LoggedLimit {
  period?: string;
  value?: number | null;
  pending?: { value: number | null; at: string } | null;
}
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * One line of the protection history (the page's 修改记录 and the console's): what changed, and the before and
 * after as text. `action` and the two values are what the server logs (`protection_log`).
 */
export function describeProtectionChange(
  action: string,
  before: unknown,
  after: unknown,
): { what: string; before: string; after: string } {
  const limit = /^limit\.(deposit|loss|session|reality)(\.cancel)?$/.exec(action);
  if (limit) {
    const kind = limit[1] as LimitKind | 'reality';
    const period = isRecord(after) ? (after as LoggedLimit).period : undefined;
    const name =
      kind === 'reality'
        ? '现实提醒'
        : `${period && period in PERIOD_LABEL ? PERIOD_LABEL[period as LimitPeriod] : ''}${LIMIT_KIND_LABEL[kind]}`;
    const text = (v: unknown) => {
      if (!isRecord(v)) return '—';
      const l = v as LoggedLimit;
      const now = limitValueText(kind, l.value);
      return l.pending ? `${now}（${l.pending.at.slice(0, 16)}起${limitValueText(kind, l.pending.value)}）` : now;
    };
    return { what: limit[2] ? `撤销${name}修改` : name, before: text(before), after: text(after) };
  }
  const block = (v: unknown) => {
    if (!isRecord(v)) return '—';
    const kind = v.kind === 'exclusion' ? '自我排除' : v.kind === 'timeout' ? '暂停娱乐' : '';
    if (typeof v.until === 'string') return `${kind}至${v.until.slice(0, 16)}`;
    if (typeof v.reopen_at === 'string') return `${v.reopen_at.slice(0, 16)}恢复`;
    return kind || '—';
  };
  if (action.startsWith('refused.')) return { what: '后台修改（已拒绝）', before: '—', after: '—' };
  return { what: ACTION_LABEL[action] ?? action, before: block(before), after: block(after) };
}
