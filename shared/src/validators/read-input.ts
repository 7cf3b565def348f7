/**
 * Reading loose input. The server passes raw request bodies, so a "form" may be null, an array, or carry
 * numbers where strings are expected. Nothing here throws.
 */

/** One own field of an object, or undefined. */
export function field(input: unknown, key: string): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  try {
    return Object.prototype.hasOwnProperty.call(input, key) ? (input as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/** A string or finite number as text, untrimmed (passwords keep their spaces); anything else is "". */
export function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** rawText, trimmed: what a name, address or number field holds. */
export const text = (value: unknown): string => rawText(value).trim();

/** Length in characters (code points), so one Chinese character or emoji counts as one. */
export const charCount = (value: string): number => [...value].length;

/** A number or numeric text as a number; anything else (symbols and objects included) is NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}
