/**
 * Money helpers shared by the front end and the server. Amounts are yuan (CNY) as decimal strings on the
 * wire and integer fen in arithmetic and storage; USDT amounts are rounded DOWN to 2 decimals (spec 001 §5,
 * §9). Every computation here is exact (bigint), never float.
 */
import { hundredthsToText, parseDecimal, pow10, toHundredths, toHundredthsDown } from './decimal';

/**
 * Yuan to integer fen, exactly: "1234.5" → 123450, 0.1 → 10. Trailing zeros do not count as decimals
 * ("1.500" is 150). More than two decimal places, non-numbers and amounts beyond the safe-integer range
 * answer null. Fen is a plain `number`: the largest allowed amount (see MONEY_LIMITS) is far below 2^53.
 */
export function yuanToFen(value: unknown): number | null {
  const d = parseDecimal(value);
  if (!d) return null;
  const fen = toHundredths(d);
  if (fen === null) return null;
  if (fen > BigInt(Number.MAX_SAFE_INTEGER) || fen < -BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(fen);
}

/** Integer fen to a two-decimal yuan string: 123450 → "1234.50". A non-integer throws (a programming error). */
export function fenToYuan(fen: number | bigint): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen))
    throw new TypeError(`fen must be a safe integer, got ${fen}`);
  return hundredthsToText(BigInt(fen));
}

/** A yuan amount as the wire's two-decimal string ("12.5" → "12.50"), or null when it is not exact money. */
export function normalizeYuan(value: unknown): string | null {
  const fen = yuanToFen(value);
  return fen === null ? null : fenToYuan(fen);
}

/** "1234567.50" → "1,234,567.50"; the sign and the decimals are kept. */
export function formatThousands(text: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!m) return text;
  return m[1] + m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (m[3] ?? '');
}

/**
 * A yuan amount for display with two decimals: "12.5" → "12.50", 1234.5 with thousands → "1,234.50".
 * Extra decimal places are cut off, never rounded up (the player is never shown more than there is).
 * Anything that is not a number shows as "0.00".
 */
export function formatYuan(value: unknown, options: { thousands?: boolean } = {}): string {
  const d = parseDecimal(value);
  const text = d ? hundredthsToText(toHundredthsDown(d)) : '0.00';
  return options.thousands ? formatThousands(text) : text;
}

/** The USDT equivalent in hundredths of USDT, rounded down; null when either side is missing, or not positive. */
function equivalentHundredths(amount: unknown, rate: unknown): bigint | null {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (!a || !r || a.units <= 0n || r.units <= 0n) return null;
  // (a.units / 10^a.scale) / (r.units / 10^r.scale) * 100, floored; both sides are positive.
  return (a.units * pow10(r.scale) * 100n) / (r.units * pow10(a.scale));
}

/**
 * USDT equivalent of a yuan amount at a rate in yuan per USDT, rounded DOWN to 2 decimals:
 * usdtEquivalent('100', '7.2') → "13.88". "0.00" when the amount is empty, not a positive number, or the
 * rate is missing or not positive.
 */
export function usdtEquivalent(amount: unknown, rate: unknown): string {
  return hundredthsToText(equivalentHundredths(amount, rate) ?? 0n);
}

/**
 * What the player actually receives for a USDT withdrawal: the rounded-down equivalent minus the fee
 * (in USDT), rounded down to 2 decimals, never below "0.00". A missing or invalid fee counts as 0.
 */
export function usdtActualReceived(amountCny: unknown, rate: unknown, fee: unknown): string {
  const eq = equivalentHundredths(amountCny, rate);
  if (eq === null) return '0.00';
  const f = parseDecimal(fee);
  if (!f || f.units <= 0n) return hundredthsToText(eq);
  const scale = Math.max(2, f.scale);
  const net = eq * pow10(scale - 2) - f.units * pow10(scale - f.scale);
  return net <= 0n ? '0.00' : hundredthsToText(net / pow10(scale - 2));
}

/** The user-info fields that carry the USDT withdrawal fees. */
export interface UsdtFees {
  /** ERC20 fee in USDT. */
  withdrawcashfee?: unknown;
  /** TRC20 fee in USDT. */
  withdrawfeeusdttrc?: unknown;
}

/**
 * The per-withdrawal USDT fee for a protocol (spec 001 §9): withdrawcashfee for ERC20, withdrawfeeusdttrc
 * for anything else (TRC20, the legacy TRC). Answers the field as text, or "0" when it is missing.
 */
export function usdtWithdrawFee(protocol: unknown, fees: UsdtFees | null | undefined): string {
  const raw =
    String(protocol ?? '')
      .trim()
      .toUpperCase() === 'ERC20'
      ? fees?.withdrawcashfee
      : fees?.withdrawfeeusdttrc;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim();
  return '0';
}

/**
 * A card number or USDT address masked down to its last 4 characters, always in the same shape so that
 * the length of the number is not revealed: "6222020200001234" → "**** **** 1234". Spaces in the input
 * are ignored; an empty or missing number answers "".
 */
export function maskCardNo(no: unknown): string {
  const text =
    typeof no === 'string' || (typeof no === 'number' && Number.isFinite(no)) ? String(no).replace(/\s+/g, '') : '';
  if (text === '') return '';
  return `**** **** ${[...text].slice(-4).join('')}`;
}
