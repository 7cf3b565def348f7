import { SubmitKey, useMutation, type ApiResponse, type MutationOptions } from '@h5/shared';
import { useRef } from 'react';

/**
 * A money write (deposit, withdrawal, transfer, recall-all): `useMutation` plus the form's Idempotency-Key. The same
 * body sent again after a request that got no answer (timeout, network) keeps its key, so the server moves the money
 * once; any answer retires it, and a changed body gets a new one.
 *
 * Why not `useMutation` alone: its `run` answers null both for a tap it ignored (a request was on its way) and for a
 * request that got no answer, and the key must be kept only in the second case. So the key is chosen and settled
 * inside the send that `useMutation` runs, which is never called for an ignored tap. As with `useMutation`: one
 * request at a time, no message for a network failure (`run` answers null), everything typed stays.
 */
export function useMoneyMutation<B, T>(
  send: (body: B, idempotencyKey: string) => Promise<ApiResponse<T>>,
  options?: MutationOptions<T>,
) {
  const key = useRef(new SubmitKey());
  return useMutation(async (body: B) => {
    let failure: unknown;
    try {
      return await send(body, key.current.for(body));
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      key.current.settle(failure);
    }
  }, options);
}
