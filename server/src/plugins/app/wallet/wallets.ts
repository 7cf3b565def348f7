import { and, asc, count, desc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { ConciseGame } from '@h5/shared/types';
import type { Db } from '#app/db/client';
import { accountBalanceFen, centralAccountId } from '#app/db/ledger';
import { bets, games, ledgerAccounts, users, venues, type Transfer } from '#app/db/schema/index';
import { ok, type Envelope } from '#app/lib/envelope';
import { labels } from '#app/lib/h5-shared';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { PER_PAGE, paged } from '#app/lib/paging';
import { dateFilterRange, shanghaiTimestamp } from '#app/lib/time';
import type { LaunchPlayer } from '#app/plugins/app/venues/adapter';
import type { VenueService } from '#app/plugins/app/venues/index';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';
import { TRANSFER_MESSAGES } from '#app/plugins/app/venues/transfers';
import { assertNotBlocked, transferInGuard } from '#app/plugins/app/protection/store';

/*
 * The player's wallets between the central wallet and the venues (spec 001 §7, 000 §7): venue balances, the answer of
 * a transfer, the auto-transfer switch, game launch (with its auto transfer), bet records and a concise venue's games.
 */

/** The central wallet's pseudo platname on the transfer page (`@h5/shared`'s label, the same the page sends). */
export const PLATFORM_WALLET: string = labels.PLATFORM_WALLET;

export const WALLET_MESSAGES = {
  nothingToRecall: '暂无可回收余额',
  recalled: (fen: number) => `回收成功，共回收 ${formatFen(fen)} 元`,
  recallPartial: (fen: number, pending: number, failed: number) =>
    `已回收 ${formatFen(fen)} 元${pending ? `，${pending}个场馆处理中，请稍后刷新` : ''}${failed ? `，${failed}个场馆暂时无法回收` : ''}`,
  autoTransferPending: '自动转入处理中，请稍后刷新场馆余额',
  autoTransferFailed: '自动转入失败，资金已退回中心钱包',
  launching: '跳转中...',
  ok: '操作成功',
} as const;

const transferData = (t: Transfer) => ({
  out_trade_no: t.outTradeNo,
  amount: formatFen(t.amountFen),
  state: t.state,
  platname: t.platname,
  type: t.direction === 'in' ? 3 : 4,
});

/** The answer of a transfer in the state it reached; HTTP 503 when the venue refused it (money back in the source). */
export function transferEnvelope(
  t: Transfer,
): { status: 200; body: Envelope<ReturnType<typeof transferData>> } | { status: 503; body: Envelope<null> } {
  if (t.state === 1) return { status: 200, body: ok(transferData(t), TRANSFER_MESSAGES.success) };
  if (t.state === 2) return { status: 200, body: ok(transferData(t), TRANSFER_MESSAGES.pending) };
  return { status: 503, body: { code: 503, message: TRANSFER_MESSAGES.failed, data: null } };
}

/** Every enabled venue (and any disabled one still holding the player's money, so it can be recalled) with its balance. */
export async function venueBalances(db: Db, userId: number) {
  const rows = await db
    .select({
      name: venues.name,
      platname: venues.platname,
      balance: sql<number>`coalesce(${ledgerAccounts.balanceFen}, 0)`.mapWith(Number),
    })
    .from(venues)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'venue'),
        eq(ledgerAccounts.platname, venues.platname),
      ),
    )
    // a disabled venue still shows while it holds the player's money, so it can be recalled
    .where(or(eq(venues.enabled, true), gt(ledgerAccounts.balanceFen, 0)))
    .orderBy(asc(venues.sort), asc(venues.id));
  return rows.map((r) => ({ name: r.name, platname: r.platname, balance: formatFen(r.balance) }));
}

