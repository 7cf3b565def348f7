import { eq } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { users } from '#app/db/schema/index';
import { badRequest } from '#app/lib/http-error';
import type { PasswordHasher } from '#app/lib/passwords';
import { createAttemptLimiter, PAY_POLICY, type AttemptPolicy } from '#app/plugins/app/attempts/index';
import { CASHIER_MESSAGES } from './messages';

/**
 * The payment password (binding a card, withdrawing, changing it), limited by the attempt limiter of
 * plugins/app/attempts in its own scope ('pay', account = the user id): 5 wrong within 15 minutes for the account
 * (from any address), or 5 per account and address, or 20 per address → 429 `支付密码错误次数过多，请15分钟后再试`.
 * The attempt is reserved before the hash, so parallel guesses are evaluated at most up to the limit; a right
 * password releases only its own attempt (it never erases earlier failures).
 */
export const PAY_PASSWORD_MAX_FAILURES = PAY_POLICY.perAccount ?? PAY_POLICY.perPair;

export async function payPasswordBlocked(db: Db, userId: number, ip = ''): Promise<boolean> {
  return createAttemptLimiter(db, PAY_POLICY).isBlocked(String(userId), ip);
}

/** Throws 429 when throttled, 400 支付密码错误 when wrong (and counts it). */
export async function verifyPayPassword(
  db: Db,
  hasher: PasswordHasher,
  userId: number,
  password: string,
  ip: string,
  policy: AttemptPolicy = PAY_POLICY,
): Promise<void> {
  const valid = await createAttemptLimiter(db, policy).guard(String(userId), ip, async () => {
    const [user] = await db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId));
    return user ? hasher.verify(password, user.hash) : false;
  });
  if (!valid) throw badRequest(CASHIER_MESSAGES.payPasswordWrong);
}
