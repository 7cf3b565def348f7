import { sql } from 'drizzle-orm';
import type { Db, Queryable } from './client';
import { adminUsers, auditLog, type AdminRole } from './schema/index';
import type { PasswordHasher } from '#app/lib/passwords';

/** The demo operator of non-production databases (README "Back office"). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin888', role: 'super' as AdminRole };

/** Serialises first-admin creation (demo seed, bootstrap) across processes: "only when none exists" holds under races. */
export async function lockAdmins(q: Queryable) {
  await q.execute(sql`LOCK TABLE admin_users IN SHARE ROW EXCLUSIVE MODE`);
}

/**
 * Non-production only (the caller decides): the demo super admin `admin` / `admin888`, created when no admin exists.
 * The demo password is below the admin rules on purpose (it is public); production never gets it.
 */
export async function ensureDemoAdmin(db: Db, hasher: PasswordHasher): Promise<boolean> {
  const anyAdmin = async (q: Queryable) =>
    (await q.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(adminUsers))[0].n > 0;
  if (await anyAdmin(db)) return false; // the usual case: no hashing, no lock
  const passwordHash = await hasher.hash(DEMO_ADMIN.password);
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (await anyAdmin(tx)) return false;
    const [admin] = await tx
      .insert(adminUsers)
      .values({ username: DEMO_ADMIN.username, passwordHash, role: DEMO_ADMIN.role })
      .returning({ id: adminUsers.id });
    await tx.insert(auditLog).values({
      adminId: admin.id,
      actor: 'system',
      action: 'admin.create',
      target: `admin:${admin.id}`,
      detail: { username: DEMO_ADMIN.username, role: DEMO_ADMIN.role, demo: true },
    });
    return true;
  });
}