/** The auto-transfer switch (`transferstatus`): on, launching a game first moves the central balance into its venue. */
export async function setAutoTransfer(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .update(users)
    .set({ autoTransfer: on, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A game's launch address: the venue's lobby, or one of its games (404 when unknown or off). With auto transfer on,
 * the whole central balance first moves into the venue; the message says when that is pending or failed.
 */
export async function launchGame(
  db: Db,
  venueService: VenueService,
  player: LaunchPlayer,
  input: { platname: string; gameCode: string; baseUrl: string; now: Date },
): Promise<{ url: string; message: string }> {
  const { userId } = player;
  await assertNotBlocked(db, userId, input.now); // a time-out or self-exclusion (player protection)
  const service = venueService.transfers;
  const venue = await venueService.require(input.platname);
  const lobbyCode = venue.category === 'concise' ? 'lobby' : '0';
  const asked = input.gameCode;
  let gameCode = lobbyCode;
  if (asked !== '' && asked !== '0' && asked !== 'lobby') {
    const [game] = await db
      .select({ code: games.gameCode })
      .from(games)
      .where(and(eq(games.platformName, venue.platname), eq(games.gameCode, asked), eq(games.appState, 1)));
    if (!game) throw new HttpError(404, VENUE_MESSAGES.unknownGame);
    gameCode = game.code;
  }

  let message: string = WALLET_MESSAGES.launching;
  const [me] = await db.select({ auto: users.autoTransfer }).from(users).where(eq(users.id, userId));
  if (me?.auto) {
    const central = await accountBalanceFen(db, await centralAccountId(db, userId));
    if (central > 0) {
      try {
        const t = await service.transfer({
          userId,
          platname: venue.platname,
          direction: 'in',
          amountFen: central,
          source: 'auto',
          // a loss limit holds for the automatic transfer too (refused: the game opens with what the venue holds)
          guard: await transferInGuard(db, userId, central, input.now),
        });
        if (t.state === 2) message = WALLET_MESSAGES.autoTransferPending;
        if (t.state === 0) message = WALLET_MESSAGES.autoTransferFailed;
      } catch (err) {
        // the balance moved meanwhile (another request): launch anyway with what the venue holds
        if (!(err instanceof HttpError)) throw err;
      }
    }
  }
  const url = await venueService
    .adapterFor(venue.platname)
    .launchUrl(player, { platname: venue.platname, gameCode, baseUrl: input.baseUrl });
  return { url, message };
}

/** The player's bets, newest first, 10 a page, within a date filter (1–4) and optionally one venue (404 unknown). */
export async function betRecords(
  db: Db,
  venueService: VenueService,
  userId: number,
  q: { page: number; date: number; platname: string },
) {
  const { page, platname } = q;
  const range = dateFilterRange(q.date, Date.now())!;
  if (platname !== '' && !(await venueService.find(platname))) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
  const where = and(
    eq(bets.userId, userId),
    gte(bets.betTime, range.start),
    lt(bets.betTime, range.end),
    platname ? eq(bets.platname, platname) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(bets).where(where);
  const rows = await db
    .select({
      betNo: bets.betNo,
      platname: bets.platname,
      name: venues.name,
      betAmountFen: bets.betAmountFen,
      winLossFen: bets.winLossFen,
      code: bets.code,
      status: bets.status,
      betTime: bets.betTime,
    })
    .from(bets)
    .leftJoin(venues, eq(venues.platname, bets.platname))
    .where(where)
    .orderBy(desc(bets.betTime), desc(bets.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  return paged(
    rows.map((r) => ({
      bet_id: r.betNo,
      bet_amount: formatFen(r.betAmountFen),
      win_loss: formatFen(r.winLossFen),
      Code: r.code,
      status: r.status,
      bet_time: shanghaiTimestamp(r.betTime),
      api_type: r.platname,
      name: r.name ?? r.platname,
    })),
    n,
    page,
  );
}

/** The games of a concise venue (`gamecode` is its platname; 404 for any other venue). */
export async function conciseGames(db: Db, venueService: VenueService, code: string): Promise<ConciseGame[]> {
  const venue = await venueService.find(code);
  if (!venue || venue.category !== 'concise') throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
  const rows = await db
    .select({ gamename: games.name, gamepic: games.mobileImg, gamecode: games.gameCode, catecode: games.catecode })
    .from(games)
    .where(and(eq(games.catecode, code), eq(games.appState, 1)))
    .orderBy(asc(games.sort), asc(games.id));
  // catecode is `code` on every row (the WHERE above); the column is nullable only for lobby tiles
  return rows.map((r) => ({ ...r, catecode: r.catecode ?? code }));
}
