import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { rawQuery, type Db, type Tx } from '#app/db/client';
import { createBatchQueue } from '#app/lib/batch';
import { ledgerAccounts, transfers, venues, type Transfer } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { MSG } from '#app/lib/validators';
import { sqlState } from '#app/lib/pg-errors';
import {
  INSUFFICIENT_SQLSTATE,
  InsufficientFunds,
  centralAccountId,
  post,
  systemAccountId,
  venueAccountId,
} from '#app/db/ledger';
import { VenueRefused, withTimeout, type VenueAdapter } from './adapter';
import { VENUE_MESSAGES } from './messages';
import { newNumber } from './simulator/index';

/**
 * Money between the central wallet and a venue wallet, safe against a venue that fails, hangs, or a server that dies
 * halfway:
 *
 * 1. one transaction writes the transfer (state 2) and moves the money out of the source wallet into transfer_pending;
 * 2. the venue is called (with a timeout);
 * 3. a second transaction, guarded by `state = 2`, moves transfer_pending → target (state 1) on success, or back to the
 *    source (state 0) on a definite refusal. No answer: the transfer stays state 2, its money in transfer_pending.
 *
 * The reconciliation job asks the venue about every state-2 transfer older than a few seconds and finishes it the same
 * way, so whatever happens between the steps, each transfer ends exactly once and its money lands in exactly one wallet.
 *
 * Fast path: a venue whose adapter declares `local` (it keeps its records in this database: the simulator) takes the
 * whole transfer in ONE statement (SQL function transfer_local): venue check, the venue's acknowledgement, the money
 * source → target and the transfer in state 1 commit together, so there is no in-between state to reconcile. Without
 * an Idempotency-Key that statement runs on its own (one round trip, one commit); with one, inside a transaction that
 * also stores the answer. When the venue declines (a fault switched on) nothing was written and the two-phase path
 * above runs instead.
 */

export type Direction = 'in' | 'out';
export type TransferSource = 'manual' | 'auto' | 'recall';

export interface TransferConfig {
  /** how long a transfer call may take before the transfer is left pending (default 3 s) */
  timeoutMs: number;
  /** the reconciliation job leaves younger pending transfers alone (the request may still be finishing them) */
  reconcileAfterMs: number;
  /** a transfer the venue still cannot account for after this long is refunded */
  giveUpAfterMs: number;
}

export const DEFAULT_TRANSFER_CONFIG: TransferConfig = {
  timeoutMs: 3000,
  reconcileAfterMs: 10_000,
  giveUpAfterMs: 10 * 60_000,
};

export const TRANSFER_MESSAGES = {
  success: '转账成功',
  pending: '转账处理中，请稍后刷新余额',
  failed: '转账失败，场馆暂时无法处理，资金已退回',
  refundedUnknown: '场馆长时间未确认，资金已退回',
  refusedByVenue: '场馆未收到此笔转账，资金已退回',
} as const;

export interface TransferInput {
  userId: number;
  platname: string;
  direction: Direction;
  amountFen: number;
  source?: TransferSource;
  /** A closed venue still takes this transfer (money coming back from it). Default: refused with 该场馆正在维护. */
  allowDisabled?: boolean;
  /**
   * Runs first inside the transaction that takes the money from the source (player protection's loss limit: it locks
   * the player and refuses by throwing, so parallel transfers cannot pass the limit together). A transfer with a guard
   * never joins a batch.
   */
  guard?: (tx: Tx) => Promise<void>;
}

const TRANSFER_LOCAL_BATCH_SQL =
  'SELECT * FROM transfer_local_batch($1::bigint[], $2::varchar[], $3::varchar[], $4::bigint[], $5::varchar[], $6::varchar[], $7::boolean[])';
/** How many transfers one batch statement takes at most. */
const MAX_TRANSFER_BATCH = 100;
type BatchOutcome = 'done' | 'declined' | 'unknown_venue' | 'venue_closed' | 'insufficient';
interface BatchRow {
  idx: number;
  outcome: BatchOutcome;
  transfer_id: string | number | null;
  created_at: Date | string | null;
  settled_at: Date | string | null;
}
/** What the player reads for a refused fast-path transfer (nothing was written). */
const refusal = (outcome: BatchOutcome): HttpError | null =>
  outcome === 'unknown_venue'
    ? new HttpError(404, VENUE_MESSAGES.unknownVenue)
    : outcome === 'venue_closed'
      ? new HttpError(400, VENUE_MESSAGES.venueClosed)
      : outcome === 'insufficient'
        ? new HttpError(400, MSG.insufficientBalance)
        : null;
/** transfer_local raises its refusals (migration 0005: VN404, VN400; the ledger's LD001): the same outcomes. */
const OUTCOME_OF_SQLSTATE: Record<string, BatchOutcome> = {
  VN404: 'unknown_venue',
  VN400: 'venue_closed',
  [INSUFFICIENT_SQLSTATE]: 'insufficient',
};

