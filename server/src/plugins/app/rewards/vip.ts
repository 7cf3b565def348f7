import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#app/db/client';
import { users, vipChanges, vipLevels, type VipLevel } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';
import { DAY_MS, startOfShanghaiDay } from '#app/lib/time';

export const MAX_VIP = 10;
/** The retention period: a level whose retention turnover is missed over this span drops one level. */
export const RETENTION_DAYS = 90;
const RETENTION_MS = RETENTION_DAYS * DAY_MS;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `/api/uservip`: the ten levels, money as two-decimal strings and rates as the stored percent text. */
export async function listLevels(q: Queryable) {
  const rows = await q.select().from(vipLevels).orderBy(asc(vipLevels.level));
  return rows.map((l) => ({
    level: l.level,
    name: `VIP${l.level}`,
    recharge: formatFen(l.rechargeFen),
    flow: formatFen(l.flowFen),
    retention_flow: formatFen(l.retentionFlowFen),
    realperson: String(l.realperson),
    sport: String(l.sport),
    e_sport: String(l.eSport),
    joker: String(l.joker),
    electron: String(l.electron),
    lottery: String(l.lottery),
  }));
}

/** Valid turnover of settled bets up to `now`, optionally only those settled since `since`. */
async function turnoverFen(q: Queryable, userId: number, now: Date, since?: Date): Promise<number> {
  const [row] = rowsOf<{ total: string }>(
    await q.execute(sql`
      SELECT coalesce(sum(valid_bet_fen), 0) AS total FROM bets
      WHERE user_id = ${userId} AND status = 1 AND settled_at <= ${now.toISOString()}::timestamptz
      ${since ? sql`AND settled_at >= ${since.toISOString()}::timestamptz` : sql``}`),
  );
  return Number(row.total);
}

async function level(q: Queryable, n: number): Promise<VipLevel | undefined> {
  const [row] = await q.select().from(vipLevels).where(eq(vipLevels.level, n));
  return row;
}

export interface VipChange {
  userId: number;
  from: number;
  to: number;
  reason: 'promotion' | 'demotion';
}

/**
 * Promotes a player by one level when cumulative deposits and valid turnover reach the next level's recharge and
 * flow, at most once a Shanghai day (no level change yet today), never skipping. After a demotion from that level
 * (or above) within the retention period, the level's 90-day retention turnover must be met as well, so a player does
 * not bounce back the next day on old totals. The UPDATE is conditional on the level and day read, so concurrent
 * runs change a player once.
 */
export async function promoteIfDue(tx: Queryable, userId: number, now: Date): Promise<VipChange | null> {
  const dayStart = startOfShanghaiDay(now);
  const [user] = await tx
    .select({ vip: users.vip, paysumFen: users.paysumFen, changedAt: users.vipChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.vip >= MAX_VIP) return null;
  if (user.changedAt && user.changedAt >= dayStart) return null;
  const next = await level(tx, user.vip + 1);
  if (!next || user.paysumFen < next.rechargeFen) return null;
  const flow = await turnoverFen(tx, userId, now);
  if (flow < next.flowFen) return null;
  const detail: Record<string, unknown> = { paysum: formatFen(user.paysumFen), flow: formatFen(flow) };
  const [recentDemotion] = await tx
    .select({ id: vipChanges.id })
    .from(vipChanges)
    .where(
      and(
        eq(vipChanges.userId, userId),
        eq(vipChanges.reason, 'demotion'),
        gte(vipChanges.fromLevel, next.level),
        gte(vipChanges.createdAt, new Date(now.getTime() - RETENTION_MS)),
      ),
    )
    .limit(1);
  if (recentDemotion) {
    const recent = await turnoverFen(tx, userId, now, new Date(now.getTime() - RETENTION_MS));
    if (recent < next.retentionFlowFen) return null;
    detail.retentionFlow = formatFen(recent);
  }
  const [changed] = await tx
    .update(users)
    .set({ vip: next.level, vipChangedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.vip, user.vip),
        sql`(${users.vipChangedAt} IS NULL OR ${users.vipChangedAt} < ${dayStart.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: users.id });
  if (!changed) return null;
  await tx
    .insert(vipChanges)
    .values({ userId, fromLevel: user.vip, toLevel: next.level, reason: 'promotion', detail, createdAt: now });
  return { userId, from: user.vip, to: next.level, reason: 'promotion' };
}

/**
 * Demotes a player by one level when they have held it for at least 90 days and their valid turnover over the last
 * 90 days misses the level's retention turnover. Level 1 is the floor.
 */
export async function demoteIfDue(tx: Queryable, userId: number, now: Date): Promise<VipChange | null> {
  const since = new Date(now.getTime() - RETENTION_MS);
  const [user] = await tx
    .select({ vip: users.vip, heldSince: sql<string>`coalesce(${users.vipChangedAt}, ${users.createdAt})` })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.vip <= 1 || new Date(user.heldSince) > since) return null;
  const current = await level(tx, user.vip);
  if (!current) return null;
  const recent = await turnoverFen(tx, userId, now, since);
  if (recent >= current.retentionFlowFen) return null;
  const [changed] = await tx
    .update(users)
    .set({ vip: user.vip - 1, vipChangedAt: now, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.vip, user.vip),
        sql`coalesce(${users.vipChangedAt}, ${users.createdAt}) <= ${since.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: users.id });
  if (!changed) return null;
  await tx.insert(vipChanges).values({
    userId,
    fromLevel: user.vip,
    toLevel: user.vip - 1,
    reason: 'demotion',
    detail: { retentionFlow: formatFen(recent), required: formatFen(current.retentionFlowFen) },
    createdAt: now,
  });
  return { userId, from: user.vip, to: user.vip - 1, reason: 'demotion' };
}

/**
 * The daily VIP review (job `vip`): demotions of players who held their level ≥ 90 days, then promotions of players
 * whose deposits reach the next level (turnover is checked per candidate). Each player in its own transaction.
 */
export async function reviewVipLevels(
  db: Db,
  now: Date,
): Promise<{ promoted: number; demoted: number; changes: VipChange[] }> {
  const since = new Date(now.getTime() - RETENTION_MS);
  const dayStart = startOfShanghaiDay(now);
  const changes: VipChange[] = [];
  const demotable = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT id FROM users WHERE vip > 1 AND coalesce(vip_changed_at, created_at) <= ${since.toISOString()}::timestamptz ORDER BY id`,
    ),
  );
  for (const { id } of demotable) {
    const c = await db.transaction((tx: Tx) => demoteIfDue(tx, Number(id), now));
    if (c) changes.push(c);
  }
  const promotable = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT u.id FROM users u JOIN vip_levels l ON l.level = u.vip + 1
      WHERE u.paysum_fen >= l.recharge_fen AND (u.vip_changed_at IS NULL OR u.vip_changed_at < ${dayStart.toISOString()}::timestamptz)
      ORDER BY u.id`),
  );
  for (const { id } of promotable) {
    const c = await db.transaction((tx: Tx) => promoteIfDue(tx, Number(id), now));
    if (c) changes.push(c);
  }
  return {
    promoted: changes.filter((c) => c.reason === 'promotion').length,
    demoted: changes.filter((c) => c.reason === 'demotion').length,
    changes,
  };
}
