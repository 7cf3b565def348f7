/** Rates and multiples of the rewards (numeric(…,2) columns) applied to fen, exactly (BigInt, no float). */

/** A percentage or multiple with at most 2 decimals (numeric(…,2) columns) as hundredths, e.g. "0.45" → 45. */
export function hundredths(value: string | number): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  if (!m) throw new Error(`not a 2-decimal number: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `floor(fen × h / 10000)`: fen times a percentage given in hundredths of a percent, exact (BigInt). */
export const percentOfFen = (fen: number, percentHundredths: number): number =>
  Number((BigInt(fen) * BigInt(percentHundredths)) / 10000n);
/** `ceil(fen × h / 100)`: fen times a multiple given in hundredths, rounded up (the turnover a reward adds). */
export const multipleOfFen = (fen: number, multipleHundredths: number): number =>
  Number((BigInt(fen) * BigInt(multipleHundredths) + 99n) / 100n);
