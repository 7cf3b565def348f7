import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import { promotions, promotionTypes, type Promotion } from '#app/db/schema/index';
import { type HttpError, notFound } from '#app/lib/http-error';
import { paged } from '#app/lib/paging';
import { sanitizeCached } from '#app/lib/rich-text';

/**
 * Where a promotion stands for players at `now`:
 * - `scheduled`: enabled but its `starts_at` is still ahead (not shown, not open to applications yet);
 * - `running`: enabled and within [starts_at, ends_at) (either bound may be open);
 * - `ended`: its `ends_at` has passed; `withdrawn`: switched off (`enabled` false) by an operator.
 * The last two are "retired": gone from the list, and their detail and applications are refused with a clear reason.
 */
export type PromotionState = 'scheduled' | 'running' | 'ended' | 'withdrawn';

export function promotionState(p: Pick<Promotion, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): PromotionState {
  if (!p.enabled) return 'withdrawn';
  if (p.endsAt && p.endsAt <= now) return 'ended';
  if (p.startsAt && p.startsAt > now) return 'scheduled';
  return 'running';
}

export const CATALOGUE_MESSAGES = {
  /** an id that does not exist, or one not published yet (scheduled): players cannot tell the two apart */
  notFound: '活动不存在',
  typeNotFound: '活动类型不存在',
  ended: '该活动已结束',
  withdrawn: '该活动已下架',
  endedApply: '该活动已结束，无法申请',
  withdrawnApply: '该活动已下架，无法申请',
} as const;

/**
 * The refusal for a promotion players may not see or apply to (null when it is running): a 404 whose message says
 * why (gone from the list, ended, withdrawn), so a stale link or a replayed application gets a clear answer.
 */
export function promotionRefusal(state: PromotionState, forApplication: boolean): HttpError | null {
  switch (state) {
    case 'running':
      return null;
    case 'scheduled':
      return notFound(CATALOGUE_MESSAGES.notFound);
    case 'ended':
      return notFound(forApplication ? CATALOGUE_MESSAGES.endedApply : CATALOGUE_MESSAGES.ended);
    case 'withdrawn':
      return notFound(forApplication ? CATALOGUE_MESSAGES.withdrawnApply : CATALOGUE_MESSAGES.withdrawn);
  }
}

/** The SQL of "running at `now`" (see promotionState). */
export const runningAt = (now: Date) =>
  and(
    eq(promotions.enabled, true),
    sql`(${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= ${now.toISOString()}::timestamptz)`,
    sql`(${promotions.endsAt} IS NULL OR ${promotions.endsAt} > ${now.toISOString()}::timestamptz)`,
  );

/** `/api/activitytype`: every promotion type, in the operators' order (the page adds 全部 in front). */
export async function listPromotionTypes(q: Queryable) {
  return q
    .select({ id: promotionTypes.id, name: promotionTypes.name })
    .from(promotionTypes)
    .orderBy(asc(promotionTypes.sort), asc(promotionTypes.id));
}

/**
 * `/api/activitylist`: the running promotions, of one type when `typeId` is given (an unknown type is a 404), in the
 * operators' order. One page holds them all (a site runs a handful at a time); the contract reads `data.data`.
 */
export async function listRunningPromotions(q: Queryable, now: Date, typeId?: number) {
  if (typeId !== undefined) {
    const [type] = await q.select({ id: promotionTypes.id }).from(promotionTypes).where(eq(promotionTypes.id, typeId));
    if (!type) throw notFound(CATALOGUE_MESSAGES.typeNotFound);
  }
  const rows = await q
    .select({ id: promotions.id, title: promotions.title, banner: promotions.banner, typeId: promotions.typeId })
    .from(promotions)
    .where(and(runningAt(now), typeId === undefined ? undefined : eq(promotions.typeId, typeId)))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  const list = rows.map((r) => ({ id: r.id, title: r.title, banner: r.banner, type_id: r.typeId }));
  return paged(list, list.length, 1, Math.max(1, list.length));
}

/**
 * `/api/activitydeatil`: one running promotion with its detail and notes, sanitised again on the way out (they were
 * sanitised when written). Unknown or scheduled: 404 活动不存在; ended or withdrawn: 404 with the reason.
 */
export async function promotionDetail(q: Queryable, id: number, now: Date) {
  const [p] = await q.select().from(promotions).where(eq(promotions.id, id));
  if (!p) throw notFound(CATALOGUE_MESSAGES.notFound);
  const refusal = promotionRefusal(promotionState(p, now), false);
  if (refusal) throw refusal;
  return {
    id: p.id,
    type_id: p.typeId,
    title: p.title,
    banner: p.banner,
    content: sanitizeCached(p.content),
    memo: sanitizeCached(p.memo),
  };
}
