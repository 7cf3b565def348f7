import { post, useQuery } from '@h5/shared';
import type { Article } from '@h5/shared/types';

/** `content` is HTML: rendered only through RichText (sanitised). */
export type ArticleAnswer = Article;

/**
 * `POST /api/article` with `type`: a help-centre number (7, 1, 2, 3, 4, 5, 8), or the slug of a terms page
 * (`terms`, `privacy`: /abouts's 5 and 6 are not the help centre's 5 and 6).
 */
export const postArticle = (type: number | string, signal?: AbortSignal) =>
  post<ArticleAnswer>('/api/article', { type }, { signal });

export const articleKey = (type: number | string | null) => ['article', type] as const;

/** One article; `null` (a type no page knows) asks nothing. */
export const useArticle = (type: number | string | null) =>
  useQuery(articleKey(type), (signal) => postArticle(type ?? '', signal), { enabled: type !== null });
