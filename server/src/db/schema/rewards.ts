import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { promotions, redpacketRules } from './content';
import { users } from './users';

/**
 * Rebate (返水) records: for each Asia/Shanghai day and venue, settled valid bets × the player's VIP rate for that
 * category. State 0 unclaimed, 1 claimed (`/api/dofanshui`; updated_at is the claim time).
 */
export const rebates = pgTable(
  'rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** the Shanghai business day the bets belong to */
    day: date('day', { mode: 'string' }).notNull(),
    platname: varchar('platname', { length: 32 }).notNull(),
    /** the venue's display name at computation time (contract field gamename) */
    gamename: varchar('gamename', { length: 64 }).notNull(),
    category: varchar('category', { length: 16 }).notNull(),
    validBetFen: bigint('valid_bet_fen', { mode: 'number' }).notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: smallint('state').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rebates_amount_ck', sql`${t.amountFen} > 0`),
    check('rebates_state_ck', sql`${t.state} IN (0, 1)`),
    uniqueIndex('rebates_user_day_venue_uq').on(t.userId, t.day, t.platname),
    index('rebates_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One red-packet draw taken (`/api/douserredpacket`), listed in the welfare centre (`/api/redpacket`). */
export const redpacketClaims = pgTable(
  'redpacket_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ruleId: integer('rule_id').references(() => redpacketRules.id, { onDelete: 'set null' }),
    /** the Shanghai day of the draw window */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1-based draw number of that day: (user, day, seq) is unique, so parallel claims cannot exceed the allowance */
    seq: integer('seq').notNull(),
    /** qualifying deposits that granted the draw (contract `money`) */
    rechargeFen: bigint('recharge_fen', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** when the qualifying deposit was made (contract created_at is the recharge time) */
    rechargeAt: timestamp('recharge_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('redpacket_claims_amount_ck', sql`${t.amountFen} > 0 AND ${t.seq} > 0`),
    uniqueIndex('redpacket_claims_user_day_seq_uq').on(t.userId, t.day, t.seq),
    index('redpacket_claims_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Applications to a promotion (`/api/doactivityapply`): 1 pending review, 2 passed, 3 rejected. */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    state: smallint('state').notNull().default(1),
    /** the deposit bonus paid for this application, if the promotion defines one */
    bonusFen: bigint('bonus_fen', { mode: 'number' }).notNull().default(0),
    bonusPaidAt: timestamp('bonus_paid_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_applications_state_ck', sql`${t.state} IN (1, 2, 3)`),
    uniqueIndex('activity_applications_user_promo_uq').on(t.userId, t.promotionId),
    index('activity_applications_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every VIP level change, with why (promotion, demotion, operator). */
export const vipChanges = pgTable(
  'vip_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vip_changes_user_idx').on(t.userId, t.createdAt)],
);

/** Runs of the scheduled jobs (rebate, VIP, expiry, reconciliation, settlement): what ran, for which period, outcome. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: varchar('job', { length: 32 }).notNull(),
    /**
     * A scheduled run: the start of the period it ran for (ISO, from the database's clock), unique per job, so each
     * period runs once over every instance (plugins/app/scheduler.ts). '' for a run asked by an operator.
     */
    period: varchar('period', { length: 32 }).notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [
    index('job_runs_job_idx').on(t.job, t.startedAt),
    uniqueIndex('job_runs_period_uq')
      .on(t.job, t.period)
      .where(sql`${t.period} <> ''`),
  ],
);

export type Rebate = typeof rebates.$inferSelect;
export type RedpacketClaim = typeof redpacketClaims.$inferSelect;
export type ActivityApplication = typeof activityApplications.$inferSelect;
export type VipChange = typeof vipChanges.$inferSelect;
export type JobRun = typeof jobRuns.$inferSelect;
