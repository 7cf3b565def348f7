/**
 * `@h5/shared/contract`: the TypeBox schemas of the player calls' answers (and of the bodies the pages build), the one
 * declaration of each contract type. The server imports these values to validate and serialise; `@h5/shared/types`
 * exports their types (`Static<typeof …>`, type-only), which is what the areas import. Never import this entry from
 * front-end code: it brings TypeBox's runtime.
 *
 * Named re-exports, not `export *`: the server loads `@h5/shared` as CommonJS through tsx, and node finds the names of
 * a CommonJS module only when they are spelled out (test/contract.test.ts in the server checks none is missing).
 */
export { MoneyText, ShanghaiDateTime, Flag, UrlDataSchema, paged, NoData } from './common';
export {
  AppInfoSchema,
  UserInfoSchema,
  BalanceDataSchema,
  CaptchaSchema,
  GameCategoryIdSchema,
  GameSchema,
  BannerSchema,
  HomeNoticesSchema,
  RedPacketRuleSchema,
  RedPacketInfoSchema,
  RedPacketClaimDataSchema,
  RedPacketRecordSchema,
  RedPacketRecordPageSchema,
  PromotionTypeSchema,
  PromotionListItemSchema,
  PromotionPageSchema,
  PromotionDetailSchema,
  ActivityApplicationSchema,
  ActivityApplicationPageSchema,
  VipLevelSchema,
  RegisterPayloadSchema,
  LoginPayloadSchema,
  LoginDataSchema,
  GameUrlPayloadSchema,
} from './site';
export {
  VenueSchema,
  TransferDataSchema,
  RecallDataSchema,
  TransferStatusDataSchema,
  BetRecordSchema,
  BetRecordPageSchema,
  ConciseGameSchema,
  RebateRecordSchema,
  RebateDataSchema,
  RebateClaimDataSchema,
  TransactionRecordSchema,
  TransactionRecordPageSchema,
  ReceivingAccountSchema,
  BankListItemSchema,
  PayRangeSchema,
  PayWayFlagsSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  SavedCardSchema,
  CardBoundSchema,
  BetTurnoverSchema,
  WithdrawalCreatedSchema,
  NoticeSchema,
  NoticePageSchema,
  ArticleSchema,
  AgentStatusSchema,
} from './account';
export {
  LimitSettingSchema,
  ProtectionStateSchema,
  ProtectionChangeSchema,
  ProtectionHistoryPageSchema,
  RealityCheckSchema,
} from './protection';
