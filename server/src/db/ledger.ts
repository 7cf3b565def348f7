import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#app/db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, type SystemAccountKind } from '#app/db/schema/index';

/**
 * The double-entry ledger: the only code that changes a balance.
 *
 * - An entry is a header plus postings whose amounts (signed fen) sum to zero.
 * - Player accounts (central, venue) store their balance, which never goes below zero: each is
 *   changed by a conditional UPDATE, taken in ascending account id order so concurrent postings
 *   lock rows in one order and cannot deadlock.
 * - System accounts (house, deposit_clearing, withdrawal_pending, bonus) store no balance; theirs
 *   is the sum of their postings, so no single row becomes a hot spot.
 *
 * `post` must run inside the caller's transaction; when it throws (InsufficientFunds included) the
 * caller lets the transaction roll back.
 */

export interface PostingLine {
  accountId: number;
  /** Signed fen: positive credits the account, negative debits it. */
  amountFen: number;
}

export interface PostInput {
  kind: string;
  memo?: string;
  lines: PostingLine[];
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A player account would go below zero. */
export class InsufficientFunds extends LedgerError {
  constructor(public readonly accountId: number) {
    super(`insufficient funds in ledger account ${accountId}`);
    this.name = 'InsufficientFunds';
  }
}

export async function post(tx: Tx, input: PostInput): Promise<{ entryId: number }> {
  const byAccount = new Map<number, number>();
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.accountId) || line.accountId <= 0) throw new LedgerError('bad account id');
    if (!Number.isSafeInteger(line.amountFen) || line.amountFen === 0)
      throw new LedgerError('amounts must be non-zero integer fen');
    byAccount.set(line.accountId, (byAccount.get(line.accountId) ?? 0) + line.amountFen);
  }
  for (const [id, amount] of byAccount) if (amount === 0) byAccount.delete(id);
  const total = [...byAccount.values()].reduce((a, b) => a + b, 0);
  if (total !== 0) throw new LedgerError(`postings must sum to zero (sum ${total})`);
  if (byAccount.size < 2) throw new LedgerError('an entry needs at least two accounts');

  const ids = [...byAccount.keys()].sort((a, b) => a - b);
  const accounts = await tx
    .select({ id: ledgerAccounts.id, stored: sql<boolean>`${ledgerAccounts.balanceFen} IS NOT NULL` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  if (accounts.length !== ids.length) throw new LedgerError('unknown ledger account');
  const stored = new Set(accounts.filter((a) => a.stored).map((a) => a.id));

  for (const id of ids) {
    if (!stored.has(id)) continue;
    const amount = byAccount.get(id)!;
    const updated = await tx
      .update(ledgerAccounts)
      .set({ balanceFen: sql`${ledgerAccounts.balanceFen} + ${amount}::bigint` })
      .where(and(eq(ledgerAccounts.id, id), sql`${ledgerAccounts.balanceFen} + ${amount}::bigint >= 0`))
      .returning({ id: ledgerAccounts.id });
    if (updated.length === 0) throw new InsufficientFunds(id);
  }

  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ kind: input.kind, memo: input.memo ?? '' })
    .returning({ id: ledgerEntries.id });
  await tx
    .insert(ledgerPostings)
    .values(ids.map((accountId) => ({ entryId: entry.id, accountId, amountFen: byAccount.get(accountId)! })));
  return { entryId: entry.id };
}

/** The SQLSTATE ledger_wallet_transfer raises when the source wallet cannot cover the amount (migration 0004). */
export const INSUFFICIENT_SQLSTATE = 'LD001';

/** The id of a system account (created by migration 0001). */
export async function systemAccountId(q: Queryable, kind: SystemAccountKind): Promise<number> {
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  if (!row) throw new LedgerError(`system account ${kind} is missing`);
  return row.id;
}

/** Opens a player's central wallet (registration). */
export async function openCentralAccount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .insert(ledgerAccounts)
    .values({ userId, kind: 'central', balanceFen: 0 })
    .returning({ id: ledgerAccounts.id });
  return row.id;
}

export async function centralAccountId(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'central')));
  if (!row) throw new LedgerError(`user ${userId} has no central account`);
  return row.id;
}

/** A player's wallet at one venue, opened on first use. */
export async function venueAccountId(q: Queryable, userId: number, platname: string): Promise<number> {
  await q
    .insert(ledgerAccounts)
    .values({ userId, kind: 'venue', platname, balanceFen: 0 })
    .onConflictDoNothing({ target: [ledgerAccounts.userId, ledgerAccounts.platname], where: sql`kind = 'venue'` });
  const [row] = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'venue'), eq(ledgerAccounts.platname, platname)),
    );
  return row.id;
}

/** Balance of any account: stored for player accounts, derived from postings for system accounts. */
export async function accountBalanceFen(q: Queryable, accountId: number): Promise<number> {
  // The subquery takes the id as a value: in a select without joins drizzle renders an outer column unqualified,
  // so `p.account_id = <ledgerAccounts.id>` compared each posting with its own id.
  const [row] = await q
    .select({
      balance: sql<number>`coalesce(${ledgerAccounts.balanceFen},
        (SELECT coalesce(sum(p.amount_fen), 0) FROM ledger_postings p WHERE p.account_id = ${accountId}::bigint))`.mapWith(
        Number,
      ),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new LedgerError('unknown ledger account');
  return row.balance;
}

/**
 * The ledger's invariants on a live database: every entry balances, every stored balance equals the
 * sum of its postings, no stored balance is negative. Answers the problems found (empty when sound).
 */
/** Rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function checkInvariants(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await q.execute(sql`
    SELECT entry_id FROM ledger_postings GROUP BY entry_id HAVING sum(amount_fen) <> 0 OR count(*) < 2 LIMIT 20`);
  for (const r of rowsOf<{ entry_id: string }>(unbalanced)) problems.push(`entry ${r.entry_id} does not balance`);
  const empty = await q.execute(sql`
    SELECT e.id FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = e.id) LIMIT 20`);
  for (const r of rowsOf<{ id: string }>(empty)) problems.push(`entry ${r.id} has no postings`);
  const drift = await q.execute(sql`
    SELECT a.id, a.balance_fen, coalesce(p.total, 0) AS posted
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, sum(amount_fen) AS total FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
    WHERE a.balance_fen IS NOT NULL AND (a.balance_fen <> coalesce(p.total, 0) OR a.balance_fen < 0) LIMIT 20`);
  for (const r of rowsOf<{ id: string; balance_fen: string; posted: string }>(drift))
    problems.push(`account ${r.id} stores ${r.balance_fen} but its postings sum to ${r.posted}`);
  return problems;
}
