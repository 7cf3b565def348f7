import { post, type RedPacketClaimData } from '@h5/shared';

/** The server's codes for a claim outside the 10:00–12:00 window (server README, "Red-packet claim codes"). */
export const CLAIM_NOT_STARTED = 410;
export const CLAIM_ENDED = 411;

/**
 * `POST /api/douserredpacket` (000 §7). The page turns every answer into a popup itself (no automatic toast); each tap
 * carries its own Idempotency-Key, so a retried request draws once.
 */
export const postRedPacketClaim = (idempotencyKey: string) =>
  post<RedPacketClaimData | null>('/api/douserredpacket', {}, { toastError: false, headers: { 'Idempotency-Key': idempotencyKey } });
