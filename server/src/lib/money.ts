import { badRequest } from './http-error';
import { money } from './h5-shared';
import { rules } from './validators';

/** The shared money helpers (`@h5/shared/money`): the same rounding and USDT arithmetic as the pages. */
export { money };

/** Money is integer fen everywhere except on the wire, where it is a two-decimal string ("1234.50"). */
export const formatFen = (fen: number | bigint): string => money.fenToYuan(fen);

/**
 * A money input in yuan (a JSON string or number) → fen, after the one money rule (present, a plain number,
 * > 0, at most 2 decimals, ≤ 100,000,000): otherwise a 400 with the rule's Chinese message, prefixed with
 * `field：` when the form has several amounts.
 */
export function amountFen(value: unknown, field?: string): number {
  const prefix = field ? `${field}：` : '';
  const problem = rules.checkMoneyAmount(value);
  if (problem) throw badRequest(prefix + problem);
  const fen = money.yuanToFen(value);
  if (fen === null) throw badRequest(prefix + rules.MSG.amountFormat);
  return fen;
}
