import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '#app/db/client';
import { authAttempts } from '#app/db/schema/index';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#app/lib/http-error';
import { globalPlugin } from '#app/lib/plugin';

/**
 * The one attempt limiter for every secret a player or an operator types (login password, payment password, old
 * passwords, back-office login), and the per-address rate limits of costly public calls.
 *
 * An attempt is RESERVED before the expensive check: in one short transaction, under a per-account and a per-address
 * advisory lock (always taken in that order, so no deadlock), the recent attempts are counted and, when allowed, a
 * 'pending' row is inserted. Pending rows count exactly like failures, so a burst sent at once sees its own members:
 * at most the limit is ever evaluated, on any number of server instances (the rows and the locks live in the
 * database). After the check the row is marked 'failed' or 'ok'; an 'ok' row stops counting (the attempt is
 * released), and a success never touches any other row — it never erases failures it did not cause.
 *
 * Limits, per scope (see the policies below and server/README.md "Attempt limits"):
 * - per account AND address (`perPair`) and per address (`perAddress`): refused for the rest of the window;
 * - per account as a whole (from any address), after `slowAfter` failures: each further attempt must wait a delay
 *   that doubles with every failure (`slowBaseMs` … `slowMaxMs`) — a stranger slows the account down, never locks
 *   the owner out; the owner gets in after the wait;
 * - optionally a hard `perAccount` limit (the payment password: only the signed-in owner can type it at all).
 */
export interface AttemptPolicy {
  scope: 'login' | 'pay' | 'admin' | 'admin-totp';
  windowSeconds: number;
  perPair: number;
  perAddress: number;
  perAccount?: number;
  slowAfter?: number;
  slowBaseMs?: number;
  slowMaxMs?: number;
  /** 429 message when a per-address / per-account limit is reached */
  blockedMessage: string;
  /** 429 message while the account is slowed down ({n}: seconds to wait) */
  slowMessage?: string;
}

export const ATTEMPT_MESSAGES = {
  loginThrottled: '登录失败次数过多，请15分钟后再试',
  loginSlowed: '该账号登录失败次数较多，请{n}秒后刷新验证码再试',
  adminThrottled: '登录失败次数过多，请15分钟后再试',
  adminSlowed: '该账号登录失败次数较多，请{n}秒后再试',
  totpThrottled: '动态验证码错误次数过多，请15分钟后再试',
  payThrottled: '支付密码错误次数过多，请15分钟后再试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  tooManyCaptchas: '验证码获取过于频繁，请稍后再试',
  tooManyRegistrations: '注册过于频繁，请稍后再试',
} as const;

export const LOGIN_POLICY: AttemptPolicy = {
  scope: 'login',
  windowSeconds: 15 * 60,
  perPair: 5,
  perAddress: 20,
  slowAfter: 5,
  slowBaseMs: 1000,
  slowMaxMs: 60_000,
  blockedMessage: ATTEMPT_MESSAGES.loginThrottled,
  slowMessage: ATTEMPT_MESSAGES.loginSlowed,
};

export const ADMIN_LOGIN_POLICY: AttemptPolicy = {
  scope: 'admin',
  windowSeconds: 15 * 60,
  perPair: 5,
  perAddress: 20,
  slowAfter: 5,
  slowBaseMs: 1000,
  slowMaxMs: 60_000,
  blockedMessage: ATTEMPT_MESSAGES.adminThrottled,
  slowMessage: ATTEMPT_MESSAGES.adminSlowed,
};

/**
 * The back-office second factor (a 6-digit code or a recovery code): typed only after the right password, so a hard
 * limit per admin as well (a million codes cannot be tried from many addresses).
 */
export const ADMIN_TOTP_POLICY: AttemptPolicy = {
  scope: 'admin-totp',
  windowSeconds: 15 * 60,
  perPair: 5,
  perAddress: 20,
  perAccount: 10,
  blockedMessage: ATTEMPT_MESSAGES.totpThrottled,
};

/** Payment password: typed only by a signed-in player, so a hard limit per account as well (a stolen session cannot rotate addresses). */
export const PAY_POLICY: AttemptPolicy = {
  scope: 'pay',
  windowSeconds: 15 * 60,
  perPair: 5,
  perAddress: 20,
  perAccount: 5,
  blockedMessage: ATTEMPT_MESSAGES.payThrottled,
};

export interface Attempt {
  /** the secret was right: this attempt stops counting */
  succeed(): Promise<void>;
  /** the secret was wrong: it counts for the rest of the window */
  fail(): Promise<void>;
  /** nothing was checked (e.g. a wrong captcha before the password): the reservation is withdrawn */
  cancel(): Promise<void>;
}

/** The delay the account must wait before its next attempt after `failures` failures (0 below the threshold). */
export function slowDownMs(policy: AttemptPolicy, failures: number): number {
  if (policy.slowAfter === undefined || failures < policy.slowAfter) return 0;
  const base = policy.slowBaseMs ?? 1000;
  const max = policy.slowMaxMs ?? 60_000;
  return Math.min(max, base * 2 ** Math.min(30, failures - policy.slowAfter));
}

