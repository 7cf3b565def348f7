import { and, asc, count, desc, eq, gte, lt, or, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { bets, games, ledgerAccounts, users, venues, type Transfer } from '#app/db/schema/index';
import { ok, type Envelope } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { amountFen, formatFen } from '#app/lib/money';
import { PER_PAGE, paged } from '#app/lib/paging';
import { dateFilterRange, shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import { userId } from '#app/plugins/app/auth/index';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';
import { TRANSFER_MESSAGES } from '#app/plugins/app/venues/transfers';
import { centralAccountId, accountBalanceFen } from '#app/db/ledger';
import { userInfo } from '#app/routes/api/user/user-info';
import { emptyBody, text } from '#app/routes/schemas';

/** The central wallet's pseudo platname on the transfer page. */
const PLATFORM_WALLET = 'userbalance';

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

/** Body integers the client may send as numbers or digit strings. */
const looseInt = (max: number, pattern: string) => ({ type: ['integer', 'string'], minimum: 1, maximum: max, maxLength: 12, pattern }) as const;
const toInt = (v: unknown, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));

const transferData = (t: Transfer) => ({
  out_trade_no: t.outTradeNo,
  amount: formatFen(t.amountFen),
  state: t.state,
  platname: t.platname,
  type: t.direction === 'in' ? 3 : 4,
});

/** The answer of a transfer in the state it reached; HTTP 503 when the venue refused it (money back in the source). */
function transferEnvelope(t: Transfer): { status: number; body: Envelope<unknown> } {
  if (t.state === 1) return { status: 200, body: ok(transferData(t), TRANSFER_MESSAGES.success) };
  if (t.state === 2) return { status: 200, body: ok(transferData(t), TRANSFER_MESSAGES.pending) };
  return { status: 503, body: { code: 503, message: TRANSFER_MESSAGES.failed, data: null } };
}

/** Wallets, transfers, game launch and bet records (spec 001 §7 and 000 §7). */
const walletRoutes: FastifyPluginAsync = async (app) => {
  const { transfers: service } = app.venues;

  app.post('/balancelist', { config: { auth: 'user' }, schema: { body: emptyBody } }, async (request) => {
    const rows = await app.db
      .select({ name: venues.name, platname: venues.platname, balance: sql<number>`coalesce(${ledgerAccounts.balanceFen}, 0)`.mapWith(Number) })
      .from(venues)
      .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.userId, userId(request)), eq(ledgerAccounts.kind, 'venue'), eq(ledgerAccounts.platname, venues.platname)))
      // a disabled venue still shows while it holds the player's money, so it can be recalled
      .where(or(eq(venues.enabled, true), gt(ledgerAccounts.balanceFen, 0)))
      .orderBy(asc(venues.sort), asc(venues.id));
    return ok(rows.map((r) => ({ name: r.name, platname: r.platname, balance: formatFen(r.balance) })));
  });

  app.post<{ Params: { code: string } }>(
    '/userapimoney/:code',
    { config: { auth: 'user' }, schema: { params: { type: 'object', required: ['code'], properties: { code: text(32) } }, body: emptyBody } },
    async (request) => {
      const venue = await app.venues.require(request.params.code, { allowDisabled: true });
      const uid = userId(request);
      await service.reconcilePending(new Date(), { userId: uid, platname: venue.platname });
      const balance = await app.venues.adapterFor(venue.platname).balance(uid, venue.platname);
      return ok({ name: venue.name, platname: venue.platname, balance: formatFen(balance) });
    },
  );

  app.post('/refreshusermoney', { config: { auth: 'user' }, schema: { body: emptyBody } }, async (request) => {
    const uid = userId(request);
    await service.reconcilePending(new Date(), { userId: uid });
    return ok(await userInfo(app, uid));
  });

  app.post<{ Body: { amount?: unknown; sourcetype?: string; targettype?: string } }>(
    '/transfer',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        body: {
          type: 'object',
          properties: { amount: { type: ['string', 'number'], maxLength: 40 }, sourcetype: text(32), targettype: text(32) },
        },
      },
    },
    async (request, reply) => {
      const problem = rules.checkTransfer(request.body);
      if (problem) throw new HttpError(400, problem);
      const source = request.body.sourcetype!.trim();
      const target = request.body.targettype!.trim();
      const direction = source === PLATFORM_WALLET ? 'in' : 'out';
      // the venue is checked by the transfer itself (unknown 404, closed 400 unless the money comes back from it)
      const t = await service.transfer(
        { userId: userId(request), platname: direction === 'in' ? target : source, direction, amountFen: amountFen(request.body.amount), source: 'manual', allowDisabled: direction === 'out' },
        // with an Idempotency-Key, the answer is stored in the transaction(s) that move the money
        request.idempotency
          ? {
              recorded: (tx, row) => completeIdempotent(tx, request, transferEnvelope(row).body),
              settled: async (tx, row) => {
                const answer = transferEnvelope(row);
                await completeIdempotent(tx, request, answer.body, answer.status, { replace: true });
              },
            }
          : undefined,
      );
      const answer = transferEnvelope(t);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post('/transall', { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody } }, async (request) => {
    const r = await service.recallAll(userId(request));
    if (r.venues === 0) return ok({ amount: '0.00' }, WALLET_MESSAGES.nothingToRecall);
    const message =
      r.pendingCount === 0 && r.failed === 0 ? WALLET_MESSAGES.recalled(r.recalledFen) : WALLET_MESSAGES.recallPartial(r.recalledFen, r.pendingCount, r.failed);
    return ok({ amount: formatFen(r.recalledFen), pending: formatFen(r.pendingFen) }, message);
  });

  app.post<{ Body: { transferstatus: number | string } }>(
    '/uptransferstatus',
    {
      config: { auth: 'user' },
      schema: {
        body: {
          type: 'object',
          required: ['transferstatus'],
          properties: { transferstatus: { type: ['integer', 'string'], enum: [0, 1, '0', '1'] } },
        },
      },
    },
    async (request) => {
      const on = Number(request.body.transferstatus) === 1;
      await app.db.update(users).set({ autoTransfer: on, updatedAt: sql`now()` }).where(eq(users.id, userId(request)));
      return ok({ transferstatus: on ? 1 : 0 }, WALLET_MESSAGES.ok);
    },
  );

  app.post<{ Body: { plat_name: string; game_type?: unknown; game_code?: string; is_mobile_url?: unknown } }>(
    '/getGameUrl',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        body: {
          type: 'object',
          required: ['plat_name'],
          properties: {
            plat_name: text(32),
            game_type: { type: ['string', 'integer'], maxLength: 32 },
            game_code: { type: ['string', 'integer'], maxLength: 64, pattern: '^[^\\u0000]*$' },
            is_mobile_url: { type: ['string', 'integer'], maxLength: 4 },
          },
        },
      },
    },
    async (request) => {
      const uid = userId(request);
      const venue = await app.venues.require(request.body.plat_name.trim());
      const lobbyCode = venue.category === 'concise' ? 'lobby' : '0';
      const asked = String(request.body.game_code ?? '').trim();
      let gameCode = lobbyCode;
      if (asked !== '' && asked !== '0' && asked !== 'lobby') {
        const [game] = await app.db
          .select({ code: games.gameCode })
          .from(games)
          .where(and(eq(games.platformName, venue.platname), eq(games.gameCode, asked), eq(games.appState, 1)));
        if (!game) throw new HttpError(404, VENUE_MESSAGES.unknownGame);
        gameCode = game.code;
      }

      let message: string = WALLET_MESSAGES.launching;
      const [me] = await app.db.select({ auto: users.autoTransfer }).from(users).where(eq(users.id, uid));
      if (me?.auto) {
        const central = await accountBalanceFen(app.db, await centralAccountId(app.db, uid));
        if (central > 0) {
          try {
            const t = await service.transfer({ userId: uid, platname: venue.platname, direction: 'in', amountFen: central, source: 'auto' });
            if (t.state === 2) message = WALLET_MESSAGES.autoTransferPending;
            if (t.state === 0) message = WALLET_MESSAGES.autoTransferFailed;
          } catch (err) {
            // the balance moved meanwhile (another request): launch anyway with what the venue holds
            if (!(err instanceof HttpError)) throw err;
          }
        }
      }
      const baseUrl = `${request.protocol}://${request.host}`;
      const url = await app.venues.adapterFor(venue.platname).launchUrl(uid, { platname: venue.platname, gameCode, baseUrl });
      return ok({ url }, message);
    },
  );

  app.post<{ Body: { date?: number | string; page?: number | string; api_type?: string } }>(
    '/betrecord',
    {
      config: { auth: 'user' },
      schema: {
        body: {
          type: 'object',
          properties: {
            date: { type: ['integer', 'string'], minimum: 1, maximum: 4, maxLength: 1, pattern: '^[1-4]?$' },
            page: looseInt(100000, '^([1-9][0-9]{0,5})?$'),
            api_type: text(32),
          },
        },
      },
    },
    async (request) => {
      const uid = userId(request);
      const page = toInt(request.body.page, 1);
      const range = dateFilterRange(toInt(request.body.date, 4), Date.now())!;
      const platname = (request.body.api_type ?? '').trim();
      if (platname !== '' && !(await app.venues.find(platname))) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
      const where = and(
        eq(bets.userId, uid),
        gte(bets.betTime, range.start),
        lt(bets.betTime, range.end),
        platname ? eq(bets.platname, platname) : undefined,
      );
      const [{ n }] = await app.db.select({ n: count() }).from(bets).where(where);
      const rows = await app.db
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
      return ok(
        paged(
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
        ),
      );
    },
  );

  app.post<{ Body: { gamecode: string } }>(
    '/gamelistBycode',
    { schema: { body: { type: 'object', required: ['gamecode'], properties: { gamecode: text(32) } } } },
    async (request) => {
      const code = request.body.gamecode.trim();
      const venue = await app.venues.find(code);
      if (!venue || venue.category !== 'concise') throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
      const rows = await app.db
        .select({ gamename: games.name, gamepic: games.mobileImg, gamecode: games.gameCode, catecode: games.catecode })
        .from(games)
        .where(and(eq(games.catecode, code), eq(games.appState, 1)))
        .orderBy(asc(games.sort), asc(games.id));
      return ok(rows);
    },
  );
};

export default walletRoutes;
