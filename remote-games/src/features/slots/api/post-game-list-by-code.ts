import { post, useQuery, type ConciseGame } from '@h5/shared';

/** POST /api/gamelistBycode {gamecode}: one slot provider's games. */
export const postGameListByCode = (provider: string, signal?: AbortSignal) =>
  post<ConciseGame[]>('/api/gamelistBycode', { gamecode: provider }, { signal });

/**
 * One provider's games, asked once and kept for the visit (`staleMs: Infinity`): the page is cached and each tab's
 * list is loaded once. A list that got no answer is asked again when its tab shows again; a refused one on 重新加载.
 */
export const useSlotGames = (provider: string) =>
  useQuery(['slot-games', provider], (signal) => postGameListByCode(provider, signal), { staleMs: Infinity });
