/**
 * Asia/Shanghai time without a timezone database: China has kept UTC+8 with no daylight saving since 1991,
 * so wall-clock time is the UTC instant plus eight hours. All business days and windows of the product are
 * Shanghai days (the server decides every business day in that zone), and timestamps travel as `YYYY-MM-DD HH:mm:ss` in that zone.
 */

export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: a Date, epoch milliseconds, a Shanghai wall-clock text (`YYYY-MM-DD[ HH:mm[:ss]]`) or an ISO text with a zone. */
export type TimeInput = Date | number | string;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export interface ShanghaiParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Epoch milliseconds of a Shanghai wall-clock time, or null when the fields are not a real time
 * (month 13, 30 February, hour 24 …).
 */
export function fromShanghaiParts(p: ShanghaiParts): number | null {
  const utc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const back = new Date(utc);
  if (
    back.getUTCFullYear() !== p.year ||
    back.getUTCMonth() !== p.month - 1 ||
    back.getUTCDate() !== p.day ||
    back.getUTCHours() !== p.hour ||
    back.getUTCMinutes() !== p.minute ||
    back.getUTCSeconds() !== p.second
  ) {
    return null;
  }
  return utc - SHANGHAI_OFFSET_MS;
}

/** Dates stay valid this far from 1970 (ECMAScript's limit), with two days to spare for day arithmetic. */
const MAX_EPOCH_MS = 8.64e15 - 2 * DAY_MS;
const validMs = (t: number): number | null => (Number.isFinite(t) && Math.abs(t) <= MAX_EPOCH_MS ? t : null);

/** Epoch milliseconds of any TimeInput, or null when it is not a valid instant. Never throws. */
export function toEpochMs(input: unknown): number | null {
  if (input instanceof Date) return validMs(input.getTime());
  if (typeof input === 'number') return validMs(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const m = WALL_CLOCK.exec(text);
  if (m) {
    return fromShanghaiParts({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[4] ?? 0),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
    });
  }
  if (ISO_WITH_ZONE.test(text)) {
    return validMs(Date.parse(text));
  }
  return null;
}

/** The Shanghai wall-clock fields of an instant, or null when the input is not a valid instant. */
export function shanghaiParts(input: unknown): ShanghaiParts | null {
  const t = toEpochMs(input);
  if (t === null) return null;
  const d = new Date(t + SHANGHAI_OFFSET_MS);
  if (!Number.isFinite(d.getTime())) return null;
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` in Shanghai time; "" for an invalid input. */
export function formatShanghai(input: unknown): string {
  const p = shanghaiParts(input);
  if (!p) return '';
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `YYYY-MM-DD` of the Shanghai day; "" for an invalid input. */
export function formatShanghaiDate(input: unknown): string {
  return formatShanghai(input).slice(0, 10);
}

/** Epoch milliseconds of 00:00:00 Shanghai on the day of the instant. */
export function startOfShanghaiDay(epochMs: number): number {
  return Math.floor((epochMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}

/** A span of Shanghai days. `end` is exclusive (the next midnight); `endText` is the last second, inclusive. */
export interface ShanghaiRange {
  start: Date;
  end: Date;
  /** `YYYY-MM-DD 00:00:00` */
  startText: string;
  /** `YYYY-MM-DD 23:59:59` */
  endText: string;
}

/** `days` whole Shanghai days starting at `firstDayStart` (a Shanghai midnight, epoch ms). */
export function rangeOfDays(firstDayStart: number, days: number): ShanghaiRange {
  const end = firstDayStart + days * DAY_MS;
  return {
    start: new Date(firstDayStart),
    end: new Date(end),
    startText: formatShanghai(firstDayStart),
    endText: formatShanghai(end - 1000),
  };
}

/** The Shanghai day containing the instant (00:00:00 to the next midnight), or null for an invalid input. */
export function shanghaiDayRange(input: unknown = Date.now()): ShanghaiRange | null {
  const t = toEpochMs(input);
  if (t === null) return null;
  return rangeOfDays(startOfShanghaiDay(t), 1);
}

/** Whole Shanghai calendar days from `from` to `to` (negative when `to` is earlier), or null. */
export function shanghaiDaysBetween(from: unknown, to: unknown): number | null {
  const a = toEpochMs(from);
  const b = toEpochMs(to);
  if (a === null || b === null) return null;
  return Math.round((startOfShanghaiDay(b) - startOfShanghaiDay(a)) / DAY_MS);
}

/**
 * Days since joining, as the "joined for N days" line shows it: the day of joining is day 1, each Shanghai
 * midnight adds one. 0 for an invalid or future join time. The server fills userInfo.joinday with this.
 */
export function joinDays(joinedAt: unknown, now: unknown = Date.now()): number {
  const days = shanghaiDaysBetween(joinedAt, now);
  if (days === null || days < 0) return 0;
  return days + 1;
}
