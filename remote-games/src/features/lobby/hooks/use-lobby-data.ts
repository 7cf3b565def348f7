import { useSession, type ApiResponse, type Banner, type HomeNotices } from '@h5/shared';
import { useMemo } from 'react';
import { useGameList } from '../api/get-game-list';
import { useHomeBanners } from '../api/post-banner-list';
import { useHomeNotices } from '../api/post-home-notice';
import { listsByCategory } from '../stored-lists';

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
 * The lobby's data: banners, announcements and the six game lists. The lists paint at once from the copy kept
 * locally, then the server's answer replaces them (`listsLoaded` once it has answered or failed). A failed call
 * leaves the page usable (the client toasts a refusal's message).
 */
export function useLobbyData() {
  const banners = useHomeBanners();
  const notices = useHomeNotices();
  const gameList = useGameList();
  const stored = useSession((s) => s.gameLists);
  return {
    banners: useMemo(() => bannersOf(banners.answer), [banners.answer]),
    notices: useMemo(() => noticesOf(notices.answer), [notices.answer]),
    lists: useMemo(() => listsByCategory(stored), [stored]),
    listsLoaded: !gameList.loading,
  };
}
