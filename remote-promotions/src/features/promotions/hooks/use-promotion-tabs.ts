import { isNetworkError, type PromotionListItem, type PromotionType } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postActivityList } from '../api/post-activity-list';
import { postActivityTypes } from '../api/post-activity-types';

/** The 全部 tab's key (every type); the other tabs are keyed by their type id. */
export const ALL_TAB = 'all';

export type ListStatus = 'loading' | 'ready' | 'failed';

/**
 * The promotions page's tabs and list (000 §2): 全部 plus one tab per type; the list is loaded for the first tab and
 * again only when the player picks a different tab (the same tab again does nothing). The page is cached, so its
 * effect runs again each time it shows: what loaded once is kept, only a failed first load is retried.
 */
export function usePromotionTabs() {
  const [types, setTypes] = useState<PromotionType[]>([]);
  const [active, setActive] = useState<string>(ALL_TAB);
  const [items, setItems] = useState<PromotionListItem[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const activeRef = useRef(ALL_TAB);
  const request = useRef(0);
  const loaded = useRef({ types: false, list: false });

  const loadList = useCallback(async (key: string) => {
    const mine = ++request.current;
    setStatus('loading');
    try {
      const res = await postActivityList(key === ALL_TAB ? undefined : Number(key));
      if (mine !== request.current) return; // a later tab won
      const list = res.code === 200 && Array.isArray(res.data?.data) ? res.data.data : [];
      setItems(list);
      setStatus(res.code === 200 ? 'ready' : 'failed');
      loaded.current.list = res.code === 200;
    } catch (err) {
      if (mine !== request.current) return;
      if (!isNetworkError(err)) throw err;
      setItems([]);
      setStatus('failed');
    }
  }, []);

  const loadTypes = useCallback(async () => {
    try {
      const res = await postActivityTypes();
      if (res.code === 200 && Array.isArray(res.data)) {
        setTypes(res.data);
        loaded.current.types = true;
      }
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    }
  }, []);

  useEffect(() => {
    if (!loaded.current.types) void loadTypes();
    if (!loaded.current.list) void loadList(activeRef.current);
  }, [loadList, loadTypes]);

  const select = useCallback(
    (key: string) => {
      if (key === activeRef.current) return;
      activeRef.current = key;
      setActive(key);
      void loadList(key);
    },
    [loadList],
  );

  const retry = useCallback(() => {
    if (!loaded.current.types) void loadTypes();
    void loadList(activeRef.current);
  }, [loadList, loadTypes]);

  return { types, active, items, status, select, retry };
}
