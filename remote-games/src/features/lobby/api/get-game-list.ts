import { get, useQuery, type Game } from '@h5/shared';
import { keepGameLists } from '../stored-lists';
import { LOBBY_START } from './start-requests';

/** A home tile as GET /api/game/list answers (the server adds the display name). */
export type LobbyGame = Game & { name?: string };

/**
 * GET /api/game/list {category}: the home lists; '' (every category) is what the lobby and index.html's first visit
 * ask.
 */
export const getGameList = (category = '', signal?: AbortSignal) =>
  get<LobbyGame[]>(LOBBY_START.games.path, { category }, { signal });

/**
 * Every category's list, asked each time the lobby shows. A 200 answer is kept in the session store as it arrives
 * (the six lists, in local storage), from where the lobby paints them: at once on the next visit. Once answered, the
 * lobby counts as loaded for the rest of its life (`keepPrevious`, also after the session changed).
 */
export const useGameList = () =>
  useQuery(['game-list', ''], (signal) => getGameList('', signal).then(keepGameLists), { keepPrevious: true });
