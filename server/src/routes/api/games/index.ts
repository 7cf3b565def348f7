import type { FastifyPluginAsync } from 'fastify';
import { GAME_CATEGORIES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { userId } from '#app/plugins/app/auth/index';
import { agentLoginUrl, listBanners, listHomeNotices, listLobbyGames, visitUrl } from '#app/plugins/app/games/index';
import { emptyBody, envelope, noQuery, refusal as refused, text } from '#app/routes/schemas';

const game = {
  type: 'object',
  required: ['category_id', 'app_state', 'platform_name', 'game_code', 'mobile_img'],
  properties: {
    category_id: { type: 'string', enum: [...GAME_CATEGORIES] },
    app_state: { type: 'integer' },
    platform_name: { type: 'string' },
    game_code: { type: 'string' },
    mobile_img: { type: 'string' },
    name: { type: 'string' },
  },
} as const;
const urlData = envelope({ type: 'object', required: ['url'], properties: { url: { type: 'string' } } });
/** Refusals keep the envelope's shape (data null). */
const refusal = envelope({ type: 'null' });

/** The home lobby's calls (000 §7): game lists, banners, announcements, the agent page and the visit address. */
const gameRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { category?: string } }>(
    '/game/list',
    {
      schema: {
        querystring: { type: 'object', properties: { category: text(32) } },
        response: { 200: envelope({ type: 'array', items: game }), 400: refusal, '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listLobbyGames(app.db, request.query.category)),
  );

  app.post<{ Body: { type?: number | string } }>(
    '/bannerList',
    {
      schema: {
        // the contract sends type 2 (the home carousel); a string of digits is accepted too
        body: { type: 'object', properties: { type: { anyOf: [{ type: 'integer', minimum: 1, maximum: 99 }, { type: 'string', pattern: '^[1-9][0-9]?$' }] } } },
        response: { 200: envelope({ type: 'array', items: { type: 'object', required: ['src'], properties: { src: { type: 'string' } } } }), '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listBanners(app.db, request.body?.type === undefined ? 2 : Number(request.body.type))),
  );

  app.post(
    '/homenotice',
    { schema: { body: emptyBody, response: { 200: envelope({ type: 'array', items: { type: 'string' } }), '4xx': refused, '5xx': refused } } },
    async () => ok(await listHomeNotices(app.db)),
  );

  app.get(
    '/getAgentLoginUrl',
    { config: { auth: 'user' }, schema: { querystring: noQuery, response: { 200: urlData, 403: refusal, 404: refusal, '4xx': refused, '5xx': refused } } },
    async (request) => ok({ url: await agentLoginUrl(app, userId(request)) }),
  );

  app.get('/getVisitUrl', { schema: { querystring: noQuery, response: { 200: urlData, '4xx': refused, '5xx': refused } } }, async (request) =>
    ok({ url: await visitUrl(app, `${request.protocol}://${request.host}`) }),
  );
};

export default gameRoutes;
