import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#app/db/client';
import { auditLog } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { offsetOf, paged } from '#app/lib/paging';
import { DAY_MS, shanghaiTimestamp } from '#app/lib/time';

/** One audit-log entry as a route records it (`audit(tx, request, entry)` of plugins/app/admin-auth). */
export interface AuditEntry {
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ok?: boolean;
  actor?: string;
  adminId?: number | null;
}

/** Writes an audit row inside the caller's transaction; a route passes `(tx, e) => audit(tx, request, e)`. */
export type AuditWriter = (q: Queryable, entry: AuditEntry) => Promise<void>;

export interface AuditQuery {
  page: number;
  per_page: number;
  action?: string;
  actor?: string;
  target?: string;
  /** Asia/Shanghai days, `YYYY-MM-DD`, inclusive */
  from?: string;
  to?: string;
}

/** The instant a Shanghai day starts (UTC+8, no daylight saving). */
function shanghaiDayStart(day: string) {
  const at = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(at.getTime())) throw new HttpError(400, `日期无效：${day}`);
  return at;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit log, newest first. `action` matches exactly or as a prefix of dotted names (`admin` finds admin.login,
 * admin.create…); `actor` regardless of case; `target` exactly; `from`/`to` a range of Shanghai days (inclusive).
 */
export async function listAuditLog(db: Db, q: AuditQuery) {
  const filters: SQL[] = [];
  if (q.action) filters.push(or(eq(auditLog.action, q.action), like(auditLog.action, `${escapeLike(q.action)}.%`))!);
  if (q.actor) filters.push(sql`lower(${auditLog.actor}) = ${q.actor.toLowerCase()}`);
  if (q.target) filters.push(eq(auditLog.target, q.target));
  if (q.from) filters.push(gte(auditLog.createdAt, shanghaiDayStart(q.from)));
  if (q.to) filters.push(lt(auditLog.createdAt, new Date(shanghaiDayStart(q.to).getTime() + DAY_MS)));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(q.per_page)
    .offset(offsetOf(q.page, q.per_page));
  return paged(
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
  );
}

/**
 * Runs `work` in one transaction with its audit row (`action` on `target`, `detail` from the work). A refusal
 * (an HttpError) is audited with ok=false after the rollback, then thrown on; `onAuditError` hears a failed write of it.
 */
export async function auditedAction<T>(
  db: Db,
  audit: AuditWriter,
  entry: { action: string; target: string },
  work: (tx: Tx) => Promise<{ data: T; detail?: Record<string, unknown> }>,
  onAuditError: (err: unknown) => void,
): Promise<T> {
  const { action, target } = entry;
  try {
    return await db.transaction(async (tx) => {
      const { data, detail } = await work(tx);
      await audit(tx, { action, target, detail: detail ?? {} });
      return data;
    });
  } catch (err) {
    if (err instanceof HttpError) {
      await audit(db, { action, target, ok: false, detail: { error: err.message } }).catch(onAuditError);
    }
    throw err;
  }
}
