import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { listAuditLog, type AuditQuery } from '#app/plugins/app/admin/audit-log';
import { answers, text } from '#app/routes/schemas';
import { pageQuery } from '#app/routes/schemas';

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
        response: answers(),
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
};

export default auditRoutes;
