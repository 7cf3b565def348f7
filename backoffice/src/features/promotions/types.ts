/**
 * What the promotions pages read (server/src/routes/admin/{promotions,rewards,content}, plugins/app/rewards/admin.ts,
 * promotion-schedule.ts, plugins/app/content/resources.ts). Money is yuan as the server's two-decimal strings.
 */

/** plugins/app/rewards/promotion-catalogue.ts promotionState */
export type PromotionState = 'scheduled' | 'running' | 'ended' | 'withdrawn';

/** One row of GET /promotion-board; times '' when the bound is open. */
export interface BoardRow {
  id: number;
  title: string;
  enabled: boolean;
  starts_at: string;
  ends_at: string;
  state: PromotionState;
  /** the type's name */
  type: string;
  applications: number;
  pending: number;
}

/** A promotion's bonus as the server answers it: a percentage of a deposit, or a fixed amount paid on approval. */
export type PromotionBonus =
  | { percent: number; max: string; min_deposit: string; flow_multiple: number }
  | { amount: string; flow_multiple: number };

/** GET /promotions/:id */
export interface Promotion {
  id: number;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  memo: string;
  sort: number;
  enabled: boolean;
  starts_at: string;
  ends_at: string;
  bonus: PromotionBonus | null;
  created_at: string;
}

/** What POST /promotions and PATCH /promotions/:id take (a PATCH only the fields that change). */
export interface PromotionBody {
  type_id?: number;
  title?: string;
  banner?: string;
  content?: string;
  memo?: string;
  sort?: number;
  enabled?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  bonus?: Record<string, string> | null;
}

/** POST /promotions/:id/schedule and /retire answer */
export interface ScheduleView {
  id: number;
  title: string;
  enabled: boolean;
  starts_at: string;
  ends_at: string;
  state: PromotionState;
}

export interface PromotionType {
  id: number;
  name: string;
  sort: number;
}

/** 1 待审核, 2 已通过, 3 已拒绝 */
export type ApplicationState = 1 | 2 | 3;

/** One row of GET /applications (10 a page) */
export interface Application {
  id: number;
  user_id: number;
  username: string;
  activity_id: number;
  activity_name: string;
  state: ApplicationState;
  reason: string | null;
  bonus: string;
  bonus_paid_at: string;
  reviewed_at: string;
  created_at: string;
}

export interface Decision {
  reason?: string;
  bonus?: string;
  flow_multiple?: string;
}

/** GET /redpacket-rules */
export interface RedpacketRule {
  id: number;
  start_time: string;
  end_time: string;
  /** the deposits needed, yuan */
  recharge: string;
  /** draws a day */
  day_flow: number;
  /** turnover multiple of a prize */
  flow_money: string;
  min_prize: string;
  max_prize: string;
  enabled: boolean;
}

export type RedpacketRuleBody = Partial<Omit<RedpacketRule, 'id'>>;

/** The rebate rates of a VIP level, by game category (percent) */
export const RATE_FIELDS = [
  ['realperson', '真人'],
  ['sport', '体育'],
  ['e_sport', '电竞'],
  ['joker', '棋牌'],
  ['electron', '电子'],
  ['lottery', '彩票'],
] as const;
export type RateField = (typeof RATE_FIELDS)[number][0];

/** GET /vip-levels */
export type VipLevel = {
  level: number;
  name: string;
  /** cumulative deposits, yuan */
  recharge: string;
  /** cumulative valid turnover, yuan */
  flow: string;
  /** turnover of 90 days that keeps the level, yuan */
  retention_flow: string;
} & Record<RateField, string>;
