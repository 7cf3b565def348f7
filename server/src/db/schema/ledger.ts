import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Player accounts store their balance; system accounts derive theirs from postings (no hot row). */
export const PLAYER_ACCOUNT_KINDS = ['central', 'venue'] as const;
/**
 * house: the operator's side of bets, rebates and adjustments; deposit_clearing: money arriving from payment channels;
 * withdrawal_pending: withdrawals awaiting review; bonus: promotions paid out; transfer_pending: money between the
 * central wallet and a venue while the venue has not confirmed (transfer state 2).
 */
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'deposit_clearing',
  'withdrawal_pending',
  'bonus',
  'transfer_pending',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type AccountKind = PlayerAccountKind | SystemAccountKind;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 32 }).$type<AccountKind>().notNull(),
    /** Venue wallets only: the venue's platname. */
    platname: varchar('platname', { length: 32 }),
    /** Fen. Player accounts only (never negative); null for system accounts. */
    balanceFen: bigint('balance_fen', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_shape_ck',
      sql`(${t.kind} = 'central' AND ${t.userId} IS NOT NULL AND ${t.platname} IS NULL AND ${t.balanceFen} IS NOT NULL)
       OR (${t.kind} = 'venue' AND ${t.userId} IS NOT NULL AND ${t.platname} IS NOT NULL AND ${t.balanceFen} IS NOT NULL)
       OR (${t.kind} IN ('house', 'deposit_clearing', 'withdrawal_pending', 'bonus', 'transfer_pending') AND ${t.userId} IS NULL AND ${t.platname} IS NULL AND ${t.balanceFen} IS NULL)`,
    ),
    check('ledger_accounts_balance_ck', sql`${t.balanceFen} IS NULL OR ${t.balanceFen} >= 0`),
    uniqueIndex('ledger_accounts_central_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'central'`),
    uniqueIndex('ledger_accounts_venue_uq')
      .on(t.userId, t.platname)
      .where(sql`${t.kind} = 'venue'`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.kind)
      .where(sql`${t.userId} IS NULL`),
  ],
);

/** One money movement (a transaction header); its postings sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What moved the money, e.g. 'deposit', 'withdrawal', 'transfer_in', 'rebate', 'adjustment'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_kind_idx').on(t.kind, t.createdAt)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed fen: positive credits the account, negative debits it. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_postings_nonzero_ck', sql`${t.amountFen} <> 0`),
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type LedgerPosting = typeof ledgerPostings.$inferSelect;
