/**
 * What a database error was, read the same way from PostgreSQL (pg) and PGlite: drizzle wraps the driver's error
 * (`DrizzleQueryError` keeps it as `cause`), so the SQLSTATE may sit a few causes down.
 */
type Chained = { code?: unknown; cause?: unknown } | undefined;

function* causes(err: unknown): Generator<NonNullable<Chained>> {
  for (let e = err as Chained, depth = 0; e && depth < 8; e = e.cause as Chained, depth++) yield e;
}

/** The SQLSTATE of a database error (`23505`, or our own like `LD001`), or undefined for any other error. */
export function sqlState(err: unknown): string | undefined {
  for (const e of causes(err)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

/** A unique index refused the row (a name, number or key already taken). */
export const isUniqueViolation = (err: unknown): boolean => {
  for (const e of causes(err)) if (e.code === UNIQUE_VIOLATION) return true;
  return false;
};
