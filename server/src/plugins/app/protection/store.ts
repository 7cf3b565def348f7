import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { createBatchLoader } from '#app/lib/batch';
import { rawQuery, type Db, type Queryable, type Tx } from '#app/db/client';
import { playerBlocks, playerLimits, protectionLog } from '#app/db/schema/index';
import { badRequest, conflict, HttpError } from '#app/lib/http-error';
import { offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import type { LimitKind as SharedLimitKind, LimitPeriod, LimitState } from '@h5/shared/validators';

/** A limit's kind as stored: the shared rules' kinds and the reality-check interval (kept in the same table). */
type LimitKind = SharedLimitKind | 'reality';
type Period = '' | LimitPeriod;

const { PROTECTION_MSG } = rules;

interface LimitRow {
  kind: string;
  period: string;
  value: number | null;
  pendingValue: number | null;
  pendingAt: Date | null;
}

const stateOf = (row: LimitRow | undefined): LimitState => ({
  value: row?.value ?? null,
  pending: row?.pendingAt ? { value: row.pendingValue, at: row.pendingAt.getTime() } : null,
});

async function limitRows(q: Queryable, userId: number): Promise<LimitRow[]> {
  return q
    .select({
      kind: playerLimits.kind,
      period: playerLimits.period,
      value: playerLimits.value,
      pendingValue: playerLimits.pendingValue,
      pendingAt: playerLimits.pendingAt,
    })
    .from(playerLimits)
    .where(eq(playerLimits.userId, userId));
}

/** One player's changes run one at a time (the users row is the lock, as for deposits). */
const lockPlayer = (tx: Tx, userId: number) => tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);

async function log(tx: Tx, userId: number, actor: string, action: string, before: unknown, after: unknown, now: Date) {
  await tx.insert(protectionLog).values({ userId, actor, action, before, after, at: now });
}

const limitJson = (kind: string, period: string, s: LimitState) => ({
  kind,
  period,
  value: s.value,
  pending: s.pending ? { value: s.pending.value, at: shanghaiTimestamp(new Date(s.pending.at)) } : null,
});

/**
 * A limit asked for by the player (`next` null: remove it). Stricter applies at once, looser after 24 hours
 * (`changeLimit`); every change is logged with before and after. Answers the new state.
 */
export async function setLimit(
  db: Db,
  userId: number,
  kind: LimitKind,
  period: Period,
  next: number | null,
  now: Date,
): Promise<LimitState & { immediate: boolean }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [row] = (await limitRows(tx, userId)).filter((r) => r.kind === kind && r.period === period);
    const before = rules.effectiveLimit(stateOf(row), now.getTime());
    // the reality check is a reminder, not a limit: any change applies at once
    const after =
      kind === 'reality'
        ? { value: next, pending: null, immediate: true }
        : rules.changeLimit(stateOf(row), next, now.getTime());
    const values = {
      value: after.value,
      pendingValue: after.pending?.value ?? null,
      pendingAt: after.pending ? new Date(after.pending.at) : null,
      updatedAt: now,
    };
    await tx
      .insert(playerLimits)
      .values({ userId, kind, period, ...values })
      .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind, playerLimits.period], set: values });
    await log(
      tx,
      userId,
      'player',
      `limit.${kind}`,
      limitJson(kind, period, before),
      limitJson(kind, period, after),
      now,
    );
    // a session-time limit that applies now ends the live sessions that passed it (and shortens the others)
    if (kind === 'session' && after.immediate && after.value !== null)
      await tx.execute(
        sql`UPDATE sessions SET expires_at = LEAST(expires_at, created_at + make_interval(mins => ${after.value}::int))
            WHERE user_id = ${userId} AND revoked_at IS NULL`,
      );
    return after;
  });
}

/** Withdraws a looser change that has not applied yet. */
export async function cancelPending(db: Db, userId: number, kind: LimitKind, period: Period, now: Date) {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const [row] = (await limitRows(tx, userId)).filter((r) => r.kind === kind && r.period === period);
    const before = stateOf(row);
    if (!before.pending || before.pending.at <= now.getTime()) throw conflict(PROTECTION_MSG.nothingPending);
    await tx
      .update(playerLimits)
      .set({ pendingValue: null, pendingAt: null, updatedAt: now })
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)));
    await log(
      tx,
      userId,
      'player',
      `limit.${kind}.cancel`,
      limitJson(kind, period, before),
      limitJson(kind, period, { value: before.value, pending: null }),
      now,
    );
  });
}

export interface ActiveBlock {
  kind: 'timeout' | 'exclusion';
  /** when it ends; null: a self-exclusion that ended and waits for the player's request to reopen */
  until: Date | null;
  reopenAt: Date | null;
}

