import type { FastifyRequest } from 'fastify';
import { badRequest } from '#app/lib/http-error';
import type { Checked } from '#app/plugins/app/admin/validation';
import { paged as pageOf } from '#app/lib/paging';
import { time } from '#app/lib/shared';

/** Pieces every back-office route uses: paging, ids, timestamps, checked input. */

/** `YYYY-MM-DD HH:mm:ss` Asia/Shanghai, or '' for none. */
export const ts = (d: Date | string | null | undefined): string => (d ? time.formatShanghai(d instanceof Date ? d : new Date(d)) : '');
/** An instant from `YYYY-MM-DD HH:mm:ss` (Shanghai) or ISO with a zone; null when it is not one. */
export const parseInstant = (text: string): Date | null => {
  const ms = time.toEpochMs(text);
  return ms === null ? null : new Date(ms);
};

/** Back-office lists: 20 a page by default (operators read more than players), at most 100. */
export const ADMIN_PER_PAGE = 20;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: ADMIN_PER_PAGE },
} as const;

export interface PageQuery {
  page: number;
  per_page: number;
}

/** The paged shape of the contract: `{data, total, last_page, current_page, per_page}`. */
export const paged = <T>(rows: T[], total: number, q: PageQuery) => pageOf(rows, total, q.page, q.per_page);

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.per_page;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** The value of a check, or a 400 with its message. */
export function must<T>(checked: Checked<T>): T {
  if ('error' in checked) throw badRequest(checked.error);
  return checked.value;
}

/** The request's address for audit rows. */
export const ipOf = (request: FastifyRequest) => (request.ip ?? '').slice(0, 64);

/** Unique or foreign-key violations from either driver (the code may sit on a wrapped cause). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (typeof e.code === 'string' && /^\d{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** Amount texts for operators: "1234.50". */
export { formatFen } from '#app/lib/money';
