import type { ApiResponse, Banner, HomeNotices } from '@h5/shared';
import { useMemo } from 'react';
import { byCategory, keptGameLists } from '../../../lib/game-lists';
import { useGameList } from '../api/get-game-list';
import { useHomeBanners } from '../api/post-banner-list';
import { useHomeNotices } from '../api/post-home-notice';
import { listsByCategory } from '../visible-lists';

/** The carousel's banners: null until the first answer (the skeleton shows), [] for a refusal or none. */
const bannersOf = (answer: ApiResponse<Banner[]> | undefined): Banner[] | null =>
  answer === undefined
    ? null
    : answer.code === 200 && Array.isArray(answer.data)
      ? answer.data.filter((b) => b && b.src)
      : [];

/** The announcement texts of a 200 answer (blank ones left out), else none. */
const noticesOf = (answer: ApiResponse<HomeNotices> | undefined): string[] =>
  answer?.code === 200 && Array.isArray(answer.data)
    ? answer.data.filter((t) => typeof t === 'string' && t.trim())
    : [];

/**
 * The lobby's data: banners, announcements and the six game lists. The lists are the server's answer (the query
 * cache); until there is one (a page load's first paint, a refusal, no answer), the copy kept locally from an earlier
 * answer (read once each time the lobby is without an answer). `listsLoaded` once the server has answered or failed.
 * A failed call leaves the page usable (the client toasts a refusal's message).
 */
export function useLobbyData() {
  const banners = useHomeBanners();
  const notices = useHomeNotices();
  const gameList = useGameList();
  const games = gameList.data;
  return {
    banners: useMemo(() => bannersOf(banners.answer), [banners.answer]),
    notices: useMemo(() => noticesOf(notices.answer), [notices.answer]),
    lists: useMemo(() => listsByCategory(Array.isArray(games) ? byCategory(games) : keptGameLists()), [games]),
    listsLoaded: !gameList.loading,
  };
}
