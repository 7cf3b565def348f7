import { isNetworkError, toast, type Venue } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePoll } from '../../../lib/use-poll';
import { postBalanceList } from '../api/post-balance-list';
import { postUserApiMoney } from '../api/post-user-api-money';

/** 000 §8: the success toast of a refresh. */
export const REFRESHED = '刷新成功';

/**
 * The venue wallets of a page: loaded on entry, polled every `pollMs` while the page is visible, and one venue
 * refreshed on demand (`userapimoney/{code}`). A poll that answers after a per-venue refresh does not undo it.
 */
export function useVenues(pollMs: number) {
  const [venues, setVenues] = useState<Venue[] | null>(null);
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const live = useRef(true);

  const load = useCallback(async (poll = false) => {
    try {
      const res = await postBalanceList({ poll });
      if (live.current && res.code === 200 && Array.isArray(res.data)) setVenues(res.data);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);
  usePoll(() => load(true), pollMs);

  const refreshOne = useCallback(async (platname: string) => {
    setRefreshing(platname);
    try {
      const res = await postUserApiMoney(platname);
      if (res.code === 200 && res.data && live.current) {
        const balance = res.data.balance;
        setVenues((list) => list?.map((v) => (v.platname === platname ? { ...v, balance } : v)) ?? list);
        toast.success(REFRESHED);
      }
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    } finally {
      if (live.current) setRefreshing(null);
    }
  }, []);

  return { venues, load, refreshOne, refreshing };
}
