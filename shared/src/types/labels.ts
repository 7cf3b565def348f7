/**
 * Codes of the contract and the Chinese text the UI shows for them, one place each.
 * Unknown codes read as 未定义 (the spec's own word for codes without a meaning).
 */
import type {
  ConciseProvider,
  DateFilter,
  PayRangeType,
  TransactionType,
  UsdtProtocol,
  WithdrawalTab,
} from './account';
import type { GameCategoryId } from './site';

export const UNDEFINED_LABEL = '未定义';

/** Bet status (001 §4). */
export const BET_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '无效注单',
  1: '已结算',
  2: '未结算',
};

/** Activity application state (001 §4); 0 and 4 show as 未定义. */
export const ACTIVITY_APPLICATION_STATE_LABELS: Readonly<Record<number, string>> = {
  0: UNDEFINED_LABEL,
  1: '待审核',
  2: '已通过',
  3: '已拒绝',
  4: UNDEFINED_LABEL,
};

/** Deposit and withdrawal state (transaction types 1 and 2). */
export const DEPOSIT_WITHDRAW_STATE_LABELS: Readonly<Record<number, string>> = {
  0: UNDEFINED_LABEL,
  1: '待审核',
  2: '审核通过',
  3: '审核拒绝',
};

/** Transfer in/out state (transaction types 3 and 4). */
export const TRANSFER_STATE_LABELS: Readonly<Record<number, string>> = {
  0: '失败',
  1: '成功',
  2: '待结算',
  3: UNDEFINED_LABEL,
};

/** Transaction type filter, in filter order; 1 is the default. */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  1: '存款',
  2: '取款',
  3: '转入',
  4: '转出',
};
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 1;

/** Date filter codes with their label and length in days (today counts as one of them). */
export const DATE_FILTERS: ReadonlyArray<{ code: DateFilter; label: string; days: number }> = [
  { code: 1, label: '今天', days: 1 },
  { code: 2, label: '近7天', days: 7 },
  { code: 3, label: '近15天', days: 15 },
  { code: 4, label: '近30天', days: 30 },
];
export const DATE_FILTER_LABELS: Readonly<Record<DateFilter, string>> = {
  1: '今天',
  2: '近7天',
  3: '近15天',
  4: '近30天',
};
export const DEFAULT_DATE_FILTER: DateFilter = 4;

/** Help-centre articles (/boutBallBetInfo?type), in the help list's order: the one list of their titles (the help
 * centre, the article page's header and the seeded articles use these words). */
export const ARTICLE_TYPES: ReadonlyArray<{ type: number; title: string }> = [
  { type: 7, title: '关于我们' },
  { type: 1, title: '常见问题' },
  { type: 2, title: '隐私政策' },
  { type: 3, title: '免责说明' },
  { type: 4, title: '联系我们' },
  { type: 5, title: '代理加盟' },
  { type: 8, title: '博彩责任' },
];
export const ARTICLE_TITLES: Readonly<Record<number, string>> = Object.fromEntries(
  ARTICLE_TYPES.map((a) => [a.type, a.title]),
);

/** /abouts?type titles (000 §2). */
export const ABOUT_TITLES: Readonly<Record<number, string>> = {
  5: '条款与规则',
  6: '隐私政策',
};

/** The six game categories of the home side menu, in the spec's order (index = menu position). */
export const GAME_CATEGORIES: ReadonlyArray<{ index: number; id: GameCategoryId; label: string }> = [
  { index: 0, id: 'realbet', label: '真人视讯' },
  { index: 1, id: 'sport', label: '体育赛事' },
  { index: 2, id: 'gaming', label: '电子竞技' },
  { index: 3, id: 'joker', label: '棋牌游戏' },
  { index: 4, id: 'concise', label: '电子游艺' },
  { index: 5, id: 'lottery', label: '彩票游戏' },
];

/** The lottery platform shown full width in the lottery list. */
export const FULL_WIDTH_LOTTERY_PLATFORM = 'VR';
/** The platform that opens the internal game page instead of an external URL. */
export const INTERNAL_GAME_PLATFORM = 'avia';

