import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#app/db/client';
import { endPlayerSessions, type EndedSessions } from '#app/plugins/app/auth/end-sessions';
import { accountBalanceFen, centralAccountId, InsufficientFunds, post, systemAccountId } from '#app/db/ledger';
import { cards, ledgerAccounts, ledgerEntries, ledgerPostings, users, venues } from '#app/db/schema/index';
import { ok, type Envelope } from '#app/lib/envelope';
import { HttpError, badRequest } from '#app/lib/http-error';
import { formatFen, money } from '#app/lib/money';
import { offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import type { AuditWriter } from './audit-log';
import { checkSignedAmount, checkText, must } from './validation';
import { approvalThresholdFen, requestAdjustment } from './adjustments';

export const USER_MESSAGES = {
  notFound: '用户不存在',
  reasonRequired: '请填写调整原因',
  adjusted: '调整成功',
  lockReasonRequired: '请填写锁定原因',
  unlockReasonRequired: '请填写解锁原因',
  locked: '已锁定该玩家，其登录和游戏会话已全部结束',
  alreadyLocked: '该玩家已被锁定',
  unlocked: '已解除锁定，该玩家可以重新登录',
  notLocked: '该玩家未被锁定',
  signedOut: '已将该玩家在所有设备上登出，其游戏会话已全部结束',
  reasonTooLong: '原因不能超过200个字',
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// "users"."id" spelled out: without a join drizzle renders ${users.id} unqualified, which would mean v.id / c.id here.
const venueSum =
  sql<number>`(SELECT coalesce(sum(v.balance_fen), 0) FROM ledger_accounts v WHERE v.user_id = "users"."id" AND v.kind = 'venue')`.mapWith(
    Number,
  );
const centralBalance =
  sql<number>`(SELECT c.balance_fen FROM ledger_accounts c WHERE c.user_id = "users"."id" AND c.kind = 'central')`.mapWith(
    Number,
  );

/**
 * Players for operators, `q` matching an exact id (listed first) or part of the username, real name or mobile.
 */
export async function searchPlayers(db: Db, q: { page: number; per_page: number; q?: string }) {
  const term = (q.q ?? '').trim();
  let where: SQL | undefined;
  if (term) {
    const pattern = `%${escapeLike(term.toLowerCase())}%`;
    const byText = or(
      sql`lower(${users.username}) LIKE ${pattern}`,
      sql`lower(${users.realname}) LIKE ${pattern}`,
      sql`${users.mobile} LIKE ${pattern}`,
    );
    where = /^\d{1,15}$/.test(term) ? or(eq(users.id, Number(term)), byText) : byText;
  }
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      realname: users.realname,
      mobile: users.mobile,
      isAgent: users.isAgent,
      vip: users.vip,
      paysumFen: users.paysumFen,
      turnoverFen: users.turnoverRequiredFen,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      lockedAt: users.lockedAt,
      centralFen: centralBalance,
      venueFen: venueSum,
    })
    .from(users)
    .where(where)
    // an exact id first: operators often search by the id a player quotes
    .orderBy(...(/^\d{1,15}$/.test(term) ? [sql`${users.id} <> ${Number(term)}`] : []), desc(users.id))
    .limit(q.per_page)
    .offset(offsetOf(q.page, q.per_page));
  return paged(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      realname: r.realname,
      mobile: r.mobile,
      isagent: r.isAgent ? 1 : 0,
      vip: r.vip,
      balance: formatFen(r.centralFen ?? 0),
      gameblance: formatFen(r.venueFen),
      paysum: formatFen(r.paysumFen),
      bet_amount: formatFen(r.turnoverFen),
      created_at: shanghaiTimestamp(r.createdAt),
      last_login_at: shanghaiTimestamp(r.lastLoginAt),
      locked: r.lockedAt ? 1 : 0,
    })),
    total,
    q.page,
    q.per_page,
  );
}

