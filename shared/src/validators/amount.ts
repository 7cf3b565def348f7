import { compareDecimal, hundredthsToText, parseDecimal, toHundredthsDown, type Decimal } from '../money/decimal';
import type { CheckResult } from './auth';
import { MONEY_LIMITS } from './limits';
import { MSG, formatMessage } from './messages';
import { field, text } from './read-input';

const MAX_AMOUNT: Decimal = { units: BigInt(MONEY_LIMITS.maxAmount), scale: 0 };

/** The amount as an exact decimal, or null when it is empty or not a plain decimal number. */
export const readAmount = (value: unknown): Decimal | null => parseDecimal(text(value));

/**
 * Any money amount in yuan, for client forms and server bodies alike (our addition to the spec), in order:
 * present (请输入金额), a plain decimal number (金额格式不正确), greater than 0 (金额必须大于0), at most
 * 2 decimal places (金额格式不正确), at most 100,000,000 (金额不能超过100000000元).
 * Strings and numbers are accepted; exponent notation is not.
 */
export function checkMoneyAmount(value: unknown): CheckResult {
  if (text(value) === '') return MSG.amountRequired;
  const d = readAmount(value);
  if (!d) return MSG.amountFormat;
  if (d.units <= 0n) return MSG.amountNotPositive;
  if (d.scale > MONEY_LIMITS.maxDecimals) return MSG.amountFormat;
  if (compareDecimal(d, MAX_AMOUNT) > 0) return MSG.amountTooLarge;
  return null;
}

/** A deposit range as the rules use it: exact bounds and the texts the message shows. */
export interface DepositRange {
  min: Decimal;
  max: Decimal;
  /** "100", "10000", or two decimals when the bound has a fraction ("50.50"). */
  minText: string;
  maxText: string;
}

const rangeText = (d: Decimal): string => (d.scale === 0 ? d.units.toString() : hundredthsToText(toHundredthsDown(d)));

/**
 * The deposit range from a loose `{min_price, max_price}` (POST /api/getPayRange). Until it has loaded, or
 * when it is unusable (missing, negative, min above max), the default 100 to 10000 applies.
 */
export function resolveDepositRange(range?: unknown): DepositRange {
  let min = parseDecimal(field(range, 'min_price'));
  let max = parseDecimal(field(range, 'max_price'));
  if (!min || !max || min.units < 0n || compareDecimal(min, max) > 0) {
    min = { units: BigInt(MONEY_LIMITS.defaultDepositMin), scale: 0 };
    max = { units: BigInt(MONEY_LIMITS.defaultDepositMax), scale: 0 };
  }
  return { min, max, minText: rangeText(min), maxText: rangeText(max) };
}

/**
 * A deposit amount against the pay type's range, both ends inclusive (001 §5): anything outside, empty or
 * not a number answers 请输入金额在{min}-{max}之间！ with the limits filled in. Then, ours: at most
 * 2 decimal places, greater than 0 and within the money ceiling (see checkMoneyAmount).
 */
export function checkDepositAmount(amount: unknown, range?: unknown): CheckResult {
  const r = resolveDepositRange(range);
  const d = readAmount(amount);
  if (!d || compareDecimal(d, r.min) < 0 || compareDecimal(d, r.max) > 0) {
    return formatMessage(MSG.depositAmountRange, { min: r.minText, max: r.maxText });
  }
  return checkMoneyAmount(amount);
}
