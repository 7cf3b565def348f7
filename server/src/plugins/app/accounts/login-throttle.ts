import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { loginFailures } from '#app/db/schema/index';

/**
 * Failed logins counted in the database over a sliding 15 minutes, so every server sees the same
 * counts. Checked before any password hashing: a refused attempt costs one indexed query.
 */
export const THROTTLE_WINDOW = '15 minutes';
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export function createLoginThrottle(db: Db) {
  const since = sql`now() - interval '15 minutes'`;
  return {
    async isBlocked(username: string, ip: string): Promise<boolean> {
      const name = username.toLowerCase();
      const [row] = await db
        .select({
          account: sql<number>`count(*) FILTER (WHERE ${loginFailures.username} = ${name})`.mapWith(Number),
          address: sql<number>`count(*) FILTER (WHERE ${loginFailures.ip} = ${ip})`.mapWith(Number),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.username, name), eq(loginFailures.ip, ip))));
      return row.account >= MAX_FAILURES_PER_ACCOUNT || row.address >= MAX_FAILURES_PER_IP;
    },

    async recordFailure(username: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ username: username.toLowerCase().slice(0, 64), ip: ip.slice(0, 64) });
    },

    /** A successful login forgives that account's failures (the address's failures on other accounts stay). */
    async clear(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
    },

    async purgeOld(): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
