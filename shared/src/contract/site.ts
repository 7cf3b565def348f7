/**
 * The answers and bodies of spec 000 §3 and §7 (app shell, accounts, games, red packet, promotions, VIP), with the
 * contract's field names exactly as they travel. The server validates and serialises with these schemas; the areas
 * read their types (`Static`) from `@h5/shared/types`.
 *
 * A response schema is also a filter: the server drops every property an object schema does not name. So each
 * schema lists every field the server sends, including those no page reads yet (marked optional, "not read by the
 * pages"), and the server's tests compare each answer with what its producer returned.
 */
import { Type } from 'typebox';
import { Flag, MoneyText, paged, ShanghaiDateTime } from './common';

/** POST /api/app: the site's settings. */
export const AppInfoSchema = Type.Object({
  title: Type.String(),
  /** 1 open, 0 maintenance (only repair_tips is shown). */
  site_state: Flag,
  repair_tips: Type.String(),
  site_logo: Type.String(),
  redpacket_switch: Flag,
  index_modal: Flag,
  /** HTML of the welcome popup (sanitised by the server; the page sanitises again before rendering). */
  webcontent: Type.String(),
  h5_url: Type.String(),
  ios_download_url: Type.String(),
  ios_download_qrcode: Type.String(),
});

/**
 * POST /api/user and /api/refreshusermoney: the player as both documents describe it (000 §3 and 001 §3 list
 * overlapping fields; this is their union). Money fields are decimal strings.
 */
export const UserInfoSchema = Type.Object({
  username: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  /** YYYY-MM-DD, '' when never set. */
  birthday: Type.String(),
  avatar: Type.String(),
  /** Central wallet balance. */
  balance: MoneyText,
  /** Game wallet balance (the contract's spelling). */
  gameblance: MoneyText,
  /** Text such as "VIP3"; the part after the letter P is the level. */
  current_vip: Type.String(),
  /** VIP level number, 1 and up. */
  vip: Type.Integer(),
  /** Days since joining, shown as "joined for N days". */
  joinday: Type.Integer(),
  /** Cumulative recharge. */
  paysum: MoneyText,
  isagent: Flag,
  /** 1 when automatic free transfer (自动免转) is on. */
  transferstatus: Flag,
  usdtrate: MoneyText,
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: MoneyText,
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: MoneyText,
  /** CNY per USDT used for withdrawals. */
  withdrawusdtrate: MoneyText,
});

/** POST /api/balance: the two balances the shell polls. */
export const BalanceDataSchema = Type.Object({ balance: MoneyText, gameblance: MoneyText });

/** GET /api/captcha: `img` is a data: URL (SVG); `id` goes back with the code as `captcha_id`. */
export const CaptchaSchema = Type.Object({ id: Type.String(), img: Type.String() });

/** Category ids of the game lists (000 §3). */
export const GameCategoryIdSchema = Type.Unsafe<'realbet' | 'joker' | 'gaming' | 'sport' | 'lottery' | 'concise'>({
  type: 'string',
  enum: ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'],
});

/** A game or venue tile of GET /api/game/list. Listed only when app_state is 1. */
export const GameSchema = Type.Object({
  category_id: GameCategoryIdSchema,
  app_state: Type.Integer(),
  platform_name: Type.String(),
  game_code: Type.String(),
  mobile_img: Type.String(),
  /** The tile's name. */
  name: Type.Optional(Type.String()),
});

/** An item of POST /api/bannerList. */
export const BannerSchema = Type.Object({ src: Type.String() });

/** POST /api/homenotice answers a list of texts. */
export const HomeNoticesSchema = Type.Array(Type.String());

/** One red-packet rule: activity dates, draws per day, turnover multiple, recharge threshold. */
export const RedPacketRuleSchema = Type.Object({
  /** YYYY-MM-DD. */
  start_time: Type.String(),
  end_time: Type.String(),
  day_flow: Type.Integer(),
  /** The turnover multiple, a decimal as text. */
  flow_money: Type.Unsafe<number | string>(Type.String()),
  recharge: MoneyText,
});

/** GET /api/userredpacket. */
export const RedPacketInfoSchema = Type.Object({
  /** Remaining draws (show 0 when negative). */
  sendnums: Type.Integer(),
  /** Draws already taken. */
  acquirednum: Type.Integer(),
  max_times: Type.Integer(),
  /** Today's recharge (not read by the pages). */
  recharge: Type.Optional(MoneyText),
  /** Where today stands in the draw window: not_started, open or ended (not read by the pages). */
  state: Type.Optional(Type.String()),
  rules: Type.Array(RedPacketRuleSchema),
});

