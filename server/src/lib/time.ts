import { time } from './h5-shared';

/** Asia/Shanghai time: every business day, window and timestamp of the product (server-behaviour.md, "Time"). */
export { time };
export const { dateFilterRange, normalizeDateFilter } = time;

/** One day in ms (`@h5/shared/time`'s constant). */
export const DAY_MS: number = time.DAY_MS;

/** `YYYY-MM-DD HH:mm:ss` in Shanghai time, the one timestamp format of every response; '' for none. */
export const shanghaiTimestamp = (at: Date | string | null | undefined): string =>
  at ? time.formatShanghai(at instanceof Date ? at : new Date(at)) : '';

/** The Shanghai calendar date (`YYYY-MM-DD`) of an instant. */
export const shanghaiDate = (at: Date | number): string => time.formatShanghaiDate(at);

/** Shanghai midnight starting the day of an instant. */
export const startOfShanghaiDay = (at: Date | number): Date =>
  new Date(time.startOfShanghaiDay(typeof at === 'number' ? at : at.getTime()));

/** An instant from `YYYY-MM-DD HH:mm:ss` (Shanghai) or ISO with a zone; null when it is not one. */
export const parseShanghaiTime = (text: string): Date | null => {
  const ms = time.toEpochMs(text);
  return ms === null ? null : new Date(ms);
};
