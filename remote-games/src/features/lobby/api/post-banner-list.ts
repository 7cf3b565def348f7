import { post, useQuery, type Banner } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** POST /api/bannerList {type: 2}: the home carousel (exactly as index.html asks it on a first visit to /). */
export const postBannerList = (signal?: AbortSignal) =>
  post<Banner[]>(LOBBY_START.banners.path, LOBBY_START.banners.body, { signal });

/**
 * The home carousel, asked each time the lobby shows (the last answer shown meanwhile, also after the session changed
 * and the cache was emptied: `keepPrevious`).
 */
export const useHomeBanners = () =>
  useQuery(['banner-list', LOBBY_START.banners.body.type], (signal) => postBannerList(signal), { keepPrevious: true });