/** One item's answer of the fast path: the transfer, null (declined: take the two-phase path) or its error. */
type LocalResult = { transfer: Transfer | null } | { error: unknown };

const TRANSFER_LOCAL_SQL =
  'SELECT * FROM transfer_local($1::bigint, $2::varchar, $3::varchar, $4::bigint, $5::varchar, $6::varchar, $7::boolean)';

/** A transfers row as SQL names its columns. */
type TransferRow = Record<
  | 'id'
  | 'out_trade_no'
  | 'user_id'
  | 'platname'
  | 'direction'
  | 'amount_fen'
  | 'state'
  | 'source'
  | 'venue_ref'
  | 'reason'
  | 'attempts'
  | 'created_at'
  | 'settled_at',
  unknown
>;
const asDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
/** A transfers row as the drivers give it (bigint as text on node-postgres) → the schema's shape. */
function toTransfer(r: TransferRow): Transfer {
  return {
    id: Number(r.id),
    outTradeNo: String(r.out_trade_no),
    userId: Number(r.user_id),
    platname: String(r.platname),
    direction: r.direction as Direction,
    amountFen: Number(r.amount_fen),
    state: Number(r.state),
    source: String(r.source),
    venueRef: r.venue_ref === null ? null : String(r.venue_ref),
    reason: String(r.reason),
    attempts: Number(r.attempts),
    createdAt: asDate(r.created_at)!,
    settledAt: asDate(r.settled_at),
  };
}

export interface TransferHooks {
  /** inside the first transaction (the money left the source) */
  recorded?: (tx: Tx, t: Transfer) => Promise<void>;
  /** inside the transaction that finished it (state 0 or 1) */
  settled?: (tx: Tx, t: Transfer) => Promise<void>;
}

