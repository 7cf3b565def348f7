import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#app/db/client';
import { adminUsers, balanceAdjustments, users } from '#app/db/schema/index';
import { ok, type Envelope } from '#app/lib/envelope';
import { HttpError, badRequest } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { readSiteSettings } from '#app/plugins/app/site-settings';
import type { AuditWriter } from './audit-log';
import { reviewedBy } from '#app/plugins/app/cashier/messages';
import { AdjustmentRefused, postAdjustment } from './players';
import { checkText } from './validation';

/**
 * Balance adjustments above an amount set in settings (`adjust_approval_above`, yuan; finance's setting) need a
 * second finance admin: `POST /admin/api/users/:id/adjust` then records a request and moves nothing; another finance
 * (or super) admin approves it — the state change (pending → approved, conditional, so two approvals race and one
 * wins) and the ledger entry commit together — or rejects it with a reason. The requester can approve or reject
 * neither. At or below the amount, an adjustment moves at once as before.
 */
export const ADJUSTMENT_MESSAGES = {
  requested: '调整金额超过 {limit} 元，已提交审批，需另一名财务管理员通过后入账',
  notFound: '调整申请不存在',
  ownRequest: '不能审批自己提交的调整申请',
  approved: '已通过，调整已入账',
  rejected: '已拒绝该调整申请',
  done: '该调整申请已处理',
  reasonRequired: '请填写拒绝原因',
} as const;

export async function approvalThresholdFen(db: Db): Promise<number> {
  const settings = await readSiteSettings(db);
  return Math.round(Number(settings.adjust_approval_above) * 100);
}

export async function requestAdjustment(
  db: Db,
  input: { userId: number; username: string; amountFen: number; reason: string; adminId: number; thresholdFen: number },
  audit: AuditWriter,
  complete: (tx: Tx, envelope: Envelope<unknown>) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(balanceAdjustments)
      .values({ userId: input.userId, amountFen: input.amountFen, reason: input.reason, requestedBy: input.adminId })
      .returning({ id: balanceAdjustments.id });
    await audit(tx, {
      action: 'user.adjust.request',
      target: `user:${input.userId}`,
      detail: {
        adjustment_id: row.id,
        username: input.username,
        amount: formatFen(input.amountFen),
        reason: input.reason,
        approval_above: formatFen(input.thresholdFen),
      },
    });
    const envelope = ok(
      { adjustment_id: row.id, state: 'pending', user_id: input.userId, amount: formatFen(input.amountFen) },
      ADJUSTMENT_MESSAGES.requested.replace('{limit}', formatFen(input.thresholdFen)),
    );
    await complete(tx, envelope);
    return envelope;
  });
}

const view = (r: {
  id: number;
  userId: number;
  username: string | null;
  amountFen: number;
  reason: string;
  state: string;
  requester: string | null;
  requestedAt: Date;
  reviewer: string | null;
  reviewedAt: Date | null;
  reviewReason: string;
  entryId: number | null;
}) => ({
  id: r.id,
  user_id: r.userId,
  username: r.username ?? '',
  amount: formatFen(r.amountFen),
  reason: r.reason,
  state: r.state,
  requested_by: r.requester ?? '',
  requested_at: shanghaiTimestamp(r.requestedAt),
  reviewed_by: r.reviewer ?? '',
  reviewed_at: shanghaiTimestamp(r.reviewedAt),
  review_reason: r.reviewReason,
  entry_id: r.entryId,
});

const reviewer = sql<
  string | null
>`(SELECT a.username FROM admin_users a WHERE a.id = ${balanceAdjustments.reviewedBy})`;