/**
 * One player with its wallets (central and each venue), outstanding turnover, the last 20 ledger lines, the saved bank
 * cards and USDT addresses (the whole number for finance, who checks withdrawals against it; the last 4 characters
 * for anyone else, as the player's own pages show them) and the referrer (the agent who brought the player).
 */
export async function playerDetail(db: Db, id: number, opts: { fullCardNumbers?: boolean } = {}) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
  const [referrer] = user.referrerId
    ? await db
        .select({ id: users.id, username: users.username, isAgent: users.isAgent })
        .from(users)
        .where(eq(users.id, user.referrerId))
    : [];
  const savedCards = await db
    .select()
    .from(cards)
    .where(and(eq(cards.userId, user.id), isNull(cards.deletedAt)))
    .orderBy(asc(cards.type), asc(cards.id));
  const accounts = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      platname: ledgerAccounts.platname,
      balanceFen: ledgerAccounts.balanceFen,
      venueName: venues.name,
    })
    .from(ledgerAccounts)
    .leftJoin(venues, eq(venues.platname, ledgerAccounts.platname))
    .where(eq(ledgerAccounts.userId, user.id))
    .orderBy(ledgerAccounts.id);
  const accountIds = accounts.map((a) => a.id);
  const recent = accountIds.length
    ? await db
        .select({
          entryId: ledgerEntries.id,
          kind: ledgerEntries.kind,
          memo: ledgerEntries.memo,
          createdAt: ledgerEntries.createdAt,
          accountId: ledgerPostings.accountId,
          amountFen: ledgerPostings.amountFen,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .where(inArray(ledgerPostings.accountId, accountIds))
        .orderBy(desc(ledgerPostings.id))
        .limit(20)
    : [];
  const wallet = new Map(accounts.map((a) => [a.id, a.kind === 'central' ? 'central' : (a.platname ?? a.kind)]));
  const central = accounts.find((a) => a.kind === 'central');
  const venueAccounts = accounts.filter((a) => a.kind === 'venue');
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    mobile: user.mobile,
    email: user.email,
    vip: user.vip,
    isagent: user.isAgent ? 1 : 0,
    referrer: referrer ? { id: referrer.id, username: referrer.username, isagent: referrer.isAgent ? 1 : 0 } : null,
    cards: savedCards.map((c) => ({
      id: c.id,
      type: c.type,
      bank: c.bank,
      bank_owner: c.bankOwner,
      bank_no: opts.fullCardNumbers ? c.bankNo : money.maskCardNo(c.bankNo),
      bank_address: c.bankAddress,
      created_at: shanghaiTimestamp(c.createdAt),
    })),
    transferstatus: user.autoTransfer ? 1 : 0,
    balance: formatFen(central?.balanceFen ?? 0),
    gameblance: formatFen(venueAccounts.reduce((s, a) => s + (a.balanceFen ?? 0), 0)),
    venues: venueAccounts.map((a) => ({
      platname: a.platname,
      name: a.venueName ?? a.platname,
      balance: formatFen(a.balanceFen ?? 0),
    })),
    paysum: formatFen(user.paysumFen),
    bet_amount: formatFen(user.turnoverRequiredFen),
    created_at: shanghaiTimestamp(user.createdAt),
    last_login_at: shanghaiTimestamp(user.lastLoginAt),
    last_login_ip: user.lastLoginIp,
    locked: user.lockedAt ? 1 : 0,
    locked_at: shanghaiTimestamp(user.lockedAt),
    lock_reason: user.lockReason,
    recent_ledger: recent.map((r) => ({
      entry_id: r.entryId,
      kind: r.kind,
      kind_label: LEDGER_KIND_LABELS[r.kind] ?? r.kind,
      wallet: wallet.get(r.accountId) ?? '',
      amount: formatFen(r.amountFen),
      memo: r.memo,
      created_at: shanghaiTimestamp(r.createdAt),
    })),
  };
}

/**
 * A signed adjustment of the central wallet against the house account, in one transaction with its audit row (and
 * `complete`, which stores the idempotent answer). A debit larger than the balance is refused (and the refusal audited).
 */
