import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#app/db/client';
import { rebates, users, venues, vipLevels, type VipLevel } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { offsetOf, paged, PER_PAGE } from '#app/lib/paging';
import { DAY_MS, dateFilterRange, shanghaiTimestamp, startOfShanghaiDay } from '#app/lib/time';
import { hundredths, percentOfFen } from './rates';
import { addTurnoverRequired } from './turnover';

/** Which VIP rate column applies to a venue category (bets and venues use the contract's category ids). */
export const CATEGORY_RATE: Record<
  string,
  keyof Pick<VipLevel, 'realperson' | 'sport' | 'eSport' | 'joker' | 'electron' | 'lottery'>
> = {
  realbet: 'realperson',
  sport: 'sport',
  gaming: 'eSport',
  joker: 'joker',
  concise: 'electron',
  lottery: 'lottery',
};

/** A day is computed once it has been over for this long (bets settling at 23:59:59 have committed by then). */
export const REBATE_GRACE_MS = 5 * 60 * 1000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface RebateRunResult {
  days: string[];
  records: number;
  amountFen: number;
  bets: number;
  skippedUnderOneFen: number;
  /** bets of a day whose record had already been claimed when they arrived (settled_at back-dated past the grace) */
  lateAfterClaim: number;
}

/**
 * The rebate computation (job `rebate`): every settled bet not yet counted whose settlement falls on a Shanghai day
 * that ended (with a short grace) before `now` is claimed by a conditional UPDATE (`rebated_at IS NULL`), so two runs
 * at once never count a bet twice; per player, day and venue the valid bets × the player's VIP rate for the venue's
 * category become one unclaimed record (state 0). Amounts under 1 fen give no record (the bets are still marked).
 * A straggler bet of a day already computed is added to that day's record while it is unclaimed.
 */
export async function computeRebates(db: Db, now: Date): Promise<RebateRunResult> {
  const cutoff = startOfShanghaiDay(now.getTime() - REBATE_GRACE_MS);
  const result: RebateRunResult = {
    days: [],
    records: 0,
    amountFen: 0,
    bets: 0,
    skippedUnderOneFen: 0,
    lateAfterClaim: 0,
  };
  const dayRows = rowsOf<{ day: string }>(
    await db.execute(sql`
      SELECT DISTINCT to_char((settled_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS day
      FROM bets WHERE status = 1 AND rebated_at IS NULL AND settled_at < ${cutoff.toISOString()}::timestamptz
      ORDER BY 1`),
  );
  if (dayRows.length === 0) return result;

  const levels = new Map((await db.select().from(vipLevels)).map((l) => [l.level, l]));
  const venueNames = new Map(
    (await db.select({ platname: venues.platname, name: venues.name, category: venues.category }).from(venues)).map(
      (v) => [v.platname, v],
    ),
  );

  for (const { day } of dayRows) {
    const start = new Date(`${day}T00:00:00+08:00`);
    const end = new Date(start.getTime() + DAY_MS);
    await db.transaction(async (tx) => {
      const groups = rowsOf<{ user_id: string; platname: string; category: string; valid: string; n: string }>(
        await tx.execute(sql`
          WITH claimed AS (
            UPDATE bets SET rebated_at = ${now.toISOString()}::timestamptz
            WHERE status = 1 AND rebated_at IS NULL
              AND settled_at >= ${start.toISOString()}::timestamptz AND settled_at < ${end.toISOString()}::timestamptz
            RETURNING user_id, platname, category, valid_bet_fen)
          SELECT user_id, platname, min(category) AS category, sum(valid_bet_fen) AS valid, count(*) AS n
          FROM claimed GROUP BY user_id, platname`),
      );
      if (groups.length === 0) return;
      const userIds = [...new Set(groups.map((g) => Number(g.user_id)))];
      const vipOf = new Map(
        (await tx.select({ id: users.id, vip: users.vip }).from(users).where(inArray(users.id, userIds))).map((u) => [
          u.id,
          u.vip,
        ]),
      );
      result.days.push(day);
      for (const g of groups) {
        const userId = Number(g.user_id);
        const validFen = Number(g.valid);
        result.bets += Number(g.n);
        const venue = venueNames.get(g.platname);
        const category = venue?.category ?? g.category;
        const level = levels.get(vipOf.get(userId) ?? 1) ?? levels.get(1);
        const rateColumn = CATEGORY_RATE[category];
        const rate = level && rateColumn ? String(level[rateColumn]) : '0';
        const amount = percentOfFen(validFen, hundredths(rate));
        if (amount < 1) {
          result.skippedUnderOneFen++;
          continue;
        }
        const inserted = await tx
          .insert(rebates)
          .values({
            userId,
            day,
            platname: g.platname,
            gamename: venue?.name ?? g.platname,
            category,
            validBetFen: validFen,
            ratePercent: rate,
            amountFen: amount,
            state: 0,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [rebates.userId, rebates.day, rebates.platname],
            set: {
              validBetFen: sql`${rebates.validBetFen} + excluded.valid_bet_fen`,
              amountFen: sql`${rebates.amountFen} + excluded.amount_fen`,
            },
            setWhere: sql`${rebates.state} = 0`,
          })
          .returning({ id: rebates.id });
        if (inserted.length === 0) {
          // the day's record was already claimed: not paid twice; the run's result reports it
          result.lateAfterClaim += Number(g.n);
          continue;
        }
        result.records++;
        result.amountFen += amount;
      }
    });
  }
  return result;
}

