import { toEpochMs } from './shanghai';

/** A deposit order must be paid within one hour of its creation (001 §4, §9). */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;

export interface PaymentCountdown {
  /** created_at + 1 hour, or null when created_at is not a valid time. */
  deadline: Date | null;
  /** Whole seconds left, never below 0. */
  remainingSeconds: number;
  /** `mm:ss` as the payment page shows it ("60:00" right at creation, "00:00" once expired). */
  text: string;
  expired: boolean;
}

/** Seconds as `mm:ss`; minutes are not wrapped into hours (3600 → "60:00"). Negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The payment page's countdown: the deadline is one hour after the order's created_at (a Shanghai
 * `YYYY-MM-DD HH:mm:ss` text, a Date or epoch ms); the remaining time is shown as mm:ss, counting down
 * by whole seconds and stopping at 00:00. An unreadable created_at reads as expired.
 */
export function paymentCountdown(createdAt: unknown, now: unknown = Date.now()): PaymentCountdown {
  const created = toEpochMs(createdAt);
  const t = toEpochMs(now);
  if (created === null || t === null) return { deadline: null, remainingSeconds: 0, text: '00:00', expired: true };
  const deadline = created + PAYMENT_WINDOW_MS;
  const remainingSeconds = Math.max(0, Math.floor((deadline - t) / 1000));
  return {
    deadline: new Date(deadline),
    remainingSeconds,
    text: formatCountdown(remainingSeconds),
    expired: remainingSeconds === 0,
  };
}