/** How long an attempt may wait for attempts in flight before it is refused. */
export const MAX_WAIT_MS = 8000;

const clip = (s: string) => s.slice(0, 64);
const lockKey = (q: Queryable, key: string) =>
  q.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

export function createAttemptLimiter(db: Db, policy: AttemptPolicy) {
  const { scope } = policy;
  const windowSql = sql`now() - make_interval(secs => ${policy.windowSeconds})`;

  /**
   * The account's and the address's counted attempts in the window: `done` counts only settled failures (and
   * reservations left pending for over a minute: a crashed server's), `all` adds the attempts still in flight.
   */
  async function counts(q: Queryable, account: string, ip: string) {
    const settled = sql`(${authAttempts.state} = 'failed' OR ${authAttempts.createdAt} < now() - interval '1 minute')`;
    const isAccount = sql`${authAttempts.account} = ${account}`;
    const isPair = sql`${authAttempts.account} = ${account} AND ${authAttempts.ip} = ${ip}`;
    const isIp = sql`${authAttempts.ip} = ${ip}`;
    const [row] = await q
      .select({
        pair: sql<number>`count(*) FILTER (WHERE ${isPair})`.mapWith(Number),
        address: sql<number>`count(*) FILTER (WHERE ${isIp})`.mapWith(Number),
        account: sql<number>`count(*) FILTER (WHERE ${isAccount})`.mapWith(Number),
        pairDone: sql<number>`count(*) FILTER (WHERE ${isPair} AND ${settled})`.mapWith(Number),
        addressDone: sql<number>`count(*) FILTER (WHERE ${isIp} AND ${settled})`.mapWith(Number),
        accountDone: sql<number>`count(*) FILTER (WHERE ${isAccount} AND ${settled})`.mapWith(Number),
        /** milliseconds since the account's latest counted attempt */
        sinceLastMs: sql<
          string | null
        >`extract(epoch from now() - max(${authAttempts.createdAt}) FILTER (WHERE ${isAccount})) * 1000`,
      })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.scope, scope),
          sql`${authAttempts.createdAt} > ${windowSql}`,
          sql`${authAttempts.state} IN ('pending', 'failed')`,
          sql`(${authAttempts.account} = ${account} OR ${authAttempts.ip} = ${ip})`,
        ),
      );
    const sinceLastMs = row.sinceLastMs === null ? null : Number(row.sinceLastMs);
    return {
      all: { pair: row.pair, address: row.address, account: row.account, sinceLastMs },
      done: { pair: row.pairDone, address: row.addressDone, account: row.accountDone, sinceLastMs },
    };
  }

  type Counts = { pair: number; address: number; account: number; sinceLastMs: number | null };

  /** Why an attempt now would be refused with these counts (null: allowed). */
  function refusal(c: Counts): HttpError | null {
    if (c.pair >= policy.perPair || c.address >= policy.perAddress) return new HttpError(429, policy.blockedMessage);
    if (policy.perAccount !== undefined && c.account >= policy.perAccount)
      return new HttpError(429, policy.blockedMessage);
    const wait = slowDownMs(policy, c.account);
    if (wait > 0 && c.sinceLastMs !== null && c.sinceLastMs < wait) {
      const seconds = Math.max(1, Math.ceil((wait - c.sinceLastMs) / 1000));
      return new HttpError(429, (policy.slowMessage ?? policy.blockedMessage).replace('{n}', String(seconds)));
    }
    return null;
  }

  async function finish(id: number, state: 'failed' | 'ok') {
    await db
      .update(authAttempts)
      .set({ state, finishedAt: sql`now()` })
      .where(and(eq(authAttempts.id, id), eq(authAttempts.state, 'pending')));
  }

  /**
   * Reserves one attempt for `account` from `ip`, or throws the 429. Call before any hashing.
   * Refused at once when the settled failures already reach a limit. When only attempts still in flight would make
   * this one exceed it, it waits for them (polling, up to `MAX_WAIT_MS`) instead of guessing: if they fail, it is
   * refused; if they succeed, it goes ahead. So a burst is evaluated at most up to the limit, and parallel right
   * answers are not refused for nothing.
   */
  async function reserve(accountRaw: string, ipRaw: string): Promise<Attempt> {
    const account = clip(accountRaw.toLowerCase());
    const ip = clip(ipRaw);
    const deadline = Date.now() + MAX_WAIT_MS;
    let id: number | null = null;
    while (id === null) {
      id = await db.transaction(async (tx) => {
        await lockKey(tx, `att:${scope}:a:${account}`);
        await lockKey(tx, `att:${scope}:i:${ip}`);
        const c = await counts(tx, account, ip);
        const definite = refusal(c.done);
        if (definite) throw definite;
        const tentative = refusal(c.all);
        if (tentative) {
          if (Date.now() >= deadline) throw tentative;
          return null;
        }
        const [row] = await tx.insert(authAttempts).values({ scope, account, ip }).returning({ id: authAttempts.id });
        return row.id;
      });
      if (id === null) await new Promise((r) => setTimeout(r, 40 + Math.random() * 80));
    }
    const reserved = id;
    return {
      succeed: () => finish(reserved, 'ok'),
      fail: () => finish(reserved, 'failed'),
      cancel: async () => {
        await db.delete(authAttempts).where(and(eq(authAttempts.id, reserved), eq(authAttempts.state, 'pending')));
      },
    };
  }

  return {
    policy,
    reserve,

    /**
     * Reserve, run `check` (the hash), mark the outcome. Answers the check's result; throws the 429 when refused.
     * If `check` throws, the attempt counts as failed and the error goes on.
     */
    async guard(account: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      const attempt = await reserve(account, ip);
      let ok = false;
      try {
        ok = await check();
      } finally {
        await (ok ? attempt.succeed() : attempt.fail());
      }
      return ok;
    },

    /** Read-only: would an attempt be refused now? (No reservation: use `reserve`/`guard` before checking a secret.) */
    async isBlocked(account: string, ip: string): Promise<boolean> {
      return refusal((await counts(db, clip(account.toLowerCase()), clip(ip))).done) !== null;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** A per-address rate limit: at most `max` calls per `windowSeconds`, counted in the database. */
export interface RateLimit {
  scope: string;
  max: number;
  windowSeconds: number;
  message: string;
}

export const CAPTCHA_RATE_LIMIT: RateLimit = {
  scope: 'rate:captcha',
  max: 30,
  windowSeconds: 60,
  message: ATTEMPT_MESSAGES.tooManyCaptchas,
};
export const REGISTER_RATE_LIMIT: RateLimit = {
  scope: 'rate:register',
  max: 20,
  windowSeconds: 60 * 60,
  message: ATTEMPT_MESSAGES.tooManyRegistrations,
};
export const ADMIN_LOGIN_RATE_LIMIT: RateLimit = {
  scope: 'rate:admin-login',
  max: 30,
  windowSeconds: 15 * 60,
  message: ATTEMPT_MESSAGES.tooManyRequests,
};

/** Counts one call of `ip` against `limit` (atomically, under a per-address lock) or throws 429 with its message. */
export async function hitRateLimit(db: Db, limit: RateLimit, ipRaw: string): Promise<void> {
  const ip = clip(ipRaw);
  await db.transaction(async (tx) => {
    await lockKey(tx, `rate:${limit.scope}:${ip}`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(authAttempts)
      .where(
        and(
          eq(authAttempts.scope, limit.scope),
          eq(authAttempts.ip, ip),
          sql`${authAttempts.createdAt} > now() - make_interval(secs => ${limit.windowSeconds})`,
        ),
      );
    if (row.n >= limit.max) throw new HttpError(429, limit.message);
    await tx.insert(authAttempts).values({ scope: limit.scope, account: '', ip, state: 'hit' });
  });
}

/** Housekeeping: rows older than a day count for nothing. */
export async function purgeOldAttempts(db: Db): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, sql`now() - interval '1 day'`));
}

