import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { ARTICLE_SLUGS, ARTICLE_TYPES, articles, notices, type ArticleSlug } from '#app/db/schema/index';
import { badRequest, notFound } from '#app/lib/http-error';
import { offsetOf, paged, type Paged } from '#app/lib/paging';
import { sanitizeCached } from '#app/lib/rich-text';
import { shanghaiTimestamp } from '#app/lib/time';

export const MESSAGE_MESSAGES = {
  articleTypeInvalid: '文章类型不存在',
  articleMissing: '文章不存在',
} as const;

/** The inbox (POST /api/noticeList): messages for every player and the player's own, newest first, 10 a page. */
export async function inboxPage(
  db: Db,
  userId: number,
  page: number,
): Promise<Paged<{ id: number; title: string; content: string; created_at: string }>> {
  const where = and(
    eq(notices.kind, 'inbox'),
    eq(notices.enabled, true),
    or(isNull(notices.userId), eq(notices.userId, userId)),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(notices)
    .where(where);
  const rows = await db
    .select({ id: notices.id, title: notices.title, content: notices.content, createdAt: notices.createdAt })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(10)
    .offset(offsetOf(page));
  // stored sanitised already; sanitised again on the way out (rows written straight into the database included)
  return paged(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: sanitizeCached(r.content),
      created_at: shanghaiTimestamp(r.createdAt),
    })),
    total,
    page,
  );
}

/**
 * Which article a `type` names: the help centre's numbers (7 about us, 1 FAQ, 2 privacy, 3 disclaimer, 4 contact,
 * 5 agent joining, 8 responsible gambling) or an article's slug (`terms`, `privacy`: what /abouts?type=5|6 asks for,
 * since /abouts's 5 is not the help centre's 5).
 */
export function articleSlugOf(type: unknown): ArticleSlug {
  if (typeof type === 'string' && (ARTICLE_SLUGS as readonly string[]).includes(type)) return type as ArticleSlug;
  const n = typeof type === 'number' ? type : typeof type === 'string' && /^\d{1,2}$/.test(type) ? Number(type) : NaN;
  const slug = ARTICLE_TYPES[n];
  if (!slug) throw badRequest(MESSAGE_MESSAGES.articleTypeInvalid);
  return slug;
}

/** POST /api/article: the article's title and sanitised HTML. */
export async function readArticle(db: Db, type: unknown): Promise<{ title: string; content: string }> {
  const slug = articleSlugOf(type);
  const [row] = await db
    .select({ title: articles.title, content: articles.content })
    .from(articles)
    .where(eq(articles.slug, slug));
  if (!row) throw notFound(MESSAGE_MESSAGES.articleMissing);
  return { title: row.title, content: sanitizeCached(row.content) };
}
