import { post, type TransferPayload } from '@h5/shared';
import { VENUE_BALANCES_KEY } from '../../../lib/api/post-balance-list';
import { useMoneyMutation } from '../../../lib/use-money-mutation';

/**
 * `POST /api/transfer`: moves `amount` between the platform wallet (`userbalance`) and a venue wallet. The message is
 * shown by the page; an Idempotency-Key makes a retry after a timeout move the money once.
 */
export const postTransfer = (body: TransferPayload, idempotencyKey: string) =>
  post<{ out_trade_no: string; amount: string; state: number; platname: string; type: number }>('/api/transfer', body, {
    toastError: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A transfer: a money write (one at a time, the same key resent after no answer); the venue balances reload after it. */
export const useTransfer = () => useMoneyMutation(postTransfer, { invalidates: [VENUE_BALANCES_KEY] });
