/**
 * The answers and bodies of spec 001 §3 and §7 (wallet, transfers, deposit, withdrawal, records, cards, rebates,
 * profile, messages, help, partner programme, concise games), with the contract's field names exactly as they travel.
 * Same rules as ./site.ts: every field the server sends is named (optional when no page reads it).
 */
import { Type } from 'typebox';
import { Flag, MoneyText, paged, ShanghaiDateTime } from './common';

/** A venue wallet of POST /api/balancelist and POST /api/userapimoney/{code}. */
export const VenueSchema = Type.Object({ name: Type.String(), platname: Type.String(), balance: MoneyText });

/** POST /api/transfer data: the transfer as it stands (state 1 done, 2 pending; type 3 in, 4 out). */
export const TransferDataSchema = Type.Object({
  out_trade_no: Type.String(),
  amount: MoneyText,
  state: Type.Integer(),
  platname: Type.String(),
  type: Type.Integer(),
});

/** POST /api/transall data: what came back to the central wallet, and what is still on its way. */
export const RecallDataSchema = Type.Object({ amount: MoneyText, pending: Type.Optional(MoneyText) });

/** POST /api/uptransferstatus data: the switch as it now stands. */
export const TransferStatusDataSchema = Type.Object({ transferstatus: Flag });

/** A bet record row (POST /api/betrecord, paged). The meaning of `Code` is not shown by the spec. */
export const BetRecordSchema = Type.Object({
  bet_id: Type.String(),
  bet_amount: MoneyText,
  win_loss: MoneyText,
  Code: Type.String(),
  /** 0 invalid, 1 settled, 2 unsettled (`BetStatus`; read through `betStatusLabel`). */
  status: Type.Integer(),
  bet_time: ShanghaiDateTime,
  /** The venue's platname (not read by the pages). */
  api_type: Type.Optional(Type.String()),
  /** The venue's name (not read by the pages). */
  name: Type.Optional(Type.String()),
});
export const BetRecordPageSchema = paged(BetRecordSchema);

/** A concise (slot) game of POST /api/gamelistBycode. */
export const ConciseGameSchema = Type.Object({
  gamename: Type.String(),
  gamepic: Type.String(),
  gamecode: Type.String(),
  catecode: Type.String(),
});

/** A rebate record; state 0 is unclaimed, `updated_at` is the claim time ('' before). */
export const RebateRecordSchema = Type.Object({
  /** Not read by the pages. */
  id: Type.Optional(Type.Integer()),
  gamename: Type.String(),
  /** Not read by the pages. */
  platname: Type.Optional(Type.String()),
  /** The day the rebate is for, YYYY-MM-DD (not read by the pages). */
  day: Type.Optional(Type.String()),
  money: MoneyText,
  /** The valid turnover it was computed on (not read by the pages). */
  valid_bet: Type.Optional(MoneyText),
  /** The rate in percent (not read by the pages). */
  rate: Type.Optional(Type.String()),
  state: Type.Integer(),
  created_at: ShanghaiDateTime,
  updated_at: ShanghaiDateTime,
});

/** POST /api/getfanshui data: paged records plus cumulative received (jisuan) and pending (nojisuan). */
export const RebateDataSchema = Type.Object({
  list: paged(RebateRecordSchema),
  jisuan: MoneyText,
  nojisuan: MoneyText,
});

/** POST /api/dofanshui data: what was paid and for how many records. */
export const RebateClaimDataSchema = Type.Object({ money: MoneyText, records: Type.Integer() });

/** A transaction row (POST /api/gettransrecord, paged). `state` reads by type, see labels.ts. */
export const TransactionRecordSchema = Type.Object({
  /** Shown only for deposit and withdrawal. */
  out_trade_no: Type.String(),
  amount: MoneyText,
  pay_way: Type.String(),
  state: Type.Integer(),
  created_at: ShanghaiDateTime,
});
export const TransactionRecordPageSchema = paged(TransactionRecordSchema);

/** A receiving account shown on the bank-transfer deposit tab (POST /api/getpaybank). */
export const ReceivingAccountSchema = Type.Object({
  bank_no: Type.String(),
  bank_owner: Type.String(),
  bank_address: Type.String(),
  bank_data: Type.Object({ bank_name: Type.String() }),
});

