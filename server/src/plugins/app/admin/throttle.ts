import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { loginFailures } from '#app/db/schema/index';

/**
 * Failed back-office logins, counted like the players' (same table, same window and limits) but in their own
 * namespace: the account key is `admin:<name>`, and the per-address count only counts admin failures, so players
 * mistyping passwords on a shared address never lock the operators out (nor the other way round).
 */
export const ADMIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const ADMIN_MAX_FAILURES_PER_IP = 20;
const PREFIX = 'admin:';

const accountKey = (username: string) => `${PREFIX}${username.toLowerCase()}`.slice(0, 64);

export function createAdminLoginThrottle(db: Db) {
  const since = sql`now() - interval '15 minutes'`;
  return {
    async isBlocked(username: string, ip: string): Promise<boolean> {
      const key = accountKey(username);
      const [row] = await db
        .select({
          account: sql<number>`count(*) FILTER (WHERE ${loginFailures.username} = ${key})`.mapWith(Number),
          address: sql<number>`count(*) FILTER (WHERE ${loginFailures.ip} = ${ip} AND ${loginFailures.username} LIKE ${`${PREFIX}%`})`.mapWith(
            Number,
          ),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, since), sql`(${loginFailures.username} = ${key} OR ${loginFailures.ip} = ${ip})`));
      return row.account >= ADMIN_MAX_FAILURES_PER_ACCOUNT || row.address >= ADMIN_MAX_FAILURES_PER_IP;
    },
    async recordFailure(username: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ username: accountKey(username), ip: ip.slice(0, 64) });
    },
    async clear(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, accountKey(username)));
    },
    /** For tests and support: forget every admin failure of an address. */
    async clearAddress(ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.ip, ip), like(loginFailures.username, `${PREFIX}%`)));
    },
  };
}

export type AdminLoginThrottle = ReturnType<typeof createAdminLoginThrottle>;
