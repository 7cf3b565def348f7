import { Type } from '@fastify/type-provider-typebox';
import { ok } from '#app/lib/envelope';
import { badRequest } from '#app/lib/http-error';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { ADMIN_ACCOUNT_MESSAGES, ADMIN_IDLE_MINUTES, ADMIN_SESSION_ABSOLUTE_MS } from '#app/plugins/app/admin/accounts';
import { adminLogout, adminSessionTimes } from '#app/plugins/app/admin/session-info';
import { TOTP_MESSAGES } from '#app/plugins/app/admin/totp';
import { clearConsoleSession, isConsoleRequest, setConsoleSession } from '#app/plugins/app/console/origin';
import { answers, emptyBody, noQuery, optionalFields, text, type RoutesPlugin } from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';

const ALL_ROLES = ['finance', 'editor'] as const;

/**
 * The back-office session. POST /login (no session) → a full session, or one pending its second factor
 * (`second_factor`: 'totp' → POST /login/totp; 'enrol' → POST /totp/enrol then /totp/enrol/confirm). On the
 * console's origin the session is set as an HttpOnly cookie and the token is not in the answer.
 * POST /logout, POST /logout-all (every session of this admin), GET /me (any full session).
 */
const sessionRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        body: optionalFields({ username: text(64), password: text(256) }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request, reply) => {
      const result = await app.adminAccounts.login(request.body, { ip: request.ip ?? '' });
      const onConsole = isConsoleRequest(request);
      if (onConsole) setConsoleSession(request, reply, result.token);
      return ok(
        {
          ...(onConsole ? {} : { token: result.token }),
          role: result.role,
          username: result.username,
          expires_at: shanghaiTimestamp(result.expires_at),
          second_factor: result.second_factor,
        },
        result.second_factor === 'none' ? ADMIN_ACCOUNT_MESSAGES.loggedIn : '请完成两步验证',
      );
    },
  );

  app.post(
    '/login/totp',
    {
      config: { admin: [...ALL_ROLES], adminPending: true },
      schema: {
        body: optionalFields({ code: text(16), recovery_code: text(32) }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const admin = adminOf(request);
      if (admin.pending !== 'totp') throw badRequest(TOTP_MESSAGES.notPending);
      const result = await app.adminTotp.verify({
        adminId: admin.adminId,
        sessionId: admin.sessionId,
        code: request.body.code,
        recoveryCode: request.body.recovery_code,
        ip: request.ip ?? '',
        absoluteMs: ADMIN_SESSION_ABSOLUTE_MS,
      });
      return ok(result, ADMIN_ACCOUNT_MESSAGES.loggedIn);
    },
  );

  app.post(
    '/totp/enrol',
    { config: { admin: [...ALL_ROLES], adminPending: true }, schema: { body: emptyBody, response: answers() } },
    async (request) => {
      const admin = adminOf(request);
      return ok(await app.adminTotp.startEnrolment(admin.adminId));
    },
  );

  app.post(
    '/totp/enrol/confirm',
    {
      config: { admin: [...ALL_ROLES], adminPending: true },
      schema: {
        body: Type.Object({ code: text(16) }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const codes = await app.adminTotp.confirmEnrolment({
        adminId: admin.adminId,
        sessionId: admin.sessionId,
        code: request.body.code.trim(),
        ip: request.ip ?? '',
        absoluteMs: ADMIN_SESSION_ABSOLUTE_MS,
      });
      return ok({ recovery_codes: codes }, TOTP_MESSAGES.enabled);
    },
  );

  app.post(
    '/logout',
    { config: { admin: [...ALL_ROLES], adminPending: true }, schema: { body: emptyBody, response: answers() } },
    async (request, reply) => {
      const admin = adminOf(request);
      await adminLogout(app.db, app.adminAccounts, admin.sessionId, (tx, e) => audit(tx, request, e));
      if (isConsoleRequest(request)) clearConsoleSession(request, reply);
      return ok(null, ADMIN_ACCOUNT_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/logout-all',
    { config: { admin: [...ALL_ROLES] }, schema: { body: emptyBody, response: answers() } },
    async (request, reply) => {
      const admin = adminOf(request);
      await app.db.transaction(async (tx) => {
        await app.adminAccounts.revokeAllFor(tx, admin.adminId);
        await audit(tx, request, { action: 'admin.logout.all', target: `admin:${admin.adminId}` });
      });
      if (isConsoleRequest(request)) clearConsoleSession(request, reply);
      return ok(null, '已退出全部登录');
    },
  );

  app.get(
    '/me',
    { config: { admin: [...ALL_ROLES] }, schema: { querystring: noQuery, response: answers() } },
    async (request) => {
      const admin = adminOf(request);
      const session = await adminSessionTimes(app.db, admin.sessionId);
      return ok({
        id: admin.adminId,
        username: admin.username,
        role: admin.role,
        session_started_at: shanghaiTimestamp(session?.createdAt),
        session_expires_at: shanghaiTimestamp(session?.expiresAt),
        idle_timeout_minutes: ADMIN_IDLE_MINUTES,
        totp_enabled: session?.totpEnabled ?? false,
      });
    },
  );
};

export default sessionRoutes;
