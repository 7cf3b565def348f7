import { sql } from 'drizzle-orm';
import {
  bigint,
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

/** Operator-editable settings, one row per key (see plugins/app/site-settings.ts for the known keys). */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Home carousel (`/api/bannerList`, type 2 is the home carousel). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  src: text('src').notNull(),
  type: smallint('type').notNull().default(2),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const NOTICE_KINDS = ['home', 'inbox'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** 'home': the scrolling announcement texts; 'inbox': message-centre messages (user_id null = every player). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<NoticeKind>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull().default(''),
    /** Plain text for 'home'; sanitised HTML for 'inbox'. */
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notices_kind_ck', sql`${t.kind} IN ('home', 'inbox')`),
    index('notices_kind_idx').on(t.kind, t.createdAt),
    index('notices_user_idx').on(t.userId),
  ],
);

/** Game categories, as the contract names them (`category_id`). */
export const GAME_CATEGORIES = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** A game venue (platform); each player may hold one venue wallet per venue. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    platname: varchar('platname', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 64 }).notNull(),
    category: varchar('category', { length: 16 }).$type<GameCategory>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('venues_category_ck', sql`${t.category} IN ('realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery')`),
  ],
);

/** Lobby tiles (one per venue for most categories) and concise slot games (many per provider). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    categoryId: varchar('category_id', { length: 16 }).$type<GameCategory>().notNull(),
    platformName: varchar('platform_name', { length: 32 }).notNull(),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    mobileImg: text('mobile_img').notNull().default(''),
    /** Concise slot games only: the provider tab (obgdy, fgdz, pp, ae). */
    catecode: varchar('catecode', { length: 16 }),
    /** 1 visible, 0 hidden (contract field app_state). */
    appState: smallint('app_state').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('games_category_ck', sql`${t.categoryId} IN ('realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery')`),
    uniqueIndex('games_platform_code_uq').on(t.platformName, t.gameCode),
    index('games_category_idx').on(t.categoryId, t.sort),
    index('games_catecode_idx').on(t.catecode, t.sort),
  ],
);

export const promotionTypes = pgTable('promotion_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * What a promotion pays (stored as JSON in promotions.bonus), always from the bonus account through the ledger, with
 * flowMultiple × bonus added to the turnover requirement:
 * - a percentage (percent > 0): percent % of a qualifying deposit (≥ minDepositFen), capped at maxFen; computed on the
 *   player's first confirmed deposit when the application is approved, or else on the next qualifying deposit;
 * - a fixed amount (amountFen > 0, percent 0): paid when the application is approved.
 * An operator may name another amount when approving. Each application is paid at most once (bonus_paid_at).
 */
export interface PromotionBonus {
  percent: number;
  maxFen: number;
  minDepositFen: number;
  flowMultiple: number;
  amountFen?: number;
}

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => promotionTypes.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 100 }).notNull(),
    banner: text('banner').notNull().default(''),
    /** Sanitised HTML (detail section). */
    content: text('content').notNull().default(''),
    /** Sanitised HTML (notes section). */
    memo: text('memo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The bonus the promotion carries, if any (see PromotionBonus). */
    bonus: jsonb('bonus').$type<PromotionBonus | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_type_idx').on(t.typeId, t.sort)],
);

/** VIP levels 1..10: cumulative thresholds (fen) and maximum rebate rates (percent) per category. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    rechargeFen: bigint('recharge_fen', { mode: 'number' }).notNull(),
    flowFen: bigint('flow_fen', { mode: 'number' }).notNull(),
    /** Turnover needed over 90 days to keep the level. */
    retentionFlowFen: bigint('retention_flow_fen', { mode: 'number' }).notNull().default(0),
    realperson: numeric('realperson', { precision: 5, scale: 2 }).notNull(),
    sport: numeric('sport', { precision: 5, scale: 2 }).notNull(),
    eSport: numeric('e_sport', { precision: 5, scale: 2 }).notNull(),
    joker: numeric('joker', { precision: 5, scale: 2 }).notNull(),
    electron: numeric('electron', { precision: 5, scale: 2 }).notNull(),
    lottery: numeric('lottery', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [check('vip_levels_level_ck', sql`${t.level} BETWEEN 1 AND 10`)],
);

/**
 * Help-centre and legal articles, keyed by slug. The contract's numeric types map to slugs in
 * ARTICLE_TYPES (`/api/article` type) and ABOUT_TYPES (`/abouts?type=`), which disagree on 5.
 */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 32 }).notNull().unique(),
  title: varchar('title', { length: 100 }).notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ARTICLE_SLUGS = [
  'about-us',
  'faq',
  'privacy',
  'disclaimer',
  'contact',
  'agent',
  'responsible-gambling',
  'terms',
] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

/** Spec 001 help centre: 7 about us, 1 common questions, 2 privacy, 3 disclaimer, 4 contact, 5 agent joining, 8 responsible gambling. */
export const ARTICLE_TYPES: Record<number, ArticleSlug> = {
  1: 'faq',
  2: 'privacy',
  3: 'disclaimer',
  4: 'contact',
  5: 'agent',
  7: 'about-us',
  8: 'responsible-gambling',
};
/** Spec 000 /abouts: 5 terms and rules, 6 privacy policy. */
export const ABOUT_TYPES: Record<number, ArticleSlug> = { 5: 'terms', 6: 'privacy' };

/**
 * Red-packet rules: within [startsAt, endsAt], a player whose qualifying deposits reach
 * rechargeFen gets dayFlow draws a day; each prize adds flowMultiple × prize to the turnover requirement.
 */
export const redpacketRules = pgTable(
  'redpacket_rules',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rechargeFen: bigint('recharge_fen', { mode: 'number' }).notNull(),
    dayFlow: integer('day_flow').notNull(),
    flowMultiple: numeric('flow_multiple', { precision: 6, scale: 2 }).notNull(),
    minPrizeFen: bigint('min_prize_fen', { mode: 'number' }).notNull(),
    maxPrizeFen: bigint('max_prize_fen', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('redpacket_rules_prize_ck', sql`${t.minPrizeFen} > 0 AND ${t.maxPrizeFen} >= ${t.minPrizeFen}`),
    check('redpacket_rules_draws_ck', sql`${t.dayFlow} > 0`),
  ],
);

export type SiteSetting = typeof siteSettings.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Notice = typeof notices.$inferSelect;
export type Venue = typeof venues.$inferSelect;
export type Game = typeof games.$inferSelect;
export type PromotionType = typeof promotionTypes.$inferSelect;
export type Promotion = typeof promotions.$inferSelect;
export type VipLevel = typeof vipLevels.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type RedpacketRule = typeof redpacketRules.$inferSelect;
