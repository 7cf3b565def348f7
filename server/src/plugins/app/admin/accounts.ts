import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { lockAdmins } from '#app/db/admins';
import type { Db, Queryable } from '#app/db/client';
import { ADMIN_ROLES, adminSessions, adminUsers, auditLog, type AdminRole } from '#app/db/schema/index';
import { isCommonPassword } from '#app/lib/common-passwords';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { isUniqueViolation } from '#app/lib/pg-errors';
import type { PasswordHasher } from '#app/lib/passwords';
import { hashAdminToken } from '#app/plugins/app/admin-auth';
import type { Attempts } from '#app/plugins/app/attempts/index';
import type { AdminLoginThrottle } from './throttle';

/** Back-office sessions: idle 30 minutes (checked by admin-auth.ts on every request), absolute 12 hours. */
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 3600 * 1000;
export const ADMIN_IDLE_MINUTES = 30;
/** A session waiting for its second factor (or its enrolment) lives 10 minutes at most. */
export const ADMIN_PENDING_SESSION_MS = 10 * 60 * 1000;
export const ADMIN_PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MAX = 128;
export const ADMIN_USERNAME = /^[A-Za-z0-9_]{3,32}$/;

export const ADMIN_ACCOUNT_MESSAGES = {
  loginRequired: '请输入管理员账号和密码',
  badCredentials: '账号或密码错误',
  throttled: '登录失败次数过多，请15分钟后再试',
  disabled: '该管理员账号已停用',
  loggedIn: '登录成功',
  loggedOut: '退出成功',
  usernameFormat: '管理员账号为3~32位字母、数字或下划线',
  usernameTaken: '管理员账号已存在',
  passwordLength: `管理员密码长度为${ADMIN_PASSWORD_MIN}~${ADMIN_PASSWORD_MAX}位`,
  passwordIsUsername: '密码不能与账号相同',
  roleInvalid: '角色只能是 finance、editor 或 super',
  notFound: '管理员不存在',
  nothingToChange: '请至少修改一项：enabled、role 或 password',
  lastSuper: '至少需要保留一个启用的超级管理员',
  bootstrapExists: '已存在管理员账号，bootstrap 只能用于创建第一个管理员',
} as const;

export interface AdminLoginResult {
  token: string;
  role: AdminRole;
  username: string;
  expires_at: Date;
  /** what the session still needs: 'none' (full), 'totp' (a code), 'enrol' (TOTP is required and not set up yet) */
  second_factor: 'none' | 'totp' | 'enrol';
}

export function checkAdminUsername(username: unknown): string | null {
  return typeof username === 'string' && ADMIN_USERNAME.test(username) ? null : ADMIN_ACCOUNT_MESSAGES.usernameFormat;
}

export function checkAdminPassword(password: unknown, username?: string): string | null {
  if (typeof password !== 'string') return ADMIN_ACCOUNT_MESSAGES.passwordLength;
  const length = [...password].length;
  if (length < ADMIN_PASSWORD_MIN || length > ADMIN_PASSWORD_MAX) return ADMIN_ACCOUNT_MESSAGES.passwordLength;
  if (username && password.toLowerCase() === username.toLowerCase()) return ADMIN_ACCOUNT_MESSAGES.passwordIsUsername;
  if (isCommonPassword(password)) return MESSAGES.passwordTooCommon;
  return null;
}

export const isAdminRole = (role: unknown): role is AdminRole =>
  typeof role === 'string' && (ADMIN_ROLES as readonly string[]).includes(role);

/** Creates an admin (the caller validated the input). Answers the new id; 409 when the name is taken. */
export async function insertAdmin(
  q: Queryable,
  hasher: PasswordHasher,
  input: { username: string; password: string; role: AdminRole },
): Promise<number> {
  const passwordHash = await hasher.hash(input.password);
  try {
    const [row] = await q
      .insert(adminUsers)
      .values({ username: input.username, passwordHash, role: input.role })
      .returning({ id: adminUsers.id });
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.usernameTaken);
    throw err;
  }
}

/** The first super admin of a database (the CLI's `bootstrap`): refused when any admin exists. */
export async function bootstrapAdmin(
  db: Db,
  hasher: PasswordHasher,
  input: { username: string; password: string; actor: string },
): Promise<number> {
  const problem = checkAdminUsername(input.username) ?? checkAdminPassword(input.password, input.username);
  if (problem) throw badRequest(problem);
  const passwordHash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(adminUsers);
    if (row.n > 0) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.bootstrapExists);
    const [admin] = await tx
      .insert(adminUsers)
      .values({ username: input.username, passwordHash, role: 'super' })
      .returning({ id: adminUsers.id });
    await tx.insert(auditLog).values({
      adminId: admin.id,
      actor: input.actor.slice(0, 64),
      action: 'admin.bootstrap',
      target: `admin:${admin.id}`,
      detail: { username: input.username, role: 'super' },
    });
    return admin.id;
  });
}

