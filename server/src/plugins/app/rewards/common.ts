import { sql } from 'drizzle-orm';
import type { Tx } from '#app/db/client';
import { users } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { parseYuan } from '#app/lib/money';
import { rules } from '#app/lib/validators';

/** Shanghai time helpers from `@h5/shared/time` (see lib/shared.ts). */
import { time } from '#app/lib/shared';

export { time };

export const DAY_MS = 24 * 3600 * 1000;
export { PER_PAGE, offsetOf, paged } from '#app/lib/paging';

/** `page` in a body: an integer ≥ 1 (strings of digits accepted, since clients send either). */
export const pageSchema = { anyOf: [{ type: 'integer', minimum: 1, maximum: 1_000_000 }, { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }] } as const;
export const readPage = (v: unknown): number => (v === undefined || v === null || v === '' ? 1 : Number(v));

/** The Shanghai calendar date (`YYYY-MM-DD`) of an instant. */
export const shanghaiDate = (at: Date | number): string => time.formatShanghaiDate(at);
/** Shanghai midnight starting the day of an instant. */
export const startOfDay = (at: Date | number): Date => new Date(time.startOfShanghaiDay(typeof at === 'number' ? at : at.getTime()));
/** `YYYY-MM-DD HH:mm:ss` in Shanghai time ('' for null). */
export const stamp = (at: Date | null | undefined): string => (at ? time.formatShanghai(at) : '');

/** A money input in yuan (string or number) → fen, with the shared rule's Chinese message on refusal. */
export function amountFen(value: unknown, field: string): number {
  const msg = rules.checkMoneyAmount(value);
  if (msg) throw new HttpError(400, `${field}：${msg}`);
  const fen = parseYuan(String(value));
  if (fen === null) throw new HttpError(400, `${field}：金额格式不正确`);
  return fen;
}

/** A percentage or multiple with at most 2 decimals (numeric(…,2) columns) as hundredths, e.g. "0.45" → 45. */
export function hundredths(value: string | number): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  if (!m) throw new Error(`not a 2-decimal number: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `floor(fen × h / 10000)`: fen times a percentage given in hundredths of a percent, exact (BigInt). */
export const percentOfFen = (fen: number, percentHundredths: number): number => Number((BigInt(fen) * BigInt(percentHundredths)) / 10000n);
/** `ceil(fen × h / 100)`: fen times a multiple given in hundredths, rounded up (the turnover a reward adds). */
export const multipleOfFen = (fen: number, multipleHundredths: number): number =>
  Number((BigInt(fen) * BigInt(multipleHundredths) + 99n) / 100n);

/** Adds to the player's outstanding turnover requirement (打码量). Run after the ledger posting (lock order: ledger accounts, then the user row). */
export async function addTurnoverRequired(tx: Tx, userId: number, fen: number): Promise<void> {
  if (fen <= 0) return;
  await tx
    .update(users)
    .set({ turnoverRequiredFen: sql`${users.turnoverRequiredFen} + ${fen}::bigint` })
    .where(sql`${users.id} = ${userId}`);
}
