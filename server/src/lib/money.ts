import { money } from './shared';

/** Money is integer fen everywhere except on the wire, where it is a two-decimal string ("1234.50"). */
export const formatFen = (fen: number | bigint): string => money.fenToYuan(fen);

/** Parses "12", "12.3" or "12.34" (no sign, at most 2 decimals) into fen; null when malformed. */
export function parseYuan(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