interface BlockRow {
  userId: number;
  kind: string;
  endsAt: Date;
  reopenAt: Date | null;
}

/** The blocks of these players that may be in force at `now` (running, or an ended self-exclusion not yet reopened). */
const blockRows = (q: Queryable, userIds: number[], now: Date): Promise<BlockRow[]> =>
  q
    .select({
      userId: playerBlocks.userId,
      kind: playerBlocks.kind,
      endsAt: playerBlocks.endsAt,
      reopenAt: playerBlocks.reopenAt,
    })
    .from(playerBlocks)
    .where(
      and(
        inArray(playerBlocks.userId, userIds),
        sql`(${playerBlocks.endsAt} > ${now} OR (${playerBlocks.kind} = 'exclusion' AND (${playerBlocks.reopenAt} IS NULL OR ${playerBlocks.reopenAt} > ${now})))`,
      ),
    )
    .orderBy(desc(playerBlocks.endsAt));

/** The block in force among one player's rows (newest end first): a running one, else an ended self-exclusion. */
function blockOf(rows: BlockRow[], now: Date): ActiveBlock | null {
  if (rows.length === 0) return null;
  const running = rows.find((r) => r.endsAt > now);
  if (running) return { kind: running.kind as ActiveBlock['kind'], until: running.endsAt, reopenAt: null };
  // only ended self-exclusions are left: closed until a reopening is asked for and its day has passed
  const asked = rows.find((r) => r.reopenAt);
  return { kind: 'exclusion', until: asked?.reopenAt ?? null, reopenAt: asked?.reopenAt ?? null };
}

/** The time-out or self-exclusion in force at `now`, the one that ends last. */
export async function activeBlock(q: Queryable, userId: number, now: Date): Promise<ActiveBlock | null> {
  return blockOf(await blockRows(q, [userId], now), now);
}

const refusalOf = (block: ActiveBlock) =>
  new HttpError(
    403,
    block.kind === 'exclusion' && block.reopenAt
      ? rules.blockRefusal('exclusion', block.reopenAt.getTime())
      : rules.blockRefusal(block.kind, block.until?.getTime() ?? null),
  );

/** Throws the one clear refusal (403) while a time-out or self-exclusion is in force. */
export async function assertNotBlocked(q: Queryable, userId: number, now: Date): Promise<void> {
  const block = await activeBlock(q, userId, now);
  if (block) throw refusalOf(block);
}

/**
 * A time-out or self-exclusion from now. While one is in force a new one must end later (it can only lengthen the
 * pause, never shorten it).
 */
export async function startBlock(
  db: Db,
  userId: number,
  kind: 'timeout' | 'exclusion',
  choice: string,
  now: Date,
): Promise<{ endsAt: Date }> {
  const endsAt = new Date(
    kind === 'timeout'
      ? rules.timeoutEnd(choice as never, now.getTime())
      : rules.exclusionEnd(choice as never, now.getTime()),
  );
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const current = await activeBlock(tx, userId, now);
    if (current && (current.until === null || current.until >= endsAt)) throw conflict(PROTECTION_MSG.alreadyBlocked);
    await tx.insert(playerBlocks).values({ userId, kind, choice, startsAt: now, endsAt });
    await log(
      tx,
      userId,
      'player',
      kind,
      current ? { kind: current.kind, until: current.until && shanghaiTimestamp(current.until) } : null,
      { kind, choice, until: shanghaiTimestamp(endsAt) },
      now,
    );
    return { endsAt };
  });
}

/** After a self-exclusion ended: the player asks to reopen; it reopens 24 hours later. */
export async function askReopen(db: Db, userId: number, now: Date): Promise<{ reopenAt: Date }> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const block = await activeBlock(tx, userId, now);
    if (!block || block.kind !== 'exclusion') throw conflict(PROTECTION_MSG.notExcluded);
    if (block.until && !block.reopenAt) throw conflict(PROTECTION_MSG.exclusionNotOver);
    if (block.reopenAt) return { reopenAt: block.reopenAt };
    const reopenAt = new Date(now.getTime() + rules.REOPEN_DELAY_MS);
    await tx
      .update(playerBlocks)
      .set({ reopenAskedAt: now, reopenAt })
      .where(
        and(
          eq(playerBlocks.userId, userId),
          eq(playerBlocks.kind, 'exclusion'),
          sql`${playerBlocks.endsAt} <= ${now}`,
          sql`${playerBlocks.reopenAt} IS NULL`,
        ),
      );
    await log(tx, userId, 'player', 'exclusion.reopen', null, { reopen_at: shanghaiTimestamp(reopenAt) }, now);
    return { reopenAt };
  });
}

