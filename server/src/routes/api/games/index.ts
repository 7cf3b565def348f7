import { BannerSchema, GameSchema, HomeNoticesSchema, UrlDataSchema } from '@h5/shared/contract';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { userId } from '#app/plugins/app/auth/index';
import { agentLoginUrl, listBanners, listHomeNotices, listLobbyGames, visitUrl } from '#app/plugins/app/games/index';
import {
  emptyBody,
  envelope,
  noQuery,
  optionalFields,
  refusal as refused,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';

const urlData = envelope(UrlDataSchema);
/** Refusals keep the envelope's shape (data null). */
const refusal = envelope(Type.Null());

/** The home lobby's calls (000 §7): game lists, banners, announcements, the agent page and the visit address. */
const gameRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/game/list',
    {
      schema: {
        querystring: optionalFields({ category: text(32) }),
        response: { 200: envelope(Type.Array(GameSchema)), 400: refusal, '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listLobbyGames(app.db, request.query.category)),
  );

  app.post(
    '/bannerList',
    {
      schema: {
        // the contract sends type 2 (the home carousel); a string of digits is accepted too
        body: optionalFields({
          type: Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), Type.String({ pattern: '^[1-9][0-9]?$' })]),
        }),
        response: { 200: envelope(Type.Array(BannerSchema)), '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok(await listBanners(app.db, request.body.type === undefined ? 2 : Number(request.body.type))),
  );

  app.post(
    '/homenotice',
    { schema: { body: emptyBody, response: { 200: envelope(HomeNoticesSchema), '4xx': refused, '5xx': refused } } },
    async () => ok(await listHomeNotices(app.db)),
  );

  app.get(
    '/getAgentLoginUrl',
    {
      config: { auth: 'user' },
      schema: {
        querystring: noQuery,
        response: { 200: urlData, 403: refusal, 404: refusal, '4xx': refused, '5xx': refused },
      },
    },
    async (request) => ok({ url: await agentLoginUrl(app, userId(request)) }),
  );

  app.get(
    '/getVisitUrl',
    { schema: { querystring: noQuery, response: { 200: urlData, '4xx': refused, '5xx': refused } } },
    async (request) => ok({ url: await visitUrl(app, `${request.protocol}://${request.host}`) }),
  );
};

export default gameRoutes;
