import { isNetworkError, useSession, type Banner, type GameCategoryId, type GameListKey } from '@h5/shared';
import { useEffect, useMemo, useState } from 'react';
import { getGameList, type LobbyGame } from '../api/get-game-list';
import { postBannerList } from '../api/post-banner-list';
import { postHomeNotice } from '../api/post-home-notice';

/** Where each category's list is stored (000 §3: six game lists kept locally). */
export const LIST_KEY: Record<GameCategoryId, GameListKey> = {
  realbet: 'realbetList',
  sport: 'sportList',
  gaming: 'gamingList',
  joker: 'jokerList',
  concise: 'conciseList',
  lottery: 'lotteryList',
};

const visible = (list: unknown): LobbyGame[] =>
  Array.isArray(list) ? (list as LobbyGame[]).filter((g) => g && Number(g.app_state) === 1) : [];

/**
 * The home page's data: banners, announcements and the six game lists. The lists paint at once from the copy kept
 * locally, then the server's answer replaces them; only `app_state` 1 is ever listed. A failed call leaves the
 * page usable (the client toasts a refusal's message).
 */
export function useLobbyData() {
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const stored = useSession((s) => s.gameLists);
  const [listsLoaded, setListsLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    const guard = <T,>(p: Promise<T>, use: (v: T) => void) =>
      p.then((v) => live && use(v)).catch((e: unknown) => {
        if (!isNetworkError(e)) throw e;
      });
    guard(postBannerList(), (res) => setBanners(res.code === 200 && Array.isArray(res.data) ? res.data.filter((b) => b && b.src) : []));
    guard(postHomeNotice(), (res) => {
      if (res.code === 200 && Array.isArray(res.data)) setNotices(res.data.filter((t) => typeof t === 'string' && t.trim()));
    });
    guard(getGameList(''), (res) => {
      if (res.code === 200 && Array.isArray(res.data)) {
        const all = res.data;
        const { setGameList } = useSession.getState();
        for (const [category, key] of Object.entries(LIST_KEY)) setGameList(key, all.filter((g) => g && g.category_id === category));
      }
      setListsLoaded(true);
    }).finally(() => live && setListsLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  const lists = useMemo(() => {
    const out = {} as Record<GameCategoryId, LobbyGame[]>;
    for (const [category, key] of Object.entries(LIST_KEY)) out[category as GameCategoryId] = visible(stored[key]);
    return out;
  }, [stored]);

  return { banners, notices, lists, listsLoaded };
}
