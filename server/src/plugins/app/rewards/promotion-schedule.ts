import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { activityApplications, promotions, promotionTypes, type Promotion } from '#app/db/schema/index';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { parseShanghaiTime, shanghaiTimestamp } from '#app/lib/time';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';
import { promotionState } from './promotion-catalogue';

export const PROMOTION_ADMIN_MESSAGES = {
  notFound: '活动不存在',
  badTime: '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss（北京时间）',
  order: '结束时间必须晚于开始时间',
  endInPast: '结束时间已过，活动将立即下架；如需下架请使用 retire',
  nothing: '请至少指定开始时间或结束时间',
  alreadyRetired: '该活动已下架',
  scheduled: '活动时间已更新',
  retired: '活动已下架',
} as const;

function instantOrNull(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const d = parseShanghaiTime(value.trim());
  if (!d) throw badRequest(PROMOTION_ADMIN_MESSAGES.badTime);
  return d;
}

/** What operators see of a promotion's schedule. */
const scheduleView = (p: Promotion, now: Date) => ({
  id: p.id,
  title: p.title,
  enabled: p.enabled,
  starts_at: shanghaiTimestamp(p.startsAt),
  ends_at: shanghaiTimestamp(p.endsAt),
  state: promotionState(p, now),
});

/** Every promotion with its state (scheduled, running, ended, withdrawn), type and applications (all, pending). */
export async function promotionBoard(db: Db, now: Date) {
  const rows = await db
    .select({
      p: promotions,
      type: promotionTypes.name,
      pending:
        sql<number>`(SELECT count(*) FROM ${activityApplications} a WHERE a.promotion_id = ${promotions.id} AND a.state = 1)`.mapWith(
          Number,
        ),
      total:
        sql<number>`(SELECT count(*) FROM ${activityApplications} a WHERE a.promotion_id = ${promotions.id})`.mapWith(
          Number,
        ),
    })
    .from(promotions)
    .innerJoin(promotionTypes, eq(promotionTypes.id, promotions.typeId))
    .orderBy(asc(promotions.sort), asc(promotions.id));
  return rows.map(({ p, type, pending, total }) => ({ ...scheduleView(p, now), type, applications: total, pending }));
}

/**
 * Sets a promotion's window (Shanghai time; '' or null opens a bound) and switches it on, audited with the row before
 * and after.
 */
export async function schedulePromotion(
  db: Db,
  id: number,
  body: { starts_at?: string | null; ends_at?: string | null },
  now: Date,
  audit: AuditWriter,
) {
  if (body.starts_at === undefined && body.ends_at === undefined) throw badRequest(PROMOTION_ADMIN_MESSAGES.nothing);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!before) throw notFound(PROMOTION_ADMIN_MESSAGES.notFound);
    const startsAt = body.starts_at === undefined ? before.startsAt : instantOrNull(body.starts_at);
    const endsAt = body.ends_at === undefined ? before.endsAt : instantOrNull(body.ends_at);
    if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(PROMOTION_ADMIN_MESSAGES.order);
    if (endsAt && endsAt <= now) throw badRequest(PROMOTION_ADMIN_MESSAGES.endInPast);
    const [after] = await tx
      .update(promotions)
      .set({ startsAt, endsAt, enabled: true })
      .where(eq(promotions.id, id))
      .returning();
    await audit(tx, {
      action: 'promotion.schedule',
      target: `promotion:${id}`,
      detail: { before: scheduleView(before, now), after: scheduleView(after, now) },
    });
    return scheduleView(after, now);
  });
}

/** Takes a promotion off at once (enabled false), audited; 409 when it already is. */
export async function retirePromotion(db: Db, id: number, now: Date, audit: AuditWriter) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!before) throw notFound(PROMOTION_ADMIN_MESSAGES.notFound);
    if (!before.enabled) throw conflict(PROMOTION_ADMIN_MESSAGES.alreadyRetired);
    const [after] = await tx.update(promotions).set({ enabled: false }).where(eq(promotions.id, id)).returning();
    await audit(tx, {
      action: 'promotion.retire',
      target: `promotion:${id}`,
      detail: { before: scheduleView(before, now), after: scheduleView(after, now) },
    });
    return scheduleView(after, now);
  });
}
