import type { GameCategoryId } from '@h5/shared';
import { LIST_KEY, type ListsByCategory, type LobbyGame } from '../../lib/game-lists';

const visible = (list: unknown): LobbyGame[] =>
  Array.isArray(list) ? (list as LobbyGame[]).filter((g) => g && Number(g.app_state) === 1) : [];

/** The lists the lobby shows, by category (from an answer or the kept copy): only `app_state` 1 is ever listed. */
export function listsByCategory(lists: ListsByCategory): Record<GameCategoryId, LobbyGame[]> {
  const out = {} as Record<GameCategoryId, LobbyGame[]>;
  for (const category of Object.keys(LIST_KEY) as GameCategoryId[]) out[category] = visible(lists[category]);
  return out;
}

/** A tile of the slots category naming a provider (its lobby game): it opens the provider's games on /concise. */
export const isSlotProviderTile = (game: LobbyGame) =>
  game.category_id === 'concise' && (game.game_code === 'lobby' || game.game_code === '0' || game.game_code === '');
