import { parseDecimal } from '../money/decimal';
import type { CheckResult } from './auth';
import { MSG } from './messages';

/** Rebate claim (001 §5): refused with 暂无领取额度！ when the pending amount (nojisuan) is 0 or less, or unreadable. */
export function checkRebateClaim(pending: unknown): CheckResult {
  const d = parseDecimal(pending);
  return d && d.units > 0n ? null : MSG.rebateNothingToClaim;
}

/**
 * Red-packet claim precondition (000 §4): with sendnums (remaining draws) 0 or less, or unreadable, the
 * failure popup shows 您还未达到领取条件，快去完成吧！ and no call is made.
 */
export function checkRedPacketClaim(sendnums: unknown): CheckResult {
  const n = typeof sendnums === 'string' && sendnums.trim() !== '' ? Number(sendnums) : sendnums;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? null : MSG.redPacketNotEligible;
}
