import { isNetworkError, toast, useNavigate, useSession } from '@h5/shared';
import { INTERNAL_GAME_PLATFORM } from '@h5/shared/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postGameUrl } from '../api/post-game-url';
import { leaveTo } from '../leave';

/** 000 §8 and §9: the launch messages and the loading time. */
export const LOGIN_FIRST = '请登录！';
export const LAUNCH_TIMEOUT = '网络连接超时，请重试!';
export const LEAVING = '跳转中...';
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
 * Opening a game (000 §4, §8): a token is required (请登录！ otherwise); the platform avia opens the internal
 * /gamePage; every other one asks /api/getGameUrl and the browser leaves for data.url. The loading indicator is hidden
 * 1000 ms after the tap whatever happens; a refusal shows the server's message, no answer 网络连接超时，请重试!.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
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
        navigate(`/gamePage?${q.toString()}`);
        return;
      }
      if (busy.current) return; // a double tap launches once
      busy.current = true;
      setLoading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setLoading(false);
        busy.current = false;
      }, LAUNCH_LOADING_MS);
      try {
        const res = await postGameUrl(target.platform, target.code, type);
        if (res.code === 200 && res.data?.url) {
          toast.success(LEAVING);
          leaveTo(res.data.url);
        } else if (res.code !== 401) {
          toast.error(res.message || LAUNCH_TIMEOUT);
        }
      } catch (e) {
        if (isNetworkError(e)) toast.error(LAUNCH_TIMEOUT);
        else throw e;
      }
    },
    [navigate],
  );

  return { launch, loading };
}
