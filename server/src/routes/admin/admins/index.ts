import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES, adminUsers, type AdminRole } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { ADMIN_ACCOUNT_MESSAGES, checkAdminPassword, checkAdminUsername, insertAdmin } from '#app/plugins/app/admin/accounts';
import { text } from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';
import { idParams } from '#app/routes/schemas';

const role = { type: 'string', enum: [...ADMIN_ROLES] } as const;

interface CreateBody {
  username: string;
  password: string;
  role: AdminRole;
}
interface PatchBody {
  enabled?: boolean;
  role?: AdminRole;
  password?: string;
}

/** Operators' accounts (super only): list, create with a role, enable/disable, change role or password. */
const adminsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admins', { config: { admin: 'super' } }, async () => {
    const rows = await app.adminAccounts.list();
    return ok(
      rows.map((r) => ({ id: r.id, username: r.username, role: r.role, enabled: r.enabled, created_at: shanghaiTimestamp(r.createdAt), last_login_at: shanghaiTimestamp(r.lastLoginAt) })),
    );
  });

  app.post<{ Body: CreateBody }>(
    '/admins',
    {
      config: { admin: 'super' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'password', 'role'],
          properties: { username: text(64), password: text(256), role },
        },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const problem = checkAdminUsername(username) ?? checkAdminPassword(password, username);
      if (problem) throw badRequest(problem);
      const id = await app.db.transaction(async (tx) => {
        const newId = await insertAdmin(tx, app.adminAccounts.hasher, { username, password, role: request.body.role });
        await audit(tx, request, { action: 'admin.create', target: `admin:${newId}`, detail: { username, role: request.body.role } });
        return newId;
      });
      return ok({ id, username, role: request.body.role, enabled: true }, MESSAGES.ok);
    },
  );

  app.patch<{ Params: { id: number }; Body: PatchBody }>(
    '/admins/:id',
    {
      config: { admin: 'super' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { enabled: { type: 'boolean' }, role, password: text(256) },
        },
      },
    },
    async (request) => {
      const me = adminOf(request);
      const { enabled, role: newRole, password } = request.body;
      if (enabled === undefined && newRole === undefined && password === undefined) throw badRequest(ADMIN_ACCOUNT_MESSAGES.nothingToChange);
      const passwordHash = password === undefined ? undefined : await (async () => {
        const [target] = await app.db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, request.params.id));
        if (!target) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound);
        const problem = checkAdminPassword(password, target.username);
        if (problem) throw badRequest(problem);
        return app.adminAccounts.hasher.hash(password);
      })();

      const updated = await app.db.transaction(async (tx) => {
        // Lock the super admins (fixed order) so two operators cannot demote or disable the last two at once.
        await tx.execute(sql`SELECT id FROM admin_users WHERE role = 'super' AND enabled ORDER BY id FOR UPDATE`);
        const [target] = await tx.select().from(adminUsers).where(eq(adminUsers.id, request.params.id)).for('update');
        if (!target) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound);
        const losesSuper = target.role === 'super' && target.enabled && (enabled === false || (newRole !== undefined && newRole !== 'super'));
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
        if (enabled === false || passwordHash !== undefined) await app.adminAccounts.revokeAllFor(tx, target.id);
        await audit(tx, request, {
          action: 'admin.update',
          target: `admin:${target.id}`,
          detail: {
            username: target.username,
            ...(enabled === undefined ? {} : { enabled: { from: target.enabled, to: enabled } }),
            ...(newRole === undefined ? {} : { role: { from: target.role, to: newRole } }),
            ...(passwordHash === undefined ? {} : { password: 'changed' }),
            self: target.id === me.adminId,
          },
        });
        return row;
      });
      if (!updated) {
        // Refused: recorded after the transaction (its locks are released), then answered.
        await audit(app.db, request, { action: 'admin.update', target: `admin:${request.params.id}`, ok: false, detail: { refused: 'last_super', enabled, role: newRole } });
        throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.lastSuper);
      }
      return ok({ id: updated.id, username: updated.username, role: updated.role, enabled: updated.enabled }, MESSAGES.ok);
    },
  );
};

export default adminsRoutes;
