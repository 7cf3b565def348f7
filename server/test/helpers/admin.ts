import { randomBytes } from 'node:crypto';
import type { Db } from '#app/db/client';
import { adminSessions, adminUsers, type AdminRole } from '#app/db/schema/index';
import { hashAdminToken } from '#app/plugins/app/admin-auth';

/** An admin of the given role with a live session, straight in the database; answers the bearer token. */
export async function createAdminSession(
  db: Db,
  role: AdminRole,
  username = `${role}${randomBytes(3).toString('hex')}`,
): Promise<string> {
  const [admin] = await db
    .insert(adminUsers)
    .values({ username, passwordHash: 'not-a-login', role })
    .returning({ id: adminUsers.id });
  const token = `adm_${randomBytes(32).toString('base64url')}`;
  await db
    .insert(adminSessions)
    .values({ tokenHash: hashAdminToken(token), adminId: admin.id, expiresAt: new Date(Date.now() + 8 * 3600 * 1000) });
  return token;
}
