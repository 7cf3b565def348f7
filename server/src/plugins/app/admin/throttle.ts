import type { Db } from '#app/db/client';
import { ADMIN_LOGIN_POLICY, createAttemptLimiter, type AttemptPolicy } from '#app/plugins/app/attempts/index';

/**
 * Back-office logins: the attempt limiter of plugins/app/attempts in its own scope ('admin'), so players mistyping
 * passwords on a shared address never lock the operators out (nor the other way round). 5 failures per account and
 * address or 20 per address within 15 minutes → 429; from 5 failures of the account from anywhere, a doubling delay
 * (1 s … 60 s) instead of a lock-out. Reserved before any hashing (race-free under parallel requests).
 */
export const ADMIN_MAX_FAILURES_PER_ACCOUNT = ADMIN_LOGIN_POLICY.perPair;
export const ADMIN_MAX_FAILURES_PER_IP = ADMIN_LOGIN_POLICY.perAddress;

export function createAdminLoginThrottle(db: Db, policy: AttemptPolicy = ADMIN_LOGIN_POLICY) {
  return createAttemptLimiter(db, policy);
}

export type AdminLoginThrottle = ReturnType<typeof createAdminLoginThrottle>;
