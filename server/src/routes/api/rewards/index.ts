import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { venues } from '#app/db/schema/index';
import { fail, ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { MSG } from '#app/lib/validators';
import { userId } from '#app/plugins/app/auth/index';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { applyForPromotion, listApplications, PROMOTION_MESSAGES } from '#app/plugins/app/rewards/promotions';
import { claimRebates, listRebates } from '#app/plugins/app/rewards/rebates';
import { drawRedpacket, drawWindow, listClaims, redpacketStatus, visibleRules } from '#app/plugins/app/rewards/redpacket';
import { listLevels } from '#app/plugins/app/rewards/vip';
import { bodyPage, emptyBody, pageOfBody, text } from '#app/routes/schemas';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';

/**
 * Codes of `/api/douserredpacket` outside the 10:00–12:00 window (HTTP 400): the client maps them to the
 * "not started" and "ended" popups.
 */
export const REDPACKET_CODES = { notStarted: 410, ended: 411 } as const;
export const REWARD_MESSAGES = {
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  redpacketClosed: '红包已关闭',
} as const;

const pageBody = { type: 'object', properties: { page: bodyPage } } as const;

/** Rebates (返水), red packets, VIP levels and promotion applications. */
const rewardRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/getfanshui',
    {
      config: { auth: 'user' },
      schema: {
        body: {
          type: 'object',
          properties: {
            date: { enum: [1, 2, 3, 4, '1', '2', '3', '4', ''] },
            page: bodyPage,
            api_type: text(32),
            type: text(32),
          },
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { date?: number | string; page?: number | string; api_type?: string };
      const platname = (body.api_type ?? '').trim();
      if (platname) {
        const [venue] = await app.db.select({ id: venues.id }).from(venues).where(eq(venues.platname, platname));
        if (!venue) throw new HttpError(400, VENUE_MESSAGES.unknownVenue);
      }
      const date = body.date === undefined || body.date === '' ? 4 : Number(body.date);
      return ok(await listRebates(app.db, { userId: userId(request), date, page: pageOfBody(body.page), platname, now: app.rewards.now() }));
    },
  );

  app.post('/dofanshui', { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody } }, async (request) => {
    const uid = userId(request);
    const now = app.rewards.now();
    return app.db.transaction(async (tx) => {
      const claimed = await claimRebates(tx, uid, now);
      if (claimed.amountFen <= 0) throw new HttpError(400, MSG.rebateNothingToClaim);
      const money = formatFen(claimed.amountFen);
      const envelope = ok({ money, records: claimed.records }, `领取成功，共 ${money} 元`);
      await completeIdempotent(tx, request, envelope);
      return envelope;
    });
  });

  app.get(
    '/userredpacket',
    { config: { auth: 'user' }, schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000 } } } } },
    async (request) => {
      const now = app.rewards.now();
      const [status, rules] = await Promise.all([redpacketStatus(app.db, userId(request), now), visibleRules(app.db, now)]);
      return ok({
        sendnums: status.maxTimes - status.acquired,
        acquirednum: status.acquired,
        max_times: status.maxTimes,
        recharge: formatFen(status.rechargeFen),
        state: drawWindow(now),
        rules,
      });
    },
  );

  app.post('/douserredpacket', { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody } }, async (request, reply) => {
    const uid = userId(request);
    const now = app.rewards.now();
    const settings = await app.siteSettings.read();
    if (settings.redpacket_switch !== '1') throw new HttpError(400, REWARD_MESSAGES.redpacketClosed);
    const window = drawWindow(now);
    if (window === 'not_started') return reply.code(400).send(fail(REDPACKET_CODES.notStarted, REWARD_MESSAGES.notStarted));
    if (window === 'ended') return reply.code(400).send(fail(REDPACKET_CODES.ended, REWARD_MESSAGES.ended));
    return app.db.transaction(async (tx) => {
      const drawn = await drawRedpacket(tx, uid, now);
      if (!drawn) throw new HttpError(400, MSG.redPacketNotEligible);
      const money = formatFen(drawn.amountFen);
      const envelope = ok({ redpacketmoney: money }, `恭喜您抽中红包 ${money} 元`);
      await completeIdempotent(tx, request, envelope);
      return envelope;
    });
  });

  app.post('/redpacket', { config: { auth: 'user' }, schema: { body: pageBody } }, async (request) => {
    const body = (request.body ?? {}) as { page?: number | string };
    return ok(await listClaims(app.db, userId(request), pageOfBody(body.page)));
  });

  app.post('/uservip', { schema: { body: emptyBody } }, async () => ok(await listLevels(app.db)));

  app.post(
    '/doactivityapply',
    {
      config: { auth: 'user' },
      schema: {
        body: {
          type: 'object',
          required: ['activityid'],
          properties: { activityid: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'string', pattern: '^[1-9][0-9]{0,8}$' }] } },
        },
      },
    },
    async (request) => {
      const { activityid } = request.body as { activityid: number | string };
      await applyForPromotion(app.db, userId(request), Number(activityid), app.rewards.now());
      return ok(null, PROMOTION_MESSAGES.applied);
    },
  );

  app.post('/activityApplyLog', { config: { auth: 'user' }, schema: { body: pageBody } }, async (request) => {
    const body = (request.body ?? {}) as { page?: number | string };
    return ok(await listApplications(app.db, userId(request), pageOfBody(body.page)));
  });
};

export default rewardRoutes;
