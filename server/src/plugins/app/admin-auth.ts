import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '#app/db/client';
import { adminSessions, adminUsers, auditLog, type AdminRole } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { addRouteHook, globalPlugin } from '#app/lib/plugin';
import { ADMIN_IDLE_MINUTES } from '#app/plugins/app/admin/accounts';
import { consoleSessionToken } from '#app/plugins/app/console/origin';

export interface AdminContext {
  adminId: number;
  username: string;
  role: AdminRole;
  sessionId: number;
  /** what the session still lacks (null: nothing; only `adminPending` routes see a pending one) */
  pending: 'totp' | 'enrol' | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route: the roles allowed ('super' always is). Never a player token. */
    admin?: AdminRole | AdminRole[];
    /**
     * The route also serves a session still waiting for its second factor (the TOTP step, enrolment, sign-out).
     * Every other admin route refuses such a session with 401.
     */
    adminPending?: boolean;
  }
  interface FastifyRequest {
    admin: AdminContext | null;
  }
}

export const ADMIN_MESSAGES = {
  unauthorized: '管理员登录已过期，请重新登录',
  forbidden: '没有权限执行此操作',
} as const;

/** Admin tokens look like `adm_<43 base64url>` so they are never confused with a player's api_token. */
const ADMIN_TOKEN = /^Bearer\s+(adm_[A-Za-z0-9_-]{43})\s*$/i;
const ADMIN_TOKEN_VALUE = /^adm_[A-Za-z0-9_-]{43}$/;
export const hashAdminToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The admin of a back-office request (throws the 401 envelope when there is none). */
export function adminOf(request: FastifyRequest): AdminContext {
  if (!request.admin) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
  return request.admin;
}

/**
 * Writes one audit-log row. Pass the transaction of the change so the record and the change commit together.
 * `actor` defaults to the request's admin.
 */
export async function audit(
  q: Queryable,
  request: FastifyRequest | null,
  entry: {
    action: string;
    target?: string;
    detail?: Record<string, unknown>;
    ok?: boolean;
    actor?: string;
    adminId?: number | null;
  },
): Promise<void> {
  const admin = request?.admin ?? null;
  await q.insert(auditLog).values({
    adminId: entry.adminId ?? admin?.adminId ?? null,
    actor: entry.actor ?? admin?.username ?? 'system',
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
    ip: request?.ip?.slice(0, 64) ?? '',
    ok: entry.ok ?? true,
  });
}

export default globalPlugin(async function adminAuth(app: FastifyInstance) {
  app.decorateRequest('admin', null);
  addRouteHook(
    app,
    'onRequest',
    (config) => !!config.admin,
    async (request: FastifyRequest) => {
      const allowed = request.routeOptions.config.admin!;
      // The Authorization header (the API, the CLI's scripts), or on the console's own origin its HttpOnly cookie.
      const cookie = consoleSessionToken(request);
      const token =
        ADMIN_TOKEN.exec(request.headers.authorization ?? '')?.[1] ??
        (cookie && ADMIN_TOKEN_VALUE.test(cookie) ? cookie : null);
      if (!token) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
      const [row] = await app.db
        .select({
          sessionId: adminSessions.id,
          adminId: adminUsers.id,
          username: adminUsers.username,
          role: adminUsers.role,
          pending: adminSessions.pending,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
        .where(
          and(
            eq(adminSessions.tokenHash, hashAdminToken(token)),
            isNull(adminSessions.revokedAt),
            gt(adminSessions.expiresAt, sql`now()`),
            gt(adminSessions.lastSeenAt, sql`now() - make_interval(mins => ${ADMIN_IDLE_MINUTES})`),
            eq(adminUsers.enabled, true),
          ),
        );
      if (!row) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
      if (row.pending && !request.routeOptions.config.adminPending)
        throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
      const roles = Array.isArray(allowed) ? allowed : [allowed];
      if (row.role !== 'super' && !roles.includes(row.role)) {
        // A refused attempt is worth knowing about: recorded before answering.
        await app.db.insert(auditLog).values({
          adminId: row.adminId,
          actor: row.username,
          action: 'access.denied',
          target: `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 128),
          detail: { role: row.role, allowed: roles, url: request.url.slice(0, 200) },
          ip: request.ip?.slice(0, 64) ?? '',
          ok: false,
        });
        throw new HttpError(403, ADMIN_MESSAGES.forbidden);
      }
      request.admin = {
        adminId: row.adminId,
        username: row.username,
        role: row.role,
        sessionId: row.sessionId,
        pending: row.pending ?? null,
      };
      // A request the console makes on its own (a queue refreshing itself, `X-H5-Background: 1`) is not the admin
      // at work: it does not restart the idle clock, so a console left open still signs out after 30 minutes.
      if (request.headers['x-h5-background'] !== '1')
        await app.db
          .update(adminSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(adminSessions.id, row.sessionId));
    },
  );
});
