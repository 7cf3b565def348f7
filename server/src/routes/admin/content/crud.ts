import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TProperties } from 'typebox';
import type { AdminRole } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES, badRequest } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { requireFieldRoles } from '#app/plugins/app/admin/roles';
import {
  createContent,
  deleteContent,
  listContent,
  readContent,
  updateContent,
  type ContentResource,
} from '#app/plugins/app/content/crud';
import { answers, idParams, noBody, noQuery, optionalFields, pageQuery, raw } from '#app/routes/schemas';

/**
 * The routes of one editable list of the back office: GET /<path>?page and GET /<path>/:id (any admin), POST /<path>,
 * PATCH /<path>/:id, DELETE /<path>/:id (the editing roles). The work is in plugins/app/content (crud, resources).
 */
export interface CrudRoutes {
  path: string;
  editors: AdminRole | AdminRole[];
  /** body properties of create/update (types only, the resource's `parse` checks the values) */
  properties: TProperties;
  /** required on create */
  required: string[];
  /** querystring properties of the list's filters */
  filters?: TProperties;
  /**
   * Fields that need another role than the rest (a promotion's bonus decides how much is paid: finance). With it,
   * create/update are open to both roles and each field is checked (plugins/app/admin/roles.ts); delete stays `editors`.
   */
  fieldRoles?: Record<string, AdminRole>;
}

export function registerCrud<Row extends { id: number }>(
  instance: FastifyInstance,
  resource: ContentResource<Row>,
  r: CrudRoutes,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const viewers: AdminRole[] = ['finance', 'editor'];
  const writers = r.fieldRoles ? [...new Set([...[r.editors].flat(), ...Object.values(r.fieldRoles)])] : r.editors;

  app.get(
    `/${r.path}`,
    {
      config: { admin: viewers },
      schema: {
        querystring: Type.Object({ ...pageQuery, ...optionalFields(r.filters ?? {}).properties }),
        response: answers(),
      },
    },
    async (request) => ok(await listContent(app.db, resource, request.query)),
  );

  app.get(
    `/${r.path}/:id`,
    { config: { admin: viewers }, schema: { params: idParams, querystring: noQuery, response: answers() } },
    async (request) => ok(await readContent(app.db, resource, request.params.id)),
  );

  // plain JSON Schema: which fields are required differs between create and update; the resource's `parse` reads them
  const body = (required: string[]) =>
    raw<Record<string, unknown>>({ type: 'object', additionalProperties: false, required, properties: r.properties });

  app.post(
    `/${r.path}`,
    { config: { admin: writers }, schema: { body: body(r.required), response: answers() } },
    async (request) => {
      await requireFieldRoles(request, r.editors, r.fieldRoles, request.body);
      return ok(await createContent(app.db, resource, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok);
    },
  );

  app.patch(
    `/${r.path}/:id`,
    { config: { admin: writers }, schema: { params: idParams, body: body([]), response: answers() } },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw badRequest('请至少修改一项');
      await requireFieldRoles(request, r.editors, r.fieldRoles, request.body);
      return ok(
        await updateContent(app.db, resource, request.params.id, request.body, (tx, e) => audit(tx, request, e)),
        MESSAGES.ok,
      );
    },
  );

  app.delete(
    `/${r.path}/:id`,
    { config: { admin: r.editors }, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) => {
      await deleteContent(app.db, resource, request.params.id, (tx, e) => audit(tx, request, e));
      return ok(null, MESSAGES.ok);
    },
  );
}
