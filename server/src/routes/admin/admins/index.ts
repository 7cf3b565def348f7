import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { createAdmin, listAdmins, updateAdmin, type CreateAdminBody, type PatchAdminBody } from '#app/plugins/app/admin/admin-management';
import { answers, noQuery, text } from '#app/routes/schemas';
import { idParams } from '#app/routes/schemas';

const role = { type: 'string', enum: [...ADMIN_ROLES] } as const;

/** Operators' accounts (super only): list, create with a role, enable/disable, change role or password. */
const adminsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admins', { config: { admin: 'super' }, schema: { querystring: noQuery, response: answers() } }, async () => ok(await listAdmins(app.adminAccounts)));

  app.post<{ Body: CreateAdminBody }>(
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
        response: answers(),
      },
    },
    async (request) => ok(await createAdmin(app.db, app.adminAccounts, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok),
  );

  app.patch<{ Params: { id: number }; Body: PatchAdminBody }>(
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
        response: answers(),
      },
    },
    async (request) => {
      const me = adminOf(request);
      const updated = await updateAdmin(app.db, app.adminAccounts, request.params.id, me.adminId, request.body, (q, e) => audit(q, request, e));
      return ok(updated, MESSAGES.ok);
    },
  );
};

export default adminsRoutes;
