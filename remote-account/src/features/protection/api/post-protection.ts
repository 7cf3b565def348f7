import { post, setQueryAnswer, toast, useQuery, type ApiResponse } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';

/** `POST /api/protection`: the player's limits (fen or minutes), reality-check interval and time-out or exclusion. */
export const postProtection = (signal?: AbortSignal) =>
  post<ProtectionState>('/api/protection', {}, { silent: true, signal });

export const protectionKey = ['protection'] as const;

export const useProtection = () => useQuery(protectionKey, (signal) => postProtection(signal));

/**
 * After a change: every change answers the new state, which replaces the page's at once (no second request), and the
 * server's own words (设置成功，已立即生效 / 已提交，将于…生效) are toasted as they come. Refusals the client toasted.
 */
export function showChange(answer: ApiResponse<ProtectionState>) {
  setQueryAnswer(protectionKey, answer);
  if (answer.message) toast(answer.message, 'success');
}
