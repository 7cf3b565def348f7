import { isNetworkError, type ConciseGame } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postGameListByCode } from '../api/post-game-list-by-code';

export type TabList = { state: 'loading' } | { state: 'ready'; games: ConciseGame[] } | { state: 'failed' };

/** Each provider's list is asked for once and kept (001 §2: "each tab's list is loaded once and cached"). */
export function useConciseLists(active: string) {
  const [lists, setLists] = useState<Record<string, TabList>>({});
  const asked = useRef(new Set<string>());

  const load = useCallback((provider: string) => {
    asked.current.add(provider);
    setLists((l) => ({ ...l, [provider]: { state: 'loading' } }));
    postGameListByCode(provider)
      .then((res) => {
        const games = res.code === 200 && Array.isArray(res.data) ? res.data.filter((g) => g && g.gamecode) : null;
        setLists((l) => ({ ...l, [provider]: games ? { state: 'ready', games } : { state: 'failed' } }));
      })
      .catch((e: unknown) => {
        if (!isNetworkError(e)) throw e;
        setLists((l) => ({ ...l, [provider]: { state: 'failed' } }));
      });
  }, []);

  useEffect(() => {
    if (!asked.current.has(active)) load(active);
  }, [active, load]);

  return { list: lists[active] ?? ({ state: 'loading' } as TabList), retry: () => load(active) };
}
