import { get, type Game } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** A home tile as GET /api/game/list answers (the server adds the display name). */
export type LobbyGame = Game & { name?: string };

/** GET /api/game/list {category}: the home lists; '' (the spec's "empty") = every category. */
export const getGameList = (category = '') => get<LobbyGame[]>(LOBBY_START.games.path, { category });
