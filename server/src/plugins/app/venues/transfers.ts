import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { ledgerAccounts, transfers, type Transfer } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import { MSG } from '../../../lib/validators';
import { InsufficientFunds, centralAccountId, post, systemAccountId, venueAccountId, walletTransfer } from '../wallet/ledger';
import { VenueRefused, withTimeout, type LocalTransfers, type VenueAdapter } from './adapter';
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
 * Fast path: a venue whose adapter declares `local` (it keeps its records in this database: the simulator) is asked
 * first inside ONE transaction that also moves the money source → target and writes the transfer in state 1. Its
 * acknowledgement commits with the money, so there is no in-between state to reconcile. When it declines (a fault
 * switched on) nothing was written and the two-phase path above runs instead.
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

export const DEFAULT_TRANSFER_CONFIG: TransferConfig = { timeoutMs: 3000, reconcileAfterMs: 10_000, giveUpAfterMs: 10 * 60_000 };

export const TRANSFER_MESSAGES = {
  success: '转账成功',
  pending: '转账处理中，请稍后刷新余额',
  failed: '转账失败，场馆暂时无法处理，资金已退回',
  refundedUnknown: '场馆长时间未确认，资金已退回',
  refusedByVenue: '场馆未收到此笔转账，资金已退回',
} as const;

export interface TransferHooks {
  /** inside the first transaction (the money left the source) */
  recorded?: (tx: Tx, t: Transfer) => Promise<void>;
  /** inside the transaction that finished it (state 0 or 1) */
  settled?: (tx: Tx, t: Transfer) => Promise<void>;
}

export function createTransferService(db: Db, adapterFor: (platname: string) => VenueAdapter, config: TransferConfig) {
  let pendingId: number | null = null;
  const pendingAccount = async (tx: Tx) => (pendingId ??= await systemAccountId(tx, 'transfer_pending'));

  /** Finishes a state-2 transfer: 1 (money to the target) or 0 (money back to the source). False when already finished. */
  async function finish(t: Transfer, state: 0 | 1, fields: { reason?: string; venueRef?: string | null }, hooks?: TransferHooks): Promise<Transfer | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(transfers)
        .set({ state, settledAt: sql`now()`, reason: fields.reason ?? '', venueRef: fields.venueRef ?? null })
        .where(and(eq(transfers.id, t.id), eq(transfers.state, 2)))
        .returning();
      if (!row) return null;
      const toVenue = (row.direction === 'in') === (state === 1);
      const target = toVenue ? await venueAccountId(tx, row.userId, row.platname) : await centralAccountId(tx, row.userId);
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
   * The fast path: venue record, ledger (one SQL function call) and the state-1 transfer row in one transaction.
   * Null when the venue declined to take it in-process (nothing written).
   */
  async function transferLocally(
    local: LocalTransfers,
    input: { userId: number; platname: string; direction: Direction; amountFen: number; source?: TransferSource },
    outTradeNo: string,
    hooks?: TransferHooks,
  ): Promise<Transfer | null> {
    return db.transaction(async (tx) => {
      const receipt = await local.transfer(tx, { direction: input.direction, userId: input.userId, platname: input.platname, outTradeNo, amountFen: input.amountFen });
      if (!receipt) return null;
      await walletTransfer(tx, { userId: input.userId, platname: input.platname, toVenue: input.direction === 'in', amountFen: input.amountFen, memo: outTradeNo });
      const [row] = await tx
        .insert(transfers)
        .values({
          outTradeNo,
          userId: input.userId,
          platname: input.platname,
          direction: input.direction,
          amountFen: input.amountFen,
          state: 1,
          source: input.source ?? 'manual',
          venueRef: receipt.venueRef,
          attempts: 1,
          settledAt: sql`now()`,
        })
        .returning();
      // recorded and settled in the same commit
      await hooks?.recorded?.(tx, row);
      await hooks?.settled?.(tx, row);
      return row;
    });
  }

  const current = async (id: number) => (await db.select().from(transfers).where(eq(transfers.id, id)))[0];

  /**
   * One transfer. Answers the record as it stands after the venue's answer: state 1, 0 (refunded) or 2 (pending).
   * Throws HttpError 400 余额不足 (nothing moved) when the source wallet cannot cover it.
   */
  async function transfer(
    input: { userId: number; platname: string; direction: Direction; amountFen: number; source?: TransferSource },
    hooks?: TransferHooks,
  ): Promise<Transfer> {
    const outTradeNo = newNumber('T');
    const adapter = adapterFor(input.platname);
    if (adapter.local) {
      try {
        const done = await transferLocally(adapter.local, input, outTradeNo, hooks);
        if (done) return done;
      } catch (err) {
        if (err instanceof InsufficientFunds) throw new HttpError(400, MSG.insufficientBalance);
        throw err;
      }
    }

    let t: Transfer;
    try {
      t = await db.transaction(async (tx) => {
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
        const from = input.direction === 'in' ? await centralAccountId(tx, input.userId) : await venueAccountId(tx, input.userId, input.platname);
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
        return (await finish(t, 0, { reason: err.message || TRANSFER_MESSAGES.failed }, hooks)) ?? (await current(t.id));
      }
      return t; // timeout or an unclear error: pending, for the reconciliation job
    }
  }

  /**
   * Settles one pending transfer from the venue's own record. `force` skips the give-up delay for an unknown answer
   * (never used for a 'done' venue: a transfer the venue applied always completes).
   */
  async function reconcile(t: Transfer, opts: { now?: Date; hooks?: TransferHooks } = {}): Promise<{ transfer: Transfer; outcome: 'completed' | 'refunded' | 'pending' | 'already' }> {
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
  async function reconcilePending(now = new Date(), filter?: { userId?: number; platname?: string; minAgeMs?: number }) {
    const cutoff = new Date(now.getTime() - (filter?.minAgeMs ?? config.reconcileAfterMs));
    const conds = [eq(transfers.state, 2), lt(transfers.createdAt, cutoff)];
    if (filter?.userId) conds.push(eq(transfers.userId, filter.userId));
    if (filter?.platname) conds.push(eq(transfers.platname, filter.platname));
    const pending = await db.select().from(transfers).where(and(...conds)).orderBy(asc(transfers.id)).limit(500);
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
    for (const w of wallets) {
      try {
        const t = await transfer({ userId, platname: w.platname!, direction: 'out', amountFen: w.balance!, source: 'recall' });
        result.venues++;
        if (t.state === 1) result.recalledFen += t.amountFen;
        else if (t.state === 2) {
          result.pendingFen += t.amountFen;
          result.pendingCount++;
        }
        else result.failed++;
      } catch (err) {
        // the balance changed under us (a bet in between): leave that venue for the next recall
        if (!(err instanceof HttpError)) throw err;
      }
    }
    return result;
  }

  return { transfer, reconcile, reconcilePending, recallAll, config };
}

export type TransferService = ReturnType<typeof createTransferService>;
