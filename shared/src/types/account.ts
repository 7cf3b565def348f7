/**
 * Entities of spec 001 §3 (wallet, deposit, withdrawal, transfer, records, cards, profile, messages,
 * help, partner programme, concise games), with the contract's field names exactly as they travel.
 * The user info of 001 is merged into `UserInfo` in ./site.ts.
 */
import type { Flag, MoneyText, Paged, ShanghaiDateTime } from './api';

/** A venue wallet of POST /api/balancelist. The transfer screen prepends the platform wallet (`userbalance`). */
export interface Venue {
  name: string;
  platname: string;
  balance: MoneyText;
}

/** The password form (/password): old, new and confirmation. Only password and paypassword are sent. */
export interface PasswordForm {
  /** Old password. */
  password: string;
  /** New password. */
  paypassword: string;
  /** Confirmation of the new password (the contract's spelling). */
  newpasword: string;
}

/** POST /api/editPassword and /api/editPayPassword body. */
export type EditPasswordPayload = Pick<PasswordForm, 'password' | 'paypassword'>;

/** A red-packet record of the welfare centre (POST /api/redpacket, paged). */
export interface RedPacketRecord {
  /** Recharge amount. */
  money: MoneyText;
  redpacketmoney: MoneyText;
  /** Recharge time. */
  created_at: ShanghaiDateTime;
  /** Claim time. */
  usetime: ShanghaiDateTime;
}

/** Welfare-centre summary (GET /api/userredpacket). */
export interface RedPacketSummary {
  sendnums: number;
  acquirednum: number;
}

/** Bet status: 0 invalid, 1 settled, 2 unsettled. */
export type BetStatus = 0 | 1 | 2;

/** A bet record row (POST /api/betrecord, paged). The meaning of `Code` is not shown by the spec. */
export interface BetRecord {
  bet_id: string;
  bet_amount: MoneyText;
  win_loss: MoneyText;
  Code: string;
  status: BetStatus;
  bet_time: ShanghaiDateTime;
}

/** Activity application state: 1 pending, 2 passed, 3 rejected; 0 and 4 show as undefined. */
export type ActivityApplicationState = 0 | 1 | 2 | 3 | 4;

/** An activity application row (POST /api/activityApplyLog, paged). */
export interface ActivityApplication {
  activity_name: string;
  created_at: ShanghaiDateTime;
  state: ActivityApplicationState;
}

/** Transaction type filter: 1 deposit (default), 2 withdrawal, 3 transfer in, 4 transfer out. */
export type TransactionType = 1 | 2 | 3 | 4;

/** A transaction row (POST /api/gettransrecord, paged). `state` reads by type, see labels.ts. */
export interface TransactionRecord {
  /** Shown only for deposit and withdrawal. */
  out_trade_no: string;
  amount: MoneyText;
  pay_way: string;
  state: number;
  created_at: ShanghaiDateTime;
}

/** Date filter: 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days (default). */
export type DateFilter = 1 | 2 | 3 | 4;

/** A receiving account shown on the bank-transfer deposit tab (POST /api/getpaybank). */
export interface ReceivingAccount {
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  bank_data: { bank_name: string };
}

/** POST /api/banklist item. */
export interface BankListItem {
  bank_name: string;
}

/** POST /api/getPayRange: deposit limits in yuan. */
export interface PayRange {
  min_price: MoneyText | number;
  max_price: MoneyText | number;
}

/** Pay-range types of POST /api/getPayRange. */
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20';

/** GET /api/get_pay_way: which deposit ways are enabled. */
export interface PayWayFlags {
  card: Flag;
  usdt: Flag;
  wechat: Flag;
  alipay: Flag;
}

/** USDT wallet protocols; TRC20 is the default. Saved cards may carry the legacy value TRC. */
export type UsdtProtocol = 'TRC20' | 'ERC20';

/** POST /api/recharge body. WeChat is sent as wxpay. */
export interface DepositPayload {
  paytype: string;
  amount: MoneyText;
  /** Bank transfer: bank type. */
  bank?: string;
  /** Bank transfer: branch address. */
  bank_address?: string;
  /** Bank transfer: depositor's card number. */
  bank_no?: string;
  /** Bank transfer: depositor's name. */
  bank_owner?: string;
  /** USDT: the protocol. */
  catepay?: UsdtProtocol;
}

