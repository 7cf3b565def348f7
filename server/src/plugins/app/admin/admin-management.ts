import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { adminUsers, type AdminRole } from '#app/db/schema/index';
import { HttpError, badRequest } from '#app/lib/http-error';
import { shanghaiTimestamp } from '#app/lib/time';
import {
  ADMIN_ACCOUNT_MESSAGES,
  checkAdminPassword,
  checkAdminUsername,
  insertAdmin,
  type AdminAccounts,
} from './accounts';
import type { AuditWriter } from './audit-log';

export interface CreateAdminBody {
  username: string;
  password: string;
  role: AdminRole;
}
export interface PatchAdminBody {
  enabled?: boolean;
  role?: AdminRole;
  password?: string;
}

/** Every operator account, as the back office lists them. */
export async function listAdmins(accounts: AdminAccounts) {
  const rows = await accounts.list();
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    enabled: r.enabled,
    created_at: shanghaiTimestamp(r.createdAt),
    last_login_at: shanghaiTimestamp(r.lastLoginAt),
    totp_enabled: r.totpEnabledAt !== null,
  }));
}

/** A new operator with a role (its name and password checked), audited as `admin.create`. */
export async function createAdmin(db: Db, accounts: AdminAccounts, body: CreateAdminBody, audit: AuditWriter) {
  const { username, password } = body;
  const problem = checkAdminUsername(username) ?? checkAdminPassword(password, username);
  if (problem) throw badRequest(problem);
  const id = await db.transaction(async (tx) => {
    const newId = await insertAdmin(tx, accounts.hasher, { username, password, role: body.role });
    await audit(tx, { action: 'admin.create', target: `admin:${newId}`, detail: { username, role: body.role } });
    return newId;
  });
  return { id, username, role: body.role, enabled: true };
}

/**
 * Enables/disables an operator, changes its role or password (only the named fields). The last enabled super admin
 * cannot be disabled or demoted (409, recorded with ok=false); disabling or a new password ends its sessions.
 */
export async function updateAdmin(
  db: Db,
  accounts: AdminAccounts,
  id: number,
  meId: number,
  body: PatchAdminBody,
  audit: AuditWriter,
) {
  const { enabled, role: newRole, password } = body;
  if (enabled === undefined && newRole === undefined && password === undefined)
    throw badRequest(ADMIN_ACCOUNT_MESSAGES.nothingToChange);
  const passwordHash =
    password === undefined
      ? undefined
      : await (async () => {
          const [target] = await db
            .select({ username: adminUsers.username })
            .from(adminUsers)
            .where(eq(adminUsers.id, id));
          if (!target) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound);
          const problem = checkAdminPassword(password, target.username);
          if (problem) throw badRequest(problem);
          return accounts.hasher.hash(password);
        })();

  const updated = await db.transaction(async (tx) => {
    // Lock the super admins (fixed order) so two operators cannot demote or disable the last two at once.
    await tx.execute(sql`SELECT id FROM admin_users WHERE role = 'super' AND enabled ORDER BY id FOR UPDATE`);
    const [target] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
    if (!target) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound);
    const losesSuper =
      target.role === 'super' &&
      target.enabled &&
      (enabled === false || (newRole !== undefined && newRole !== 'super'));
    if (losesSuper) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, 'super'), eq(adminUsers.enabled, true), ne(adminUsers.id, target.id)));
      if (others.n === 0) return null;
    }
    const [row] = await tx
      .update(adminUsers)
      .set({
        ...(enabled === undefined ? {} : { enabled }),
        ...(newRole === undefined ? {} : { role: newRole }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      })
      .where(eq(adminUsers.id, target.id))
      .returning();
    // Disabling or a new password ends every session of that admin (a role change applies on the next request anyway).
    if (enabled === false || passwordHash !== undefined) await accounts.revokeAllFor(tx, target.id);
    await audit(tx, {
      action: 'admin.update',
      target: `admin:${target.id}`,
      detail: {
        username: target.username,
        ...(enabled === undefined ? {} : { enabled: { from: target.enabled, to: enabled } }),
        ...(newRole === undefined ? {} : { role: { from: target.role, to: newRole } }),
        ...(passwordHash === undefined ? {} : { password: 'changed' }),
        self: target.id === meId,
      },
    });
    return row;
  });
  if (!updated) {
    // Refused: recorded after the transaction (its locks are released), then answered.
    await audit(db, {
      action: 'admin.update',
      target: `admin:${id}`,
      ok: false,
      detail: { refused: 'last_super', enabled, role: newRole },
    });
    throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.lastSuper);
  }
  return { id: updated.id, username: updated.username, role: updated.role, enabled: updated.enabled };
}
