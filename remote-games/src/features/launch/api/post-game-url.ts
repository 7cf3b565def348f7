import { post, type GameUrlPayload } from '@h5/shared';

/** POST /api/getGameUrl: the launch address of a game (data.url). The caller shows the refusal itself. */
export const postGameUrl = (platName: string, gameCode: string, gameType: string | number = 0) =>
  post<{ url: string }>(
    '/api/getGameUrl',
    { plat_name: platName, game_type: gameType === '' || gameType === undefined ? 0 : gameType, game_code: gameCode, is_mobile_url: 1 } satisfies GameUrlPayload,
    { silent: true, toastError: false },
  );
