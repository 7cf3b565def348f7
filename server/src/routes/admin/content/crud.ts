import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#app/db/client';
import type { AdminRole } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError, MESSAGES, badRequest } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { offsetOf, paged } from '#app/lib/paging';
import { sqlState } from '#app/lib/pg-errors';
import { idParams, pageQuery, type PageQuery } from '#app/routes/schemas';

/**
 * One editable list of the back office: GET /<path>?page (any admin), POST /<path>, PATCH /<path>/:id,
 * DELETE /<path>/:id (the editing roles). Each write is checked by the resource's own `parse`, runs in one
 * transaction with its audit row, and answers the row as operators see it.
 */
export interface CrudResource<Row extends { id: number }> {
  path: string;
  /** audit action prefix, e.g. 'banner' → banner.create / banner.update / banner.delete */
  name: string;
  /** what a missing id answers, e.g. 广告图不存在 */
  notFound: string;
  table: PgTable;
  idColumn: PgColumn;
  orderBy: SQL[];
  editors: AdminRole | AdminRole[];
  /** body properties of create/update (JSON schema; types only, `parse` checks the values) */
  properties: Record<string, unknown>;
  /** required on create */
  required: string[];
  /** list filters from the querystring */
  filters?: { properties: Record<string, unknown>; where(query: Record<string, unknown>): SQL | undefined };
  /** checked column values; `existing` is the row being updated (null on create) */
  parse(body: Record<string, unknown>, existing: Row | null, tx: Tx): Promise<Record<string, unknown>>;
  toWire(row: Row): Record<string, unknown>;
  /** what a delete that other records still reference answers */
  inUse?: string;
  /** extra column values on every update (e.g. updatedAt) */
  touch?: Record<string, unknown>;
}

export function registerCrud<Row extends { id: number }>(app: FastifyInstance, r: CrudResource<Row>) {
  const viewers: AdminRole[] = ['finance', 'editor'];
  const findRow = async (tx: Tx, id: number): Promise<Row | null> => {
    const rows = (await tx.select().from(r.table).where(eq(r.idColumn, id)).for('update')) as Row[];
    return rows[0] ?? null;
  };

  app.get<{ Querystring: PageQuery & Record<string, unknown> }>(
    `/${r.path}`,
    {
      config: { admin: viewers },
      schema: { querystring: { type: 'object', properties: { ...pageQuery, ...(r.filters?.properties ?? {}) } } },
    },
    async (request) => {
      const where = r.filters?.where(request.query);
      const [{ total }] = await app.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(r.table).where(where);
      const rows = (await app.db
        .select()
        .from(r.table)
        .where(where)
        .orderBy(...r.orderBy, asc(r.idColumn))
        .limit(request.query.per_page)
        .offset(offsetOf(request.query.page, request.query.per_page))) as Row[];
      return ok(paged(rows.map(r.toWire), total, request.query.page, request.query.per_page));
    },
  );

  app.get<{ Params: { id: number } }>(`/${r.path}/:id`, { config: { admin: viewers }, schema: { params: idParams } }, async (request) => {
    const rows = (await app.db.select().from(r.table).where(eq(r.idColumn, request.params.id))) as Row[];
    if (!rows[0]) throw new HttpError(404, r.notFound);
    return ok(r.toWire(rows[0]));
  });

  const body = (required: string[]) => ({ type: 'object', additionalProperties: false, required, properties: r.properties });

  app.post<{ Body: Record<string, unknown> }>(`/${r.path}`, { config: { admin: r.editors }, schema: { body: body(r.required) } }, async (request) => {
    const row = await app.db.transaction(async (tx) => {
      const values = await r.parse(request.body, null, tx);
      const [created] = (await tx.insert(r.table).values(values).returning()) as Row[];
      await audit(tx, request, { action: `${r.name}.create`, target: `${r.name}:${created.id}`, detail: summary(values) });
      return created;
    });
    return ok(r.toWire(row), MESSAGES.ok);
  });

  app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(
    `/${r.path}/:id`,
    { config: { admin: r.editors }, schema: { params: idParams, body: body([]) } },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw badRequest('请至少修改一项');
      const row = await app.db.transaction(async (tx) => {
        const existing = await findRow(tx, request.params.id);
        if (!existing) throw new HttpError(404, r.notFound);
        const values = await r.parse(request.body, existing, tx);
        const [updated] = (await tx
          .update(r.table)
          .set({ ...values, ...(r.touch ?? {}) })
          .where(eq(r.idColumn, existing.id))
          .returning()) as Row[];
        await audit(tx, request, { action: `${r.name}.update`, target: `${r.name}:${existing.id}`, detail: summary(values) });
        return updated;
      });
      return ok(r.toWire(row), MESSAGES.ok);
    },
  );

  app.delete<{ Params: { id: number } }>(`/${r.path}/:id`, { config: { admin: r.editors }, schema: { params: idParams } }, async (request) => {
    try {
      await app.db.transaction(async (tx) => {
        const existing = await findRow(tx, request.params.id);
        if (!existing) throw new HttpError(404, r.notFound);
        await tx.delete(r.table).where(eq(r.idColumn, existing.id));
        await audit(tx, request, { action: `${r.name}.delete`, target: `${r.name}:${existing.id}`, detail: summary(r.toWire(existing)) });
      });
    } catch (err) {
      const code = sqlState(err); // 23503 foreign key, 23001 ON DELETE RESTRICT
      if (code === '23503' || code === '23001') throw new HttpError(409, r.inUse ?? '该记录仍被引用，无法删除');
      throw err;
    }
    return ok(null, MESSAGES.ok);
  });
}

/** Audit detail: the values written, long texts shortened. */
function summary(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…` : v instanceof Date ? v.toISOString() : v]),
  );
}