/** POST /api/douserredpacket data. */
export const RedPacketClaimDataSchema = Type.Object({ redpacketmoney: MoneyText });

/** A red-packet record of the welfare centre (POST /api/redpacket, paged). */
export const RedPacketRecordSchema = Type.Object({
  /** Not read by the pages. */
  id: Type.Optional(Type.Integer()),
  /** Recharge amount. */
  money: MoneyText,
  redpacketmoney: MoneyText,
  /** Recharge time. */
  created_at: ShanghaiDateTime,
  /** Claim time. */
  usetime: ShanghaiDateTime,
});
export const RedPacketRecordPageSchema = paged(RedPacketRecordSchema);

/** POST /api/activitytype item. */
export const PromotionTypeSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** An item of POST /api/activitylist. */
export const PromotionListItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  banner: Type.String(),
  type_id: Type.Optional(Type.Integer()),
});

/** POST /api/activitylist: the running promotions (all on one page). */
export const PromotionPageSchema = Type.Object({
  data: Type.Array(PromotionListItemSchema),
  total: Type.Integer(),
  last_page: Type.Integer(),
  current_page: Type.Optional(Type.Integer()),
  per_page: Type.Optional(Type.Integer()),
});

/** POST /api/activitydeatil (the contract's spelling). */
export const PromotionDetailSchema = Type.Object({
  id: Type.Integer(),
  type_id: Type.Optional(Type.Integer()),
  title: Type.String(),
  banner: Type.String(),
  /** HTML; sanitise before rendering. */
  content: Type.String(),
  /** HTML notes; sanitise before rendering. */
  memo: Type.String(),
});

/** An activity application row (POST /api/activityApplyLog, paged). */
export const ActivityApplicationSchema = Type.Object({
  /** Not read by the pages. */
  id: Type.Optional(Type.Integer()),
  /** The promotion's id (not read by the pages). */
  activity_id: Type.Optional(Type.Integer()),
  activity_name: Type.String(),
  created_at: ShanghaiDateTime,
  /** 1 pending, 2 passed, 3 rejected (`ActivityApplicationState`; read through `activityApplicationStateLabel`). */
  state: Type.Integer(),
  /** The bonus paid for it (not read by the pages). */
  bonus: Type.Optional(MoneyText),
});
export const ActivityApplicationPageSchema = paged(ActivityApplicationSchema);

/** A rate or multiple as the server sends it: a decimal as text (older answers sent numbers). */
const Rate = Type.Unsafe<number | string>(Type.String());

/** One VIP level of POST /api/uservip; the list is ordered VIP1..VIP10. Rates are maximum rebate percentages. */
export const VipLevelSchema = Type.Object({
  /** Not read by the pages. */
  level: Type.Optional(Type.Integer()),
  /** "VIP3" (not read by the pages). */
  name: Type.Optional(Type.String()),
  recharge: MoneyText,
  flow: MoneyText,
  /** Turnover to keep the level (not read by the pages). */
  retention_flow: Type.Optional(MoneyText),
  realperson: Rate,
  sport: Rate,
  e_sport: Rate,
  joker: Rate,
  electron: Rate,
  lottery: Rate,
});

/** POST /api/register body as the page builds it. The server adds a captcha id (`captcha_id`, from GET /api/captcha). */
export const RegisterPayloadSchema = Type.Object({
  name: Type.String(),
  password: Type.String(),
  confirmPass: Type.String(),
  realname: Type.String(),
  paypassword: Type.String(),
  code: Type.String(),
  /** Referrer id, only when present. */
  pid: Type.Optional(Type.String()),
});

/** POST /api/login_pc body as the page builds it (plus `captcha_id`). */
export const LoginPayloadSchema = Type.Object({ name: Type.String(), password: Type.String(), code: Type.String() });

/** Login and register answer the session token. */
export const LoginDataSchema = Type.Object({ api_token: Type.String() });

/** POST /api/getGameUrl body. */
export const GameUrlPayloadSchema = Type.Object({
  plat_name: Type.String(),
  /** 0 when missing. */
  game_type: Type.Union([Type.String(), Type.Number()]),
  game_code: Type.String(),
  is_mobile_url: Type.Literal(1),
});
