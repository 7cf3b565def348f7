import { post, type Notice } from '@h5/shared';

export interface NoticePage {
  data: (Notice & { id?: number })[];
  total: number;
  last_page: number;
}

/** `POST /api/noticeList` with `page` (001 §7): the inbox, paged. Later pages load without the overlay. */
export const postNoticeList = (page: number) => post<NoticePage>('/api/noticeList', { page }, { silent: page > 1 });
