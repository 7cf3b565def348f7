import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#app/db/client';
import {
  activityApplications,
  deposits,
  promotions,
  type ActivityApplication,
  type PromotionBonus,
} from '#app/db/schema/index';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { multipleOfFen } from './rates';
import { addTurnoverRequired } from './turnover';

export const REVIEW_MESSAGES = {
  notFound: '申请不存在',
  alreadyReviewed: '该申请已审核，不能重复操作',
  reasonRequired: '请输入拒绝理由',
  bonusOnReject: '拒绝申请时不能发放彩金',
} as const;

export interface Review {
  applicationId: number;
  action: 'pass' | 'reject';
  reason: string;
  adminId: number;
  /** the bonus the operator grants with the approval (fen); otherwise the promotion's own bonus applies */
  bonusFen?: number;
  /** turnover multiple of that bonus; otherwise the promotion's, else 1 */
  flowMultiple?: number;
  now: Date;
}

export interface ReviewResult {
  application: ActivityApplication;
  /** the bonus paid with this approval (0 when none) */
  bonusFen: number;
}

/**
 * The bonus an approval pays: the operator's amount, else the promotion's fixed amount, else its percentage of the
 * player's first confirmed deposit when that deposit qualifies (a player who has not deposited yet is paid on the next
 * qualifying deposit instead, by payDepositBonuses). Answers fen and the turnover multiple.
 */
async function approvalBonus(
  tx: Tx,
  app: ActivityApplication,
  cfg: PromotionBonus | null,
  review: Review,
): Promise<{ fen: number; multiple: number }> {
  const multiple = review.flowMultiple ?? cfg?.flowMultiple ?? 1;
  if (review.bonusFen !== undefined) return { fen: review.bonusFen, multiple };
  if (!cfg) return { fen: 0, multiple };
  if (cfg.amountFen && cfg.amountFen > 0) return { fen: cfg.amountFen, multiple };
  if (!(cfg.percent > 0) || !(cfg.maxFen > 0)) return { fen: 0, multiple };
  const [first] = await tx
    .select({ amountFen: deposits.amountFen })
    .from(deposits)
    .where(and(eq(deposits.userId, app.userId), eq(deposits.state, 2)))
    .orderBy(asc(deposits.reviewedAt), asc(deposits.id))
    .limit(1);
  if (!first || first.amountFen < (cfg.minDepositFen ?? 0)) return { fen: 0, multiple };
  return { fen: Math.min(Math.floor((first.amountFen * cfg.percent) / 100), Math.floor(cfg.maxFen)), multiple };
}

/**
 * Back office: passes (2) or rejects (3) a pending application inside the caller's transaction. The state change is
 * conditional on state 1, so of two reviews racing (two operators, a double click) exactly one wins and the other is
 * 409; the approval's bonus is posted in the same transaction, from the bonus account to the player's central wallet,
 * and marked paid (bonus_paid_at), so it is paid exactly once.
 */
export async function reviewApplication(tx: Tx, review: Review): Promise<ReviewResult> {
  if (review.action === 'reject' && !review.reason) throw badRequest(REVIEW_MESSAGES.reasonRequired);
  if (review.action === 'reject' && review.bonusFen !== undefined) throw badRequest(REVIEW_MESSAGES.bonusOnReject);
  const [row] = await tx
    .update(activityApplications)
    .set({
      state: review.action === 'pass' ? 2 : 3,
      reason: review.reason,
      reviewedBy: review.adminId,
      reviewedAt: review.now,
    })
    .where(and(eq(activityApplications.id, review.applicationId), eq(activityApplications.state, 1)))
    .returning();
  if (!row) {
    const [exists] = await tx
      .select({ id: activityApplications.id })
      .from(activityApplications)
      .where(eq(activityApplications.id, review.applicationId));
    throw exists ? conflict(REVIEW_MESSAGES.alreadyReviewed) : notFound(REVIEW_MESSAGES.notFound);
  }
  if (review.action === 'reject') return { application: row, bonusFen: 0 };

  const [promo] = await tx
    .select({ title: promotions.title, bonus: promotions.bonus })
    .from(promotions)
    .where(eq(promotions.id, row.promotionId));
  const { fen, multiple } = await approvalBonus(tx, row, promo?.bonus ?? null, review);
  if (fen < 1) return { application: row, bonusFen: 0 };
  const [paid] = await tx
    .update(activityApplications)
    .set({ bonusFen: fen, bonusPaidAt: review.now })
    .where(and(eq(activityApplications.id, row.id), isNull(activityApplications.bonusPaidAt)))
    .returning();
  if (!paid) return { application: row, bonusFen: 0 };
  await post(tx, {
    kind: 'promotion_bonus',
    memo: `${promo?.title ?? '活动'}（申请 #${row.id} 审核通过）`,
    lines: [
      { accountId: await systemAccountId(tx, 'bonus'), amountFen: -fen },
      { accountId: await centralAccountId(tx, row.userId), amountFen: fen },
    ],
  });
  await addTurnoverRequired(tx, row.userId, multipleOfFen(fen, Math.round(multiple * 100)));
  return { application: paid, bonusFen: fen };
}
