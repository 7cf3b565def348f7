import { post, type HomeNotices } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** POST /api/homenotice: the scrolling announcement texts. */
export const postHomeNotice = () => post<HomeNotices>(LOBBY_START.notices.path, {});
