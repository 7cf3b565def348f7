import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#app/db/client';
import { InsufficientFunds, centralAccountId, post, systemAccountId, accountBalanceFen } from '#app/db/ledger';
import { adminUsers, users, withdrawals, type Withdrawal } from '#app/db/schema/index';
import { reviewedBy } from './messages';
import { reviewConditions, type ReviewFilter } from './review-filters';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { amountFen, formatFen, money } from '#app/lib/money';
import { PER_PAGE, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import type { PasswordHasher } from '#app/lib/passwords';
import { rules } from '#app/lib/validators';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { readSiteSettings } from '#app/plugins/app/site-settings';
import { ok, type Envelope } from '#app/lib/envelope';
import { CARD_USDT, ownCard } from './cards';
import { readId } from './body-values';
import { CASHIER_MESSAGES } from './messages';
import { newWithdrawalNo } from './order-numbers';
import { verifyPayPassword } from './pay-password';

/** The outstanding turnover requirement (打码量) in fen. */
export async function turnoverRequiredFen(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ fen: users.turnoverRequiredFen }).from(users).where(eq(users.id, userId));
  return row?.fen ?? 0;
}

export interface WithdrawBody {
  amount?: unknown;
  bank?: unknown;
  password?: unknown;
}

/** The label of a withdrawal's pay way in transaction records. */
export const withdrawalPayWayLabel = (cardType: number) => (cardType === CARD_USDT ? 'USDT' : '银行卡');

/**
 * POST /api/withdraw. Checks, in order: the spec's rules (card chosen, amount ≥ 100 and well formed, password
 * present); the card is the caller's live card; the amount fits the central balance; no outstanding turnover; for
 * USDT, something is left after the fee; the payment password (throttled; the expensive step last). Then one
 * transaction: central → withdrawal_pending by the ledger's conditional update (余额不足 when a concurrent spend got
 * there first), the withdrawal row in state 1, and the idempotency record of the answer.
 */
