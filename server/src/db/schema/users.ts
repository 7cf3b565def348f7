import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A player. Money is never stored here: wallets are ledger accounts (see ledger.ts). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    realname: varchar('realname', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash').notNull(),
    mobile: varchar('mobile', { length: 32 }).notNull().default(''),
    email: varchar('email', { length: 128 }).notNull().default(''),
    /** YYYY-MM-DD, or null when the player has not set it. */
    birthday: varchar('birthday', { length: 10 }),
    avatar: text('avatar').notNull().default(''),
    vip: smallint('vip').notNull().default(1),
    /** When the VIP level last changed (promotion is at most one level a day). */
    vipChangedAt: timestamp('vip_changed_at', { withTimezone: true }),
    /** Outstanding turnover requirement (打码量, `/api/getBetAmount`), in fen: deposits and rewards add to it, valid bets reduce it; withdrawals need it at 0. */
    turnoverRequiredFen: bigint('turnover_required_fen', { mode: 'number' }).notNull().default(0),
    /** Cumulative confirmed deposits, in fen. */
    paysumFen: bigint('paysum_fen', { mode: 'number' }).notNull().default(0),
    isAgent: boolean('is_agent').notNull().default(false),
    /** Auto free-transfer (自动免转). */
    autoTransfer: boolean('auto_transfer').notNull().default(false),
    referrerId: bigint('referrer_id', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    registerIp: varchar('register_ip', { length: 64 }).notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
    /**
     * Set while an operator has locked the player (back office): login is refused and every session ended with the lock
     * (`endPlayerSessions`). Null when the account is usable.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The operator's reason for the lock ('' when not locked). */
    lockReason: varchar('lock_reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Demo888" cannot register when "demo888" exists.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_referrer_idx').on(t.referrerId),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
