/**
 * Entities of spec 001 §3 (wallet, deposit, withdrawal, transfer, records, cards, profile, messages,
 * help, partner programme, concise games), with the contract's field names exactly as they travel.
 * The user info of 001 is merged into `UserInfo` in ./site.ts. The answers are the types of their schemas in
 * `@h5/shared/contract` (type-only imports: no area bundles TypeBox); the bodies the pages build are declared here.
 */
import type { Static } from 'typebox';
import type {
  AgentStatusSchema,
  ArticleSchema,
  BankListItemSchema,
  BetRecordSchema,
  BetTurnoverSchema,
  CardBoundSchema,
  ConciseGameSchema,
  DepositCreatedSchema,
  DepositOrderSchema,
  NoticeSchema,
  PayRangeSchema,
  PayWayFlagsSchema,
  RebateClaimDataSchema,
  RebateDataSchema,
  RebateRecordSchema,
  ReceivingAccountSchema,
  RecallDataSchema,
  SavedCardSchema,
  TransactionRecordSchema,
  TransferDataSchema,
  TransferStatusDataSchema,
  VenueSchema,
  WithdrawalCreatedSchema,
} from '../contract/account';
import type { ActivityApplicationSchema, RedPacketRecordSchema } from '../contract/site';
import type { Flag, MoneyText } from './api';

/** A venue wallet of POST /api/balancelist. The transfer screen prepends the platform wallet (`userbalance`). */
export type Venue = Static<typeof VenueSchema>;

/** POST /api/transfer data. */
export type TransferData = Static<typeof TransferDataSchema>;

/** POST /api/transall data. */
export type RecallData = Static<typeof RecallDataSchema>;

/** POST /api/uptransferstatus data. */
export type TransferStatusData = Static<typeof TransferStatusDataSchema>;

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
export type RedPacketRecord = Static<typeof RedPacketRecordSchema>;

/** Welfare-centre summary (GET /api/userredpacket). */
export interface RedPacketSummary {
  sendnums: number;
  acquirednum: number;
}

/** Bet status: 0 invalid, 1 settled, 2 unsettled. */
export type BetStatus = 0 | 1 | 2;

/** A bet record row (POST /api/betrecord, paged). The meaning of `Code` is not shown by the spec. */
export type BetRecord = Static<typeof BetRecordSchema>;

/** Activity application state: 1 pending, 2 passed, 3 rejected; 0 and 4 show as undefined. */
export type ActivityApplicationState = 0 | 1 | 2 | 3 | 4;

/** An activity application row (POST /api/activityApplyLog, paged). */
export type ActivityApplication = Static<typeof ActivityApplicationSchema>;

/** Transaction type filter: 1 deposit (default), 2 withdrawal, 3 transfer in, 4 transfer out. */
export type TransactionType = 1 | 2 | 3 | 4;

/** A transaction row (POST /api/gettransrecord, paged). `state` reads by type, see labels.ts. */
export type TransactionRecord = Static<typeof TransactionRecordSchema>;

/** Date filter: 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days (default). */
export type DateFilter = 1 | 2 | 3 | 4;

/** A receiving account shown on the bank-transfer deposit tab (POST /api/getpaybank). */
export type ReceivingAccount = Static<typeof ReceivingAccountSchema>;

/** POST /api/banklist item. */
export type BankListItem = Static<typeof BankListItemSchema>;

/** POST /api/getPayRange: deposit limits in yuan. */
export type PayRange = Static<typeof PayRangeSchema>;

/** Pay-range types of POST /api/getPayRange. */
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20';

/** GET /api/get_pay_way: which deposit ways are enabled. */
export type PayWayFlags = Static<typeof PayWayFlagsSchema>;

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

/** POST /api/recharge data. */
export type DepositCreated = Static<typeof DepositCreatedSchema>;

/** POST /api/payinfo data. The response message names the pay type (usdtpay means USDT). */
export type DepositOrder = Static<typeof DepositOrderSchema>;

/** A saved bank card or USDT address (POST /api/getcard, type 1 bank, 2 USDT). */
export type SavedCard = Static<typeof SavedCardSchema>;

/** POST /api/bindcard data. */
export type CardBound = Static<typeof CardBoundSchema>;

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
export type BetTurnover = Static<typeof BetTurnoverSchema>;

/** POST /api/withdraw body. */
export interface WithdrawPayload {
  amount: MoneyText;
  /** Id of the selected saved card or address. */
  bank: number | string;
  /** Payment password. */
  password: string;
}

/** POST /api/withdraw data. */
export type WithdrawalCreated = Static<typeof WithdrawalCreatedSchema>;

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
export type RebateRecord = Static<typeof RebateRecordSchema>;

/** POST /api/getfanshui data: paged records plus cumulative received (jisuan) and pending (nojisuan). */
export type RebateData = Static<typeof RebateDataSchema>;

/** POST /api/dofanshui data. */
export type RebateClaimData = Static<typeof RebateClaimDataSchema>;

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
export type Notice = Static<typeof NoticeSchema>;

/** POST /api/article data, requested by type. */
export type Article = Static<typeof ArticleSchema>;

/** POST /api/applyagentinfo data (ours). */
export type AgentStatus = Static<typeof AgentStatusSchema>;

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
export type ConciseGame = Static<typeof ConciseGameSchema>;

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