export async function adjustPlayerBalance(
  db: Db,
  userId: number,
  body: { amount: string | number; reason: string },
  audit: AuditWriter,
  complete: (tx: Tx, envelope: Envelope<unknown>) => Promise<void>,
  /** the requesting admin: an amount above the approval threshold waits for another finance admin */
  adminId?: number,
) {
  const amountFen = must(checkSignedAmount(body.amount, rules.checkMoneyAmount));
  const reasonChecked = checkText('reason', body.reason, { min: 1, max: 200 });
  if ('error' in reasonChecked) throw badRequest(USER_MESSAGES.reasonRequired);
  const reason = reasonChecked.value;
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);

  const refuse = async (balanceFen: number) => {
    await audit(db, {
      action: 'user.adjust',
      target: `user:${userId}`,
      ok: false,
      detail: {
        username: user.username,
        amount: formatFen(amountFen),
        reason,
        refused: 'insufficient_funds',
        balance: formatFen(balanceFen),
      },
    });
    return badRequest(`余额不足：当前余额 ${formatFen(balanceFen)} 元，扣减后余额不能为负`);
  };

  if (adminId !== undefined) {
    const thresholdFen = await approvalThresholdFen(db);
    if (Math.abs(amountFen) > thresholdFen) {
      // a debit the balance cannot cover is refused now, as below, rather than sent for approval
      const balanceFen = await accountBalanceFen(db, await centralAccountId(db, userId));
      if (amountFen < 0 && balanceFen + amountFen < 0) throw await refuse(balanceFen);
      return requestAdjustment(
        db,
        { userId, username: user.username, amountFen, reason, adminId, thresholdFen },
        audit,
        complete,
      );
    }
  }

  try {
    return await db.transaction(async (tx) => {
      const { entryId, balanceFen } = await postAdjustment(tx, userId, amountFen, reason);
      await audit(tx, {
        action: 'user.adjust',
        target: `user:${userId}`,
        detail: {
          username: user.username,
          amount: formatFen(amountFen),
          reason,
          entry_id: entryId,
          balance_before: formatFen(balanceFen - amountFen),
          balance_after: formatFen(balanceFen),
        },
      });
      const envelope = ok(
        { user_id: userId, amount: formatFen(amountFen), balance: formatFen(balanceFen), entry_id: entryId },
        USER_MESSAGES.adjusted,
      );
      await complete(tx, envelope);
      return envelope;
    });
  } catch (err) {
    if (!(err instanceof AdjustmentRefused)) throw err;
    throw await refuse(err.balanceFen);
  }
}

/** A debit the central wallet cannot cover; `balanceFen` is what it holds. */
export class AdjustmentRefused extends Error {
  constructor(readonly balanceFen: number) {
    super('insufficient funds');
  }
}

/**
 * One adjustment in the ledger, inside the caller's transaction: house → the player's central wallet (signed). Answers
 * the entry and the balance after; a debit below zero throws AdjustmentRefused with the balance (the transaction
 * rolls back). The direct adjustment and an approved request (adjustments.ts) both move money only here.
 */
export async function postAdjustment(tx: Tx, userId: number, amountFen: number, reason: string) {
  const central = await centralAccountId(tx, userId);
  const house = await systemAccountId(tx, 'house');
  try {
    const { entryId } = await post(tx, {
      kind: 'adjustment',
      memo: reason,
      lines: [
        { accountId: house, amountFen: -amountFen },
        { accountId: central, amountFen },
      ],
    });
    return { entryId, balanceFen: await accountBalanceFen(tx, central) };
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AdjustmentRefused(await accountBalanceFen(tx, central));
    throw err;
  }
}

const endedView = (e: EndedSessions) => ({ sessions: e.sessions, venue_sessions: e.venueSessions, tickets: e.tickets });

