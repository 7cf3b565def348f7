import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '#app/db/client';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { adminUsers, deposits, receivingAccounts, users, type Deposit } from '#app/db/schema/index';
import { reviewedBy } from './messages';
import { reviewConditions, type ReviewFilter } from './review-filters';
import { labels } from '#app/lib/h5-shared';
import { badRequest, conflict, notFound } from '#app/lib/http-error';
import { formatFen, money } from '#app/lib/money';
import { PER_PAGE, paged } from '#app/lib/paging';
import { shanghaiTimestamp, time } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import { depositConfirmed } from '#app/plugins/app/wallet/events';
import { readSiteSettings } from '#app/plugins/app/site-settings';
import { CASHIER_MESSAGES } from './messages';
import { newDepositNo } from './order-numbers';
import { channel, rangeOf, receivingAccountFor, type PayChannelType } from './pay-config';
import { qrDataUrl } from './qr';
import { assertNotBlocked, assertWithinLimits } from '#app/plugins/app/protection/store';

/**
 * An order not confirmed within this long after creation is expired (state 3, reason 'expired'): the payment page's
 * countdown window of `@h5/shared/time` (`PAYMENT_WINDOW_MS`), one fact for both sides.
 */
export const DEPOSIT_LIFETIME_MS = time.PAYMENT_WINDOW_MS;
export const DEPOSIT_LIFETIME_SQL = sql.raw(`interval '${Math.round(DEPOSIT_LIFETIME_MS / 1000)} seconds'`);
/** Open (state 1, not yet expired) orders a player may hold at once. */
export const MAX_OPEN_DEPOSITS = 5;
export const EXPIRED_REASON = 'expired';

/** The contract's paytype values (WeChat travels as wxpay) and their channel. */
const PAYTYPES = ['bank', 'usdt', 'wxpay', 'alipay'] as const;
type Paytype = (typeof PAYTYPES)[number];

export function readPaytype(value: unknown): Paytype | 'manual' | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'wechat') return 'wxpay';
  if (v === 'manual') return 'manual';
  return (PAYTYPES as readonly string[]).includes(v) ? (v as Paytype) : null;
}