/** Concise (slot) providers, in tab order; obgdy is the default tab. */
export const CONCISE_PROVIDERS: ReadonlyArray<{ code: ConciseProvider; label: string }> = [
  { code: 'obgdy', label: 'OB电子' },
  { code: 'fgdz', label: 'FG电子' },
  { code: 'pp', label: 'PP电子' },
  { code: 'ae', label: 'AE电子' },
];
export const DEFAULT_CONCISE_PROVIDER: ConciseProvider = 'obgdy';

/**
 * Deposit ways. `flag` is the key of GET /api/get_pay_way (absent for the manual way, which is always
 * added), `paytype` what POST /api/recharge sends. The labels are our choice: the spec names the ways in
 * English only.
 */
export type PayWay = 'bank' | 'usdt' | 'wechat' | 'alipay' | 'manual';
export const PAY_WAYS: ReadonlyArray<{
  way: PayWay;
  flag?: 'card' | 'usdt' | 'wechat' | 'alipay';
  paytype: string;
  label: string;
}> = [
  { way: 'bank', flag: 'card', paytype: 'bank', label: '银行卡转账' },
  { way: 'usdt', flag: 'usdt', paytype: 'usdt', label: 'USDT' },
  { way: 'wechat', flag: 'wechat', paytype: 'wxpay', label: '微信支付' },
  { way: 'alipay', flag: 'alipay', paytype: 'alipay', label: '支付宝' },
  { way: 'manual', paytype: 'manual', label: '人工充值' },
];

/** USDT protocols, TRC20 first and default. */
export const USDT_PROTOCOLS: ReadonlyArray<UsdtProtocol> = ['TRC20', 'ERC20'];
export const DEFAULT_USDT_PROTOCOL: UsdtProtocol = 'TRC20';
/** The fixed `bank` value of a saved USDT address. */
export const USDT_CARD_BANK = 'USDT';

/** POST /api/getPayRange type for a deposit way (USDT by protocol). */
export function payRangeType(
  way: 'bank' | 'usdt' | 'wechat' | 'alipay',
  protocol: UsdtProtocol = DEFAULT_USDT_PROTOCOL,
): PayRangeType {
  if (way === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return way;
}

/** Withdrawal tabs. */
export const WITHDRAWAL_TAB_LABELS: Readonly<Record<WithdrawalTab, string>> = {
  1: 'USDT提现',
  2: '银行卡提现',
};

/** The platform (central) wallet's platname in the transfer screen and API. */
export const PLATFORM_WALLET = 'userbalance';
export const PLATFORM_WALLET_NAME = '平台钱包';
/** The 'all platforms' filter entry of the bet, transaction and rebate pages (empty platname). */
export const ALL_PLATFORMS = { name: '全部平台', platname: '' } as const;

/** Password page types: 1 login password, anything else withdrawal password. */
export const PASSWORD_PAGE_TITLES = { login: '修改登录密码', withdrawal: '设置取款密码' } as const;

const label = (map: Readonly<Record<number, string>>, code: unknown): string => {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof n === 'number' && Object.prototype.hasOwnProperty.call(map, n) ? map[n] : UNDEFINED_LABEL;
};

export const betStatusLabel = (status: unknown): string => label(BET_STATUS_LABELS, status);
export const activityApplicationStateLabel = (state: unknown): string =>
  label(ACTIVITY_APPLICATION_STATE_LABELS, state);

/** The state text of a transaction row, read by its type: 1, 2 deposit/withdraw states; 3, 4 transfer states. */
export function transactionStateLabel(type: unknown, state: unknown): string {
  const t = typeof type === 'string' && type.trim() !== '' ? Number(type) : type;
  if (t === 1 || t === 2) return label(DEPOSIT_WITHDRAW_STATE_LABELS, state);
  if (t === 3 || t === 4) return label(TRANSFER_STATE_LABELS, state);
  return UNDEFINED_LABEL;
}

export const transactionTypeLabel = (type: unknown): string => label(TRANSACTION_TYPE_LABELS, type);
export const dateFilterLabel = (code: unknown): string => label(DATE_FILTER_LABELS, code);
export const articleTitle = (type: unknown): string => label(ARTICLE_TITLES, type);
export const aboutTitle = (type: unknown): string => label(ABOUT_TITLES, type);
