import { get, useQuery } from '@h5/shared';
import { keepGameLists, type LobbyGame } from '../../../lib/game-lists';
import { LOBBY_START } from './start-requests';

export type { LobbyGame };

/**
 * GET /api/game/list {category}: the home lists; '' (every category) is what the lobby and index.html's first visit
 * ask.
 */
export const getGameList = (category = '', signal?: AbortSignal) =>
  get<LobbyGame[]>(LOBBY_START.games.path, { category }, { signal });

/**
 * Every category's list, asked each time the lobby shows; the lobby paints the answer in the query cache. A 200 answer
 * is also kept in local storage as it arrives (the six lists, lib/game-lists.ts), from where the lobby paints them
 * while no answer is there: at once on the next visit. Once answered, the lobby counts as loaded for the rest of its
 * life (`keepPrevious`, also after the session changed).
 */
export const useGameList = () =>
  useQuery(['game-list', ''], (signal) => getGameList('', signal).then(keepGameLists), { keepPrevious: true });
