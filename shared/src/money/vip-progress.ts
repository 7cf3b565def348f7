import { parseDecimal, pow10 } from './decimal';

/** The VIP page's progress is capped at 100 percent (000 §4, §9). */
export const VIP_PROGRESS_MAX = 100;

/**
 * The VIP page's progress percentage (000 §4): the threshold is the `recharge` of the level-list entry at
 * the position equal to the user's vip, percent = round(paysum / threshold * 100), 0 when either is 0,
 * capped at 100.
 *
 * How we read "the position equal to the user's vip": the list is ordered VIP1..VIP10, so list index `vip`
 * (0-based) is the entry of the NEXT level (vip 3 → levels[3], the VIP4 entry): the bar shows progress
 * towards the next level. A user already at the last level (vip ≥ list length, list not empty) has no next
 * threshold and shows 100. Rounding is half up and exact (no float error). Bad input answers 0.
 */
export function vipProgressPercent(paysum: unknown, vip: unknown, levels: unknown): number {
  if (!Array.isArray(levels) || levels.length === 0) return 0;
  const level = typeof vip === 'string' && vip.trim() !== '' ? Number(vip) : vip;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) return 0;
  if (level >= levels.length) return VIP_PROGRESS_MAX;
  const entry: unknown = levels[level];
  const p = parseDecimal(paysum);
  const t = parseDecimal(entry && typeof entry === 'object' ? (entry as { recharge?: unknown }).recharge : undefined);
  if (!p || !t || p.units <= 0n || t.units <= 0n) return 0;
  const scale = Math.max(p.scale, t.scale);
  const paid = p.units * pow10(scale - p.scale);
  const threshold = t.units * pow10(scale - t.scale);
  const percent = (paid * 200n + threshold) / (threshold * 2n);
  return percent >= BigInt(VIP_PROGRESS_MAX) ? VIP_PROGRESS_MAX : Number(percent);
}
