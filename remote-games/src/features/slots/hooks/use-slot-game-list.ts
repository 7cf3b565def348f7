import type { ConciseGame } from '@h5/shared';
import { useSlotGames } from '../api/post-game-list-by-code';

export type SlotGameList = { state: 'loading' } | { state: 'ready'; games: ConciseGame[] } | { state: 'failed' };

/**
 * The active provider's list as the page shows it: loading (also while 重新加载 asks again), its games (entries
 * without a game code left out), or failed (a refusal, or no answer), with `retry`.
 */
export function useSlotGameList(provider: string): { list: SlotGameList; retry: () => void } {
  const query = useSlotGames(provider);
  const { answer, fetching, loading, networkError, refetch } = query;
  const games = answer?.code === 200 && Array.isArray(answer.data) ? answer.data.filter((g) => g && g.gamecode) : null;
  let list: SlotGameList;
  if (loading || fetching) list = { state: 'loading' };
  else if (games && !networkError) list = { state: 'ready', games };
  else list = { state: 'failed' };
  return { list, retry: () => void refetch() };
}
