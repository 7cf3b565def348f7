import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { userId } from '#app/plugins/app/auth/index';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { claimRebatesNow, drawRedpacketNow, redpacketOverview } from '#app/plugins/app/rewards/player';
import { applyForPromotion, listApplications, PROMOTION_MESSAGES } from '#app/plugins/app/rewards/promotions';
import { listRebates } from '#app/plugins/app/rewards/rebates';
import { listClaims } from '#app/plugins/app/rewards/redpacket';
import { listLevels } from '#app/plugins/app/rewards/vip';
import { answers, bodyPage, emptyBody, pageOfBody, text } from '#app/routes/schemas';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';

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
        response: answers(),
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { date?: number | string; page?: number | string; api_type?: string };
      const platname = (body.api_type ?? '').trim();
      if (platname && !(await app.venues.find(platname))) throw new HttpError(400, VENUE_MESSAGES.unknownVenue);
      const date = body.date === undefined || body.date === '' ? 4 : Number(body.date);
      return ok(await listRebates(app.db, { userId: userId(request), date, page: pageOfBody(body.page), platname, now: app.rewards.now() }));
    },
  );

  app.post('/dofanshui', { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody, response: answers() } }, async (request) =>
    claimRebatesNow(app.db, userId(request), app.rewards.now(), (tx, envelope) => completeIdempotent(tx, request, envelope)),
  );

  app.get(
    '/userredpacket',
    {
      config: { auth: 'user' },
      schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000 } } }, response: answers() },
    },
    async (request) => ok(await redpacketOverview(app.db, userId(request), app.rewards.now())),
  );

  app.post('/douserredpacket', { config: { auth: 'user', idempotent: true }, schema: { body: emptyBody, response: answers() } }, async (request, reply) => {
    const settings = await app.siteSettings.read();
    const drawn = await drawRedpacketNow(app.db, userId(request), app.rewards.now(), settings.redpacket_switch === '1', (tx, envelope) =>
      completeIdempotent(tx, request, envelope),
    );
    return reply.code(drawn.status).send(drawn.envelope);
  });

  app.post('/redpacket', { config: { auth: 'user' }, schema: { body: pageBody, response: answers() } }, async (request) => {
    const body = (request.body ?? {}) as { page?: number | string };
    return ok(await listClaims(app.db, userId(request), pageOfBody(body.page)));
  });

  app.post('/uservip', { schema: { body: emptyBody, response: answers() } }, async () => ok(await listLevels(app.db)));

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
        response: answers(),
      },
    },
    async (request) => {
      const { activityid } = request.body as { activityid: number | string };
      await applyForPromotion(app.db, userId(request), Number(activityid), app.rewards.now());
      return ok(null, PROMOTION_MESSAGES.applied);
    },
  );

  app.post('/activityApplyLog', { config: { auth: 'user' }, schema: { body: pageBody, response: answers() } }, async (request) => {
    const body = (request.body ?? {}) as { page?: number | string };
    return ok(await listApplications(app.db, userId(request), pageOfBody(body.page)));
  });
};

export default rewardRoutes;
