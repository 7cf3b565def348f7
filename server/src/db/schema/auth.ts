import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A login session. The api_token itself is never stored, only its SHA-256 (hex). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most once a minute; idle expiry is 24 h after it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry (7 days after creation). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Server-issued captchas: single use, 5 minute life. */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    answer: varchar('answer', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Every attempt limiter and per-address rate limit (plugins/app/attempts): an attempt is reserved ('pending') before
 * the expensive check and marked 'failed' or 'ok' after it; rate-limit hits are 'hit'. Shared by every server.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'login', 'pay', 'admin', or a rate limit ('rate:captcha', …) */
    scope: varchar('scope', { length: 24 }).notNull(),
    /** the account the secret belongs to (lower-case name, user id …); '' for rate limits */
    account: varchar('account', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** 'pending' | 'failed' | 'ok' | 'hit' */
    state: varchar('state', { length: 8 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.scope, t.account, t.createdAt),
    index('auth_attempts_ip_idx').on(t.scope, t.ip, t.createdAt),
    index('auth_attempts_created_idx').on(t.createdAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type Captcha = typeof captchas.$inferSelect;
