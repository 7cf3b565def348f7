import { useSession, type ApiResponse, type GameCategoryId, type GameListKey } from '@h5/shared';
import type { LobbyGame } from './api/get-game-list';

/** Where each category's list is kept (the session store, in local storage: the six game lists). */
export const LIST_KEY: Record<GameCategoryId, GameListKey> = {
  realbet: 'realbetList',
  sport: 'sportList',
  gaming: 'gamingList',
  joker: 'jokerList',
  concise: 'conciseList',
  lottery: 'lotteryList',
};

/** Keeps a 200 answer of every category's list in the session store, one list per category; answers it unchanged. */
export function keepGameLists<A extends ApiResponse<LobbyGame[]>>(answer: A): A {
  if (answer.code === 200 && Array.isArray(answer.data)) {
    const { setGameList } = useSession.getState();
    for (const [category, key] of Object.entries(LIST_KEY))
      setGameList(
        key,
        answer.data.filter((g) => g && g.category_id === category),
      );
  }
  return answer;
}

const visible = (list: unknown): LobbyGame[] =>
  Array.isArray(list) ? (list as LobbyGame[]).filter((g) => g && Number(g.app_state) === 1) : [];

/** The lists the lobby shows, by category, from the kept lists: only `app_state` 1 is ever listed. */
export function listsByCategory(stored: Partial<Record<GameListKey, unknown>>): Record<GameCategoryId, LobbyGame[]> {
  const out = {} as Record<GameCategoryId, LobbyGame[]>;
  for (const [category, key] of Object.entries(LIST_KEY)) out[category as GameCategoryId] = visible(stored[key]);
  return out;
}

/** A tile of the slots category naming a provider (its lobby game): it opens the provider's games on /concise. */
export const isSlotProviderTile = (game: LobbyGame) =>
  game.category_id === 'concise' && (game.game_code === 'lobby' || game.game_code === '0' || game.game_code === '');
