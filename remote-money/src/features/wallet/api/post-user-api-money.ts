import { isNetworkError, post, setQueryAnswer, toast, type ApiResponse, type Venue } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VENUE_BALANCES_KEY } from '../../../lib/api/post-balance-list';

/** `POST /api/userapimoney/{code}`: refreshes one venue wallet and answers its balance. */
export const postUserApiMoney = (platname: string, signal?: AbortSignal) =>
  post<Venue>(`/api/userapimoney/${encodeURIComponent(platname)}`, {}, { silent: true, signal });

/** The success toast of a refresh. */
export const REFRESHED = '刷新成功';

/**
 * A venue's refresh icon: asks for that venue's balance, writes it into the cached venue list and says 刷新成功;
 * `refreshing` names the venue whose icon turns. Leaving the page cancels a refresh on its way (nothing is said).
 *
 * Not `useMutation`, which runs one write at a time for the whole page: each venue's refresh is its own, so a tap on a
 * second venue while the first one turns refreshes the second too.
 */
export function useVenueRefresh() {
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const refresh = useCallback(async (platname: string) => {
    setRefreshing(platname);
    try {
      const res = await postUserApiMoney(platname, leaving.current?.signal);
      if (res.code === 200 && res.data) {
        const { balance } = res.data;
        // the venue's new balance in the list every page shows (a list not loaded yet stays as it is)
        setQueryAnswer<Venue[]>(VENUE_BALANCES_KEY, (list) =>
          list && Array.isArray(list.data)
            ? { ...list, data: list.data.map((v) => (v.platname === platname ? { ...v, balance } : v)) }
            : (list as ApiResponse<Venue[]>),
        );
        toast.success(REFRESHED);
      }
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    } finally {
      setRefreshing(null);
    }
  }, []);

  return { refresh, refreshing };
}
