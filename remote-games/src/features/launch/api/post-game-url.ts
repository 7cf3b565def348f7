import { post, useMutation, useQuery, type GameUrlPayload } from '@h5/shared';
import { useState } from 'react';
import { toastRefusal } from '../../../lib/framed-address';
import { LAUNCH_TIMEOUT } from '../../../lib/messages';

/** A game to launch: its venue (plat_name), its code, its type (0 when missing). */
export interface GameUrlRequest {
  platform: string;
  code: string;
  type?: string | number;
}

/**
 * POST /api/getGameUrl: launches a game (a one-use ticket; the server may move the balance into the venue) and answers
 * its address (data.url). No loading overlay and no automatic toast: the caller shows a refusal itself.
 */
export const postGameUrl = (platName: string, gameCode: string, gameType: string | number = 0, signal?: AbortSignal) =>
  post<{ url: string }>(
    '/api/getGameUrl',
    {
      plat_name: platName,
      game_type: gameType === '' || gameType === undefined ? 0 : gameType,
      game_code: gameCode,
      is_mobile_url: 1,
    } satisfies GameUrlPayload,
    { silent: true, toastError: false, signal },
  );

/**
 * A tap on a game: one launch at a time (a second `run` while one is on its way does nothing). No answer toasts
 * 网络连接超时，请重试! and `run` answers null. Nothing cached changes (the balance is the session store's, polled).
 */
export const useGameUrl = () =>
  useMutation((game: GameUrlRequest) => postGameUrl(game.platform, game.code, game.type), {
    invalidates: [],
    noAnswerToast: LAUNCH_TIMEOUT,
  });

let openings = 0;

/**
 * /gamePage's game: its address, asked once each time the page opens. A launch is a write (a one-use ticket), so an
 * answer is never reused: the opening's number is part of the key (a query still, so that leaving the page before the
 * answer drops it). A refusal is toasted with the server's message, no answer with 网络连接超时，请重试!.
 * `null`: nothing to ask (not a game, or no session).
 */
export function useFramedGameUrl(game: GameUrlRequest | null) {
  const [opening] = useState(() => ++openings);
  return useQuery(
    ['game-url', opening, game],
    (signal) => postGameUrl(game!.platform, game!.code, game!.type, signal).then(toastRefusal),
    { enabled: game !== null, noAnswerToast: LAUNCH_TIMEOUT },
  );
}
