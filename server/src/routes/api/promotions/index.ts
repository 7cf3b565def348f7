import { PromotionDetailSchema, PromotionPageSchema, PromotionTypeSchema, UrlDataSchema } from '@h5/shared/contract';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import {
  listPromotionTypes,
  listRunningPromotions,
  promotionDetail,
} from '#app/plugins/app/rewards/promotion-catalogue';
import { sponsorPageUrl } from '#app/plugins/app/sponsors/index';
import { emptyBody, envelope, optionalFields, refusal, type RoutesPlugin } from '#app/routes/schemas';

/** A promotion or type id: a positive integer, as a JSON number or a string of digits (clients send either). */
const idValue = Type.Union([
  Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
]);

/** Refusals keep the envelope's shape (data null). */
const notFound = envelope(Type.Null());

/**
 * The promotions catalogue (no login needed: visitors browse promotions, 000 §6) and the sponsorship pages' addresses.
 * Applications and their log are in routes/api/rewards (they need a session).
 */
const promotionRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/activitytype',
    {
      schema: {
        body: emptyBody,
        response: { 200: envelope(Type.Array(PromotionTypeSchema)), '4xx': refusal, '5xx': refusal },
      },
    },
    async () => ok(await listPromotionTypes(app.db)),
  );

  app.post(
    '/activitylist',
    {
      schema: {
        // the spec's "optional type": absent, '' or 0 mean every type
        body: optionalFields({ type: Type.Union([idValue, Type.Enum(['', 0, '0'])]) }),
        response: { 200: envelope(PromotionPageSchema), 404: notFound, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { type } = request.body;
      const typeId = type === undefined || type === '' || Number(type) === 0 ? undefined : Number(type);
      return ok(await listRunningPromotions(app.db, app.rewards.now(), typeId));
    },
  );

  // the contract's spelling (activitydeatil)
  app.post(
    '/activitydeatil',
    {
      schema: {
        body: Type.Object({ id: idValue }),
        response: { 200: envelope(PromotionDetailSchema), 404: notFound, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      return ok(await promotionDetail(app.db, Number(request.body.id), app.rewards.now()));
    },
  );

  app.post(
    '/sponsorurl',
    {
      schema: {
        body: Type.Object({ type: Type.Enum([1, 2, '1', '2']) }),
        response: { 200: envelope(UrlDataSchema), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      return ok({ url: await sponsorPageUrl(app, Number(request.body.type) as 1 | 2) });
    },
  );
};

export default promotionRoutes;
