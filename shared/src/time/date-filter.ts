import { DATE_FILTERS, DEFAULT_DATE_FILTER } from '../types/labels';
import type { DateFilter } from '../types/account';
import { DAY_MS, rangeOfDays, startOfShanghaiDay, toEpochMs, type ShanghaiRange } from './shanghai';

/** The date filter code, or the default (4, last 30 days) for anything unknown. */
export function normalizeDateFilter(code: unknown): DateFilter {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return DATE_FILTERS.some((f) => f.code === n) ? (n as DateFilter) : DEFAULT_DATE_FILTER;
}

/**
 * The Shanghai time span of a date filter (001 §4): 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days.
 * "Last N days" counts today as one of them: code 2 on 2024-03-10 covers 2024-03-04 00:00:00 up to
 * 2024-03-10 23:59:59. Unknown codes use the default 4. An invalid `now` answers null.
 */
export function dateFilterRange(code: unknown, now: unknown = Date.now()): ShanghaiRange | null {
  const t = toEpochMs(now);
  if (t === null) return null;
  const days = DATE_FILTERS.find((f) => f.code === normalizeDateFilter(code))?.days ?? 30;
  return rangeOfDays(startOfShanghaiDay(t) - (days - 1) * DAY_MS, days);
}
