import { sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import type { AdminRole } from '#app/db/schema/index';
import { formatFen } from '#app/lib/money';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The days of the dashboard's chart: today and the 13 before it (Asia/Shanghai calendar days). */
export const DASHBOARD_DAYS = 14;

export interface DashboardDay {
  date: string;
  deposits: string | null;
  withdrawals: string | null;
  new_players: number;
}

/**
 * The console's first screen, in one round of queries. Days are Asia/Shanghai calendar days. Money counts what was
 * confirmed that day: deposits and withdrawals passed (state 2), by the time they were reviewed; net = deposits −
 * withdrawals. Active players: players whose session was used today. Open chats: open conversations; waiting: the
 * player spoke last. Money figures are finance's (finance and super); an editor sees them as null.
 */
export async function dashboard(db: Db, role: AdminRole) {
  const money = role !== 'editor';
  const dayStart = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(amount_fen), 0) FROM deposits WHERE state = 2 AND reviewed_at >= ${dayStart})::bigint AS dep,
      (SELECT count(*) FROM deposits WHERE state = 2 AND reviewed_at >= ${dayStart})::int AS dep_n,
      (SELECT coalesce(sum(amount_fen), 0) FROM withdrawals WHERE state = 2 AND reviewed_at >= ${dayStart})::bigint AS wd,
      (SELECT count(*) FROM withdrawals WHERE state = 2 AND reviewed_at >= ${dayStart})::int AS wd_n,
      (SELECT count(*) FROM users WHERE created_at >= ${dayStart})::int AS new_players,
      (SELECT count(DISTINCT user_id) FROM sessions WHERE last_seen_at >= ${dayStart})::int AS active_players,
      (SELECT count(*) FROM support_conversations WHERE state = 'open')::int AS open_chats,
      (SELECT count(*) FROM support_conversations WHERE state = 'open' AND last_sender = 'player')::int AS waiting_chats,
      (SELECT count(*) FROM deposits WHERE state = 1)::int AS pending_deposits,
      (SELECT count(*) FROM withdrawals WHERE state = 1)::int AS pending_withdrawals
  `);
  const t = (rowsOf(result)[0] ?? {}) as Record<string, string | number>;
  const series = await db.execute(sql`
    WITH days AS (
      SELECT generate_series(${dayStart} - make_interval(days => ${DASHBOARD_DAYS - 1}), ${dayStart}, interval '1 day') AS d
    )
    SELECT to_char(d AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS date,
      (SELECT coalesce(sum(amount_fen), 0) FROM deposits
        WHERE state = 2 AND reviewed_at >= d AND reviewed_at < d + interval '1 day')::bigint AS dep,
      (SELECT coalesce(sum(amount_fen), 0) FROM withdrawals
        WHERE state = 2 AND reviewed_at >= d AND reviewed_at < d + interval '1 day')::bigint AS wd,
      (SELECT count(*) FROM users WHERE created_at >= d AND created_at < d + interval '1 day')::int AS new_players
    FROM days ORDER BY d
  `);
  const fen = (v: unknown) => (money ? formatFen(BigInt(String(v ?? 0))) : null);
  return {
    today: {
      deposits: fen(t.dep),
      deposit_count: money ? Number(t.dep_n) : null,
      withdrawals: fen(t.wd),
      withdrawal_count: money ? Number(t.wd_n) : null,
      net: money ? formatFen(BigInt(String(t.dep ?? 0)) - BigInt(String(t.wd ?? 0))) : null,
      new_players: Number(t.new_players),
      active_players: Number(t.active_players),
      open_chats: Number(t.open_chats),
      waiting_chats: Number(t.waiting_chats),
      pending_deposits: money ? Number(t.pending_deposits) : null,
      pending_withdrawals: money ? Number(t.pending_withdrawals) : null,
    },
    days: rowsOf(series).map((r): DashboardDay => ({
      date: String(r.date),
      deposits: fen(r.dep),
      withdrawals: fen(r.wd),
      new_players: Number(r.new_players),
    })),
  };
}