export interface AttemptOptions {
  login?: AttemptPolicy;
  admin?: AttemptPolicy;
  pay?: AttemptPolicy;
  rate?: Partial<Record<RateLimitName, RateLimit>>;
}

export type RateLimitName = 'captcha' | 'register' | 'adminLogin';
export const RATE_LIMITS: Record<RateLimitName, RateLimit> = {
  captcha: CAPTCHA_RATE_LIMIT,
  register: REGISTER_RATE_LIMIT,
  adminLogin: ADMIN_LOGIN_RATE_LIMIT,
};

export function createAttempts(db: Db, opts: AttemptOptions = {}) {
  const rate = { ...RATE_LIMITS, ...opts.rate };
  return {
    /** player login password (and the old login password when changing it): account = lower-case username */
    login: createAttemptLimiter(db, opts.login ?? LOGIN_POLICY),
    /** back-office login (and an operator's old password): account = lower-case admin name */
    admin: createAttemptLimiter(db, opts.admin ?? ADMIN_LOGIN_POLICY),
    /** payment password (card binding, withdrawal, changing it): account = the user id */
    pay: createAttemptLimiter(db, opts.pay ?? PAY_POLICY),
    /** counts one call of `ip` against a per-address rate limit, or throws 429 */
    hit: (name: RateLimitName, ip: string) => hitRateLimit(db, rate[name], ip),
    purgeOld: () => purgeOldAttempts(db),
  };
}

export type Attempts = ReturnType<typeof createAttempts>;

declare module 'fastify' {
  interface FastifyInstance {
    /** attempt limiters and per-address rate limits (plugins/app/attempts) */
    attempts: Attempts;
  }
}

export default globalPlugin<AttemptOptions>(async function attempts(app: FastifyInstance, opts) {
  app.decorate('attempts', createAttempts(app.db, opts));
});
