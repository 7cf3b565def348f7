import {
  ActivityApplicationPageSchema,
  NoData,
  RebateClaimDataSchema,
  RebateDataSchema,
  RedPacketClaimDataSchema,
  RedPacketInfoSchema,
  RedPacketRecordPageSchema,
  VipLevelSchema,
} from '@h5/shared/contract';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { userId } from '#app/plugins/app/auth/index';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { claimRebatesNow, drawRedpacketNow, redpacketOverview } from '#app/plugins/app/rewards/player';
import { applyForPromotion, listApplications, PROMOTION_MESSAGES } from '#app/plugins/app/rewards/promotions';
import { listRebates } from '#app/plugins/app/rewards/rebates';
import { listClaims } from '#app/plugins/app/rewards/redpacket';
import { listLevels } from '#app/plugins/app/rewards/vip';
import { answers, bodyPage, emptyBody, optionalFields, pageOfBody, text, type RoutesPlugin } from '#app/routes/schemas';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';

const pageBody = optionalFields({ page: bodyPage });

/** Rebates (返水), red packets, VIP levels and promotion applications. */
const rewardRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/getfanshui',
    {
      config: { auth: 'user' },
      schema: {
        body: optionalFields({
          date: Type.Enum([1, 2, 3, 4, '1', '2', '3', '4', '']),
          page: bodyPage,
          api_type: text(32),
          type: text(32),
        }),
        response: answers(RebateDataSchema),
      },
    },
    async (request) => {
      const { body } = request;
      const platname = (body.api_type ?? '').trim();
      if (platname && !(await app.venues.find(platname))) throw new HttpError(400, VENUE_MESSAGES.unknownVenue);
      const date = body.date === undefined || body.date === '' ? 4 : Number(body.date);
      return ok(
        await listRebates(app.db, {
          userId: userId(request),
          date,
          page: pageOfBody(body.page),
          platname,
          now: app.rewards.now(),
        }),
      );
    },
  );

  app.post(
    '/dofanshui',
    {
      config: { auth: 'user', idempotent: true },
      schema: { body: emptyBody, response: answers(RebateClaimDataSchema) },
    },
    async (request) =>
      claimRebatesNow(app.db, userId(request), app.rewards.now(), (tx, envelope) =>
        completeIdempotent(tx, request, envelope),
      ),
  );

  app.get(
    '/userredpacket',
    {
      config: { auth: 'user' },
      schema: {
        querystring: optionalFields({ page: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }),
        response: answers(RedPacketInfoSchema),
      },
    },
    async (request) => ok(await redpacketOverview(app.db, userId(request), app.rewards.now())),
  );

  app.post(
    '/douserredpacket',
    {
      config: { auth: 'user', idempotent: true },
      schema: { body: emptyBody, response: answers(RedPacketClaimDataSchema) },
    },
    async (request, reply) => {
      const settings = await app.siteSettings.read();
      const drawn = await drawRedpacketNow(
        app.db,
        userId(request),
        app.rewards.now(),
        settings.redpacket_switch === '1',
        (tx, envelope) => completeIdempotent(tx, request, envelope),
      );
      return reply.code(drawn.status).send(drawn.envelope);
    },
  );

  app.post(
    '/redpacket',
    { config: { auth: 'user' }, schema: { body: pageBody, response: answers(RedPacketRecordPageSchema) } },
    async (request) => {
      return ok(await listClaims(app.db, userId(request), pageOfBody(request.body.page)));
    },
  );

  app.post('/uservip', { schema: { body: emptyBody, response: answers(Type.Array(VipLevelSchema)) } }, async () =>
    ok(await listLevels(app.db)),
  );

  app.post(
    '/doactivityapply',
    {
      config: { auth: 'user' },
      schema: {
        body: Type.Object({
          activityid: Type.Union([
            Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
            Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
          ]),
        }),
        response: answers(NoData),
      },
    },
    async (request) => {
      await applyForPromotion(app.db, userId(request), Number(request.body.activityid), app.rewards.now());
      return ok(null, PROMOTION_MESSAGES.applied);
    },
  );

  app.post(
    '/activityApplyLog',
    { config: { auth: 'user' }, schema: { body: pageBody, response: answers(ActivityApplicationPageSchema) } },
    async (request) => {
      return ok(await listApplications(app.db, userId(request), pageOfBody(request.body.page)));
    },
  );
};

export default rewardRoutes;
