import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { users } from './users';

/** Who wrote a support message: the player, a visitor (no account), an operator, or the system (a closing line). */
export const SUPPORT_SENDERS = ['player', 'visitor', 'operator', 'system'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];
export const SUPPORT_STATES = ['open', 'closed'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/**
 * The built-in customer-service chat (plugins/app/support): one conversation per sender, a player (`u:<id>`) or a
 * visitor (`v:<random id kept in the visitor's local storage>`). Closing marks it handled; the sender's next message
 * opens it again, with the whole history kept.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    senderKey: varchar('sender_key', { length: 80 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    visitorId: varchar('visitor_id', { length: 64 }),
    state: varchar('state', { length: 8 }).$type<SupportState>().notNull().default('open'),
    lastSender: varchar('last_sender', { length: 8 }).$type<SupportSender>(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the address that started it (new visitor conversations are limited per address) */
    createdIp: varchar('created_ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_sender_uq').on(t.senderKey),
    check('support_conversations_state_ck', sql`${t.state} IN ('open', 'closed')`),
    check('support_conversations_who_ck', sql`(${t.userId} IS NULL) <> (${t.visitorId} IS NULL)`),
    index('support_conversations_state_idx').on(t.state, t.lastMessageAt),
    index('support_conversations_ip_idx').on(t.createdIp, t.createdAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 8 }).$type<SupportSender>().notNull(),
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Plain text, never markup: the pages write it as text. */
    body: text('body').notNull(),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: varchar('client_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_sender_ck', sql`${t.sender} IN ('player', 'visitor', 'operator', 'system')`),
    check('support_messages_body_ck', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    index('support_messages_rate_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('support_messages_client_uq').on(t.conversationId, t.clientId),
  ],
);

/**
 * The chat's open long polls, so their number is capped across every server instance: a poll claims one of the
 * numbered slots of its scope (`ip:<address>` for visitors, `u:<user id>` for a player) before it waits and deletes it
 * when it ends. A slot whose `expires_at` (a little after the poll's longest wait) has passed is free again, so a
 * crashed server's slots come back by themselves. The primary key decides two claims of one slot.
 */
export const supportPollSlots = pgTable(
  'support_poll_slots',
  {
    scope: varchar('scope', { length: 80 }).notNull(),
    slot: smallint('slot').notNull(),
    /** random, so a poll only ever frees its own claim */
    holder: varchar('holder', { length: 32 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.slot] }), index('support_poll_slots_expires_idx').on(t.expiresAt)],
);

export type SupportConversation = typeof supportConversations.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
