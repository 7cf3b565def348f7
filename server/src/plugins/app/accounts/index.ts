import { checkLogin, checkRegister, MSG, type LoginInput, type RegisterInput } from '#app/lib/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#app/db/client';
import { ledgerAccounts, users } from '#app/db/schema/index';
import { isCommonPassword } from '#app/lib/common-passwords';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { isUniqueViolation } from '#app/lib/pg-errors';
import type { PasswordHasher } from '#app/lib/passwords';
import { globalPlugin } from '#app/lib/plugin';
import type { CaptchaStore } from '#app/plugins/app/captcha/index';
import type { SessionStore } from '#app/plugins/app/auth/sessions';
import { createUser, findUserIdByName } from '#app/db/players';
import type { Attempts } from '#app/plugins/app/attempts/index';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export type RegisterBody = Partial<RegisterInput> & { captcha_id?: string; pid?: string | number | null };
export type LoginBody = Partial<LoginInput> & { captcha_id?: string };

export function createAccounts(deps: {
  db: Db;
  hasher: PasswordHasher;
  sessions: SessionStore;
  captchas: CaptchaStore;
  throttle: LoginThrottle;
  /** per-address rate limit of registrations (absent: none) */
  attempts?: Pick<Attempts, 'hit'>;
}) {
  const { db, hasher, sessions, captchas, throttle, attempts } = deps;

  async function referrer(pid: RegisterBody['pid']): Promise<number | null> {
    const text = typeof pid === 'number' ? String(pid) : typeof pid === 'string' ? pid.trim() : '';
    if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, Number(text)));
    return row?.id ?? null;
  }

  return {
    /** Register, in order: the spec's rules, captcha, name taken, weak password; then the player is logged in. */
    async register(body: RegisterBody, meta: RequestMeta): Promise<string> {
      const problem = checkRegister(body);
      if (problem) throw badRequest(problem);
      const input = body as RegisterInput & RegisterBody;
      if (!(await captchas.consume(input.captcha_id, input.code))) throw badRequest(MSG.captchaWrong);
      if ((await findUserIdByName(db, input.name)) !== null) throw new HttpError(409, MESSAGES.usernameTaken);
      if (isCommonPassword(input.password)) throw badRequest(MESSAGES.passwordTooCommon);
      if (isCommonPassword(input.paypassword)) throw badRequest(MESSAGES.payPasswordTooCommon);
      // each registration costs two password hashes: counted per address (atomically) before any of them
      await attempts?.hit('register', meta.ip);

      let userId: number;
      try {
        userId = await createUser(db, hasher, {
          username: input.name,
          password: input.password,
          payPassword: input.paypassword,
          realname: input.realname.trim(),
          referrerId: await referrer(input.pid),
          registerIp: meta.ip,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, MESSAGES.usernameTaken); // lost a race for the name
        throw err;
      }
      return sessions.create(db, userId, meta);
    },

    /**
     * Login, in order: the spec's rules; one attempt reserved (per account and address, per address, and the
     * account's slow-down: the 429s, before any hashing and before the captcha is spent); captcha (a wrong one
     * withdraws the reservation: it is not a password failure); credentials; the operator's lock (403). A failure
     * counts for the window; a success releases only its own reservation.
     */
    async login(body: LoginBody, meta: RequestMeta): Promise<string> {
      const problem = checkLogin(body);
      if (problem) throw badRequest(problem);
      const input = body as LoginInput & LoginBody;
      const attempt = await throttle.reserve(input.name, meta.ip);
      let outcome: 'cancel' | 'fail' | 'succeed' = 'fail';
      let user: { id: number; passwordHash: string } | undefined;
      try {
        if (!(await captchas.consume(input.captcha_id, input.code))) {
          outcome = 'cancel';
          throw badRequest(MSG.captchaWrong);
        }
        [user] = await db
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(sql`lower(${users.username}) = ${input.name.toLowerCase()}`);
        let valid = false;
        if (user) valid = await hasher.verify(input.password, user.passwordHash);
        else await hasher.burn(input.password); // same cost for unknown accounts: no enumeration by timing
        if (!user || !valid) throw badRequest(MESSAGES.badCredentials);
        outcome = 'succeed';
      } finally {
        await attempt[outcome]();
      }
      const { id: userId, passwordHash } = user;
      // A locked player (back office) is refused after the right password only, so the lock tells a stranger nothing.
      // The update takes the player's row and the session is created under it: a lock or a password change committed
      // meanwhile is either seen here, or it ends this session too (both take the same row before they end the
      // player's sessions, endPlayerSessions).
      return db.transaction(async (tx) => {
        const [open] = await tx
          .update(users)
          .set({ lastLoginAt: sql`now()`, lastLoginIp: meta.ip.slice(0, 64) })
          .where(eq(users.id, userId))
          .returning({ lockedAt: users.lockedAt, passwordHash: users.passwordHash });
        if (!open || open.passwordHash !== passwordHash) throw badRequest(MESSAGES.badCredentials); // changed meanwhile
        if (open.lockedAt) throw new HttpError(403, MESSAGES.accountLocked);
        return sessions.create(tx, userId, meta);
      });
    },

    /** The player's profile with wallet balances (fen). */
    async profile(userId: number) {
      const [row] = await db
        .select({
          username: users.username,
          realname: users.realname,
          mobile: users.mobile,
          email: users.email,
          birthday: users.birthday,
          avatar: users.avatar,
          vip: users.vip,
          paysumFen: users.paysumFen,
          isAgent: users.isAgent,
          autoTransfer: users.autoTransfer,
          createdAt: users.createdAt,
          centralFen: ledgerAccounts.balanceFen,
          venueFen: sql<number>`(SELECT coalesce(sum(v.balance_fen), 0) FROM ledger_accounts v
            WHERE v.user_id = ${users.id} AND v.kind = 'venue')`.mapWith(Number),
        })
        .from(users)
        .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, users.id), eq(ledgerAccounts.kind, 'central')))
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    passwords: PasswordHasher;
    loginThrottle: LoginThrottle;
  }
}

export default globalPlugin(
  async function accounts(app: FastifyInstance, opts: { hasher: PasswordHasher }) {
    const throttle = createLoginThrottle(app.db, app.attempts.login.policy);
    app.decorate('passwords', opts.hasher);
    app.decorate('loginThrottle', throttle);
    app.decorate(
      'accounts',
      createAccounts({
        db: app.db,
        hasher: opts.hasher,
        sessions: app.sessions,
        captchas: app.captchas,
        throttle,
        attempts: app.attempts,
      }),
    );
  },
  { dependencies: ['attempts', 'captcha', 'auth', 'siteSettingsPlugin'] },
);
