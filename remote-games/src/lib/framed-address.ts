import { toast, type ApiResponse } from '@h5/shared';
import { LAUNCH_TIMEOUT } from './messages';

/** An answer naming an address to frame on /gamePage (a game's launch, the agent page, customer service). */
export type AddressAnswer = ApiResponse<{ url: string } | null>;

/**
 * Why an address answer cannot be framed: the server's message (网络连接超时，请重试! when it has none), or null when
 * it names an address, or for a 401 (the shell's 认证失败 dialog takes over then).
 */
export function refusalOf(answer: AddressAnswer | undefined): string | null {
  if (!answer || answer.code === 401 || (answer.code === 200 && answer.data?.url)) return null;
  return answer.message || LAUNCH_TIMEOUT;
}

/** For a call's `.then`: a refusal is toasted as it arrives (the page then shows it or goes home). */
export function toastRefusal<A extends AddressAnswer>(answer: A): A {
  const refusal = refusalOf(answer);
  if (refusal) toast.error(refusal);
  return answer;
}

/** What /gamePage shows for an address query: the address, or why it failed (no answer: 网络连接超时，请重试!). */
export function framedAddress(query: { answer: AddressAnswer | undefined; networkError: boolean }): {
  src: string | null;
  failure: string | null;
} {
  if (query.networkError) return { src: null, failure: LAUNCH_TIMEOUT };
  const failure = refusalOf(query.answer);
  return { src: failure ? null : (query.answer?.data?.url ?? null), failure };
}
