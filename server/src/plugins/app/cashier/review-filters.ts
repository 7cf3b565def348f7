import { and, eq, gte, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '#app/db/schema/index';
import { amountFen } from '#app/lib/money';

/**
 * The back office's review-queue filters (issue 21, the console's 待审充值 / 待审取款), shared by the deposit and
 * withdrawal lists: state, the player (an exact id, or an exact username regardless of case), an amount range in
 * yuan (inclusive) and a range of Asia/Shanghai days (inclusive, `YYYY-MM-DD`). Each is optional; none keeps the list
 * as it was.
 */
export interface ReviewFilter {
  state?: number;
  player?: string;
  amount_min?: string;
  amount_max?: string;
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The instant a Shanghai day starts (UTC+8, no daylight saving). */
const shanghaiDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export function reviewConditions(
  f: ReviewFilter,
  columns: { state: AnyColumn; userId: AnyColumn; amountFen: AnyColumn; createdAt: AnyColumn },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.state) conditions.push(eq(columns.state, f.state));
  const player = f.player?.trim();
  if (player) {
    const byName = sql`lower(${users.username}) = ${player.toLowerCase()}`;
    conditions.push(/^\d{1,9}$/.test(player) ? or(eq(columns.userId, Number(player)), byName) : byName);
  }
  if (f.amount_min) conditions.push(gte(columns.amountFen, amountFen(f.amount_min, '最小金额')));
  if (f.amount_max) conditions.push(lte(columns.amountFen, amountFen(f.amount_max, '最大金额')));
  if (f.from) conditions.push(gte(columns.createdAt, shanghaiDayStart(f.from)));
  if (f.to) conditions.push(lt(columns.createdAt, new Date(shanghaiDayStart(f.to).getTime() + DAY_MS)));
  return conditions.length ? and(...conditions) : undefined;
}
