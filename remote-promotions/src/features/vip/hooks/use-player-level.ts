import { useSession } from '@h5/shared';
import { useEffect } from 'react';

/**
 * The player's level and deposits as /vip reads them (none for a visitor). The player's info is asked again each
 * time the cached page shows, so a level reached meanwhile shows.
 */
export function usePlayerLevel(): { loggedIn: boolean; vip: unknown; paysum: unknown } {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  useEffect(() => {
    if (useSession.getState().token)
      void useSession
        .getState()
        .refreshUser()
        .catch(() => undefined);
  }, []);
  return { loggedIn: Boolean(token), vip: token ? user?.vip : undefined, paysum: token ? user?.paysum : undefined };
}
