import { ok } from '#app/lib/envelope';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { ADMIN_ACCOUNT_MESSAGES } from '#app/plugins/app/admin/accounts';
import { adminLogout, adminSessionTimes } from '#app/plugins/app/admin/session-info';
import { answers, emptyBody, noQuery, optionalFields, text, type RoutesPlugin } from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';

/** POST /login (no session), POST /logout and GET /me (any admin). */
const sessionRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        body: optionalFields({ username: text(64), password: text(256) }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const result = await app.adminAccounts.login(request.body, { ip: request.ip ?? '' });
      return ok(
        {
          token: result.token,
          role: result.role,
          username: result.username,
          expires_at: shanghaiTimestamp(result.expires_at),
        },
        ADMIN_ACCOUNT_MESSAGES.loggedIn,
      );
    },
  );

  app.post(
    '/logout',
    { config: { admin: ['finance', 'editor'] }, schema: { body: emptyBody, response: answers() } },
    async (request) => {
      const admin = adminOf(request);
      await adminLogout(app.db, app.adminAccounts, admin.sessionId, (tx, e) => audit(tx, request, e));
      return ok(null, ADMIN_ACCOUNT_MESSAGES.loggedOut);
    },
  );

  app.get(
    '/me',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async (request) => {
      const admin = adminOf(request);
      const session = await adminSessionTimes(app.db, admin.sessionId);
      return ok({
        id: admin.adminId,
        username: admin.username,
        role: admin.role,
        session_started_at: shanghaiTimestamp(session?.createdAt),
        session_expires_at: shanghaiTimestamp(session?.expiresAt),
        idle_timeout_minutes: 120,
      });
    },
  );
};

export default sessionRoutes;
