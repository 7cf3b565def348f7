import { ok } from '#app/lib/envelope';
import { adminOf } from '#app/plugins/app/admin-auth';
import { dashboard } from '#app/plugins/app/admin/dashboard';
import { answers, noQuery, type RoutesPlugin } from '#app/routes/schemas';

/** GET /admin/api/dashboard (every admin; money figures only for finance and super). */
const dashboardRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/dashboard',
    { config: { admin: ['finance', 'editor'] }, schema: { querystring: noQuery, response: answers() } },
    async (request) => ok(await dashboard(app.db, adminOf(request).role)),
  );
};

export default dashboardRoutes;
