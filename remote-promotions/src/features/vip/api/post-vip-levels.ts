import { post, useQuery, type VipLevel } from '@h5/shared';

/** `POST /api/uservip`: the ten levels, VIP1 first (no login needed). Refusals are toasted. */
export const postVipLevels = (signal?: AbortSignal) => post<VipLevel[]>('/api/uservip', {}, { signal });

/**
 * The levels, asked once and kept for the visit (`staleMs: Infinity`: the same for every player, the page is cached);
 * after the session changed (the cache emptied) the levels shown stay until the new answer (`keepPrevious`).
 */
export const useVipLevels = () =>
  useQuery(['vip-levels'], (signal) => postVipLevels(signal), { staleMs: Infinity, keepPrevious: true });
