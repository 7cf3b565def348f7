import { post, type DepositPayload } from '@h5/shared';
import { useMoneyMutation } from '../../../lib/use-money-mutation';

/**
 * `POST /api/recharge`: places a deposit order; on success `message` holds the deposit number. WeChat is sent as
 * paytype wxpay. An Idempotency-Key makes a retry after a timeout place one order.
 */
export const postRecharge = (body: DepositPayload, idempotencyKey: string) =>
  post<{ deposit_no: string }>('/api/recharge', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Placing a deposit order: a money write (one at a time, the same key resent after no answer, no network message).
 * It invalidates nothing: no cached read shows deposit orders (the records list asks its pages itself).
 */
export const useRecharge = () => useMoneyMutation(postRecharge);