export function createTransferService(db: Db, adapterFor: (platname: string) => VenueAdapter, config: TransferConfig) {
  const raw = rawQuery(db);
  let pendingId: number | null = null;
  const pendingAccount = async (tx: Tx) => (pendingId ??= await systemAccountId(tx, 'transfer_pending'));

  /** Finishes a state-2 transfer: 1 (money to the target) or 0 (money back to the source). False when already finished. */
  async function finish(
    t: Transfer,
    state: 0 | 1,
    fields: { reason?: string; venueRef?: string | null },
    hooks?: TransferHooks,
  ): Promise<Transfer | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(transfers)
        .set({ state, settledAt: sql`now()`, reason: fields.reason ?? '', venueRef: fields.venueRef ?? null })
        .where(and(eq(transfers.id, t.id), eq(transfers.state, 2)))
        .returning();
      if (!row) return null;
      const toVenue = (row.direction === 'in') === (state === 1);
      const target = toVenue
        ? await venueAccountId(tx, row.userId, row.platname)
        : await centralAccountId(tx, row.userId);
      await post(tx, {
        kind: state === 1 ? `transfer_${row.direction}` : 'transfer_refund',
        memo: row.outTradeNo,
        lines: [
          { accountId: await pendingAccount(tx), amountFen: -row.amountFen },
          { accountId: target, amountFen: row.amountFen },
        ],
      });
      await hooks?.settled?.(tx, row);
      return row;
    });
  }

  /**
   * The fast path (venue check, venue record, ledger, state-1 transfer row in one statement): batched with the other
   * transfers of this event-loop turn, or, when hooks must record something with it (Idempotency-Key), alone in a
   * transaction. Null when the venue declined to take it in-process (nothing written).
   */
  async function transferLocally(
    input: TransferInput,
    outTradeNo: string,
    hooks?: TransferHooks,
  ): Promise<Transfer | null> {
    if (!hooks && !input.guard) {
      const result = await localBatch({ input, outTradeNo });
      if ('error' in result) throw result.error;
      return result.transfer;
    }
    return transferLocallyAlone(input, outTradeNo, hooks);
  }

  /**
   * The fast-path transfers of one event-loop turn as one transfer_local_batch statement: one round trip and one
   * commit for all of them (each still gets its own answer). When the statement fails as a whole (nothing written),
   * each transfer is retried on its own, so one bad item cannot fail the others.
   */
  const localBatch = createBatchQueue(
    async (items: { input: TransferInput; outTradeNo: string }[]): Promise<LocalResult[]> => {
      let rows: BatchRow[];
      try {
        rows = await raw<BatchRow>('transfer_local_batch', TRANSFER_LOCAL_BATCH_SQL, [
          items.map((x) => x.input.userId),
          items.map((x) => x.input.platname),
          items.map((x) => x.input.direction),
          items.map((x) => x.input.amountFen),
          items.map((x) => x.outTradeNo),
          items.map((x) => x.input.source ?? 'manual'),
          items.map((x) => x.input.allowDisabled ?? false),
        ]);
      } catch {
        return Promise.all(
          items.map((x) =>
            transferLocallyAlone(x.input, x.outTradeNo).then(
              (transfer) => ({ transfer }),
              (error: unknown) => ({ error }),
            ),
          ),
        );
      }
      return items.map(({ input, outTradeNo }, i): LocalResult => {
        const r = rows[i];
        if (r.outcome === 'declined') return { transfer: null };
        const error = refusal(r.outcome);
        if (error) return { error };
        return {
          transfer: toTransfer({
            id: r.transfer_id,
            out_trade_no: outTradeNo,
            user_id: input.userId,
            platname: input.platname,
            direction: input.direction,
            amount_fen: input.amountFen,
            state: 1,
            source: input.source ?? 'manual',
            venue_ref: `SIM-${outTradeNo}`,
            reason: '',
            attempts: 1,
            created_at: r.created_at,
            settled_at: r.settled_at,
          }),
        };
      });
    },
    { maxBatch: MAX_TRANSFER_BATCH },
  );

  /** One transfer_local call: alone as one statement, or in a transaction with the hooks. */
  async function transferLocallyAlone(
    input: TransferInput,
    outTradeNo: string,
    hooks?: TransferHooks,
  ): Promise<Transfer | null> {
    const values = [
      input.userId,
      input.platname,
      input.direction,
      input.amountFen,
      outTradeNo,
      input.source ?? 'manual',
      input.allowDisabled ?? false,
    ];
    try {
      if (!hooks && !input.guard) {
        const [row] = await raw<TransferRow>('transfer_local', TRANSFER_LOCAL_SQL, values);
        return row ? toTransfer(row) : null;
      }
      return await db.transaction(async (tx) => {
        await input.guard?.(tx);
        const result = await tx.execute(
          sql`SELECT * FROM transfer_local(${values[0]}::bigint, ${values[1]}::varchar, ${values[2]}::varchar, ${values[3]}::bigint, ${values[4]}::varchar, ${values[5]}::varchar, ${values[6]}::boolean)`,
        );
        const [found] = (result as unknown as { rows: TransferRow[] }).rows;
        if (!found) return null;
        const row = toTransfer(found);
        // recorded and settled in the same commit
        await hooks?.recorded?.(tx, row);
        await hooks?.settled?.(tx, row);
        return row;
      });
    } catch (err) {
      const outcome = OUTCOME_OF_SQLSTATE[sqlState(err) ?? ''];
      throw (outcome && refusal(outcome)) || err;
    }
  }

  /** The venue check of the two-phase path (the fast path makes it inside transfer_local). */
  async function requireVenue(input: TransferInput) {
    const [v] = await db.select({ enabled: venues.enabled }).from(venues).where(eq(venues.platname, input.platname));
    if (!v) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
    if (!v.enabled && !input.allowDisabled) throw new HttpError(400, VENUE_MESSAGES.venueClosed);
  }

  const current = async (id: number) => (await db.select().from(transfers).where(eq(transfers.id, id)))[0];

  /**
   * One transfer. Answers the record as it stands after the venue's answer: state 1, 0 (refunded) or 2 (pending).
   * Throws HttpError 400 余额不足 (nothing moved) when the source wallet cannot cover it.
   */
  async function transfer(input: TransferInput, hooks?: TransferHooks): Promise<Transfer> {
    if (input.platname.length === 0 || input.platname.length > 32)
      throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
    const outTradeNo = newNumber('T');
    const adapter = adapterFor(input.platname);
    if (adapter.local) {
      const done = await transferLocally(input, outTradeNo, hooks);
      if (done) return done;
    } else {
      await requireVenue(input);
    }

    let t: Transfer;
    try {
      t = await db.transaction(async (tx) => {
        await input.guard?.(tx);
        const [row] = await tx
          .insert(transfers)
          .values({
            outTradeNo,
            userId: input.userId,
            platname: input.platname,
            direction: input.direction,
            amountFen: input.amountFen,
            state: 2,
            source: input.source ?? 'manual',
            attempts: 1,
          })
          .returning();
        const from =
          input.direction === 'in'
            ? await centralAccountId(tx, input.userId)
            : await venueAccountId(tx, input.userId, input.platname);
        await post(tx, {
          kind: 'transfer_hold',
          memo: outTradeNo,
          lines: [
            { accountId: from, amountFen: -input.amountFen },
            { accountId: await pendingAccount(tx), amountFen: input.amountFen },
          ],
        });
        await hooks?.recorded?.(tx, row);
        return row;
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new HttpError(400, MSG.insufficientBalance);
      throw err;
    }

    const call =
      input.direction === 'in'
        ? adapter.transferIn(input.userId, input.platname, outTradeNo, input.amountFen)
        : adapter.transferOut(input.userId, input.platname, outTradeNo, input.amountFen);
    call.catch(() => {}); // a late rejection after the timeout must not go unhandled
    try {
      const receipt = await withTimeout(call, config.timeoutMs);
      return (await finish(t, 1, { venueRef: receipt.venueRef }, hooks)) ?? (await current(t.id));
    } catch (err) {
      if (err instanceof VenueRefused) {
        return (
          (await finish(t, 0, { reason: err.message || TRANSFER_MESSAGES.failed }, hooks)) ?? (await current(t.id))
        );
      }
      return t; // timeout or an unclear error: pending, for the reconciliation job
    }
  }

  /**
   * Settles one pending transfer from the venue's own record. `force` skips the give-up delay for an unknown answer
   * (never used for a 'done' venue: a transfer the venue applied always completes).
   */
  async function reconcile(
    t: Transfer,
    opts: { now?: Date; hooks?: TransferHooks } = {},
  ): Promise<{ transfer: Transfer; outcome: 'completed' | 'refunded' | 'pending' | 'already' }> {
    if (t.state !== 2) return { transfer: t, outcome: 'already' };
    const now = opts.now ?? new Date();
    let status: 'done' | 'failed' | 'unknown';
    try {
      status = await withTimeout(adapterFor(t.platname).transferStatus(t.outTradeNo), config.timeoutMs);
    } catch {
      status = 'unknown';
    }
    if (status === 'done') {
      const row = await finish(t, 1, {}, opts.hooks);
      return row ? { transfer: row, outcome: 'completed' } : { transfer: await current(t.id), outcome: 'already' };
    }
    if (status === 'failed' || now.getTime() - t.createdAt.getTime() > config.giveUpAfterMs) {
      const reason = status === 'failed' ? TRANSFER_MESSAGES.refusedByVenue : TRANSFER_MESSAGES.refundedUnknown;
      const row = await finish(t, 0, { reason }, opts.hooks);
      return row ? { transfer: row, outcome: 'refunded' } : { transfer: await current(t.id), outcome: 'already' };
    }
    await db
      .update(transfers)
      .set({ attempts: sql`${transfers.attempts} + 1` })
      .where(and(eq(transfers.id, t.id), eq(transfers.state, 2)));
    return { transfer: await current(t.id), outcome: 'pending' };
  }

  /** Every pending transfer older than reconcileAfterMs (the job). */
  async function reconcilePending(
    now = new Date(),
    filter?: { userId?: number; platname?: string; minAgeMs?: number },
  ) {
    const cutoff = new Date(now.getTime() - (filter?.minAgeMs ?? config.reconcileAfterMs));
    const conds = [eq(transfers.state, 2), lt(transfers.createdAt, cutoff)];
    if (filter?.userId) conds.push(eq(transfers.userId, filter.userId));
    if (filter?.platname) conds.push(eq(transfers.platname, filter.platname));
    const pending = await db
      .select()
      .from(transfers)
      .where(and(...conds))
      .orderBy(asc(transfers.id))
      .limit(500);
    const counts = { checked: pending.length, completed: 0, refunded: 0, pending: 0 };
    for (const t of pending) {
      const { outcome } = await reconcile(t, { now });
      if (outcome !== 'already') counts[outcome]++;
    }
    return counts;
  }

  /** Recalls every venue balance of the player into the central wallet (one transfer per venue with money). */
  async function recallAll(userId: number) {
    const wallets = await db
      .select({ platname: ledgerAccounts.platname, balance: ledgerAccounts.balanceFen })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'venue'), gt(ledgerAccounts.balanceFen, 0)))
      .orderBy(asc(ledgerAccounts.id));
    const result = { recalledFen: 0, pendingFen: 0, pendingCount: 0, failed: 0, venues: 0 };
    // all venues at once: the fast-path ones share one statement, and a hanging venue delays only itself
    const outcomes = await Promise.allSettled(
      wallets.map((w) =>
        transfer({
          userId,
          platname: w.platname!,
          direction: 'out',
          amountFen: w.balance!,
          source: 'recall',
          allowDisabled: true,
        }),
      ),
    );
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        // the balance changed under us (a bet in between): leave that venue for the next recall
        if (!(o.reason instanceof HttpError)) throw o.reason;
        continue;
      }
      const t = o.value;
      result.venues++;
      if (t.state === 1) result.recalledFen += t.amountFen;
      else if (t.state === 2) {
        result.pendingFen += t.amountFen;
        result.pendingCount++;
      } else result.failed++;
    }
    return result;
  }

  return { transfer, reconcile, reconcilePending, recallAll, config };
}

export type TransferService = ReturnType<typeof createTransferService>;
