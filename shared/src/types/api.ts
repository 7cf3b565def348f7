import type { Static } from 'typebox';
import type { UrlDataSchema } from '../contract/common';

/** The response envelope of every call (spec 000 §7, 001 intro): `code` 200 is success. */
export interface ApiResponse<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** The code that means success. */
export const SUCCESS_CODE = 200;

/** The code that means the session is missing or expired (alert 认证失败, then back to /login). */
export const UNAUTHORIZED_CODE = 401;

/**
 * One page of a paginated list (spec 001 §3): rows, total row count, last page number, and (our server) the page
 * answered and the page size. Pages start at 1. The schema: `paged(row)` in `@h5/shared/contract`.
 */
export interface Paged<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page?: number;
  per_page?: number;
}

/**
 * Money as it travels over the wire: a decimal string with two places, e.g. "1234.50"
 * (stored by the server as integer fen). Never do arithmetic on it as a float: use `@h5/shared/money`.
 */
export type MoneyText = string;

/** A timestamp as it travels over the wire: `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai. */
export type ShanghaiDateTime = string;

/** A flag sent as 0 or 1. */
export type Flag = 0 | 1;

/** Responses that only carry a URL: service, agent login, game and visit URLs, an uploaded avatar. */
export type UrlData = Static<typeof UrlDataSchema>;