/** POST /api/banklist item. */
export const BankListItemSchema = Type.Object({ bank_name: Type.String() });

/** POST /api/getPayRange: deposit limits in yuan. */
export const PayRangeSchema = Type.Object({
  min_price: Type.Unsafe<MoneyTextOrNumber>(MoneyText),
  max_price: Type.Unsafe<MoneyTextOrNumber>(MoneyText),
});
/** Older answers sent limits as numbers; the server sends decimal text. */
type MoneyTextOrNumber = string | number;

/** GET /api/get_pay_way: which deposit ways are enabled. */
export const PayWayFlagsSchema = Type.Object({ card: Flag, usdt: Flag, wechat: Flag, alipay: Flag });

/** POST /api/recharge data (the deposit number is also the answer's `message`). */
export const DepositCreatedSchema = Type.Object({ deposit_no: Type.String() });

/** POST /api/payinfo data. The answer's message names the pay type (usdtpay means USDT). */
export const DepositOrderSchema = Type.Object({
  deposit_no: Type.String(),
  info: Type.Object({
    amount: MoneyText,
    created_at: ShanghaiDateTime,
    paytype: Type.String(),
    /** The pay way's label. */
    pay_way: Type.Optional(Type.String()),
    /** 1 pending, 2 confirmed, 3 rejected or expired. */
    state: Type.Optional(Type.Integer()),
    /** When an unpaid order expires. */
    expire_at: Type.Optional(ShanghaiDateTime),
    /** USDT orders: the amount in USDT and the rate used. */
    usdt_amount: Type.Optional(Type.String()),
    usdt_rate: Type.Optional(Type.String()),
  }),
  cardlist: Type.Object({
    /** Receiving address (USDT) or account number. */
    mch_id: Type.String(),
    /** Wallet protocol (USDT), bank name (bank) or the account's owner. */
    content: Type.String(),
    /** Payment QR image (a data: URL). */
    payimg: Type.String(),
    /** Bank orders: the receiving account's owner and branch. */
    bank_owner: Type.Optional(Type.String()),
    bank_address: Type.Optional(Type.String()),
  }),
});

/** A saved bank card or USDT address (POST /api/getcard, type 1 bank, 2 USDT). */
export const SavedCardSchema = Type.Object({
  id: Type.Integer(),
  /** Bank name, or the fixed value USDT. */
  bank: Type.String(),
  /** Cardholder name, or for USDT the protocol: TRC20, ERC20 or TRC. */
  bank_owner: Type.String(),
  /** Card number or USDT address, masked to the last 4. */
  bank_no: Type.String(),
  bank_address: Type.String(),
  /** Only sent on bind. */
  pay_pass: Type.Optional(Type.String()),
  ico: Type.String(),
});

/** POST /api/bindcard data: the new card's id. */
export const CardBoundSchema = Type.Object({ id: Type.Integer() });

/** POST /api/getBetAmount data: outstanding turnover requirement (打码量). */
export const BetTurnoverSchema = Type.Object({ bet_amount: MoneyText });

/** POST /api/withdraw data: the new withdrawal's number. */
export const WithdrawalCreatedSchema = Type.Object({ out_trade_no: Type.String() });

/** An inbox message (POST /api/noticeList, paged). */
export const NoticeSchema = Type.Object({
  /** Not read by the pages. */
  id: Type.Optional(Type.Integer()),
  title: Type.String(),
  /** HTML; sanitise before rendering. */
  content: Type.String(),
  created_at: ShanghaiDateTime,
});
export const NoticePageSchema = paged(NoticeSchema);

/** POST /api/article data, requested by type. */
export const ArticleSchema = Type.Object({
  title: Type.Optional(Type.String()),
  /** HTML; sanitise before rendering. */
  content: Type.String(),
});

/** POST /api/applyagentinfo data (ours): whether the player is an agent, and their application (state 0 none, 1 pending, 2 approved, 3 rejected). */
export const AgentStatusSchema = Type.Object({
  isagent: Type.Integer(),
  /** 0 none, 1 pending, 2 approved, 3 rejected. */
  state: Type.Integer(),
  mobile: Type.String(),
  apply_info: Type.String(),
  created_at: Type.String(),
  reviewed_at: Type.String(),
});