function reasonOf(value: unknown, message: string, required: boolean): string {
  if (!required && (value === undefined || value === '')) return '';
  const checked = checkText('reason', value, { min: 1, max: 200 });
  if ('error' in checked) throw badRequest(message);
  return checked.value;
}

/**
 * Locks a player (risk control): login is refused (403 `该账号已被锁定，请联系在线客服`, only after the right password) and
 * every session ends in the same transaction — login sessions, games at the venues, unused launch tickets
 * (`endPlayerSessions`) — with the audit row. Taking the player's row first orders it against a login in flight (see
 * `accounts.login`). The money stays where it is; unlocking gives the account back.
 */
export async function lockPlayer(db: Db, userId: number, body: { reason?: unknown }, audit: AuditWriter) {
  const reason = reasonOf(body.reason, USER_MESSAGES.lockReasonRequired, true);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ username: users.username, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    if (user.lockedAt) throw new HttpError(409, USER_MESSAGES.alreadyLocked);
    const [row] = await tx
      .update(users)
      .set({ lockedAt: sql`now()`, lockReason: reason, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ lockedAt: users.lockedAt });
    const ended = await endPlayerSessions(tx, userId, 'lock');
    await audit(tx, {
      action: 'user.lock',
      target: `user:${userId}`,
      detail: { username: user.username, reason, ended: endedView(ended) },
    });
    return ok(
      {
        user_id: userId,
        locked: 1,
        locked_at: shanghaiTimestamp(row.lockedAt),
        lock_reason: reason,
        ended: endedView(ended),
      },
      USER_MESSAGES.locked,
    );
  });
}

/** Gives a locked player the account back (they log in again); audited with the lock's reason and time. */
export async function unlockPlayer(db: Db, userId: number, body: { reason?: unknown }, audit: AuditWriter) {
  const reason = reasonOf(body.reason, USER_MESSAGES.unlockReasonRequired, true);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ username: users.username, lockedAt: users.lockedAt, lockReason: users.lockReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    if (!user.lockedAt) throw new HttpError(409, USER_MESSAGES.notLocked);
    await tx
      .update(users)
      .set({ lockedAt: null, lockReason: '', updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await audit(tx, {
      action: 'user.unlock',
      target: `user:${userId}`,
      detail: {
        username: user.username,
        reason,
        locked_at: shanghaiTimestamp(user.lockedAt),
        lock_reason: user.lockReason,
      },
    });
    return ok({ user_id: userId, locked: 0 }, USER_MESSAGES.unlocked);
  });
}

/**
 * Signs a player out everywhere (a stolen phone, a shared password): every login session, game session and unused
 * launch ticket ends (`endPlayerSessions`), audited in the same transaction. The player may log in again at once.
 */
export async function signOutPlayer(db: Db, userId: number, body: { reason?: unknown }, audit: AuditWriter) {
  const reason = reasonOf(body.reason, USER_MESSAGES.reasonTooLong, false);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    const ended = await endPlayerSessions(tx, userId, 'signout');
    await audit(tx, {
      action: 'user.signout',
      target: `user:${userId}`,
      detail: { username: user.username, reason, ended: endedView(ended) },
    });
    return ok({ user_id: userId, ended: endedView(ended) }, USER_MESSAGES.signedOut);
  });
}

/** Ledger kinds in the console's words (the CSV's 类型 column); an unknown kind shows as itself. */
export const LEDGER_KIND_LABELS: Record<string, string> = {
  deposit: '充值入账',
  withdrawal: '取款冻结',
  withdrawal_paid: '取款出账',
  withdrawal_rejected: '取款退回',
  transfer_hold: '转账处理中',
  transfer_in: '转入场馆',
  transfer_out: '转出场馆',
  transfer_refund: '转账退回',
  adjustment: '人工调整',
  rebate: '返水',
  redpacket: '红包',
  promotion_bonus: '活动彩金',
  bet: '投注',
  payout: '派彩',
};

