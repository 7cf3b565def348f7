/** JSON schema pieces shared by the routes (player API, back office, venue simulator). */

/**
 * A text field: must be a string (never coerced), bounded so a huge value is a 400, not work, and
 * free of NUL characters (PostgreSQL text cannot hold them).
 */
export const text = (maxLength = 256) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const;

/** Body of the calls whose payload is empty: no body, `{}` or an empty JSON body all pass. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const envelope = (data: Record<string, unknown>) =>
  ({
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
  }) as const;

/** `page` in a body: an integer ≥ 1 (strings of digits accepted, since clients send either). */
export const bodyPage = { anyOf: [{ type: 'integer', minimum: 1, maximum: 1_000_000 }, { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }] } as const;
/** The page a `bodyPage` field asks for (absent or '' is the first). */
export const pageOfBody = (v: unknown): number => (v === undefined || v === null || v === '' ? 1 : Number(v));

/** Back-office lists: 20 a page by default (operators read more than players), at most 100. */
export const ADMIN_PER_PAGE = 20;

/** Back-office list querystring: `?page=&per_page=` (converted to integers by the schema). */
export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: ADMIN_PER_PAGE },
} as const;

export interface PageQuery {
  page: number;
  per_page: number;
}

/** `/:id` of a back-office row (a PostgreSQL integer). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** Any JSON value: serialised as it is (nothing filtered), for `data` whose shape this file does not spell out. */
export const anyData = {} as const;

/** A refusal (every 4xx and 5xx, written by plugins/app/error-handler): the envelope, `data` null. */
export const refusal = envelope(anyData);

/**
 * The `response` schema of a route answering the envelope: 200 with `data` (typed where given; a typed object keeps
 * only the properties it names, so list every field a page reads), and the refusal envelope for 4xx and 5xx.
 */
export const answers = (data: object = anyData) => ({ 200: envelope(data as Record<string, unknown>), '4xx': refusal, '5xx': refusal }) as const;

/** Querystring of the GET routes that read none: unknown parameters are dropped. */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** Body of the DELETE and action routes that read none (an absent body passes, see request-parsing). */
export const noBody = emptyBody;
