import { USDT_PROTOCOLS } from '../types/labels';
import { checkDepositAmount } from './amount';
import type { CheckResult } from './auth';
import { MSG } from './messages';
import { checkPlainTextFields } from './plain-text';
import { field, text } from './read-input';

/**
 * Bank-transfer deposit (001 §5), in order: depositor name (bank_owner), bank type (bank), card number
 * (bank_no), branch address (bank_address), then the amount within the range (see checkDepositAmount).
 * Field names are those of POST /api/recharge. Ours, after the four fields are present: none holds a refused
 * character (plain-text.ts).
 */
export function checkBankDeposit(input: unknown, range?: unknown): CheckResult {
  if (text(field(input, 'bank_owner')) === '') return MSG.depositorNameRequired;
  if (text(field(input, 'bank')) === '') return MSG.depositBankRequired;
  if (text(field(input, 'bank_no')) === '') return MSG.depositCardNoRequired;
  if (text(field(input, 'bank_address')) === '') return MSG.depositBankAddressRequired;
  const unsafe = checkPlainTextFields(input, ['bank_owner', 'bank', 'bank_no', 'bank_address']);
  if (unsafe) return unsafe;
  return checkDepositAmount(field(input, 'amount'), range);
}

/**
 * A whole POST /api/recharge body: paytype "bank" checks the bank fields and the amount; "usdt" needs a
 * protocol in catepay (TRC20 or ERC20, else 请选择钱包协议, ours) and the amount; every other way only the
 * amount. `range` is that pay type's {min_price, max_price}.
 */
export function checkDeposit(input: unknown, range?: unknown): CheckResult {
  const paytype = text(field(input, 'paytype'));
  if (paytype === 'bank') return checkBankDeposit(input, range);
  if (
    paytype === 'usdt' &&
    !(USDT_PROTOCOLS as readonly string[]).includes(text(field(input, 'catepay')).toUpperCase())
  ) {
    return MSG.usdtProtocolRequired;
  }
  return checkDepositAmount(field(input, 'amount'), range);
}
