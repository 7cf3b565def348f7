import { post, type WithdrawPayload } from '@h5/shared';
import { useMoneyMutation } from '../../../lib/use-money-mutation';

/**
 * `POST /api/withdraw`: amount, bank (the selected card's id), password. An Idempotency-Key makes a retry after a
 * timeout submit once.
 */
export const postWithdraw = (body: WithdrawPayload, idempotencyKey: string) =>
  post<{ out_trade_no?: string } | null>('/api/withdraw', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Submitting a withdrawal: a money write (one at a time, the same key resent after no answer, no network message).
 * It invalidates nothing: the player's money lives in the session store, which the form asks again after a success.
 */
export const useWithdraw = () => useMoneyMutation(postWithdraw);
