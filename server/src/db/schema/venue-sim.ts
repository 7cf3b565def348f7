import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { users } from './users';

/**
 * The venue simulator's own records: what a game provider keeps on its side. The player's money at a venue is NOT
 * here: the venue wallet is the player's ledger account (kind 'venue'); these tables only hold what the provider
 * itself would know (the transfers it accepted, launch tickets, game sessions, fault switches, sports fixtures).
 */

/**
 * Every transfer the venue was asked to apply, keyed by the platform's out_trade_no, so a repeated call is applied once
 * and `transferStatus` has an answer. status 'done' (accepted) or 'failed' (refused; also written when the platform asks
 * about a number the venue never received, so a late arrival of that number is refused rather than applied).
 */
export const venueSimTransfers = pgTable(
  'venue_sim_transfers',
  {
    outTradeNo: varchar('out_trade_no', { length: 32 }).primaryKey(),
    platname: varchar('platname', { length: 32 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    direction: varchar('direction', { length: 3 }).$type<'in' | 'out'>(),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    status: varchar('status', { length: 8 }).$type<'done' | 'failed'>().notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('venue_sim_transfers_status_ck', sql`${t.status} IN ('done', 'failed')`)],
);

/**
 * One-time launch tickets (2 minutes), bound to a player, the player's login session that asked for it, a venue and a
 * game. Only the hash is stored.
 */
export const venueSimTickets = pgTable(
  'venue_sim_tickets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the login session (`sessions`) the game was launched from: the ticket works only while that session does */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    platname: varchar('platname', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venue_sim_tickets_expires_idx').on(t.expiresAt),
    index('venue_sim_tickets_user_idx').on(t.userId),
    index('venue_sim_tickets_session_idx').on(t.sessionId),
  ],
);

/**
 * A game session at the simulator (a cookie scoped to /venue/<platname>), opened by exchanging a ticket. It ends with
 * the player's login session it came from (`session_id`) and with the account's (`endPlayerSessions`).
 */
export const venueSimSessions = pgTable(
  'venue_sim_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the login session (`sessions`) the game was launched from */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    platname: varchar('platname', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venue_sim_sessions_expires_idx').on(t.expiresAt),
    index('venue_sim_sessions_user_idx').on(t.userId),
    index('venue_sim_sessions_session_idx').on(t.sessionId),
  ],
);

/** Fault injection per venue: 'fail' answers transfer calls with an error, 'hang' never answers them. */
export const venueSimFaults = pgTable(
  'venue_sim_faults',
  {
    platname: varchar('platname', { length: 32 }).primaryKey(),
    mode: varchar('mode', { length: 8 }).$type<'none' | 'fail' | 'hang'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('venue_sim_faults_mode_ck', sql`${t.mode} IN ('none', 'fail', 'hang')`)],
);

/**
 * Sports and e-sports fixtures of the simulator. Odds are fixed when the match is created from hidden probabilities
 * (per 10,000, summing to 10,000) with the house margin on top; the result is drawn once, after `endsAt`, by the
 * sport-settlement job. `outcomes` lists the picks ('home', 'draw', 'away') with their odds (decimal, ×100).
 */
export const venueSimMatches = pgTable(
  'venue_sim_matches',
  {
    id: serial('id').primaryKey(),
    platname: varchar('platname', { length: 32 }).notNull(),
    /** 'sport' or 'gaming' */
    category: varchar('category', { length: 16 }).notNull(),
    league: varchar('league', { length: 64 }).notNull(),
    home: varchar('home', { length: 64 }).notNull(),
    away: varchar('away', { length: 64 }).notNull(),
    outcomes: jsonb('outcomes').$type<{ pick: string; oddsX100: number; weight: number }[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    result: varchar('result', { length: 8 }),
    score: varchar('score', { length: 16 }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('venue_sim_matches_plat_idx').on(t.platname, t.startsAt),
    index('venue_sim_matches_open_idx')
      .on(t.endsAt)
      .where(sql`${t.result} IS NULL`),
  ],
);

export type VenueSimTransfer = typeof venueSimTransfers.$inferSelect;
export type VenueSimMatch = typeof venueSimMatches.$inferSelect;
export type FaultMode = 'none' | 'fail' | 'hang';
export const FAULT_MODES = ['none', 'fail', 'hang'] as const;
