import { compareDecimal } from '../money/decimal';
import { PLATFORM_WALLET } from '../types/labels';
import { checkMoneyAmount, readAmount } from './amount';
import type { CheckResult } from './auth';
import { MSG } from './messages';
import { field, text } from './read-input';

/**
 * Transfer between wallets (001 §5), field names of POST /api/transfer, in order:
 * amount present (请输入操作金额！); ours: a valid amount (see checkMoneyAmount) and both wallets chosen
 * (请选择钱包); one side must be the platform wallet `userbalance` (场馆内钱包不支持互转); ours: the two
 * sides differ (转出钱包和转入钱包不能相同) and, when `balance` (the source wallet's) is given, the amount
 * fits in it (余额不足).
 */
export function checkTransfer(input: unknown, options: { balance?: unknown } = {}): CheckResult {
  const rawAmount = field(input, 'amount');
  if (text(rawAmount) === '') return MSG.transferAmountRequired;
  const amountProblem = checkMoneyAmount(rawAmount);
  if (amountProblem) return amountProblem;

  const source = text(field(input, 'sourcetype'));
  const target = text(field(input, 'targettype'));
  if (source === '' || target === '') return MSG.transferWalletRequired;
  if (source !== PLATFORM_WALLET && target !== PLATFORM_WALLET) return MSG.transferBetweenVenues;
  if (source === target) return MSG.transferSameWallet;

  if (options?.balance !== undefined) {
    const balance = readAmount(options?.balance);
    const amount = readAmount(rawAmount)!;
    if (!balance || compareDecimal(amount, balance) > 0) return MSG.insufficientBalance;
  }
  return null;
}
