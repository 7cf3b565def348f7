import { post, useMutation, type RedPacketClaimData } from '@h5/shared';

/** The server's codes for a claim outside the 10:00–12:00 window (server README, "Red-packet claim codes"). */
export const CLAIM_NOT_STARTED = 410;
export const CLAIM_ENDED = 411;
/** What a claim that got no answer at all says: a toast, no popup. */
export const CLAIM_SERVER_ERROR = '服务器错误，请稍后再试';

/**
 * `POST /api/douserredpacket`. The page turns every answer into a popup itself (no automatic toast); each tap
 * carries its own Idempotency-Key, so a retried request draws once.
 */
export const postRedPacketClaim = (idempotencyKey: string) =>
  post<RedPacketClaimData | null>(
    '/api/douserredpacket',
    {},
    { toastError: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );

/**
 * A claim, given its Idempotency-Key: one at a time (a second `run` while one is on its way does nothing); no answer
 * toasts 服务器错误，请稍后再试 and `run` answers null. A win calls `onWin`, which asks the draws again quietly
 * (`useRedPacketInfo`'s `askQuietly`) rather than through `invalidates`, which would show the loading overlay.
 */
export const useClaimRedPacket = (onWin: () => void) =>
  useMutation((idempotencyKey: string) => postRedPacketClaim(idempotencyKey), {
    invalidates: [],
    onSuccess: onWin,
    noAnswerToast: CLAIM_SERVER_ERROR,
  });
