import { post, useQuery, type HomeNotices } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** POST /api/homenotice: the scrolling announcement texts (exactly as index.html asks it on a first visit to /). */
export const postHomeNotice = (signal?: AbortSignal) => post<HomeNotices>(LOBBY_START.notices.path, {}, { signal });

/**
 * The announcements, asked each time the lobby shows (the last answer shown meanwhile, also after the session
 * changed and the cache was emptied: `keepPrevious`).
 */
export const useHomeNotices = () =>
  useQuery(['home-notice'], (signal) => postHomeNotice(signal), { keepPrevious: true });
