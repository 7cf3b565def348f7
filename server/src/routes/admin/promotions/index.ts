import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import {
  PROMOTION_ADMIN_MESSAGES,
  promotionBoard,
  retirePromotion,
  schedulePromotion,
} from '#app/plugins/app/rewards/promotion-schedule';
import { answers, idParams, noBody, noQuery, optionalFields, type RoutesPlugin } from '#app/routes/schemas';

/** a Shanghai time, '' or null (no bound) */
const instant = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);

/**
 * The promotions' life cycle in the back office (editor), next to their content CRUD in routes/admin/content:
 * - GET /promotion-board: every promotion with its state (scheduled, running, ended, withdrawn) and applications;
 * - POST /promotions/:id/schedule {starts_at?, ends_at?}: sets the window (Shanghai time; '' or null opens a bound) and
 *   switches it on, so it shows from starts_at and retires itself at ends_at;
 * - POST /promotions/:id/retire: takes it off at once (enabled false): gone from the list, detail and applications
 *   refused with 该活动已下架; passed applications keep what they were paid.
 * Every change is audited with the row before and after.
 */
const promotionAdminRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/promotion-board',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await promotionBoard(app.db, app.rewards.now())),
  );

  app.post(
    '/promotions/:id/schedule',
    {
      config: { admin: 'editor' },
      schema: { params: idParams, body: optionalFields({ starts_at: instant, ends_at: instant }), response: answers() },
    },
    async (request) => {
      const view = await schedulePromotion(app.db, request.params.id, request.body, app.rewards.now(), (tx, e) =>
        audit(tx, request, e),
      );
      return ok(view, PROMOTION_ADMIN_MESSAGES.scheduled);
    },
  );

  app.post(
    '/promotions/:id/retire',
    { config: { admin: 'editor' }, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) => {
      return ok(
        await retirePromotion(app.db, request.params.id, app.rewards.now(), (tx, e) => audit(tx, request, e)),
        PROMOTION_ADMIN_MESSAGES.retired,
      );
    },
  );
};

export default promotionAdminRoutes;
