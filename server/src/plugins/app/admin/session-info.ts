import { eq, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { adminSessions, adminUsers } from '#app/db/schema/index';
import type { AdminAccounts } from './accounts';
import type { AuditWriter } from './audit-log';

/** When an admin session started and when it ends at the latest (null when the row is gone). */
export async function adminSessionTimes(
  db: Db,
  sessionId: number,
): Promise<{ createdAt: Date; expiresAt: Date; totpEnabled: boolean } | null> {
  const [session] = await db
    .select({
      expiresAt: adminSessions.expiresAt,
      createdAt: adminSessions.createdAt,
      totpEnabled: sql<boolean>`${adminUsers.totpEnabledAt} IS NOT NULL`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.id, sessionId));
  return session ?? null;
}

/** Revokes one admin session and records `admin.logout` in the same transaction. */
export async function adminLogout(
  db: Db,
  accounts: AdminAccounts,
  sessionId: number,
  audit: AuditWriter,
): Promise<void> {
  await db.transaction(async (tx) => {
    await accounts.revokeSession(tx, sessionId);
    await audit(tx, { action: 'admin.logout', target: `session:${sessionId}` });
  });
}