export function createAdminAccounts(deps: {
  db: Db;
  hasher: PasswordHasher;
  throttle: AdminLoginThrottle;
  attempts?: Pick<Attempts, 'hit'>;
  /** TOTP required of every admin (production): an admin without one must enrol before the session is full. */
  totpRequired?: boolean;
}) {
  const { db, hasher, throttle, attempts, totpRequired = false } = deps;

  return {
    /**
     * In order: presence, the per-address rate limit of login requests, one attempt reserved (per account and
     * address, per address, the account's slow-down: before any hashing, race-free), credentials (unknown names
     * spend one hash too), enabled. Answers the new token; a failure counts, a success releases only its own attempt.
     */
    async login(input: { username?: string; password?: string }, meta: { ip: string }): Promise<AdminLoginResult> {
      const username = (input.username ?? '').trim();
      const password = input.password ?? '';
      if (!username || !password) throw badRequest(ADMIN_ACCOUNT_MESSAGES.loginRequired);
      await attempts?.hit('adminLogin', meta.ip);

      const [admin] = await db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          role: adminUsers.role,
          enabled: adminUsers.enabled,
          passwordHash: adminUsers.passwordHash,
          totpEnabledAt: adminUsers.totpEnabledAt,
        })
        .from(adminUsers)
        .where(sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`);
      const valid = await throttle.guard(username, meta.ip, async () => {
        if (admin) return hasher.verify(password, admin.passwordHash);
        await hasher.burn(password);
        return false;
      });
      if (!admin || !valid) {
        await db.insert(auditLog).values({
          adminId: admin?.id ?? null,
          actor: username.slice(0, 64),
          action: 'admin.login',
          ip: meta.ip.slice(0, 64),
          ok: false,
          detail: { reason: 'bad_credentials' },
        });
        throw badRequest(ADMIN_ACCOUNT_MESSAGES.badCredentials);
      }
      if (!admin.enabled) {
        await db.insert(auditLog).values({
          adminId: admin.id,
          actor: admin.username,
          action: 'admin.login',
          ip: meta.ip.slice(0, 64),
          ok: false,
          detail: { reason: 'disabled' },
        });
        throw new HttpError(403, ADMIN_ACCOUNT_MESSAGES.disabled);
      }
      const token = `adm_${randomBytes(32).toString('base64url')}`;
      const pending = admin.totpEnabledAt ? 'totp' : totpRequired ? 'enrol' : null;
      const expiresAt = new Date(Date.now() + (pending ? ADMIN_PENDING_SESSION_MS : ADMIN_SESSION_ABSOLUTE_MS));
      await db.transaction(async (tx) => {
        const [session] = await tx
          .insert(adminSessions)
          .values({
            tokenHash: hashAdminToken(token),
            adminId: admin.id,
            expiresAt,
            ip: meta.ip.slice(0, 64),
            pending,
          })
          .returning({ id: adminSessions.id });
        await tx
          .update(adminUsers)
          .set({ lastLoginAt: sql`now()` })
          .where(eq(adminUsers.id, admin.id));
        await tx.insert(auditLog).values({
          adminId: admin.id,
          actor: admin.username,
          action: 'admin.login',
          target: `session:${session.id}`,
          ip: meta.ip.slice(0, 64),
          ...(pending ? { detail: { second_factor: pending } } : {}),
        });
      });
      return {
        token,
        role: admin.role,
        username: admin.username,
        expires_at: expiresAt,
        second_factor: pending ?? 'none',
      };
    },

    async revokeSession(q: Queryable, sessionId: number): Promise<void> {
      await q
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
    },

    async revokeAllFor(q: Queryable, adminId: number): Promise<void> {
      await q
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
    },

    async list() {
      return db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          role: adminUsers.role,
          enabled: adminUsers.enabled,
          createdAt: adminUsers.createdAt,
          lastLoginAt: adminUsers.lastLoginAt,
          totpEnabledAt: adminUsers.totpEnabledAt,
        })
        .from(adminUsers)
        .orderBy(asc(adminUsers.id));
    },

    hasher,
  };
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
