import type { FastifyInstance } from 'fastify';
import type { AdminRole } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES, badRequest } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { requireFieldRoles } from '#app/plugins/app/admin/roles';
import { createContent, deleteContent, listContent, readContent, updateContent, type ContentResource } from '#app/plugins/app/content/crud';
import { answers, noBody, noQuery } from '#app/routes/schemas';
import { idParams, pageQuery, type PageQuery } from '#app/routes/schemas';

/**
 * The routes of one editable list of the back office: GET /<path>?page and GET /<path>/:id (any admin), POST /<path>,
 * PATCH /<path>/:id, DELETE /<path>/:id (the editing roles). The work is in plugins/app/content (crud, resources).
 */
export interface CrudRoutes {
  path: string;
  editors: AdminRole | AdminRole[];
  /** body properties of create/update (JSON schema; types only, the resource's `parse` checks the values) */
  properties: Record<string, unknown>;
  /** required on create */
  required: string[];
  /** querystring properties of the list's filters */
  filters?: Record<string, unknown>;
  /**
   * Fields that need another role than the rest (a promotion's bonus decides how much is paid: finance). With it,
   * create/update are open to both roles and each field is checked (plugins/app/admin/roles.ts); delete stays `editors`.
   */
  fieldRoles?: Record<string, AdminRole>;
}

export function registerCrud<Row extends { id: number }>(app: FastifyInstance, resource: ContentResource<Row>, r: CrudRoutes) {
  const viewers: AdminRole[] = ['finance', 'editor'];
  const writers = r.fieldRoles ? [...new Set([...[r.editors].flat(), ...Object.values(r.fieldRoles)])] : r.editors;

  app.get<{ Querystring: PageQuery & Record<string, unknown> }>(
    `/${r.path}`,
    {
      config: { admin: viewers },
      schema: { querystring: { type: 'object', properties: { ...pageQuery, ...(r.filters ?? {}) } }, response: answers() },
    },
    async (request) => ok(await listContent(app.db, resource, request.query)),
  );

  app.get<{ Params: { id: number } }>(`/${r.path}/:id`, { config: { admin: viewers }, schema: { params: idParams, querystring: noQuery, response: answers() } }, async (request) =>
    ok(await readContent(app.db, resource, request.params.id)),
  );

  const body = (required: string[]) => ({ type: 'object', additionalProperties: false, required, properties: r.properties });

  app.post<{ Body: Record<string, unknown> }>(`/${r.path}`, { config: { admin: writers }, schema: { body: body(r.required), response: answers() } }, async (request) => {
    await requireFieldRoles(request, r.editors, r.fieldRoles, request.body);
    return ok(await createContent(app.db, resource, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok);
  });

  app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(
    `/${r.path}/:id`,
    { config: { admin: writers }, schema: { params: idParams, body: body([]), response: answers() } },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw badRequest('请至少修改一项');
      await requireFieldRoles(request, r.editors, r.fieldRoles, request.body);
      return ok(await updateContent(app.db, resource, request.params.id, request.body, (tx, e) => audit(tx, request, e)), MESSAGES.ok);
    },
  );

  app.delete<{ Params: { id: number } }>(`/${r.path}/:id`, { config: { admin: r.editors }, schema: { params: idParams, body: noBody, response: answers() } }, async (request) => {
    await deleteContent(app.db, resource, request.params.id, (tx, e) => audit(tx, request, e));
    return ok(null, MESSAGES.ok);
  });
}
