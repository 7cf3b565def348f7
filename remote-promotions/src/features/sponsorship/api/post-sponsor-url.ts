import { NETWORK_ERROR, post, useQuery } from '@h5/shared';

/**
 * `POST /api/sponsorurl` with `type` 1 or 2: the address of the partner page /zhanzhuye frames (the server's
 * configuration, or its built-in page). Never shown to the player. Refusals are toasted.
 */
export const postSponsorUrl = (type: 1 | 2, signal?: AbortSignal) =>
  post<{ url: string }>('/api/sponsorurl', { type }, { signal });

/** A partner page's address (`null`: no such partner, nothing asked); no answer toasts 网络错误，请检查网络后重试！. */
export const useSponsorUrl = (type: 1 | 2 | null) =>
  useQuery(['sponsor-url', type], (signal) => postSponsorUrl(type!, signal), {
    enabled: type !== null,
    noAnswerToast: NETWORK_ERROR,
  });
