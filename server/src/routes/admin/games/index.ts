import type { FastifyPluginAsync } from 'fastify';
import { GAME_CATEGORIES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { gameContent, listGameCategories, setGameCategoryState } from '#app/plugins/app/games/admin';
import { answers, noQuery, text } from '#app/routes/schemas';
import { registerCrud } from '../content/crud';

const sort = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
const appState = { type: 'integer', enum: [0, 1] } as const;

/**
 * Games and categories of the lobby (editor writes, every admin reads):
 * - `/games` (list `?category=&catecode=&page`, show, add, update, remove): a lobby tile (one per venue, `catecode`
 *   empty) or a slot game of a concise provider (`catecode` = that provider's platname). `app_state` 0 hides it,
 *   `sort` orders it. The venue must exist (every seeded venue launches into the simulator); `game_code` is unique
 *   per venue.
 * - `/game-categories` (list; PATCH `/:id {app_state}` hides or shows every game of a category at once). The six
 *   categories and their order are the spec's (000 §2), so they are not added or re-ordered.
 */
const gameAdminRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, gameContent, {
    path: 'games',
    editors: 'editor',
    properties: {
      category_id: { type: 'string', enum: [...GAME_CATEGORIES] },
      platform_name: text(32),
      game_code: text(64),
      name: text(64),
      mobile_img: text(1000),
      catecode: text(16),
      app_state: appState,
      sort,
    },
    required: ['category_id', 'platform_name', 'game_code', 'name'],
    filters: { category: text(32), catecode: text(16) },
  });

  app.get('/game-categories', { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await listGameCategories(app.db)),
  );

  app.patch<{ Params: { id: string }; Body: { app_state: 0 | 1 } }>(
    '/game-categories/:id',
    {
      config: { admin: 'editor' },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: text(32) } },
        body: { type: 'object', additionalProperties: false, required: ['app_state'], properties: { app_state: appState } },
        response: answers(),
      },
    },
    async (request) => ok(await setGameCategoryState(app.db, request.params.id, request.body.app_state, (tx, e) => audit(tx, request, e)), MESSAGES.ok),
  );
};

export default gameAdminRoutes;
