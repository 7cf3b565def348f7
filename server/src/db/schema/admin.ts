import { sql } from 'drizzle-orm';
import {
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
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
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
