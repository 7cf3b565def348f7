import { post } from '@h5/shared';
import type { Notice, Paged } from '@h5/shared/types';
import { pageFrom, type ListPage } from '@h5/shared/ui';
import { useCallback } from 'react';

export type NoticePage = Paged<Notice>;

export type InboxLetter = Notice & { id?: number };

/** `POST /api/noticeList` with `page`: the inbox, paged. Later pages load without the overlay. */
export const postNoticeList = (page: number, signal?: AbortSignal) =>
  post<NoticePage>('/api/noticeList', { page }, { silent: page > 1, signal });

/**
 * The inbox's pages, as `@h5/shared/ui`'s `InfiniteList` asks for them (`load(page)`: the next page when the player
 * scrolls near the end; null after a refusal, which stops the list). Not a `useQuery`: the list appends page after
 * page and owns that state (where it is, whether there is more, its retry), which one cached answer per key cannot
 * hold; the list also drops a late answer itself.
 */
export function useInboxPages(): (page: number) => Promise<ListPage<InboxLetter> | null> {
  return useCallback(async (page: number) => {
    const res = await postNoticeList(page);
    return res.code === 200 ? pageFrom<InboxLetter>(res.data) : null;
  }, []);
}
