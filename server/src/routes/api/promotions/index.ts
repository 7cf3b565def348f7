import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { listPromotionTypes, listRunningPromotions, promotionDetail } from '#app/plugins/app/rewards/promotion-catalogue';
import { sponsorPageUrl } from '#app/plugins/app/sponsors/index';
import { emptyBody, envelope, refusal } from '#app/routes/schemas';

/** A promotion or type id: a positive integer, as a JSON number or a string of digits (clients send either). */
const idValue = { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'string', pattern: '^[1-9][0-9]{0,8}$' }] } as const;

const typeItem = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;
const listItem = {
  type: 'object',
  required: ['id', 'title', 'banner'],
  properties: { id: { type: 'integer' }, title: { type: 'string' }, banner: { type: 'string' }, type_id: { type: 'integer' } },
} as const;
const pagedList = {
  type: 'object',
  required: ['data', 'total', 'last_page'],
  properties: {
    data: { type: 'array', items: listItem },
    total: { type: 'integer' },
    last_page: { type: 'integer' },
    current_page: { type: 'integer' },
    per_page: { type: 'integer' },
  },
} as const;
const detail = {
  type: 'object',
  required: ['id', 'title', 'banner', 'content', 'memo'],
  properties: {
    id: { type: 'integer' },
    type_id: { type: 'integer' },
    title: { type: 'string' },
    banner: { type: 'string' },
    content: { type: 'string' },
    memo: { type: 'string' },
  },
} as const;
/** Refusals keep the envelope's shape (data null). */
const notFound = envelope({ type: 'null' });

/**
 * The promotions catalogue (no login needed: visitors browse promotions, 000 §6) and the sponsorship pages' addresses.
 * Applications and their log are in routes/api/rewards (they need a session).
 */
const promotionRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/activitytype',
    { schema: { body: emptyBody, response: { 200: envelope({ type: 'array', items: typeItem }), '4xx': refusal, '5xx': refusal } } },
    async () => ok(await listPromotionTypes(app.db)),
  );

  app.post(
    '/activitylist',
    {
      schema: {
        // the spec's "optional type": absent, '' or 0 mean every type
        body: { type: 'object', properties: { type: { anyOf: [idValue, { enum: ['', 0, '0'] }] } } },
        response: { 200: envelope(pagedList), 404: notFound, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { type } = (request.body ?? {}) as { type?: number | string };
      const typeId = type === undefined || type === '' || Number(type) === 0 ? undefined : Number(type);
      return ok(await listRunningPromotions(app.db, app.rewards.now(), typeId));
    },
  );

  // the contract's spelling (activitydeatil)
  app.post(
    '/activitydeatil',
    {
      schema: {
        body: { type: 'object', required: ['id'], properties: { id: idValue } },
        response: { 200: envelope(detail), 404: notFound, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { id } = request.body as { id: number | string };
      return ok(await promotionDetail(app.db, Number(id), app.rewards.now()));
    },
  );

  app.post(
    '/sponsorurl',
    {
      schema: {
        body: { type: 'object', required: ['type'], properties: { type: { enum: [1, 2, '1', '2'] } } },
        response: { 200: envelope({ type: 'object', required: ['url'], properties: { url: { type: 'string' } } }), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { type } = request.body as { type: number | string };
      return ok({ url: await sponsorPageUrl(app, Number(type) as 1 | 2) });
    },
  );
};

export default promotionRoutes;
