import { useQuery } from '@tanstack/react-query';
import { api, query, request, type Paged } from '../../api/client';
import type { Article, Banner, Notice, NoticeKind } from './types';

/** The three lists: `/admin/api/banners`, `/notices`, `/articles` (routes/admin/content), each `['content', list]`. */
export type ContentList = 'banners' | 'notices' | 'articles';
export const contentKey = (list: ContentList) => ['content', list] as const;
export const PER_PAGE = 20;

const usePaged = <T>(list: ContentList, params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: [...contentKey(list), params],
    queryFn: () => api.get<Paged<T>>(`/${list}${query({ per_page: PER_PAGE, ...params })}`),
    placeholderData: (prev) => prev,
  });

export const useBanners = (page: number) => usePaged<Banner>('banners', { page });
export const useNotices = (kind: NoticeKind, page: number) => usePaged<Notice>('notices', { kind, page });
export const useArticles = (page: number) => usePaged<Article>('articles', { page });

/** Create (no id) or change (only the fields given) one row; remove one. */
export function writer<Row, Body>(list: ContentList) {
  return {
    save: (id: number | null, body: Body) =>
      id === null ? api.post<Row>(`/${list}`, body) : request<Row>('PATCH', `/${list}/${id}`, body),
    remove: (id: number) => request<null>('DELETE', `/${list}/${id}`),
  };
}