export interface RebateListQuery {
  userId: number;
  date: number;
  page: number;
  platname: string;
  now: Date;
}

/** `/api/getfanshui`: the player's records in the date range (by creation), newest first, and the all-time totals. */
export async function listRebates(q: Queryable, query: RebateListQuery) {
  const range = dateFilterRange(query.date, query.now.getTime())!;
  const where = and(
    eq(rebates.userId, query.userId),
    gte(rebates.createdAt, range.start),
    lt(rebates.createdAt, range.end),
    query.platname ? eq(rebates.platname, query.platname) : undefined,
  );
  const [rows, [count], [totals]] = await Promise.all([
    q
      .select()
      .from(rebates)
      .where(where)
      .orderBy(desc(rebates.createdAt), desc(rebates.id))
      .limit(PER_PAGE)
      .offset(offsetOf(query.page)),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(rebates)
      .where(where),
    q
      .select({
        claimed: sql<number>`coalesce(sum(${rebates.amountFen}) FILTER (WHERE ${rebates.state} = 1), 0)`.mapWith(
          Number,
        ),
        pending: sql<number>`coalesce(sum(${rebates.amountFen}) FILTER (WHERE ${rebates.state} = 0), 0)`.mapWith(
          Number,
        ),
      })
      .from(rebates)
      .where(eq(rebates.userId, query.userId)),
  ]);
  return {
    list: paged(
      rows.map((r) => ({
        id: r.id,
        gamename: r.gamename,
        platname: r.platname,
        day: r.day,
        money: formatFen(r.amountFen),
        valid_bet: formatFen(r.validBetFen),
        rate: String(r.ratePercent),
        state: r.state,
        created_at: shanghaiTimestamp(r.createdAt),
        updated_at: r.state === 0 ? '' : shanghaiTimestamp(r.updatedAt),
      })),
      count.n,
      query.page,
    ),
    jisuan: formatFen(totals.claimed),
    nojisuan: formatFen(totals.pending),
  };
}

/**
 * `/api/dofanshui`: claims every unclaimed record at once. The conditional UPDATE (state 0 → 1) is what a second,
 * simultaneous claim waits on and then finds nothing, so a double click cannot pay twice. Answers the fen paid (0 = nothing).
 */
export async function claimRebates(tx: Tx, userId: number, now: Date): Promise<{ amountFen: number; records: number }> {
  const claimed = await tx
    .update(rebates)
    .set({ state: 1, updatedAt: now })
    .where(and(eq(rebates.userId, userId), eq(rebates.state, 0)))
    .returning({ id: rebates.id, amountFen: rebates.amountFen });
  const amountFen = claimed.reduce((s, r) => s + r.amountFen, 0);
  if (amountFen <= 0) return { amountFen: 0, records: 0 };
  await post(tx, {
    kind: 'rebate',
    memo: `返水领取 ${claimed.length} 笔`,
    lines: [
      { accountId: await systemAccountId(tx, 'bonus'), amountFen: -amountFen },
      { accountId: await centralAccountId(tx, userId), amountFen },
    ],
  });
  await addTurnoverRequired(tx, userId, amountFen);
  return { amountFen, records: claimed.length };
}