function channelOf(paytype: Paytype, protocol: string): PayChannelType {
  if (paytype === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  if (paytype === 'wxpay') return 'wechat';
  return paytype;
}

/** The label a deposit's pay way shows in transaction records. */
export function depositPayWayLabel(paytype: string): string {
  const way = labels.PAY_WAYS.find((w) => w.paytype === paytype);
  return way?.label ?? paytype;
}

export interface RechargeBody {
  paytype?: unknown;
  amount?: unknown;
  bank?: unknown;
  bank_address?: unknown;
  bank_no?: unknown;
  bank_owner?: unknown;
  catepay?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * POST /api/recharge: checks in the page's order (bank fields, protocol, amount within the channel's range), then
 * creates the order in state 1. Answers the deposit number.
 */
export async function createDeposit(
  db: Db,
  userId: number,
  body: RechargeBody,
  /** runs inside the creating transaction with the new number (the idempotency record of the answer) */
  onCreated: (tx: Tx, depositNo: string) => Promise<void> = async () => {},
  /** the clock of player protection's periods (the reward clock of browser tests) */
  now: Date = new Date(),
): Promise<string> {
  await assertNotBlocked(db, userId, now); // a time-out or self-exclusion (player protection)
  const paytype = readPaytype(body.paytype);
  if (paytype === 'manual') throw badRequest(CASHIER_MESSAGES.manualDeposit);
  if (!paytype) throw badRequest(CASHIER_MESSAGES.payTypeUnknown);
  const protocol = paytype === 'usdt' ? str(body.catepay).toUpperCase() : '';
  if (paytype === 'usdt' && !(labels.USDT_PROTOCOLS as readonly string[]).includes(protocol)) {
    throw badRequest(rules.MSG.usdtProtocolRequired);
  }
  const type = channelOf(paytype, protocol);
  const ch = await channel(db, type);
  if (!ch || !ch.enabled) throw badRequest(CASHIER_MESSAGES.payTypeClosed);
  const problem = rules.checkDeposit({ ...body, paytype, catepay: protocol }, rangeOf(ch));
  if (problem) throw badRequest(problem);
  const amountFen = money.yuanToFen(body.amount);
  if (amountFen === null) throw badRequest(rules.MSG.amountFormat);

  const account = await receivingAccountFor(db, type);
  if (!account) throw badRequest(CASHIER_MESSAGES.noReceivingAccount);
  const settings = await readSiteSettings(db);
  const isBank = paytype === 'bank';

  return db.transaction(async (tx) => {
    // One player's order creations run one at a time, so the open-order limit holds under concurrency.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [open] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(deposits)
      .where(
        and(
          eq(deposits.userId, userId),
          eq(deposits.state, 1),
          gt(deposits.createdAt, sql`now() - ${DEPOSIT_LIFETIME_SQL}`),
        ),
      );
    if (open.n >= MAX_OPEN_DEPOSITS) throw conflict(CASHIER_MESSAGES.tooManyOpenDeposits);
    // the player's deposit limits, under the same lock: parallel orders cannot pass one together
    await assertWithinLimits(tx, userId, 'deposit', amountFen, now);
    const depositNo = newDepositNo();
    await tx.insert(deposits).values({
      depositNo,
      userId,
      paytype,
      catepay: protocol,
      amountFen,
      usdtAmount: paytype === 'usdt' ? money.usdtEquivalent(formatFen(amountFen), settings.usdtrate) : null,
      usdtRate: paytype === 'usdt' ? settings.usdtrate : null,
      bank: isBank ? str(body.bank) : '',
      bankNo: isBank ? str(body.bank_no) : '',
      bankOwner: isBank ? str(body.bank_owner) : '',
      bankAddress: isBank ? str(body.bank_address) : '',
      receivingAccountId: account.id,
    });
    await onCreated(tx, depositNo);
    return depositNo;
  });
}

/** The message of /api/payinfo names the pay type. */
const PAYINFO_MESSAGE: Record<string, string> = { usdt: 'usdtpay', wxpay: 'wxpay', alipay: 'alipay', bank: 'bank' };

/**
 * POST /api/payinfo (no session: the page has no guard). The deposit number is the only key and is unguessable
 * (100 random bits); the answer holds the order and where to pay, never who placed it.
 */
export async function payInfo(db: Db, depositNo: string) {
  const [row] = await db
    .select({ d: deposits, account: receivingAccounts })
    .from(deposits)
    .leftJoin(receivingAccounts, eq(receivingAccounts.id, deposits.receivingAccountId))
    .where(eq(deposits.depositNo, depositNo));
  if (!row) throw notFound(CASHIER_MESSAGES.depositNotFound);
  const d = row.d;
  const type = channelOf(d.paytype as Paytype, d.catepay);
  const account = row.account ?? (await receivingAccountFor(db, type));
  const mchId = account?.accountNo ?? '';
  const content =
    d.paytype === 'usdt' ? d.catepay : d.paytype === 'bank' ? (account?.bankName ?? '') : (account?.owner ?? '');
  const data = {
    deposit_no: d.depositNo,
    info: {
      amount: formatFen(d.amountFen),
      created_at: shanghaiTimestamp(d.createdAt),
      paytype: d.paytype,
      pay_way: depositPayWayLabel(d.paytype),
      state: d.state,
      expire_at: shanghaiTimestamp(new Date(d.createdAt.getTime() + DEPOSIT_LIFETIME_MS)),
      ...(d.paytype === 'usdt' ? { usdt_amount: d.usdtAmount ?? '0.00', usdt_rate: d.usdtRate ?? '' } : {}),
    },
    cardlist: {
      mch_id: mchId,
      content,
      payimg: await qrDataUrl(mchId),
      ...(d.paytype === 'bank' ? { bank_owner: account?.owner ?? '', bank_address: account?.address ?? '' } : {}),
    },
  };
  return { message: PAYINFO_MESSAGE[d.paytype] ?? d.paytype, data };
}

/** Why a review of `depositNo` cannot proceed (it was not updated by the conditional statement). */
async function refusal(tx: Tx, depositNo: string): Promise<never> {
  const [d] = await tx
    .select({ state: deposits.state, reviewer: adminUsers.username, reviewedAt: deposits.reviewedAt })
    .from(deposits)
    .leftJoin(adminUsers, eq(adminUsers.id, deposits.reviewedBy))
    .where(eq(deposits.depositNo, depositNo));
  if (!d) throw notFound(CASHIER_MESSAGES.depositNotFound);
  // a second reviewer sees who was first (an order closed by the expiry job has no reviewer)
  if (d.state === 2) throw conflict(CASHIER_MESSAGES.depositAlreadyConfirmed + reviewedBy(d.reviewer, d.reviewedAt));
  if (d.state === 3) throw conflict(CASHIER_MESSAGES.depositAlreadyClosed + reviewedBy(d.reviewer, d.reviewedAt));
  throw conflict(CASHIER_MESSAGES.depositExpired);
}

/**
 * Back office: confirms a pending, unexpired order inside the caller's transaction. The state change is conditional
 * (state 1 → 2), so two confirmations race and only one credits: deposit_clearing → central, paysum and the 1x
 * turnover requirement grow, then the deposit-confirmed handlers (VIP, bonuses) run in the same transaction.
 * `confirmedAt` (tests only: the reward clock set by a test) stamps the confirmation instead of the database's now().
 */
export async function confirmDeposit(
  tx: Tx,
  depositNo: string,
  adminId: number | null,
  confirmedAt?: Date,
): Promise<Deposit> {
  const [d] = await tx
    .update(deposits)
    .set({ state: 2, reviewedBy: adminId, reviewedAt: confirmedAt ?? sql`now()` })
    .where(
      and(
        eq(deposits.depositNo, depositNo),
        eq(deposits.state, 1),
        gt(deposits.createdAt, sql`now() - ${DEPOSIT_LIFETIME_SQL}`),
      ),
    )
    .returning();
  if (!d) return refusal(tx, depositNo);
  const [clearing, central] = [await systemAccountId(tx, 'deposit_clearing'), await centralAccountId(tx, d.userId)];
  await post(tx, {
    kind: 'deposit',
    memo: d.depositNo,
    lines: [
      { accountId: clearing, amountFen: -d.amountFen },
      { accountId: central, amountFen: d.amountFen },
    ],
  });
  await tx
    .update(users)
    .set({
      paysumFen: sql`${users.paysumFen} + ${d.amountFen}::bigint`,
      turnoverRequiredFen: sql`${users.turnoverRequiredFen} + ${d.amountFen}::bigint`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, d.userId));
  await depositConfirmed(tx, {
    depositId: d.id,
    depositNo: d.depositNo,
    userId: d.userId,
    amountFen: d.amountFen,
    confirmedAt: d.reviewedAt ?? new Date(),
  });
  return d;
}

/** Back office: rejects a pending order (state 1 → 3) with a reason. No money has moved, so none moves back. */
export async function rejectDeposit(
  tx: Tx,
  depositNo: string,
  reason: string,
  adminId: number | null,
): Promise<Deposit> {
  const [d] = await tx
    .update(deposits)
    .set({ state: 3, reason, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(deposits.depositNo, depositNo), eq(deposits.state, 1)))
    .returning();
  if (!d) return refusal(tx, depositNo);
  return d;
}

/** The deposit-expiry job: every order still pending one hour after creation becomes state 3, reason 'expired'. */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEPOSIT_LIFETIME_MS);
  const rows = await db
    .update(deposits)
    .set({ state: 3, reason: EXPIRED_REASON, reviewedAt: now })
    .where(and(eq(deposits.state, 1), lte(deposits.createdAt, cutoff)))
    .returning({ id: deposits.id });
  return rows.length;
}

