import { isNetworkError, post, useSession, type UserInfo } from '@h5/shared';
import { useCallback, useEffect } from 'react';

/**
 * `POST /api/refreshusermoney`: the user info with fresh balances, stored where the whole site reads it (the session
 * store and local storage). Answers the stored info, or null when the server refused.
 */
export async function postRefreshUserMoney(signal?: AbortSignal): Promise<UserInfo | null> {
  const res = await post<UserInfo>('/api/refreshusermoney', {}, { silent: true, toastError: false, signal });
  if (res.code !== 200 || !res.data) return null;
  useSession.getState().setUserInfo(res.data);
  return res.data;
}

/** A refresh that got no answer changes nothing and says nothing (the stored balances stay). */
const quietly = (err: unknown) => {
  if (!isNetworkError(err)) throw err;
  return null;
};

/**
 * Fresh balances for the wallet, withdrawal and transfer pages: on each visit when `onEntry`, and `refresh()` for a
 * refresh button or after a money write. Not a `useQuery`: the answer's one home is the session store (the shell's
 * header and every page read the balance there), so nothing would read a cached copy.
 */
export function useRefreshUserMoney({ onEntry = false }: { onEntry?: boolean } = {}) {
  const refresh = useCallback(() => postRefreshUserMoney().catch(quietly), []);
  useEffect(() => {
    if (onEntry) void refresh();
  }, [onEntry, refresh]);
  return refresh;
}
