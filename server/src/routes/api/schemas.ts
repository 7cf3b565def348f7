/** Schema pieces shared by the API routes. */

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
