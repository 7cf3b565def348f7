import { readJSON, writeJSON, type ApiResponse, type Game, type GameCategoryId } from '@h5/shared';

/** A home tile as GET /api/game/list answers (the server adds the display name). */
export type LobbyGame = Game & { name?: string };

/** A list per category (what is kept, or an answer split by category). */
export type ListsByCategory = Partial<Record<GameCategoryId, LobbyGame[]>>;

/**
 * The home lists' keys of local storage (the spec's six: 000 §3 "Stored locally"), one per category.
 *
 * The lists are server data, so they are not the session store's (issue 20): the query cache holds the answer of
 * GET /api/game/list for the page load (`useGameList`), and this area keeps a copy of each 200 answer here, for the
 * next page load (the lobby paints it at once, before the server has answered) and for /gamePage's title. The
 * session store's `clear` (logout, an expired session) empties local storage, and with it this copy.
 */
export const LIST_KEY: Record<GameCategoryId, string> = {
  realbet: 'realbetList',
  sport: 'sportList',
  gaming: 'gamingList',
  joker: 'jokerList',
  concise: 'conciseList',
  lottery: 'lotteryList',
};
const CATEGORIES = Object.keys(LIST_KEY) as GameCategoryId[];

/** An answer's tiles by category (every category present, maybe empty). */
export function byCategory(games: LobbyGame[]): ListsByCategory {
  const out: ListsByCategory = {};
  for (const category of CATEGORIES) out[category] = games.filter((g) => g && g.category_id === category);
  return out;
}

/** Keeps a 200 answer's lists in local storage, one key per category; answers it unchanged (a fetcher's `.then`). */
export function keepGameLists<A extends ApiResponse<LobbyGame[]>>(answer: A): A {
  if (answer.code === 200 && Array.isArray(answer.data)) {
    const lists = byCategory(answer.data);
    for (const category of CATEGORIES) writeJSON(LIST_KEY[category], lists[category]);
  }
  return answer;
}

/** The lists kept by the last page load that had an answer (none after a logout, or on a first visit). */
export function keptGameLists(): ListsByCategory {
  const out: ListsByCategory = {};
  for (const category of CATEGORIES) {
    const list = readJSON<LobbyGame[]>(LIST_KEY[category]);
    if (Array.isArray(list)) out[category] = list;
  }
  return out;
}

/** A venue's display name in the kept lists (泛亚电竞 for avia), if a tile of it has one. */
export function keptVenueName(platform: string): string | undefined {
  for (const list of Object.values(keptGameLists())) {
    const hit = list?.find((g) => g?.platform_name === platform && g.name);
    if (hit) return hit.name;
  }
  return undefined;
}
