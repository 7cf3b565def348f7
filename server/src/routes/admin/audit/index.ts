import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { listAuditLog } from '#app/plugins/app/admin/audit-log';
import { answers, pageQuery, text, type RoutesPlugin } from '#app/routes/schemas';

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'an Asia/Shanghai day, YYYY-MM-DD' });

/**
 * GET /audit?page&action&actor&target&from&to — newest first. `action` matches exactly or as a prefix of dotted names
 * (`admin` finds admin.login, admin.create…); `from`/`to`
 * are Shanghai days (inclusive). Readable by finance and super (it records money decisions).
 */
const auditRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/audit',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: Type.Object({
          ...pageQuery,
          action: Type.Optional(text(64)),
          actor: Type.Optional(text(64)),
          target: Type.Optional(text(128)),
          from: Type.Optional(day),
          to: Type.Optional(day),
        }),
        response: answers(),
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );
};

export default auditRoutes;