/** Sum of a player's deposit orders (pending or confirmed) or net transfers into venues since `start`, in fen. */
async function usedSince(tx: Tx, userId: number, kind: 'deposit' | 'loss', start: Date): Promise<number> {
  const result =
    kind === 'deposit'
      ? await tx.execute(
          sql`SELECT coalesce(sum(amount_fen), 0)::bigint AS n FROM deposits WHERE user_id = ${userId} AND state IN (1, 2) AND created_at >= ${start}`,
        )
      : await tx.execute(
          sql`SELECT coalesce(sum(CASE WHEN direction = 'in' THEN amount_fen ELSE -amount_fen END), 0)::bigint AS n
              FROM transfers WHERE user_id = ${userId} AND state IN (1, 2) AND created_at >= ${start}`,
        );
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
}

/**
 * Inside the transaction that records a deposit order or a transfer into a venue, after the player's row is locked:
 * refuses (400, the limit, what is left, when it resets) when `amountFen` would pass a limit in force.
 */
export async function assertWithinLimits(
  tx: Tx,
  userId: number,
  kind: 'deposit' | 'loss',
  amountFen: number,
  now: Date,
): Promise<void> {
  const rows = (await limitRows(tx, userId)).filter((r) => r.kind === kind);
  for (const row of rows) {
    const limit = rules.effectiveLimit(stateOf(row), now.getTime()).value;
    if (limit === null) continue;
    const period = row.period as 'day' | 'week' | 'month';
    const window = rules.periodWindow(period, now.getTime());
    const used = await usedSince(tx, userId, kind, new Date(window.start));
    if (used + amountFen > limit) throw badRequest(rules.limitRefusal(kind, period, limit, used, window.end));
  }
}

/** The session-time limit in force (minutes), or null: a new session expires that long after it starts. */
export async function sessionLimitMinutes(q: Queryable, userId: number, now: Date): Promise<number | null> {
  const [row] = (await limitRows(q, userId)).filter((r) => r.kind === 'session');
  return rules.effectiveLimit(stateOf(row), now.getTime()).value;
}

/** Whether the player has any deposit or loss limit (the fast transfer path is taken only without one). */
export async function hasLimit(q: Queryable, userId: number, kind: 'deposit' | 'loss'): Promise<boolean> {
  const [row] = await q
    .select({ one: sql<number>`1` })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.userId, userId),
        eq(playerLimits.kind, kind),
        sql`(${playerLimits.value} IS NOT NULL OR ${playerLimits.pendingAt} IS NOT NULL)`,
      ),
    )
    .limit(1);
  return !!row;
}

/** What the player's 理性娱乐 page shows: every limit (in force and pending), the block, the reality check. */
export async function protectionView(q: Queryable, userId: number, now: Date) {
  const rows = await limitRows(q, userId);
  const limit = (kind: LimitKind, period: Period) => {
    const s = rules.effectiveLimit(stateOf(rows.find((r) => r.kind === kind && r.period === period)), now.getTime());
    return {
      value: s.value,
      pending: s.pending ? { value: s.pending.value, at: shanghaiTimestamp(new Date(s.pending.at)) } : null,
    };
  };
  const block = await activeBlock(q, userId, now);
  const reality = limit('reality', '').value;
  return {
    deposit: { day: limit('deposit', 'day'), week: limit('deposit', 'week'), month: limit('deposit', 'month') },
    loss: { day: limit('loss', 'day'), week: limit('loss', 'week'), month: limit('loss', 'month') },
    session: limit('session', ''),
    reality_check_minutes: reality ?? rules.REALITY_CHECK_DEFAULT,
    block: block
      ? {
          kind: block.kind,
          until: block.until && shanghaiTimestamp(block.until),
          reopen_at: block.reopenAt && shanghaiTimestamp(block.reopenAt),
        }
      : null,
  };
}

/** The history of every change, newest first. */
export async function protectionHistory(q: Queryable, userId: number, page: number, perPage = 20) {
  const where = eq(protectionLog.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    q
      .select()
      .from(protectionLog)
      .where(where)
      .orderBy(desc(protectionLog.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(protectionLog)
      .where(where),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      before: r.before,
      after: r.after,
      at: shanghaiTimestamp(r.at),
    })),
    n,
    page,
    perPage,
  );
}

/** An operator's attempt to change or lift a player's protection: refused (403) and recorded in the history. */
export async function refuseOperator(
  db: Db,
  userId: number,
  adminId: number,
  action: string,
  now: Date,
): Promise<never> {
  await db.transaction((tx) => log(tx, userId, `admin:${adminId}`, `refused.${action}`, null, null, now));
  throw new HttpError(403, PROTECTION_MSG.operatorRefused);
}

/** The guard of a transfer into a venue for a player with a loss limit: the player locked, the period's net checked. */
const lossGuard = (userId: number, amountFen: number, now: Date) => async (tx: Tx) => {
  await lockPlayer(tx, userId);
  await assertWithinLimits(tx, userId, 'loss', amountFen, now);
};

