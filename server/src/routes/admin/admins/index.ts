import { Type } from 'typebox';
import { ADMIN_ROLES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { ADMIN_ACCOUNT_MESSAGES } from '#app/plugins/app/admin/accounts';
import { TOTP_MESSAGES } from '#app/plugins/app/admin/totp';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { createAdmin, listAdmins, updateAdmin } from '#app/plugins/app/admin/admin-management';
import {
  answers,
  emptyBody,
  idParams,
  noQuery,
  optionalFields,
  raw,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';

const role = raw<(typeof ADMIN_ROLES)[number]>({ type: 'string', enum: [...ADMIN_ROLES] });

/** Operators' accounts (super only): list, create with a role, enable/disable, change role or password. */
const adminsRoutes: RoutesPlugin = async (app) => {
  app.get('/admins', { config: { admin: 'super' }, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await listAdmins(app.adminAccounts)),
  );

  app.post(
    '/admins',
    {
      config: { admin: 'super' },
      schema: {
        body: Type.Object({ username: text(64), password: text(256), role }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) =>
      ok(await createAdmin(app.db, app.adminAccounts, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok),
  );

  app.patch(
    '/admins/:id',
    {
      config: { admin: 'super' },
      schema: {
        params: idParams,
        body: optionalFields({ enabled: Type.Boolean(), role, password: text(256) }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) => {
      const me = adminOf(request);
      const updated = await updateAdmin(
        app.db,
        app.adminAccounts,
        request.params.id,
        me.adminId,
        request.body,
        (q, e) => audit(q, request, e),
      );
      return ok(updated, MESSAGES.ok);
    },
  );

  app.post(
    '/admins/:id/totp/reset',
    { config: { admin: 'super' }, schema: { params: idParams, body: emptyBody, response: answers() } },
    async (request) => {
      const id = request.params.id;
      const done = await app.db.transaction(async (tx) => {
        if (!(await app.adminTotp.reset(tx, id))) return false;
        await app.adminAccounts.revokeAllFor(tx, id);
        await audit(tx, request, { action: 'admin.totp.reset', target: `admin:${id}` });
        return true;
      });
      if (!done) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound);
      return ok(null, TOTP_MESSAGES.reset);
    },
  );
};

export default adminsRoutes;
