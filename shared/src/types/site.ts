/**
 * Entities of spec 000 §3 (app shell, games, login and register, red packet, promotions, VIP), with the contract's
 * field names exactly as they travel. Each is the type of its schema in `@h5/shared/contract` (the one declaration,
 * which the server validates and serialises with): type-only imports, so no area bundles TypeBox.
 */
import type { Static } from 'typebox';
import type {
  AppInfoSchema,
  BalanceDataSchema,
  BannerSchema,
  CaptchaSchema,
  GameCategoryIdSchema,
  GameSchema,
  GameUrlPayloadSchema,
  HomeNoticesSchema,
  LoginDataSchema,
  LoginPayloadSchema,
  PromotionDetailSchema,
  PromotionListItemSchema,
  PromotionPageSchema,
  PromotionTypeSchema,
  RedPacketClaimDataSchema,
  RedPacketInfoSchema,
  RedPacketRuleSchema,
  RegisterPayloadSchema,
  UserInfoSchema,
  VipLevelSchema,
} from '../contract/site';

/** Site settings from POST /api/app. */
export type AppInfo = Static<typeof AppInfoSchema>;

/**
 * The player as both documents describe it (000 §3 and 001 §3 list overlapping fields; this is their union).
 * Money fields are decimal strings.
 */
export type UserInfo = Static<typeof UserInfoSchema>;

/** Category ids of the game lists (000 §3). */
export type GameCategoryId = Static<typeof GameCategoryIdSchema>;

/** A game or venue tile of the home lists. Listed only when app_state is 1. */
export type Game = Static<typeof GameSchema>;

export type Banner = Static<typeof BannerSchema>;

/** POST /api/homenotice answers a list of texts. */
export type HomeNotices = Static<typeof HomeNoticesSchema>;

/** POST /api/balance. */
export type BalanceData = Static<typeof BalanceDataSchema>;

/** GET /api/captcha. */
export type CaptchaData = Static<typeof CaptchaSchema>;

/** One red-packet rule: activity dates, draws per day, turnover multiple, recharge threshold. */
export type RedPacketRule = Static<typeof RedPacketRuleSchema>;

/** GET /api/userredpacket. */
export type RedPacketInfo = Static<typeof RedPacketInfoSchema>;

/** POST /api/douserredpacket data. */
export type RedPacketClaimData = Static<typeof RedPacketClaimDataSchema>;

export type PromotionType = Static<typeof PromotionTypeSchema>;

export type PromotionListItem = Static<typeof PromotionListItemSchema>;

/** POST /api/activitylist data. */
export type PromotionPage = Static<typeof PromotionPageSchema>;

export type PromotionDetail = Static<typeof PromotionDetailSchema>;

/** One VIP level of POST /api/uservip; the list is ordered VIP1..VIP10. Rates are maximum rebate percentages. */
export type VipLevel = Static<typeof VipLevelSchema>;

/** POST /api/register body. The server adds a captcha id (`captcha_id`, from GET /api/captcha). */
export type RegisterPayload = Static<typeof RegisterPayloadSchema>;

/** POST /api/login_pc body. */
export type LoginPayload = Static<typeof LoginPayloadSchema>;

/** Login and register answer the session token. */
export type LoginData = Static<typeof LoginDataSchema>;

/** POST /api/getGameUrl body. */
export type GameUrlPayload = Static<typeof GameUrlPayloadSchema>;
