import { compareDecimal } from '../money/decimal';
import { checkMoneyAmount, readAmount } from './amount';
import type { CheckResult } from './auth';
import { MONEY_LIMITS } from './limits';
import { MSG } from './messages';
import { field, rawText, text, toNumber } from './read-input';

export interface WithdrawalOptions {
  /** 1 USDT withdrawal, 2 bank card withdrawal (anything else reads as 2). */
  tab: unknown;
  /** Ours, optional: the central wallet balance; an amount above it answers 余额不足. */
  balance?: unknown;
}

/**
 * Withdrawal, both tabs (001 §5), in order:
 * 1 a card is selected (`bank`, the saved card id): 请选择USDT地址 on tab 1, 请选择您要提现到的银行卡 on tab 2;
 * 2 the amount is at least 100 (empty or not a number counts as below): 单笔取款不能低于100元;
 *   then, ours, at most 2 decimals and the money ceiling, and not above `balance` when given;
 * 3 the payment password (`password`) is present: 请输入您的支付密码.
 * Field names are those of POST /api/withdraw.
 */
export function checkWithdrawal(input: unknown, options: WithdrawalOptions): CheckResult {
  const card = field(input, 'bank');
  if (text(card) === '')
    return toNumber(options?.tab) === 1 ? MSG.withdrawUsdtAddressRequired : MSG.withdrawBankCardRequired;

  const amount = readAmount(field(input, 'amount'));
  if (!amount || compareDecimal(amount, { units: BigInt(MONEY_LIMITS.minWithdrawal), scale: 0 }) < 0)
    return MSG.withdrawMinAmount;
  const amountProblem = checkMoneyAmount(field(input, 'amount'));
  if (amountProblem) return amountProblem;
  if (options?.balance !== undefined) {
    const balance = readAmount(options?.balance);
    if (!balance || compareDecimal(amount, balance) > 0) return MSG.insufficientBalance;
  }

  if (rawText(field(input, 'password')) === '') return MSG.withdrawPayPasswordRequired;
  return null;
}
