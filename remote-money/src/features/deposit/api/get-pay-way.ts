import { get, useQuery, type PayWayFlags } from '@h5/shared';
import { payWaysFrom, type PayWayItem } from '../pay-ways';

/** `GET /api/get_pay_way`: which deposit ways are enabled (flags card, usdt, wechat, alipay, in this order). */
export const getPayWay = (signal?: AbortSignal) =>
  get<PayWayFlags>('/api/get_pay_way', undefined, { silent: true, signal });

export const PAY_WAYS_KEY = ['pay-ways'] as const;

/**
 * The deposit ways to offer, asked on each visit: null until the server answered; when it refused (its message was
 * toasted) or could not be reached, the manual way alone (it is always there).
 */
export function usePayWays(): PayWayItem[] | null {
  const { answer, networkError } = useQuery(PAY_WAYS_KEY, (signal) => getPayWay(signal));
  if (!answer && !networkError) return null;
  return payWaysFrom(answer?.code === 200 ? answer.data : null);
}
