import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#app/db/client';
import { activityApplications, promotions } from '#app/db/schema/index';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import type { ConfirmedDeposit } from '#app/plugins/app/wallet/events';
import { offsetOf, paged, PER_PAGE } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { CATALOGUE_MESSAGES, promotionRefusal, promotionState, runningAt } from './promotion-catalogue';
import { multipleOfFen } from './rates';
import { addTurnoverRequired } from './turnover';
import { assertNotBlocked } from '#app/plugins/app/protection/store';

export const PROMOTION_MESSAGES = {
  duplicate: '您已申请过该活动',
  applied: '申请成功，请等待审核',
} as const;

/**
 * `/api/doactivityapply`: one application per player and promotion (the unique index decides a race). Unknown or
 * not yet published: 404 活动不存在; ended or withdrawn (retired): 404 saying so; nothing is written then.
 */
export async function applyForPromotion(q: Queryable, userId: number, promotionId: number, now: Date): Promise<number> {
  await assertNotBlocked(q, userId, now); // a time-out or self-exclusion (player protection)
  const [promo] = await q
    .select({
      id: promotions.id,
      enabled: promotions.enabled,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  if (!promo) throw new HttpError(404, CATALOGUE_MESSAGES.notFound);
  const refusal = promotionRefusal(promotionState(promo, now), true);
  if (refusal) throw refusal;
  const [row] = await q
    .insert(activityApplications)
    .values({ userId, promotionId, state: 1, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: activityApplications.id });
  if (!row) throw new HttpError(409, PROMOTION_MESSAGES.duplicate);
  return row.id;
}

/** `/api/activityApplyLog`: the player's applications, newest first. */
export async function listApplications(q: Queryable, userId: number, page: number) {
  const where = eq(activityApplications.userId, userId);
  const [rows, [count]] = await Promise.all([
    q
      .select({ a: activityApplications, title: promotions.title })
      .from(activityApplications)
      .innerJoin(promotions, eq(promotions.id, activityApplications.promotionId))
      .where(where)
      .orderBy(desc(activityApplications.createdAt), desc(activityApplications.id))
      .limit(PER_PAGE)
      .offset(offsetOf(page)),
    q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(activityApplications)
      .where(where),
  ]);
  return paged(
    rows.map(({ a, title }) => ({
      id: a.id,
      activity_id: a.promotionId,
      activity_name: title,
      created_at: shanghaiTimestamp(a.createdAt),
      state: a.state,
      bonus: formatFen(a.bonusFen),
    })),
    count.n,
    page,
  );
}

/**
 * Deposit bonus (`onDepositConfirmed('promotion-bonus')`, inside the confirming transaction): for each passed
 * application of an enabled, running promotion with a bonus config and no bonus paid yet, a deposit of at least
 * minDepositFen earns min(percent % × deposit, maxFen) from the bonus account, and flowMultiple × bonus joins the
 * turnover requirement. The conditional UPDATE (bonus_paid_at IS NULL) pays each application once.
 */
export async function payDepositBonuses(tx: Tx, deposit: ConfirmedDeposit): Promise<number> {
  const now = deposit.confirmedAt;
  const candidates = await tx
    .select({ id: activityApplications.id, title: promotions.title, bonus: promotions.bonus })
    .from(activityApplications)
    .innerJoin(promotions, eq(promotions.id, activityApplications.promotionId))
    .where(
      and(
        eq(activityApplications.userId, deposit.userId),
        eq(activityApplications.state, 2),
        isNull(activityApplications.bonusPaidAt),
        runningAt(now),
      ),
    )
    .orderBy(activityApplications.id);
  let paid = 0;
  for (const c of candidates) {
    const cfg = c.bonus;
    if (!cfg || !(cfg.percent > 0) || !(cfg.maxFen > 0)) continue;
    if (deposit.amountFen < (cfg.minDepositFen ?? 0)) continue;
    const bonusFen = Math.min(Math.floor((deposit.amountFen * cfg.percent) / 100), Math.floor(cfg.maxFen));
    if (bonusFen < 1) continue;
    const [marked] = await tx
      .update(activityApplications)
      .set({ bonusFen, bonusPaidAt: now })
      .where(
        and(
          eq(activityApplications.id, c.id),
          eq(activityApplications.state, 2),
          isNull(activityApplications.bonusPaidAt),
        ),
      )
      .returning({ id: activityApplications.id });
    if (!marked) continue;
    await post(tx, {
      kind: 'promotion_bonus',
      memo: `${c.title}（存款 ${deposit.depositNo}）`,
      lines: [
        { accountId: await systemAccountId(tx, 'bonus'), amountFen: -bonusFen },
        { accountId: await centralAccountId(tx, deposit.userId), amountFen: bonusFen },
      ],
    });
    await addTurnoverRequired(tx, deposit.userId, multipleOfFen(bonusFen, Math.round((cfg.flowMultiple ?? 1) * 100)));
    paid += bonusFen;
  }
  return paid;
}
