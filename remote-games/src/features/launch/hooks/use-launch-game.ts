import { toast, useNavigate, useSession } from '@h5/shared';
import { INTERNAL_GAME_PLATFORM } from '@h5/shared/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leaveTo } from '../../../lib/leave';
import { LAUNCH_TIMEOUT, LOGIN_FIRST } from '../../../lib/messages';
import { useGameUrl } from '../api/post-game-url';
import { PAGES } from '@h5/shared/paths';

/** Said as the browser leaves for a game. */
export const LEAVING = '跳转中...';
/** How long the launch's loading indicator shows after a tap (and a second tap is ignored). */
export const LAUNCH_LOADING_MS = 1000;

export interface LaunchTarget {
  /** the venue (plat_name) */
  platform: string;
  /** the game's code ('0' or 'lobby' opens the venue's own lobby game) */
  code: string;
  /** game_type, 0 when missing */
  type?: string | number;
  /** shown on /gamePage for the internal platform */
  name?: string;
}

/**
 * Opening a game: a session is required (请登录！ otherwise, nothing asked); the internal platform opens /gamePage,
 * which asks for the address and frames it; every other one asks /api/getGameUrl and the browser leaves for data.url
 * (跳转中...). The loading indicator is hidden 1000 ms after the tap whatever happens, and a tap meanwhile is
 * ignored; a refusal shows the server's message, no answer 网络连接超时，请重试!.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const gameUrl = useGameUrl();
  const { run, pending } = gameUrl;
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const launch = useCallback(
    async (target: LaunchTarget) => {
      if (!useSession.getState().token) {
        toast.error(LOGIN_FIRST);
        return;
      }
      const type = target.type === undefined || target.type === '' ? 0 : target.type;
      if (target.platform === INTERNAL_GAME_PLATFORM) {
        const q = new URLSearchParams({ name: target.platform, type: String(type), code: target.code });
        navigate(`${PAGES.gamePage}?${q.toString()}`);
        return;
      }
      // a double tap launches once; so does a tap while an earlier launch still waits for its answer
      if (busy.current || pending) return;
      busy.current = true;
      setLoading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setLoading(false);
        busy.current = false;
      }, LAUNCH_LOADING_MS);
      const res = await run({ platform: target.platform, code: target.code, type });
      if (!res) return; // no answer: already toasted
      if (res.code === 200 && res.data?.url) {
        toast.success(LEAVING);
        leaveTo(res.data.url);
      } else if (res.code !== 401) {
        toast.error(res.message || LAUNCH_TIMEOUT);
      }
    },
    [navigate, run, pending],
  );

  return { launch, loading };
}
