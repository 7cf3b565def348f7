import { framedAddress } from '../../../lib/framed-address';
import { useLoginFirst } from '../../../lib/login-first';
import { LOGIN_FIRST } from '../../../lib/messages';
import { useFramedGameUrl } from '../api/post-game-url';

/** A game /gamePage frames (`?name=<venue>&type&code`). */
export interface FramedGame {
  name: string;
  type: string;
  code: string;
}

/**
 * The address /gamePage frames for a game, or why it cannot: 请登录！ without a session (nothing asked), the
 * server's refusal, or 网络连接超时，请重试! when no answer came (each toasted once; the page then goes home).
 * `null`: the page frames something else.
 */
export function useFramedGame(game: FramedGame | null): { src: string | null; failure: string | null } {
  const needsLogin = useLoginFirst(game !== null, JSON.stringify(game));
  const query = useFramedGameUrl(
    game && !needsLogin ? { platform: game.name, code: game.code, type: game.type } : null,
  );
  if (needsLogin) return { src: null, failure: LOGIN_FIRST };
  if (!game) return { src: null, failure: null };
  return framedAddress(query);
}
