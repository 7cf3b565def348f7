import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#app/db/client';
import { deposits, redpacketClaims, redpacketRules, type RedpacketRule } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { offsetOf, paged, PER_PAGE } from '#app/lib/paging';
import { DAY_MS, shanghaiDate, shanghaiTimestamp, startOfShanghaiDay, time } from '#app/lib/time';
import { hundredths, multipleOfFen } from './rates';
import { addTurnoverRequired } from './turnover';

export type DrawWindow = 'not_started' | 'open' | 'ended';
export const drawWindow = (now: Date): DrawWindow => time.redPacketWindowState(now.getTime());

export interface RedpacketStatus {
  /** the Shanghai day of the draws */
  day: string;
  /** confirmed deposits from 12:00 the previous day up to 10:00 today */
  rechargeFen: number;
  /** when the last of those deposits was confirmed */
  rechargeAt: Date | null;
  rule: RedpacketRule | null;
  maxTimes: number;
  acquired: number;
}

/** Rules whose [start, end] dates include the day starting at `dayStart` (enabled ones only). */
async function rulesOfDay(q: Queryable, dayStart: Date): Promise<RedpacketRule[]> {
  const dayEnd = new Date(dayStart.getTime() + DAY_MS);
  return q
    .select()
    .from(redpacketRules)
    .where(
      and(eq(redpacketRules.enabled, true), lt(redpacketRules.startsAt, dayEnd), gte(redpacketRules.endsAt, dayStart)),
    );
}

/** The best qualifying rule: the most draws among the rules whose recharge threshold is met (then the higher threshold). */
export function bestRule(rules: RedpacketRule[], rechargeFen: number): RedpacketRule | null {
  let best: RedpacketRule | null = null;
  for (const r of rules) {
    if (rechargeFen < r.rechargeFen) continue;
    if (!best || r.dayFlow > best.dayFlow || (r.dayFlow === best.dayFlow && r.rechargeFen > best.rechargeFen)) best = r;
  }
  return best;
}

/** Today's draws of a player (today = the Shanghai day of `now`, whatever the hour). */
export async function redpacketStatus(q: Queryable, userId: number, now: Date): Promise<RedpacketStatus> {
  const window = time.redPacketDepositWindow(now.getTime())!;
  const dayStart = startOfShanghaiDay(now);
  const day = shanghaiDate(now);
  const confirmedAt = sql`coalesce(${deposits.reviewedAt}, ${deposits.createdAt})`;
  const [[dep], rules, [claims]] = await Promise.all([
    q
      .select({
        total: sql<number>`coalesce(sum(${deposits.amountFen}), 0)`.mapWith(Number),
        last: sql<string | null>`max(${confirmedAt})`,
      })
      .from(deposits)
      .where(
        and(
          eq(deposits.userId, userId),
          eq(deposits.state, 2),
          sql`${confirmedAt} >= ${window.start.toISOString()}::timestamptz`,
          sql`${confirmedAt} < ${window.end.toISOString()}::timestamptz`,
        ),
      ),
    rulesOfDay(q, dayStart),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(redpacketClaims)
      .where(and(eq(redpacketClaims.userId, userId), eq(redpacketClaims.day, day))),
  ]);
  const rule = bestRule(rules, dep.total);
  return {
    day,
    rechargeFen: dep.total,
    rechargeAt: dep.last ? new Date(dep.last) : null,
    rule,
    maxTimes: rule?.dayFlow ?? 0,
    acquired: claims.n,
  };
}

/** The rules table of the page: enabled rules not yet over, by threshold. */
export async function visibleRules(q: Queryable, now: Date) {
  const rows = await q
    .select()
    .from(redpacketRules)
    .where(and(eq(redpacketRules.enabled, true), gte(redpacketRules.endsAt, startOfShanghaiDay(now))))
    .orderBy(asc(redpacketRules.rechargeFen), asc(redpacketRules.id));
  return rows.map((r) => ({
    start_time: shanghaiDate(r.startsAt),
    end_time: shanghaiDate(r.endsAt),
    day_flow: r.dayFlow,
    flow_money: String(r.flowMultiple),
    recharge: formatFen(r.rechargeFen),
  }));
}

/**
 * One draw, inside the caller's transaction. The claim row takes seq = draws so far + 1 under the unique
 * (user, day, seq) index: a parallel claim that took the same seq makes this insert wait and then do nothing, and the
 * next seq is tried, never beyond max_times. Then the prize (crypto.randomInt within the rule's range) moves from the
 * bonus account to the central wallet and flow_money × prize joins the turnover requirement.
 * Answers null when no draw is left.
 */
export async function drawRedpacket(
  tx: Tx,
  userId: number,
  now: Date,
): Promise<{ amountFen: number; seq: number } | null> {
  const status = await redpacketStatus(tx, userId, now);
  const rule = status.rule;
  if (!rule) return null;
  for (let seq = status.acquired + 1; seq <= status.maxTimes; seq++) {
    const amountFen = randomInt(rule.minPrizeFen, rule.maxPrizeFen + 1);
    const [claim] = await tx
      .insert(redpacketClaims)
      .values({
        userId,
        ruleId: rule.id,
        day: status.day,
        seq,
        rechargeFen: status.rechargeFen,
        amountFen,
        rechargeAt: status.rechargeAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: redpacketClaims.id });
    if (!claim) continue;
    await post(tx, {
      kind: 'redpacket',
      memo: `红包 ${status.day} 第${seq}次`,
      lines: [
        { accountId: await systemAccountId(tx, 'bonus'), amountFen: -amountFen },
        { accountId: await centralAccountId(tx, userId), amountFen },
      ],
    });
    await addTurnoverRequired(tx, userId, multipleOfFen(amountFen, hundredths(String(rule.flowMultiple))));
    return { amountFen, seq };
  }
  return null;
}

/** `/api/redpacket`: the welfare centre's records, newest first. */
export async function listClaims(q: Queryable, userId: number, page: number) {
  const where = eq(redpacketClaims.userId, userId);
  const [rows, [count]] = await Promise.all([
    q
      .select()
      .from(redpacketClaims)
      .where(where)
      .orderBy(desc(redpacketClaims.createdAt), desc(redpacketClaims.id))
      .limit(PER_PAGE)
      .offset(offsetOf(page)),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(redpacketClaims)
      .where(where),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      money: formatFen(r.rechargeFen),
      redpacketmoney: formatFen(r.amountFen),
      created_at: shanghaiTimestamp(r.rechargeAt),
      usetime: shanghaiTimestamp(r.createdAt),
    })),
    count.n,
    page,
  );
}
