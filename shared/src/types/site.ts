/**
 * Entities of spec 000 §3 (app shell, games, login and register, red packet, promotions, VIP),
 * with the contract's field names exactly as they travel.
 */
import type { Flag, MoneyText, ShanghaiDateTime } from './api';

/** Site settings from POST /api/app. */
export interface AppInfo {
  title: string;
  /** 1 open, 0 maintenance (only repair_tips is shown). */
  site_state: Flag;
  repair_tips: string;
  site_logo: string;
  redpacket_switch: Flag;
  index_modal: Flag;
  /** HTML of the welcome popup; sanitise before rendering. */
  webcontent: string;
  h5_url: string;
  ios_download_url: string;
  ios_download_qrcode: string;
}

/**
 * The player as both documents describe it (000 §3 and 001 §3 list overlapping fields; this is their union).
 * Money fields are decimal strings.
 */
export interface UserInfo {
  username: string;
  realname: string;
  mobile: string;
  email: string;
  /** YYYY-MM-DD, may be empty when never set. */
  birthday: string;
  avatar: string;
  /** Central wallet balance. */
  balance: MoneyText;
  /** Game wallet balance (the contract's spelling). */
  gameblance: MoneyText;
  /** Text such as "VIP3"; the part after the letter P is the level. */
  current_vip: string;
  /** VIP level number, 1 and up. */
  vip: number;
  /** Days since joining, shown as "joined for N days". */
  joinday: number;
  /** Cumulative recharge. */
  paysum: MoneyText;
  isagent: Flag;
  /** 1 when automatic free transfer (自动免转) is on. */
  transferstatus: Flag;
  usdtrate: MoneyText;
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: MoneyText;
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: MoneyText;
  /** CNY per USDT used for withdrawals. */
  withdrawusdtrate: MoneyText;
}

/** Category ids of the game lists (000 §3). */
export type GameCategoryId = 'realbet' | 'joker' | 'gaming' | 'sport' | 'lottery' | 'concise';

/** A game or venue tile of the home lists. Listed only when app_state is 1. */
export interface Game {
  category_id: GameCategoryId;
  app_state: number;
  platform_name: string;
  game_code: string;
  mobile_img: string;
}

export interface Banner {
  src: string;
}

/** POST /api/homenotice answers a list of texts. */
export type HomeNotices = string[];

/** POST /api/balance. */
export interface BalanceData {
  balance: MoneyText;
  gameblance: MoneyText;
}

/** One red-packet rule: activity dates, draws per day, turnover multiple, recharge threshold. */
export interface RedPacketRule {
  start_time: ShanghaiDateTime;
  end_time: ShanghaiDateTime;
  day_flow: number;
  flow_money: number | string;
  recharge: MoneyText;
}

/** GET /api/userredpacket. */
export interface RedPacketInfo {
  /** Remaining draws (show 0 when negative). */
  sendnums: number;
  /** Draws already taken. */
  acquirednum: number;
  max_times: number;
  rules: RedPacketRule[];
}

/** POST /api/douserredpacket data. */
export interface RedPacketClaimData {
  redpacketmoney: MoneyText;
}

export interface PromotionType {
  id: number;
  name: string;
}

export interface PromotionListItem {
  id: number;
  title: string;
  banner: string;
}

export interface PromotionDetail {
  id: number;
  title: string;
  banner: string;
  /** HTML; sanitise before rendering. */
  content: string;
  /** HTML notes; sanitise before rendering. */
  memo: string;
}

/** One VIP level of POST /api/uservip; the list is ordered VIP1..VIP10. Rates are maximum rebate percentages. */
export interface VipLevel {
  recharge: MoneyText;
  flow: MoneyText;
  realperson: number | string;
  sport: number | string;
  e_sport: number | string;
  joker: number | string;
  electron: number | string;
  lottery: number | string;
}

/** POST /api/register body. The server adds a captcha id (`captcha_id`, from GET /api/captcha). */
export interface RegisterPayload {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
  /** Referrer id, only when present. */
  pid?: string;
}

/** POST /api/login_pc body. */
export interface LoginPayload {
  name: string;
  password: string;
  code: string;
}

/** Login and register answer the session token. */
export interface LoginData {
  api_token: string;
}

/** POST /api/getGameUrl body. */
export interface GameUrlPayload {
  plat_name: string;
  /** 0 when missing. */
  game_type: string | number;
  game_code: string;
  is_mobile_url: 1;
}
