import { post, type TransferPayload } from '@h5/shared';

/**
 * `POST /api/transfer` (001 §7): moves `amount` between the platform wallet (`userbalance`) and a venue wallet. The
 * message is shown by the page; an Idempotency-Key makes a retry after a timeout move the money once.
 */
export const postTransfer = (body: TransferPayload, idempotencyKey: string) =>
  post<{ out_trade_no: string; amount: string; state: number; platname: string; type: number }>('/api/transfer', body, {
    toastError: false,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