/**
 * Before a transfer into a venue (the game launch's automatic one): refused during a time-out or self-exclusion;
 * with a loss limit, the guard the transfer runs inside its first transaction. Without one there is no guard and the
 * transfer takes its fast path.
 */
export async function transferInGuard(
  q: Queryable,
  userId: number,
  amountFen: number,
  now: Date,
): Promise<((tx: Tx) => Promise<void>) | undefined> {
  await assertNotBlocked(q, userId, now);
  return (await hasLimit(q, userId, 'loss')) ? lossGuard(userId, amountFen, now) : undefined;
}

interface TransferFlags {
  block: ActiveBlock | null;
  lossLimit: boolean;
}

/**
 * What `/api/transfer` needs of player protection, for every transfer of one event-loop turn in one statement and one
 * round trip (as the session check). Transfers in both directions wait for it, so those that arrived together still
 * reach the transfer batch together and in their order (a player's "in" before the "out" sent after it).
 */
export function createTransferCheck(db: Db, clock: () => Date) {
  const raw = rawQuery(db);
  // One named statement (planned once per connection) for the blocks and the loss-limit flags of the batch: the same
  // conditions as blockRows and hasLimit(…, 'loss'), without building the query on every batch.
  const load = createBatchLoader(async (userIds: number[]) => {
    const now = clock();
    const rows = await raw<{
      t: 'b' | 'l';
      u: string | number;
      kind: string | null;
      ends: Date | string | null;
      reopen: Date | string | null;
    }>(
      'protection_transfer_flags',
      `SELECT 'b' AS t, b.user_id AS u, b.kind, b.ends_at AS ends, b.reopen_at AS reopen FROM player_blocks b
        WHERE b.user_id = ANY($1::bigint[])
          AND (b.ends_at > $2::timestamptz OR (b.kind = 'exclusion' AND (b.reopen_at IS NULL OR b.reopen_at > $2::timestamptz)))
       UNION ALL
       SELECT DISTINCT 'l', l.user_id, NULL::varchar, NULL::timestamptz, NULL::timestamptz FROM player_limits l
        WHERE l.user_id = ANY($1::bigint[]) AND l.kind = 'loss' AND (l.value IS NOT NULL OR l.pending_at IS NOT NULL)
       ORDER BY ends DESC NULLS LAST`,
      [userIds, now.toISOString()],
    );
    const blocks = new Map<number, BlockRow[]>();
    const limited = new Set<number>();
    for (const r of rows) {
      const userId = Number(r.u);
      if (r.t === 'l') {
        limited.add(userId);
        continue;
      }
      const list = blocks.get(userId) ?? [];
      list.push({
        userId,
        kind: r.kind!,
        endsAt: new Date(r.ends!),
        reopenAt: r.reopen === null ? null : new Date(r.reopen),
      });
      blocks.set(userId, list);
    }
    return new Map<number, TransferFlags>(
      userIds.map((id) => [id, { block: blockOf(blocks.get(id) ?? [], now), lossLimit: limited.has(id) }]),
    );
  });
  /** The guard of this transfer (into a venue with a loss limit), none, or the block's 403. */
  return async (userId: number, direction: 'in' | 'out', amountFen: number) => {
    const flags = (await load(userId)) ?? { block: null, lossLimit: false };
    if (direction === 'out') return undefined; // money coming back is never held
    if (flags.block) throw refusalOf(flags.block);
    return flags.lossLimit ? lossGuard(userId, amountFen, clock()) : undefined;
  };
}

/**
 * The reality check of the current session: when it began, minutes since, and the net result of the bets placed
 * since (payouts of settled bets minus every stake; negative is a loss), in fen.
 */
export async function realityCheck(q: Queryable, sessionId: number, userId: number, now: Date) {
  const result = await q.execute(
    sql`SELECT s.created_at AS started,
               (SELECT coalesce(sum(CASE WHEN b.settled_at IS NOT NULL THEN b.win_loss_fen ELSE 0 END - b.bet_amount_fen), 0)
                  FROM bets b WHERE b.user_id = ${userId} AND b.bet_time >= s.created_at)::bigint AS net,
               (SELECT count(*) FROM bets b WHERE b.user_id = ${userId} AND b.bet_time >= s.created_at)::int AS bets
          FROM sessions s WHERE s.id = ${sessionId}`,
  );
  const [row] = (result as unknown as { rows: { started: Date | string; net: string | number; bets: number }[] }).rows;
  const started = new Date(row.started);
  return {
    started_at: shanghaiTimestamp(started),
    minutes: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000)),
    net: Number(row.net),
    bets: Number(row.bets),
  };
}