/** Back office: the deposits, newest first, optionally by state. */
export async function listDeposits(db: Db, opts: ReviewFilter & { paytype?: string; page: number; perPage?: number }) {
  const perPage = opts.perPage ?? PER_PAGE;
  const filtered = reviewConditions(opts, deposits);
  const where = opts.paytype ? and(filtered, eq(deposits.paytype, opts.paytype)) : filtered;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where);
  const rows = await db
    .select({ d: deposits, username: users.username })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(perPage)
    .offset((opts.page - 1) * perPage);
  const now = Date.now();
  return paged(
    rows.map(({ d, username }) => ({
      id: d.id,
      deposit_no: d.depositNo,
      user_id: d.userId,
      username,
      paytype: d.paytype,
      pay_way: depositPayWayLabel(d.paytype),
      catepay: d.catepay,
      amount: formatFen(d.amountFen),
      usdt_amount: d.usdtAmount,
      usdt_rate: d.usdtRate,
      bank: d.bank,
      bank_no: d.bankNo,
      bank_owner: d.bankOwner,
      bank_address: d.bankAddress,
      state: d.state,
      expired: d.state === 1 && now - d.createdAt.getTime() >= DEPOSIT_LIFETIME_MS,
      reason: d.reason,
      reviewed_by: d.reviewedBy,
      reviewed_at: shanghaiTimestamp(d.reviewedAt),
      created_at: shanghaiTimestamp(d.createdAt),
    })),
    n,
    opts.page,
    perPage,
  );
}