/** `GET /admin/api/adjustments?state=pending|approved|rejected&page&per_page`: newest first. */
export async function listAdjustments(db: Db, q: { state?: string; page?: number; per_page?: number }) {
  const perPage = q.per_page ?? 20;
  const page = q.page ?? 1;
  const where = q.state ? eq(balanceAdjustments.state, q.state as 'pending') : undefined;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(balanceAdjustments)
    .where(where);
  const rows = await db
    .select({
      id: balanceAdjustments.id,
      userId: balanceAdjustments.userId,
      username: users.username,
      amountFen: balanceAdjustments.amountFen,
      reason: balanceAdjustments.reason,
      state: balanceAdjustments.state,
      requester: adminUsers.username,
      requestedAt: balanceAdjustments.requestedAt,
      reviewer,
      reviewedAt: balanceAdjustments.reviewedAt,
      reviewReason: balanceAdjustments.reviewReason,
      entryId: balanceAdjustments.entryId,
    })
    .from(balanceAdjustments)
    .leftJoin(users, eq(users.id, balanceAdjustments.userId))
    .leftJoin(adminUsers, eq(adminUsers.id, balanceAdjustments.requestedBy))
    .where(where)
    .orderBy(desc(balanceAdjustments.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return paged(rows.map(view), total, page, perPage);
}

/** Why a review could not take the request: gone, the reviewer's own, or already reviewed (by whom, when). */
async function refusal(tx: Tx, id: number, adminId: number): Promise<never> {
  const [r] = await tx
    .select({
      state: balanceAdjustments.state,
      requestedBy: balanceAdjustments.requestedBy,
      reviewer,
      reviewedAt: balanceAdjustments.reviewedAt,
    })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id));
  if (!r) throw new HttpError(404, ADJUSTMENT_MESSAGES.notFound);
  if (r.state === 'pending' && r.requestedBy === adminId) throw new HttpError(403, ADJUSTMENT_MESSAGES.ownRequest);
  throw new HttpError(409, ADJUSTMENT_MESSAGES.done + reviewedBy(r.reviewer, r.reviewedAt));
}

/** Takes a pending request that someone else made (the conditional update is the lock: one reviewer wins). */
async function take(tx: Tx, id: number, adminId: number, state: 'approved' | 'rejected', reviewReason = '') {
  const [r] = await tx
    .update(balanceAdjustments)
    .set({ state, reviewedBy: adminId, reviewedAt: sql`now()`, reviewReason })
    .where(
      and(
        eq(balanceAdjustments.id, id),
        eq(balanceAdjustments.state, 'pending'),
        ne(balanceAdjustments.requestedBy, adminId),
      ),
    )
    .returning();
  return r ?? refusal(tx, id, adminId);
}

export async function approveAdjustment(db: Db, id: number, adminId: number, audit: AuditWriter) {
  try {
    return await db.transaction(async (tx) => {
      const r = await take(tx, id, adminId, 'approved');
      const { entryId, balanceFen } = await postAdjustment(tx, r.userId, r.amountFen, r.reason);
      await tx.update(balanceAdjustments).set({ entryId }).where(eq(balanceAdjustments.id, id));
      await audit(tx, {
        action: 'user.adjust.approve',
        target: `user:${r.userId}`,
        detail: {
          adjustment_id: id,
          amount: formatFen(r.amountFen),
          reason: r.reason,
          entry_id: entryId,
          balance_before: formatFen(balanceFen - r.amountFen),
          balance_after: formatFen(balanceFen),
        },
      });
      return ok(
        {
          adjustment_id: id,
          state: 'approved',
          user_id: r.userId,
          amount: formatFen(r.amountFen),
          balance: formatFen(balanceFen),
          entry_id: entryId,
        },
        ADJUSTMENT_MESSAGES.approved,
      );
    });
  } catch (err) {
    if (!(err instanceof AdjustmentRefused)) throw err;
    // the whole transaction rolled back: the request is still pending
    throw badRequest('余额不足：扣减后余额不能为负，该申请仍待审批');
  }
}

export async function rejectAdjustment(
  db: Db,
  id: number,
  adminId: number,
  body: { reason?: string },
  audit: AuditWriter,
) {
  const checked = checkText('reason', body.reason, { min: 1, max: 200 });
  if ('error' in checked) throw badRequest(ADJUSTMENT_MESSAGES.reasonRequired);
  return db.transaction(async (tx) => {
    const r = await take(tx, id, adminId, 'rejected', checked.value);
    await audit(tx, {
      action: 'user.adjust.reject',
      target: `user:${r.userId}`,
      detail: { adjustment_id: id, amount: formatFen(r.amountFen), reason: r.reason, review_reason: checked.value },
    });
    return ok({ adjustment_id: id, state: 'rejected' }, ADJUSTMENT_MESSAGES.rejected);
  });
}
