import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { adminSessions } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { ADMIN_ACCOUNT_MESSAGES } from '#app/plugins/app/admin/accounts';
import { emptyBody, text } from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';

/** POST /login (no session), POST /logout and GET /me (any admin). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { username?: string; password?: string } }>(
    '/login',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, properties: { username: text(64), password: text(256) } },
      },
    },
    async (request) => {
      const result = await app.adminAccounts.login(request.body, { ip: request.ip ?? '' });
      return ok({ token: result.token, role: result.role, username: result.username, expires_at: shanghaiTimestamp(result.expires_at) }, ADMIN_ACCOUNT_MESSAGES.loggedIn);
    },
  );

  app.post('/logout', { config: { admin: ['finance', 'editor'] }, schema: { body: emptyBody } }, async (request) => {
    const admin = adminOf(request);
    await app.db.transaction(async (tx) => {
      await app.adminAccounts.revokeSession(tx, admin.sessionId);
      await audit(tx, request, { action: 'admin.logout', target: `session:${admin.sessionId}` });
    });
    return ok(null, ADMIN_ACCOUNT_MESSAGES.loggedOut);
  });

  app.get('/me', { config: { admin: ['finance', 'editor'] } }, async (request) => {
    const admin = adminOf(request);
    const [session] = await app.db
      .select({ expiresAt: adminSessions.expiresAt, createdAt: adminSessions.createdAt })
      .from(adminSessions)
      .where(eq(adminSessions.id, admin.sessionId));
    return ok({
      id: admin.adminId,
      username: admin.username,
      role: admin.role,
      session_started_at: shanghaiTimestamp(session?.createdAt),
      session_expires_at: shanghaiTimestamp(session?.expiresAt),
      idle_timeout_minutes: 120,
    });
  });
};

export default sessionRoutes;
