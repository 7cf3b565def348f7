import { Type } from 'typebox';
import { GAME_CATEGORIES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { userId } from '#app/plugins/app/auth/index';
import { agentLoginUrl, listBanners, listHomeNotices, listLobbyGames, visitUrl } from '#app/plugins/app/games/index';
import { emptyBody, envelope, noQuery, optionalFields, raw, refusal as refused, text, type RoutesPlugin } from '#app/routes/schemas';

const game = Type.Object({
  category_id: raw<(typeof GAME_CATEGORIES)[number]>({ type: 'string', enum: [...GAME_CATEGORIES] }),
  app_state: Type.Integer(),
  platform_name: Type.String(),
  game_code: Type.String(),
  mobile_img: Type.String(),
  name: Type.Optional(Type.String()),
});
const urlData = envelope(Type.Object({ url: Type.String() }));
/** Refusals keep the envelope's shape (data null). */
const refusal = envelope(Type.Null());

/** The home lobby's calls (000 §7): game lists, banners, announcements, the agent page and the visit address. */
const gameRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/game/list',
    {
      schema: {
        querystring: optionalFields({ category: text(32) }),
        response: { 200: envelope(Type.Array(game)), 400: refusal, '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listLobbyGames(app.db, request.query.category)),
  );

  app.post(
    '/bannerList',
    {
      schema: {
        // the contract sends type 2 (the home carousel); a string of digits is accepted too
        body: optionalFields({ type: Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), Type.String({ pattern: '^[1-9][0-9]?$' })]) }),
        response: { 200: envelope(Type.Array(Type.Object({ src: Type.String() }))), '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listBanners(app.db, request.body.type === undefined ? 2 : Number(request.body.type))),
  );

  app.post(
    '/homenotice',
    { schema: { body: emptyBody, response: { 200: envelope(Type.Array(Type.String())), '4xx': refused, '5xx': refused } } },
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
