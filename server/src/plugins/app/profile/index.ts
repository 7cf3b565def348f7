import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#app/db/schema/index';
import { isCommonPassword } from '#app/lib/common-passwords';
import { MESSAGES, badRequest, unauthorized } from '#app/lib/http-error';
import { rules } from '#app/lib/validators';
import { endPlayerSessions } from '#app/plugins/app/auth/end-sessions';
import { verifyPayPassword } from '#app/plugins/app/cashier/pay-password';

/** Messages of the profile and password calls that are not client validation rules. */
export const PROFILE_MESSAGES = {
  updated: '操作成功',
  passwordChanged: '密码修改成功！',
  oldPasswordWrong: '旧密码错误',
} as const;

export interface ProfileBody {
  mobile?: unknown;
  email?: unknown;
  birthday?: unknown;
}
export interface PasswordBody {
  password?: unknown;
  paypassword?: unknown;
}

/** Profile (001 §5, the same rules as the page): mobile, email, birthday in that order; then the three are stored. */
export async function updateProfile(app: FastifyInstance, userId: number, body: ProfileBody): Promise<void> {
  const problem = rules.checkProfile(body);
  if (problem) throw badRequest(problem);
  const read = (v: unknown) => String(v).trim();
  const updated = await app.db
    .update(users)
    .set({ mobile: read(body.mobile), email: read(body.email), birthday: read(body.birthday), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw unauthorized();
}

function checkPasswords(body: PasswordBody): { oldPassword: string; newPassword: string } {
  const problem = rules.checkPasswordChange(body, { confirm: false });
  if (problem) throw badRequest(problem.message);
  return { oldPassword: String(body.password), newPassword: String(body.paypassword) };
}

/**
 * Login password (POST /api/editPassword): the page's rules, then the login throttle (a wrong old password counts
 * like a wrong login, for the account and the address, reserved before the hash), then the old password, then the new one is stored and every
 * session of the player ends with it, games at the venues included (the one asking too: the page sends the player to /login).
 */
export async function changeLoginPassword(
  app: FastifyInstance,
  userId: number,
  body: PasswordBody,
  ip: string,
): Promise<void> {
  const { oldPassword, newPassword } = checkPasswords(body);
  const [user] = await app.db
    .select({ username: users.username, hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  // the attempt is reserved before the hash, so a burst of guesses is evaluated at most up to the limit (429 after)
  if (!(await app.loginThrottle.guard(user.username, ip, () => app.passwords.verify(oldPassword, user.hash))))
    throw badRequest(PROFILE_MESSAGES.oldPasswordWrong);
  if (isCommonPassword(newPassword)) throw badRequest(MESSAGES.passwordTooCommon);
  const hash = await app.passwords.hash(newPassword);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await endPlayerSessions(tx, userId, 'password');
  });
}

/**
 * Withdrawal (payment) password (POST /api/editPayPassword): the page's rules, then the old payment password through
 * the cashier's throttled check (5 wrong in 15 minutes → 429), then the new one is stored. Sessions stay.
 */
export async function changePayPassword(
  app: FastifyInstance,
  userId: number,
  body: PasswordBody,
  ip: string,
): Promise<void> {
  const { oldPassword, newPassword } = checkPasswords(body);
  await verifyPayPassword(app.db, app.passwords, userId, oldPassword, ip);
  if (isCommonPassword(newPassword)) throw badRequest(MESSAGES.payPasswordTooCommon);
  const hash = await app.passwords.hash(newPassword);
  await app.db
    .update(users)
    .set({ payPasswordHash: hash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
