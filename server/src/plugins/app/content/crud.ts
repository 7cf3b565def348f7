import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#app/db/client';
import { HttpError, badRequest } from '#app/lib/http-error';
import { offsetOf, paged } from '#app/lib/paging';
import { sqlState } from '#app/lib/pg-errors';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';

/**
 * One editable list of the back office (banners, notices, promotion types, promotions, articles): how its rows are
 * read, checked, written and shown. Each write is checked by the resource's own `parse`, runs in one transaction with
 * its audit row, and answers the row as operators see it. routes/admin/content registers the routes of each.
 */
export interface ContentResource<Row extends { id: number }> {
  /** audit action prefix, e.g. 'banner' → banner.create / banner.update / banner.delete */
  name: string;
  /** what a missing id answers, e.g. 广告图不存在 */
  notFound: string;
  table: PgTable;
  idColumn: PgColumn;
  orderBy: SQL[];
  /** the list's filter from the querystring (its properties are declared by the route) */
  where?(query: Record<string, unknown>): SQL | undefined;
  /** checked column values; `existing` is the row being updated (null on create) */
  parse(body: Record<string, unknown>, existing: Row | null, tx: Tx): Promise<Record<string, unknown>>;
  toWire(row: Row): Record<string, unknown>;
  /** what a delete that other records still reference answers */
  inUse?: string;
  /** extra column values on every update (e.g. updatedAt) */
  touch?: Record<string, unknown>;
}

async function lockRow<Row extends { id: number }>(tx: Tx, r: ContentResource<Row>, id: number): Promise<Row | null> {
  const rows = (await tx.select().from(r.table).where(eq(r.idColumn, id)).for('update')) as Row[];
  return rows[0] ?? null;
}

/** One page of rows in the resource's order. */
export async function listContent<Row extends { id: number }>(
  db: Db,
  r: ContentResource<Row>,
  query: Record<string, unknown> & { page: number; per_page: number },
) {
  const where = r.where?.(query);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(r.table)
    .where(where);
  const rows = (await db
    .select()
    .from(r.table)
    .where(where)
    .orderBy(...r.orderBy, asc(r.idColumn))
    .limit(query.per_page)
    .offset(offsetOf(query.page, query.per_page))) as Row[];
  return paged(rows.map(r.toWire), total, query.page, query.per_page);
}

/** One row, or a 404 with the resource's message. */
export async function readContent<Row extends { id: number }>(db: Db, r: ContentResource<Row>, id: number) {
  const rows = (await db.select().from(r.table).where(eq(r.idColumn, id))) as Row[];
  if (!rows[0]) throw new HttpError(404, r.notFound);
  return r.toWire(rows[0]);
}

export async function createContent<Row extends { id: number }>(
  db: Db,
  r: ContentResource<Row>,
  body: Record<string, unknown>,
  audit: AuditWriter,
) {
  const row = await db.transaction(async (tx) => {
    const values = await r.parse(body, null, tx);
    const [created] = (await tx.insert(r.table).values(values).returning()) as Row[];
    await audit(tx, { action: `${r.name}.create`, target: `${r.name}:${created.id}`, detail: summary(values) });
    return created;
  });
  return r.toWire(row);
}

/** Changes only the fields the body names. */
export async function updateContent<Row extends { id: number }>(
  db: Db,
  r: ContentResource<Row>,
  id: number,
  body: Record<string, unknown>,
  audit: AuditWriter,
) {
  if (Object.keys(body).length === 0) throw badRequest('请至少修改一项');
  const row = await db.transaction(async (tx) => {
    const existing = await lockRow(tx, r, id);
    if (!existing) throw new HttpError(404, r.notFound);
    const values = await r.parse(body, existing, tx);
    const [updated] = (await tx
      .update(r.table)
      .set({ ...values, ...(r.touch ?? {}) })
      .where(eq(r.idColumn, existing.id))
      .returning()) as Row[];
    // the values written, and the row as it was
    await audit(tx, {
      action: `${r.name}.update`,
      target: `${r.name}:${existing.id}`,
      detail: { ...summary(values), before: summary(r.toWire(existing)) },
    });
    return updated;
  });
  return r.toWire(row);
}

/** Deletes a row; one that other records still reference is a 409 (`inUse`). */
export async function deleteContent<Row extends { id: number }>(
  db: Db,
  r: ContentResource<Row>,
  id: number,
  audit: AuditWriter,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const existing = await lockRow(tx, r, id);
      if (!existing) throw new HttpError(404, r.notFound);
      await tx.delete(r.table).where(eq(r.idColumn, existing.id));
      await audit(tx, {
        action: `${r.name}.delete`,
        target: `${r.name}:${existing.id}`,
        detail: summary(r.toWire(existing)),
      });
    });
  } catch (err) {
    const code = sqlState(err); // 23503 foreign key, 23001 ON DELETE RESTRICT
    if (code === '23503' || code === '23001') throw new HttpError(409, r.inUse ?? '该记录仍被引用，无法删除');
    throw err;
  }
}

/** Audit detail: the values written, long texts shortened. */
function summary(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…` : v instanceof Date ? v.toISOString() : v,
    ]),
  );
}