export async function createWithdrawal(
  db: Db,
  hasher: PasswordHasher,
  request: FastifyRequest,
  userId: number,
  body: WithdrawBody,
): Promise<Envelope<{ out_trade_no: string }>> {
  // The body does not say which tab it came from: a missing card gets the bank tab's message.
  const problem = rules.checkWithdrawal(body, { tab: 2 });
  if (problem) throw badRequest(problem);
  const cardId = readId(body.bank);
  const card = cardId === null ? null : await ownCard(db, userId, cardId);
  if (!card) throw notFound(CASHIER_MESSAGES.withdrawCardNotFound);
  const fen = amountFen(body.amount);

  const central = await centralAccountId(db, userId);
  if ((await accountBalanceFen(db, central)) < fen) throw badRequest(rules.MSG.insufficientBalance);
  const turnover = await turnoverRequiredFen(db, userId);
  if (turnover > 0) throw badRequest(CASHIER_MESSAGES.turnoverOutstanding.replace('{amount}', formatFen(turnover)));

  let usdt: { usdtAmount: string; usdtFee: string; usdtRate: string } | null = null;
  if (card.type === CARD_USDT) {
    const settings = await readSiteSettings(db);
    const yuan = formatFen(fen);
    const fee = money.usdtWithdrawFee(card.bankOwner, settings);
    if (money.usdtActualReceived(yuan, settings.withdrawusdtrate, fee) === '0.00')
      throw badRequest(CASHIER_MESSAGES.usdtFeeTooHigh);
    usdt = {
      usdtAmount: money.usdtEquivalent(yuan, settings.withdrawusdtrate),
      usdtFee: money.formatYuan(fee),
      usdtRate: settings.withdrawusdtrate,
    };
  }

  await verifyPayPassword(db, hasher, userId, typeof body.password === 'string' ? body.password : '', request.ip);

  const outTradeNo = newWithdrawalNo();
  try {
    return await db.transaction(async (tx) => {
      const pending = await systemAccountId(tx, 'withdrawal_pending');
      await post(tx, {
        kind: 'withdrawal',
        memo: outTradeNo,
        lines: [
          { accountId: central, amountFen: -fen },
          { accountId: pending, amountFen: fen },
        ],
      });
      await tx.insert(withdrawals).values({
        outTradeNo,
        userId,
        cardId: card.id,
        cardType: card.type,
        bank: card.bank,
        bankOwner: card.bankOwner,
        bankNo: card.bankNo,
        amountFen: fen,
        ...(usdt ?? {}),
      });
      const envelope = ok({ out_trade_no: outTradeNo }, CASHIER_MESSAGES.withdrawSubmitted);
      await completeIdempotent(tx, request, envelope);
      return envelope;
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw badRequest(rules.MSG.insufficientBalance);
    throw err;
  }
}

async function refusal(tx: Tx, outTradeNo: string): Promise<never> {
  const [w] = await tx
    .select({ state: withdrawals.state, reviewer: adminUsers.username, reviewedAt: withdrawals.reviewedAt })
    .from(withdrawals)
    .leftJoin(adminUsers, eq(adminUsers.id, withdrawals.reviewedBy))
    .where(eq(withdrawals.outTradeNo, outTradeNo));
  if (!w) throw notFound(CASHIER_MESSAGES.withdrawalNotFound);
  throw conflict(CASHIER_MESSAGES.withdrawalDone + reviewedBy(w.reviewer, w.reviewedAt));
}

/** Back office: pays a pending withdrawal out (withdrawal_pending → house), state 1 → 2, conditionally. */
export async function approveWithdrawal(tx: Tx, outTradeNo: string, adminId: number | null): Promise<Withdrawal> {
  const [w] = await tx
    .update(withdrawals)
    .set({ state: 2, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(withdrawals.outTradeNo, outTradeNo), eq(withdrawals.state, 1)))
    .returning();
  if (!w) return refusal(tx, outTradeNo);
  await post(tx, {
    kind: 'withdrawal_paid',
    memo: w.outTradeNo,
    lines: [
      { accountId: await systemAccountId(tx, 'withdrawal_pending'), amountFen: -w.amountFen },
      { accountId: await systemAccountId(tx, 'house'), amountFen: w.amountFen },
    ],
  });
  return w;
}

/** Back office: refuses a pending withdrawal and returns the money (withdrawal_pending → central), state 1 → 3. */
export async function rejectWithdrawal(
  tx: Tx,
  outTradeNo: string,
  reason: string,
  adminId: number | null,
): Promise<Withdrawal> {
  const [w] = await tx
    .update(withdrawals)
    .set({ state: 3, reason, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(withdrawals.outTradeNo, outTradeNo), eq(withdrawals.state, 1)))
    .returning();
  if (!w) return refusal(tx, outTradeNo);
  await post(tx, {
    kind: 'withdrawal_rejected',
    memo: w.outTradeNo,
    lines: [
      { accountId: await systemAccountId(tx, 'withdrawal_pending'), amountFen: -w.amountFen },
      { accountId: await centralAccountId(tx, w.userId), amountFen: w.amountFen },
    ],
  });
  return w;
}

/** Back office: the withdrawals, newest first, optionally by state (full card numbers: the reviewer pays them). */
export async function listWithdrawals(
  db: Db,
  opts: ReviewFilter & { card_type?: number; page: number; perPage?: number },
) {
  const perPage = opts.perPage ?? PER_PAGE;
  const filtered = reviewConditions(opts, withdrawals);
  const where = opts.card_type ? and(filtered, eq(withdrawals.cardType, opts.card_type)) : filtered;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where);
  const rows = await db
    .select({ w: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(perPage)
    .offset((opts.page - 1) * perPage);
  return paged(
    rows.map(({ w, username }) => ({
      id: w.id,
      out_trade_no: w.outTradeNo,
      user_id: w.userId,
      username,
      card_type: w.cardType,
      pay_way: withdrawalPayWayLabel(w.cardType),
      bank: w.bank,
      bank_owner: w.bankOwner,
      bank_no: w.bankNo,
      amount: formatFen(w.amountFen),
      usdt_amount: w.usdtAmount,
      usdt_fee: w.usdtFee,
      usdt_rate: w.usdtRate,
      usdt_actual:
        w.usdtAmount && w.usdtFee ? money.usdtActualReceived(formatFen(w.amountFen), w.usdtRate, w.usdtFee) : null,
      state: w.state,
      reason: w.reason,
      reviewed_by: w.reviewedBy,
      reviewed_at: shanghaiTimestamp(w.reviewedAt),
      created_at: shanghaiTimestamp(w.createdAt),
    })),
    n,
    opts.page,
    perPage,
  );
}
