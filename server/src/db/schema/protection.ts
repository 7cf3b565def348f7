import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Player protection (issue 22): the limits a player set on himself. One row per limit: `kind` deposit / loss (fen, a
 * `period` day / week / month) or session (minutes, period ''), or reality (the reality-check interval in minutes,
 * 0 = off, period ''). `value` null = no limit. A looser change waits in `pending_value` until `pending_at`
 * (`pending_at` null: nothing pending; `pending_value` null with a `pending_at`: a removal). The rules are
 * @h5/shared/validators' protection.ts.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull().default(''),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('player_limits_kind_ck', sql`${t.kind} IN ('deposit', 'loss', 'session', 'reality')`),
    check('player_limits_period_ck', sql`${t.period} IN ('', 'day', 'week', 'month')`),
  ],
);

/**
 * A time-out or a self-exclusion. Active while `now < ends_at`; a self-exclusion stays in force after `ends_at` until
 * the player asks to reopen (`reopen_asked_at`) and `reopen_at` (24 hours after asking) has passed. Rows are never
 * updated except to record that request: nobody can shorten one.
 */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** the choice the player made: 24h, 7d, 30d, 6w or 6m, 1y, 2y, 5y */
    choice: varchar('choice', { length: 4 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reopenAskedAt: timestamp('reopen_asked_at', { withTimezone: true }),
    reopenAt: timestamp('reopen_at', { withTimezone: true }),
  },
  (t) => [
    index('player_blocks_user_idx').on(t.userId, t.endsAt),
    check('player_blocks_kind_ck', sql`${t.kind} IN ('timeout', 'exclusion')`),
  ],
);

/** Every change of a player's protection: who (the player, or an operator whose attempt was refused), when, before, after. */
export const protectionLog = pgTable(
  'protection_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'player', or 'admin:<id>' */
    actor: varchar('actor', { length: 32 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protection_log_user_idx').on(t.userId, t.id)],
);
