import { post } from '@h5/shared';
import type { Article } from '@h5/shared/types';

/** `content` is HTML: rendered only through RichText (sanitised). */
export type ArticleAnswer = Article;

/**
 * `POST /api/article` with `type` (001 §7): the help centre's numbers (7, 1, 2, 3, 4, 5, 8), or the slug of an
 * /abouts page (`terms`, `privacy`: /abouts's 5 and 6 are not the help centre's).
 */
export const postArticle = (type: number | string) => post<ArticleAnswer>('/api/article', { type });
