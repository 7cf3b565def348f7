import { post, type Banner } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** POST /api/bannerList {type: 2}: the home carousel. */
export const postBannerList = () => post<Banner[]>(LOBBY_START.banners.path, LOBBY_START.banners.body);
