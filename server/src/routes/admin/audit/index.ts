import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { auditLog } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { text } from '#app/routes/schemas';
import { offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { pageQuery, type PageQuery } from '#app/routes/schemas';

interface AuditQuery extends PageQuery {
  action?: string;
  actor?: string;
  target?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /audit?page&action&actor&target — newest first. `action` matches exactly or as a prefix of dotted names
 * (`admin` finds admin.login, admin.create…). Readable by finance and super (it records money decisions).
 */
const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQuery, action: text(64), actor: text(64), target: text(128) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const filters: SQL[] = [];
      if (q.action) filters.push(or(eq(auditLog.action, q.action), like(auditLog.action, `${escapeLike(q.action)}.%`))!);
      if (q.actor) filters.push(sql`lower(${auditLog.actor}) = ${q.actor.toLowerCase()}`);
      if (q.target) filters.push(eq(auditLog.target, q.target));
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await app.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(where);
      const rows = await app.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.per_page).offset(offsetOf(q.page, q.per_page));
      return ok(
        paged(
          rows.map((r) => ({
            id: r.id,
            created_at: shanghaiTimestamp(r.createdAt),
            actor: r.actor,
            admin_id: r.adminId,
            action: r.action,
            target: r.target,
            ok: r.ok,
            ip: r.ip,
            detail: r.detail,
          })),
          total,
          q.page,
          q.per_page,
        ),
      );
    },
  );
};

export default auditRoutes;
