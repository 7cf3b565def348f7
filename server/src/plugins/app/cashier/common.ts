import { randomBytes } from 'node:crypto';
import { HttpError, badRequest } from '#app/lib/http-error';
import { rules } from '#app/lib/validators';
import { money, time } from './shared';

/** Messages of the cashier that are not client validation rules (those come from @h5/shared/validators). */
export const CASHIER_MESSAGES = {
  payTypeUnknown: '支付方式不存在',
  payTypeClosed: '该支付方式暂未开放',
  noReceivingAccount: '暂无可用的收款账户，请联系在线客服',
  manualDeposit: '人工充值请联系在线客服',
  tooManyOpenDeposits: '您有5笔未完成的充值订单，请完成支付或等待订单过期后再试',
  depositNotFound: '订单不存在',
  depositAlreadyConfirmed: '该订单已确认入账',
  depositAlreadyClosed: '该订单已被拒绝或已过期',
  depositExpired: '订单已超过1小时未确认，已失效',
  reasonRequired: '请输入拒绝原因',
  withdrawalNotFound: '取款订单不存在',
  withdrawalDone: '该取款订单已处理',
  cardNotFound: '银行卡不存在或已解绑',
  withdrawCardNotFound: '提现账户不存在，请重新选择',
  cardTypeInvalid: '参数错误：type 取值无效',
  bankUnknown: '请选择正确的银行',
  cardTakenBank: '该银行卡已被其他账户绑定',
  cardTakenUsdt: '该USDT地址已被其他账户绑定',
  cardAlreadyBound: '您已绑定过该账户，无需重复绑定',
  payPasswordWrong: '支付密码错误',
  payPasswordThrottled: '支付密码错误次数过多，请15分钟后再试',
  turnoverOutstanding: '您还需完成 {amount} 元打码量才能取款',
  usdtFeeTooHigh: '取款金额不足以支付USDT手续费',
  venueUnknown: '场馆不存在',
  recordTypeInvalid: '参数错误：type 取值无效',
  pageInvalid: '参数错误：page 超出范围',
  bound: '绑定成功',
  unbound: '解绑成功',
  withdrawSubmitted: '提交成功，等待后台审核',
  rangeInverted: '最低金额不能大于最高金额',
  channelNotFound: '支付通道不存在',
  receivingAccountNotFound: '收款账户不存在',
  bankNotFound: '银行不存在',
  bankExists: '该银行已存在',
  accountNoRequired: '请输入收款账号',
  bankNameRequired: '请输入银行名称',
  channelInvalid: '收款通道不正确',
} as const;

/** The amount of a body in fen, after the shared money rule (present, a plain number, > 0, ≤ 2 decimals, ≤ 1e8). */
export function amountFen(value: unknown): number {
  const problem = rules.checkMoneyAmount(value);
  if (problem) throw badRequest(problem);
  const fen = money.yuanToFen(value);
  if (fen === null) throw badRequest(rules.MSG.amountFormat);
  return fen;
}

/** A positive integer id sent as a number or numeric text; null when it is anything else. */
export function readId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** A small integer code (1, '1') or null. */
export function readCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,6}\s*$/.test(value)) return Number(value);
  return null;
}

export { PER_PAGE, paged, type Paged } from '#app/lib/paging';
export const MAX_PAGE = 1_000_000;

/** page ≥ 1 (absent or '' means 1); anything else is a 400. */
export function readPage(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const n = readCode(value);
  if (n === null || n < 1 || n > MAX_PAGE) throw badRequest(CASHIER_MESSAGES.pageInvalid);
  return n;
}

export const formatTime = (at: Date | null | undefined): string => (at ? time.formatShanghai(at) : '');

/** 32 symbols without 0/O and 1/I: 5 bits each. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += NUMBER_ALPHABET[b & 31];
  return out;
}

/**
 * Order numbers: a letter, the Shanghai date, then random characters. Deposit numbers are the only key of the
 * unguarded payment-info page, so they carry 20 random characters (100 bits): unguessable, not enumerable.
 */
export function newDepositNo(now = new Date()): string {
  return `D${time.formatShanghaiDate(now).replaceAll('-', '')}${randomCode(20)}`;
}

export function newWithdrawalNo(now = new Date()): string {
  return `W${time.formatShanghaiDate(now).replaceAll('-', '')}${randomCode(16)}`;
}

export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string) => new HttpError(404, message);
