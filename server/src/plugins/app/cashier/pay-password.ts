import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { loginFailures, users } from '#app/db/schema/index';
import { HttpError, badRequest } from '#app/lib/http-error';
import type { PasswordHasher } from '#app/lib/passwords';
import { CASHIER_MESSAGES } from './messages';

/**
 * The payment password (binding a card, withdrawing), throttled like login: 5 wrong within 15 minutes → 429 for the
 * rest of the window. Failures live in `login_failures` under the key `#pay:<user id>` (no username can contain '#',
 * so it never collides with a login name) and the address prefixed `pay:` (so they never count toward the login
 * limit per address). The check comes before any hashing; a correct password forgives the failures.
 */
export const PAY_PASSWORD_MAX_FAILURES = 5;
const keyOf = (userId: number) => `#pay:${userId}`;

export async function payPasswordBlocked(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, keyOf(userId)), gt(loginFailures.createdAt, sql`now() - interval '15 minutes'`)));
  return row.n >= PAY_PASSWORD_MAX_FAILURES;
}

/** Throws 429 when throttled, 400 支付密码错误 when wrong (and counts it). */
export async function verifyPayPassword(db: Db, hasher: PasswordHasher, userId: number, password: string, ip: string): Promise<void> {
  if (await payPasswordBlocked(db, userId)) throw new HttpError(429, CASHIER_MESSAGES.payPasswordThrottled);
  const [user] = await db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  const valid = user ? await hasher.verify(password, user.hash) : false;
  if (!valid) {
    await db.insert(loginFailures).values({ username: keyOf(userId), ip: `pay:${ip}`.slice(0, 64) });
    throw badRequest(CASHIER_MESSAGES.payPasswordWrong);
  }
  await db.delete(loginFailures).where(eq(loginFailures.username, keyOf(userId)));
}
