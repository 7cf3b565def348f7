import { DAY_MS, startOfShanghaiDay, toEpochMs } from './shanghai';

/** Red-packet draws run 10:00 to 12:00 Beijing time daily (000 §2); the server enforces the same window. */
export const RED_PACKET_OPEN_HOUR = 10;
export const RED_PACKET_CLOSE_HOUR = 12;

export type RedPacketWindowState = 'not_started' | 'open' | 'ended';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Where today's draw window stands in Shanghai time: before 10:00 'not_started', from 10:00:00 up to but
 * not including 12:00:00 'open', from 12:00 'ended'. An invalid `now` reads as 'ended'.
 */
export function redPacketWindowState(now: unknown = Date.now()): RedPacketWindowState {
  const t = toEpochMs(now);
  if (t === null) return 'ended';
  const sinceMidnight = t - startOfShanghaiDay(t);
  if (sinceMidnight < RED_PACKET_OPEN_HOUR * HOUR_MS) return 'not_started';
  if (sinceMidnight < RED_PACKET_CLOSE_HOUR * HOUR_MS) return 'open';
  return 'ended';
}

/**
 * The deposits that count for today's draws: confirmed from 12:00 the previous day up to 10:00 today,
 * Shanghai time (`end` exclusive). Null for an invalid `now`.
 */
export function redPacketDepositWindow(now: unknown = Date.now()): { start: Date; end: Date } | null {
  const t = toEpochMs(now);
  if (t === null) return null;
  const today = startOfShanghaiDay(t);
  return {
    start: new Date(today - DAY_MS + RED_PACKET_CLOSE_HOUR * HOUR_MS),
    end: new Date(today + RED_PACKET_OPEN_HOUR * HOUR_MS),
  };
}
