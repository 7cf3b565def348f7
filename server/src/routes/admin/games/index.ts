import { Type } from 'typebox';
import { GAME_CATEGORIES } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { gameContent, listGameCategories, setGameCategoryState } from '#app/plugins/app/games/admin';
import { answers, noQuery, raw, text, type RoutesPlugin } from '#app/routes/schemas';
import { registerCrud } from '../content/crud';

const sort = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const appState = raw<0 | 1>({ type: 'integer', enum: [0, 1] });

/**
 * Games and categories of the lobby (editor writes, every admin reads):
 * - `/games` (list `?category=&catecode=&platform_name=&page`, show, add, update, remove): a lobby tile (one per venue, `catecode`
 *   empty) or a slot game of a concise provider (`catecode` = that provider's platname). `app_state` 0 hides it,
 *   `sort` orders it. The venue must exist (every seeded venue launches into the simulator); `game_code` is unique
 *   per venue.
 * - `/game-categories` (list; PATCH `/:id {app_state}` hides or shows every game of a category at once). The six
 *   categories and their order are the spec's (000 §2), so they are not added or re-ordered.
 */
const gameAdminRoutes: RoutesPlugin = async (app) => {
  registerCrud(app, gameContent, {
    path: 'games',
    editors: 'editor',
    properties: {
      category_id: raw<(typeof GAME_CATEGORIES)[number]>({ type: 'string', enum: [...GAME_CATEGORIES] }),
      platform_name: text(32),
      game_code: text(64),
      name: text(64),
      mobile_img: text(1000),
      catecode: text(16),
      app_state: appState,
      sort,
    },
    required: ['category_id', 'platform_name', 'game_code', 'name'],
    filters: { category: text(32), catecode: text(16), platform_name: text(32) },
  });

  app.get(
    '/game-categories',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await listGameCategories(app.db)),
  );

  app.patch(
    '/game-categories/:id',
    {
      config: { admin: 'editor' },
      schema: {
        params: Type.Object({ id: text(32) }),
        body: Type.Object({ app_state: appState }, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) =>
      ok(
        await setGameCategoryState(app.db, request.params.id, request.body.app_state, (tx, e) => audit(tx, request, e)),
        MESSAGES.ok,
      ),
  );
};

export default gameAdminRoutes;
