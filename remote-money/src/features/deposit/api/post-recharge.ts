import { post, type DepositPayload } from '@h5/shared';

/**
 * `POST /api/recharge` (001 §7): places a deposit order; on success `message` holds the deposit number. WeChat is
 * sent as paytype wxpay. An Idempotency-Key makes a retry after a timeout place one order.
 */
export const postRecharge = (body: DepositPayload, idempotencyKey: string) =>
  post<{ deposit_no: string }>('/api/recharge', body, { headers: { 'Idempotency-Key': idempotencyKey } });
