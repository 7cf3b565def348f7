import { useSession, type UserInfo } from '@h5/shared';
import { useEffect, useRef } from 'react';

/**
 * Loads the player's info again, silently, when the page shows (on a cached page, each time it shows again) and
 * hands the fresh info to `onFresh`. A failure leaves the stored info on screen: a refresh button or the next visit
 * asks again. The info lives in the session store (the shell's header and every area read it), not in the query cache.
 */
export function useFreshUser(onFresh?: (user: UserInfo) => void): void {
  const latest = useRef(onFresh);
  latest.current = onFresh;
  useEffect(() => {
    useSession
      .getState()
      .refreshUser()
      .then((fresh) => {
        if (fresh) latest.current?.(fresh);
      })
      .catch(() => {});
  }, []);
}
