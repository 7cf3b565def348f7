import {
  BetRecordPageSchema,
  ConciseGameSchema,
  RecallDataSchema,
  TransferDataSchema,
  TransferStatusDataSchema,
  UrlDataSchema,
  UserInfoSchema,
  VenueSchema,
} from '@h5/shared/contract';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { amountFen, formatFen } from '#app/lib/money';
import { rules } from '#app/lib/validators';
import { userInfo } from '#app/plugins/app/accounts/user-info';
import { player, userId } from '#app/plugins/app/auth/index';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { createTransferCheck } from '#app/plugins/app/protection/store';
import {
  betRecords,
  conciseGames,
  launchGame,
  PLATFORM_WALLET,
  setAutoTransfer,
  transferEnvelope,
  venueBalances,
  WALLET_MESSAGES,
} from '#app/plugins/app/wallet/wallets';
import { answers, emptyBody, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

/** Body integers the client may send as numbers or digit strings. */
const looseInt = (max: number, pattern: string) =>
  raw<number | string>({ type: ['integer', 'string'], minimum: 1, maximum: max, maxLength: 12, pattern });
const toInt = (v: unknown, fallback: number) => (v === undefined || v === '' ? fallback : Number(v));

/** Wallets, transfers, game launch and bet records (spec 001 §7 and 000 §7). */
const walletRoutes: RoutesPlugin = async (app) => {
  const { transfers: service } = app.venues;
  const protectionCheck = createTransferCheck(app.db, () => app.rewards.now());

  app.post(
    '/balancelist',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(Type.Array(VenueSchema)) } },
    async (request) => ok(await venueBalances(app.db, userId(request))),
  );

  app.post(
    '/userapimoney/:code',
    {
      config: { auth: 'user' },
      schema: { params: Type.Object({ code: text(32) }), body: emptyBody, response: answers(VenueSchema) },
    },
    async (request) => {
      const venue = await app.venues.require(request.params.code, { allowDisabled: true });
      const uid = userId(request);
      await service.reconcilePending(new Date(), { userId: uid, platname: venue.platname });
      const balance = await app.venues.adapterFor(venue.platname).balance(uid, venue.platname);
      return ok({ name: venue.name, platname: venue.platname, balance: formatFen(balance) });
    },
  );

  app.post(
    '/refreshusermoney',
    { config: { auth: 'user' }, schema: { body: emptyBody, response: answers(UserInfoSchema) } },
    async (request) => {
      const uid = userId(request);
      await service.reconcilePending(new Date(), { userId: uid });
      return ok(await userInfo(app, uid));
    },
  );

  app.post(
    '/transfer',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        body: optionalFields({
          amount: raw<string | number>({ type: ['string', 'number'], maxLength: 40 }),
          sourcetype: text(32),
          targettype: text(32),
        }),
        response: answers(TransferDataSchema),
      },
    },
    async (request, reply) => {
      const problem = rules.checkTransfer(request.body);
      if (problem) throw new HttpError(400, problem);
      const source = request.body.sourcetype!.trim();
      const target = request.body.targettype!.trim();
      const direction = source === PLATFORM_WALLET ? 'in' : 'out';
      const uid = userId(request);
      const fen = amountFen(request.body.amount);
      // player protection: no transfer into a venue during a time-out or self-exclusion, none past a loss limit
      const guard = await protectionCheck(uid, direction, fen);
      // the venue is checked by the transfer itself (unknown 404, closed 400 unless the money comes back from it)
      const t = await service.transfer(
        {
          userId: uid,
          platname: direction === 'in' ? target : source,
          direction,
          amountFen: fen,
          guard,
          source: 'manual',
          allowDisabled: direction === 'out',
        },
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

  app.post(
    '/transall',
    { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody, response: answers(RecallDataSchema) } },
    async (request) => {
      const r = await service.recallAll(userId(request));
      if (r.venues === 0) return ok({ amount: '0.00' }, WALLET_MESSAGES.nothingToRecall);
      const message =
        r.pendingCount === 0 && r.failed === 0
          ? WALLET_MESSAGES.recalled(r.recalledFen)
          : WALLET_MESSAGES.recallPartial(r.recalledFen, r.pendingCount, r.failed);
      return ok({ amount: formatFen(r.recalledFen), pending: formatFen(r.pendingFen) }, message);
    },
  );

  app.post(
    '/uptransferstatus',
    {
      config: { auth: 'user' },
      schema: {
        body: Type.Object({
          transferstatus: raw<0 | 1 | '0' | '1'>({ type: ['integer', 'string'], enum: [0, 1, '0', '1'] }),
        }),
        response: answers(TransferStatusDataSchema),
      },
    },
    async (request) => {
      const on = Number(request.body.transferstatus) === 1;
      await setAutoTransfer(app.db, userId(request), on);
      const transferstatus: 0 | 1 = on ? 1 : 0;
      return ok({ transferstatus }, WALLET_MESSAGES.ok);
    },
  );

  app.post(
    '/getGameUrl',
    {
      config: { auth: 'user', idempotent: true },
      schema: {
        body: Type.Object({
          plat_name: text(32),
          game_type: Type.Optional(raw<string | number>({ type: ['string', 'integer'], maxLength: 32 })),
          game_code: Type.Optional(
            raw<string | number>({ type: ['string', 'integer'], maxLength: 64, pattern: '^[^\\u0000]*$' }),
          ),
          is_mobile_url: Type.Optional(raw<string | number>({ type: ['string', 'integer'], maxLength: 4 })),
        }),
        response: answers(UrlDataSchema),
      },
    },
    async (request) => {
      const launched = await launchGame(app.db, app.venues, player(request), {
        platname: request.body.plat_name.trim(),
        gameCode: String(request.body.game_code ?? '').trim(),
        baseUrl: app.venues.publicBaseUrl(),
        now: app.rewards.now(),
      });
      return ok({ url: launched.url }, launched.message);
    },
  );

  app.post(
    '/betrecord',
    {
      config: { auth: 'user' },
      schema: {
        body: optionalFields({
          date: raw<number | string>({
            type: ['integer', 'string'],
            minimum: 1,
            maximum: 4,
            maxLength: 1,
            pattern: '^[1-4]?$',
          }),
          page: looseInt(100000, '^([1-9][0-9]{0,5})?$'),
          api_type: text(32),
        }),
        response: answers(BetRecordPageSchema),
      },
    },
    async (request) => {
      const platname = (request.body.api_type ?? '').trim();
      return ok(
        await betRecords(app.db, app.venues, userId(request), {
          page: toInt(request.body.page, 1),
          date: toInt(request.body.date, 4),
          platname,
        }),
      );
    },
  );

  app.post(
    '/gamelistBycode',
    { schema: { body: Type.Object({ gamecode: text(32) }), response: answers(Type.Array(ConciseGameSchema)) } },
    async (request) => ok(await conciseGames(app.db, app.venues, request.body.gamecode.trim())),
  );
};

export default walletRoutes;
