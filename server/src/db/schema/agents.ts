import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** 1 pending review, 2 approved (the player is made an agent), 3 rejected. */
export const AGENT_APPLICATION_STATES = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * Partner (agent) programme applications (`/api/applyagentdo`, migration 0008): one per player (unique index), so
 * parallel submissions store one row. Text is stored as the player typed it (plain text, escaped on display).
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 32 }).notNull(),
    applyInfo: varchar('apply_info', { length: 600 }).notNull(),
    state: smallint('state').notNull().default(1),
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    reviewedBy: varchar('reviewed_by', { length: 64 }).notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agent_applications_state_ck', sql`${t.state} IN (1, 2, 3)`),
    uniqueIndex('agent_applications_user_uq').on(t.userId),
    index('agent_applications_state_idx').on(t.state, t.createdAt),
  ],
);

export type AgentApplication = typeof agentApplications.$inferSelect;
