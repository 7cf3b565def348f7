import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Money between the central wallet and a venue wallet. Transaction records show 'in' as type 3 (转入, into the
 * venue) and 'out' as type 4 (转出). State: 0 failed, 1 success, 2 pending settlement (the venue did not answer;
 * the reconciliation job settles it from the venue's own record of `out_trade_no`).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    platname: varchar('platname', { length: 32 }).notNull(),
    direction: varchar('direction', { length: 3 }).$type<'in' | 'out'>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: smallint('state').notNull().default(2),
    /** 'manual' (transfer page), 'auto' (free transfer on game launch), 'recall' (transall / refresh). */
    source: varchar('source', { length: 16 }).notNull().default('manual'),
    /** The venue's own id of the movement, when it answered. */
    venueRef: varchar('venue_ref', { length: 64 }),
    reason: text('reason').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('transfers_direction_ck', sql`${t.direction} IN ('in', 'out')`),
    check('transfers_amount_ck', sql`${t.amountFen} > 0`),
    check('transfers_state_ck', sql`${t.state} IN (0, 1, 2)`),
    index('transfers_user_idx').on(t.userId, t.createdAt),
    index('transfers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 2`),
  ],
);

/**
 * A bet at a venue, as the venue reports it. Status: 0 invalid, 1 settled, 2 unsettled (sports until the
 * settlement job runs). `winLossFen` is the payout (派彩) returned to the player (0 on a loss); `validBetFen` is
 * what counts for turnover, rebates and VIP. `code` is the contract's `Code` (the game's result/play code).
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: varchar('bet_no', { length: 40 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    platname: varchar('platname', { length: 32 }).notNull(),
    /** realbet, sport, gaming, joker, concise, lottery */
    category: varchar('category', { length: 16 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    betAmountFen: bigint('bet_amount_fen', { mode: 'number' }).notNull(),
    winLossFen: bigint('win_loss_fen', { mode: 'number' }).notNull().default(0),
    validBetFen: bigint('valid_bet_fen', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(2),
    code: varchar('code', { length: 64 }).notNull().default(''),
    /** what the player chose and what came out, for the game page's history */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    betTime: timestamp('bet_time', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** set once the rebate job has counted this bet */
    rebatedAt: timestamp('rebated_at', { withTimezone: true }),
  },
  (t) => [
    check('bets_amount_ck', sql`${t.betAmountFen} > 0 AND ${t.winLossFen} >= 0 AND ${t.validBetFen} >= 0`),
    check('bets_status_ck', sql`${t.status} IN (0, 1, 2)`),
    index('bets_user_idx').on(t.userId, t.betTime),
    index('bets_unsettled_idx')
      .on(t.betTime)
      .where(sql`${t.status} = 2`),
    index('bets_rebate_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 1 AND ${t.rebatedAt} IS NULL`),
  ],
);

/** Pay ways the deposit page offers (`/api/get_pay_way` flags) and their ranges (`/api/getPayRange`). */
export const payChannels = pgTable('pay_channels', {
  /** bank, wechat, alipay, usdt-erc20, usdt-trc20 (the getPayRange types) */
  type: varchar('type', { length: 16 }).primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  minFen: bigint('min_fen', { mode: 'number' }).notNull(),
  maxFen: bigint('max_fen', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where players send deposits: bank accounts (`/api/getpaybank`) and USDT / WeChat / Alipay receiving accounts. */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serial('id').primaryKey(),
    /** bank, wechat, alipay, usdt-erc20, usdt-trc20 */
    channel: varchar('channel', { length: 16 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    /** account number, or the USDT receiving address, or the WeChat/Alipay account */
    accountNo: varchar('account_no', { length: 128 }).notNull(),
    owner: varchar('owner', { length: 64 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('receiving_accounts_channel_idx').on(t.channel, t.sort)],
);

/** Banks a player may pick (`/api/banklist`). */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A player's saved bank card or USDT address (at most 5 of each). */
export const cards = pgTable(
  'cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 1 bank card, 2 USDT address (the getcard types) */
    type: smallint('type').notNull(),
    /** bank name, or 'USDT' */
    bank: varchar('bank', { length: 64 }).notNull(),
    /** card holder, or for USDT the protocol TRC20 / ERC20 */
    bankOwner: varchar('bank_owner', { length: 64 }).notNull(),
    bankNo: varchar('bank_no', { length: 128 }).notNull(),
    bankAddress: varchar('bank_address', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('cards_type_ck', sql`${t.type} IN (1, 2)`),
    index('cards_user_idx').on(t.userId, t.type),
    // a card number or address belongs to one player at a time
    uniqueIndex('cards_number_live_uq')
      .on(t.type, sql`lower(${t.bankNo})`)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * A deposit order. State (transaction type 1): 1 pending review, 2 passed (credited), 3 rejected (or expired one hour
 * after creation without confirmation). `paytype` is the contract's (bank, usdt, wxpay, alipay); `catepay` the USDT
 * protocol (TRC20/ERC20).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    depositNo: varchar('deposit_no', { length: 32 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paytype: varchar('paytype', { length: 16 }).notNull(),
    catepay: varchar('catepay', { length: 16 }).notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** USDT orders: the amount in USDT (2 places, rounded down) at the rate of the order */
    usdtAmount: numeric('usdt_amount', { precision: 18, scale: 2 }),
    usdtRate: numeric('usdt_rate', { precision: 12, scale: 4 }),
    /** bank transfers: what the player says they sent from */
    bank: varchar('bank', { length: 64 }).notNull().default(''),
    bankNo: varchar('bank_no', { length: 64 }).notNull().default(''),
    bankOwner: varchar('bank_owner', { length: 64 }).notNull().default(''),
    bankAddress: varchar('bank_address', { length: 200 }).notNull().default(''),
    receivingAccountId: integer('receiving_account_id').references(() => receivingAccounts.id, {
      onDelete: 'set null',
    }),
    state: smallint('state').notNull().default(1),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposits_amount_ck', sql`${t.amountFen} > 0`),
    check('deposits_state_ck', sql`${t.state} IN (1, 2, 3)`),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 1`),
  ],
);

/**
 * A withdrawal (transaction type 2): 1 pending review (money held in withdrawal_pending), 2 passed (paid out),
 * 3 rejected (money returned). The card is copied so the record survives an unbinding.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.id, { onDelete: 'restrict' }),
    /** 1 bank, 2 USDT */
    cardType: smallint('card_type').notNull(),
    bank: varchar('bank', { length: 64 }).notNull(),
    bankOwner: varchar('bank_owner', { length: 64 }).notNull(),
    bankNo: varchar('bank_no', { length: 128 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    usdtAmount: numeric('usdt_amount', { precision: 18, scale: 2 }),
    usdtFee: numeric('usdt_fee', { precision: 18, scale: 2 }),
    usdtRate: numeric('usdt_rate', { precision: 12, scale: 4 }),
    state: smallint('state').notNull().default(1),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_ck', sql`${t.amountFen} > 0`),
    check('withdrawals_state_ck', sql`${t.state} IN (1, 2, 3)`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 1`),
  ],
);

/**
 * Idempotency-Key: the first answer of a mutating money call, replayed for a retry with the same key by the same
 * player on the same route. `status` 0 while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    route: varchar('route', { length: 64 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    /** sha-256 of the request body: the same key with another body is refused */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    httpStatus: smallint('http_status').notNull().default(0),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_uq').on(t.userId, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type Transfer = typeof transfers.$inferSelect;
export type Bet = typeof bets.$inferSelect;
export type PayChannel = typeof payChannels.$inferSelect;
export type ReceivingAccount = typeof receivingAccounts.$inferSelect;
export type Bank = typeof banks.$inferSelect;
export type Card = typeof cards.$inferSelect;
export type Deposit = typeof deposits.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
