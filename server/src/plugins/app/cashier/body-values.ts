import { badRequest } from '#app/lib/http-error';
import { CASHIER_MESSAGES } from './messages';

/**
 * Values the cashier pages send either as JSON numbers or as text (`1` or `'1'`): read leniently, refused with the
 * cashier's Chinese message when they are anything else.
 */

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

export const MAX_PAGE = 1_000_000;

/** page ≥ 1 (absent or '' means 1); anything else is a 400. */
export function readPage(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const n = readCode(value);
  if (n === null || n < 1 || n > MAX_PAGE) throw badRequest(CASHIER_MESSAGES.pageInvalid);
  return n;
}