async function playerAccounts(db: Db, id: number) {
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, platname: ledgerAccounts.platname })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, id));
  const wallet = new Map(accounts.map((a) => [a.id, a.kind === 'central' ? 'central' : (a.platname ?? a.kind)]));
  return { user, ids: accounts.map((a) => a.id), wallet };
}

const postingColumns = {
  postingId: ledgerPostings.id,
  entryId: ledgerEntries.id,
  kind: ledgerEntries.kind,
  memo: ledgerEntries.memo,
  createdAt: ledgerEntries.createdAt,
  accountId: ledgerPostings.accountId,
  amountFen: ledgerPostings.amountFen,
};

/**
 * The wallet's balance right after a posting: what it holds now less every later posting to it (player wallets keep
 * their balance on the account row; postings are never changed or removed). One statement, so one snapshot.
 */
const balanceAfter = sql<number>`(SELECT a.balance_fen - coalesce((SELECT sum(q.amount_fen) FROM ledger_postings q
  WHERE q.account_id = "ledger_postings"."account_id" AND q.id > "ledger_postings"."id"), 0)
  FROM ledger_accounts a WHERE a.id = "ledger_postings"."account_id")`.mapWith(Number);

/** The postings of these accounts with their entries, newest first. */
const postingsOf = (db: Db, accountIds: number[], limit: number, offset: number) =>
  db
    .select({ ...postingColumns, balanceAfterFen: balanceAfter })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(inArray(ledgerPostings.accountId, accountIds))
    .orderBy(desc(ledgerPostings.id))
    .limit(limit)
    .offset(offset);

/** A player's ledger postings (every wallet), newest first, paged. */
export async function playerLedger(db: Db, id: number, q: { page: number; perPage: number }) {
  const { ids, wallet } = await playerAccounts(db, id);
  if (ids.length === 0) return paged([], 0, q.page, q.perPage);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.accountId, ids));
  const rows = await postingsOf(db, ids, q.perPage, offsetOf(q.page, q.perPage));
  return paged(
    rows.map((r) => ({
      posting_id: r.postingId,
      entry_id: r.entryId,
      kind: r.kind,
      kind_label: LEDGER_KIND_LABELS[r.kind] ?? r.kind,
      wallet: wallet.get(r.accountId) ?? '',
      amount: formatFen(r.amountFen),
      balance_after: formatFen(r.balanceAfterFen),
      memo: r.memo,
      created_at: shanghaiTimestamp(r.createdAt),
    })),
    total,
    q.page,
    q.perPage,
  );
}

/** The most postings one CSV export holds (newest first); the console says so when a player has more. */
export const LEDGER_CSV_MAX_ROWS = 10_000;

/**
 * A cell of the CSV: quoted, quotes doubled; a text that a spreadsheet would run as a formula (starting with = + - @,
 * tab or carriage return) gets a leading apostrophe, so an exported memo can never execute (CSV injection).
 */
function csvCell(value: string, text: boolean): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A player's ledger as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese right). */
export async function playerLedgerCsv(db: Db, id: number): Promise<{ filename: string; body: string }> {
  const { user, ids, wallet } = await playerAccounts(db, id);
  const rows = ids.length ? await postingsOf(db, ids, LEDGER_CSV_MAX_ROWS, 0) : [];
  const lines = [
    ['时间', '流水号', '类型', '钱包', '金额（元）', '备注'].map((h) => csvCell(h, false)).join(','),
    ...rows.map((r) =>
      [
        csvCell(shanghaiTimestamp(r.createdAt), false),
        csvCell(String(r.entryId), false),
        csvCell(LEDGER_KIND_LABELS[r.kind] ?? r.kind, true),
        csvCell(wallet.get(r.accountId) ?? '', true),
        csvCell(formatFen(r.amountFen), false),
        csvCell(r.memo, true),
      ].join(','),
    ),
  ];
  return { filename: `ledger-${user.id}-${user.username}.csv`, body: `\ufeff${lines.join('\r\n')}\r\n` };
}
