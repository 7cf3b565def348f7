import { post } from '@h5/shared';
import type { Notice, Paged } from '@h5/shared/types';

export type NoticePage = Paged<Notice>;

/** `POST /api/noticeList` with `page` (001 §7): the inbox, paged. Later pages load without the overlay. */
export const postNoticeList = (page: number) => post<NoticePage>('/api/noticeList', { page }, { silent: page > 1 });
