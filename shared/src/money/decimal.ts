/**
 * Exact decimal numbers for money arithmetic: a value is `units / 10^scale` with `units` a bigint.
 * Nothing here goes through floating point, so 0.3 / 0.1 is exactly 3.
 */
export interface Decimal {
  /** Signed integer of the value's digits. */
  units: bigint;
  /** Number of digits after the point, trailing zeros removed. */
  scale: number;
}

/** Longer inputs are not money; refusing them keeps bigint work bounded on raw request bodies. */
const MAX_INPUT_LENGTH = 40;
const DECIMAL_TEXT = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * Reads a decimal from a string such as "1234.5", " 12. ", ".5", "-3" or a finite number.
 * Exponent notation ("1e5", or numbers JavaScript prints that way) and anything else answer null.
 */
export function parseDecimal(input: unknown): Decimal | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else if (typeof input === 'bigint') {
    text = input.toString();
  } else {
    return null;
  }
  if (text.length === 0 || text.length > MAX_INPUT_LENGTH) return null;
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return null;
  const sign = m[1] === '-' ? -1n : 1n;
  const whole = m[2] ?? '0';
  const fraction = (m[3] ?? m[4] ?? '').replace(/0+$/, '');
  const units = BigInt(whole + fraction) * sign;
  return { units, scale: fraction.length };
}

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** The value in hundredths, or null when it has more than two decimal places. */
export function toHundredths(d: Decimal): bigint | null {
  if (d.scale > 2) return null;
  return d.units * pow10(2 - d.scale);
}

/** The value in hundredths rounded toward zero (extra decimal places are dropped). */
export function toHundredthsDown(d: Decimal): bigint {
  if (d.scale <= 2) return d.units * pow10(2 - d.scale);
  return d.units / pow10(d.scale - 2);
}

/** Hundredths as a two-decimal string: 123450n → "1234.50", -5n → "-0.05". */
export function hundredthsToText(h: bigint): string {
  const negative = h < 0n;
  const abs = negative ? -h : h;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * pow10(scale - a.scale);
  const y = b.units * pow10(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}
