import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Back-office roles: finance reviews money, editor edits content and settings, super does both and manages admins. */
export const ADMIN_ROLES = ['finance', 'editor', 'super'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Operators. Separate from players: their own passwords, sessions and tokens. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).$type<AdminRole>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The TOTP shared secret (base32), set when enrolment starts; in use once `totpEnabledAt` is set. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is accepted once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    check('admin_users_role_ck', sql`${t.role} IN ('finance', 'editor', 'super')`),
    uniqueIndex('admin_users_username_uq').on(sql`lower(${t.username})`),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /**
     * What the session still lacks: 'totp' (the password was right, the code is due) or 'enrol' (TOTP is required and
     * this admin has none yet). Null: a full session. A pending session opens only the second-factor routes.
     */
    pending: varchar('pending', { length: 8 }).$type<'totp' | 'enrol'>(),
  },
  (t) => [
    index('admin_sessions_admin_idx').on(t.adminId),
    check('admin_sessions_pending_ck', sql`${t.pending} IS NULL OR ${t.pending} IN ('totp', 'enrol')`),
  ],
);

/** One-time recovery codes of an admin's second factor (10 at enrolment; stored as SHA-256, shown once). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_uq').on(t.adminId, t.codeHash)],
);

/** Every back-office action: who, what, on which object, with which input, and the outcome. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** username at the time (kept when the admin is removed), or 'cli:<user>' for the command line */
    actor: varchar('actor', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 128 }).notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ok: boolean('ok').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action, t.createdAt)],
);

export type AdminUser = typeof adminUsers.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * A balance adjustment above the approval threshold (setting `adjust_approval_above`): requested by one finance
 * admin, moved only when another approves it (state 'pending' → 'approved', with the ledger entry, in one
 * transaction) or dropped when rejected. The requester can never approve their own.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** signed: positive credits the player, negative debits */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    state: varchar('state', { length: 8 }).$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => adminUsers.id, { onDelete: 'restrict' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: varchar('review_reason', { length: 200 }).notNull().default(''),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    check('balance_adjustments_state_ck', sql`${t.state} IN ('pending', 'approved', 'rejected')`),
    check('balance_adjustments_amount_ck', sql`${t.amountFen} <> 0`),
    index('balance_adjustments_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);
