import type { Db } from '#app/db/client';
import {
  createAttemptLimiter,
  LOGIN_POLICY,
  purgeOldAttempts,
  type AttemptPolicy,
} from '#app/plugins/app/attempts/index';

/**
 * The players' login-password limiter: the attempt limiter of plugins/app/attempts with the login policy
 * (5 failures per account and address or 20 per address within 15 minutes → 429 `登录失败次数过多，请15分钟后再试`;
 * from 5 failures of the account from anywhere, a doubling delay between attempts, 1 s … 60 s).
 *
 * Checking a password: `await throttle.guard(name, ip, () => hasher.verify(password, hash))` (true/false, or the 429),
 * or `const attempt = await throttle.reserve(name, ip)` then `attempt.succeed()` / `attempt.fail()` / `attempt.cancel()`.
 * The reservation is taken BEFORE hashing, so a burst of parallel guesses is evaluated at most up to the limit.
 */
export const THROTTLE_WINDOW = '15 minutes';
export const MAX_FAILURES_PER_ACCOUNT = LOGIN_POLICY.perPair;
export const MAX_FAILURES_PER_IP = LOGIN_POLICY.perAddress;

export function createLoginThrottle(db: Db, policy: AttemptPolicy = LOGIN_POLICY) {
  const limiter = createAttemptLimiter(db, policy);
  return {
    ...limiter,

    async purgeOld(): Promise<void> {
      await purgeOldAttempts(db);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
