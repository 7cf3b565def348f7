import { post, type WithdrawPayload } from '@h5/shared';

/**
 * `POST /api/withdraw` (001 §7): amount, bank (the selected card's id), password. An Idempotency-Key makes a retry
 * after a timeout submit once.
 */
export const postWithdraw = (body: WithdrawPayload, idempotencyKey: string) =>
  post<{ out_trade_no?: string } | null>('/api/withdraw', body, { headers: { 'Idempotency-Key': idempotencyKey } });
