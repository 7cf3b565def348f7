import { newIdempotencyKey, post, useMutation } from '@h5/shared';

/**
 * `POST /api/dofanshui`: claims every pending rebate. A money call: it carries the tap's Idempotency-Key, so a retry
 * of the request claims once. Refusals (暂无领取额度！) are toasted.
 */
export const postClaimRebate = (idempotencyKey: string) =>
  post<{ money: string; records: number } | null>(
    '/api/dofanshui',
    {},
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/**
 * 一键领取: a fresh key per tap (`fs-` and 32 hex digits); a tap while a claim is on its way does nothing. Nothing cached
 * to invalidate: the rebate list belongs to the shared FilteredList, which the rebate centre reloads (`reloadKey`).
 */
export const useClaimRebate = () => useMutation((_tap: void) => postClaimRebate(newIdempotencyKey('fs-')));