/** POST /api/payinfo data. The response message names the pay type (usdtpay means USDT). */
export interface DepositOrder {
  deposit_no: string;
  info: {
    amount: MoneyText;
    created_at: ShanghaiDateTime;
    paytype: string;
  };
  cardlist: {
    /** Receiving address (USDT). */
    mch_id: string;
    /** Wallet protocol (USDT). */
    content: string;
    /** Payment QR image. */
    payimg: string;
  };
}

/** A saved bank card or USDT address (POST /api/getcard, type 1 bank, 2 USDT). */
export interface SavedCard {
  id: number;
  /** Bank name, or the fixed value USDT. */
  bank: string;
  /** Cardholder name, or for USDT the protocol: TRC20, ERC20 or TRC. */
  bank_owner: string;
  /** Card number or USDT address. */
  bank_no: string;
  bank_address: string;
  /** Only sent on bind. */
  pay_pass?: string;
  ico: string;
}

/** POST /api/bindcard body. */
export interface BindCardPayload {
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  pay_pass: string;
}

/** POST /api/getcard type: 1 bank cards, 2 USDT addresses. */
export type CardListType = 1 | 2;

/** POST /api/getBetAmount data: outstanding turnover requirement (打码量). */
export interface BetTurnover {
  bet_amount: MoneyText;
}

/** POST /api/withdraw body. */
export interface WithdrawPayload {
  amount: MoneyText;
  /** Id of the selected saved card or address. */
  bank: number | string;
  /** Payment password. */
  password: string;
}

/** Withdrawal tabs: 1 USDT, 2 bank card. */
export type WithdrawalTab = 1 | 2;

/** POST /api/transfer body: wallet platnames; `userbalance` is the platform wallet. */
export interface TransferPayload {
  amount: MoneyText;
  sourcetype: string;
  targettype: string;
}

/** POST /api/uptransferstatus body. */
export interface TransferStatusPayload {
  transferstatus: Flag;
}

/** A rebate record; state 0 is unclaimed, `updated_at` is the claim time. */
export interface RebateRecord {
  gamename: string;
  money: MoneyText;
  state: number;
  created_at: ShanghaiDateTime;
  updated_at: ShanghaiDateTime;
}

/** POST /api/getfanshui data: paged records plus cumulative received (jisuan) and pending (nojisuan). */
export interface RebateData {
  list: Paged<RebateRecord>;
  jisuan: MoneyText;
  nojisuan: MoneyText;
}

/** POST /api/getfanshui body; api_type empty means all platforms, type is sent empty. */
export interface RebateQuery {
  date: DateFilter;
  page: number;
  api_type: string;
  type: string;
}

/** A rebate platform filter entry. */
export interface RebatePlatform {
  name: string;
  platname: string;
}

/** An inbox message (POST /api/noticeList, paged). */
export interface Notice {
  title: string;
  /** HTML; sanitise before rendering. */
  content: string;
  created_at: ShanghaiDateTime;
}

/** POST /api/article data, requested by type. */
export interface Article {
  /** HTML; sanitise before rendering. */
  content: string;
}

/** POST /api/applyagentdo body. */
export interface PartnerApplication {
  mobile: string;
  apply_info: string;
}

/** POST /api/updateuserinfo body. */
export interface ProfileUpdatePayload {
  email: string;
  mobile: string;
  /** YYYY-MM-DD. */
  birthday: string;
}

/** A concise (slot) game of POST /api/gamelistBycode. */
export interface ConciseGame {
  gamename: string;
  gamepic: string;
  gamecode: string;
  catecode: string;
}

/** Concise providers, in tab order. */
export type ConciseProvider = 'obgdy' | 'fgdz' | 'pp' | 'ae';

/** POST /api/betrecord body. */
export interface BetRecordQuery {
  date: DateFilter;
  page: number;
  api_type: string;
}

/** POST /api/gettransrecord body. */
export interface TransactionRecordQuery {
  date: DateFilter;
  type: TransactionType;
  page: number;
  api_type: string;
}
