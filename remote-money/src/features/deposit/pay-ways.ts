import { type PayRangeType, type PayWay, type PayWayFlags, type UsdtProtocol } from '@h5/shared';
import { PAY_WAYS } from '@h5/shared/types';

export type PayWayItem = (typeof PAY_WAYS)[number];

const MANUAL = PAY_WAYS.find((w) => w.way === 'manual')!;

/**
 * The deposit ways to show: the enabled flags of GET /api/get_pay_way in the response's order, card mapped
 * to the bank way, then the manual way, always. Unknown flags are skipped.
 */
export function payWaysFrom(flags: Partial<PayWayFlags> | null | undefined): PayWayItem[] {
  const ways: PayWayItem[] = [];
  for (const [flag, on] of Object.entries(flags ?? {})) {
    if (Number(on) !== 1) continue;
    const way = PAY_WAYS.find((w) => w.flag === flag);
    if (way && !ways.includes(way)) ways.push(way);
  }
  return [...ways, MANUAL];
}

/** The range type of a way (USDT by protocol); the manual way has none. */
export function rangeTypeOf(way: PayWay, protocol: UsdtProtocol): PayRangeType | null {
  if (way === 'manual') return null;
  if (way === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return way;
}
