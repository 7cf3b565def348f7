import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '#app/routes/schemas';
import { fail } from '#app/lib/envelope';
import adminsRoutes from './admins/index';
import auditRoutes from './audit/index';
import contentRoutes from './content/index';
import jobsRoutes from './jobs/index';
import ledgerRoutes from './ledger/index';
import sessionRoutes from './session/index';
import dashboardRoutes from './dashboard/index';
import settingsRoutes from './settings/index';
import usersRoutes from './users/index';
import venueSettingsRoutes from './venue-settings/index';
import cashierAdminRoutes from './cashier/index';
import promotionAdminRoutes from './promotions/index';
import rewardsAdminRoutes from './rewards/index';
import venueSimAdminRoutes from './venue-sim/index';
import agentsAdminRoutes from './agents/index';
import gameAdminRoutes from './games/index';
import supportAdminRoutes from './support/index';
import protectionAdminRoutes from './protection/index';
import releasesRoutes, { type ReleasesOptions } from './releases/index';

/**
 * Everything under /admin/api (the back office). Each route declares `config: { admin: role | roles }` ('super'
 * always passes); handlers call `adminOf(request)` and write `audit(tx, request, …)` in the transaction of the change.
 *
 * Another area adds its routes with one import and one `await app.register(...)` line in its own slot below.
 */
const adminRoutes: RoutesPlugin<{ releases?: ReleasesOptions }> = async (app, opts) => {
  // back office core
  await app.register(sessionRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminsRoutes);
  await app.register(auditRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(venueSettingsRoutes);
  await app.register(jobsRoutes);
  await app.register(ledgerRoutes);

  // cashier (routes/admin/cashier): deposits, withdrawals, pay channels, receiving accounts, banks
  await app.register(cashierAdminRoutes);

  // venues (routes/admin/venue-sim): simulator faults, transfers and their reconciliation
  await app.register(venueSimAdminRoutes);

  // rewards (routes/admin/rewards): red-packet rules, VIP levels, promotion applications
  await app.register(rewardsAdminRoutes);

  // promotions (routes/admin/promotions): scheduling, retiring and the board of promotions with their applications
  await app.register(promotionAdminRoutes);

  // partner programme (routes/admin/agents): applications and agent status
  await app.register(agentsAdminRoutes);
  // games (routes/admin/games): lobby games and slot games, category visibility
  await app.register(gameAdminRoutes);

  // customer service (routes/admin/support): the built-in chat's conversations, answers and closing
  await app.register(supportAdminRoutes);

  // player protection (routes/admin/protection): read only; every attempt to change or lift it is refused and audited
  await app.register(protectionAdminRoutes);

  // releases (routes/admin/releases): the areas' live versions, rollback / promote / pin (scripts/lib/operations.mjs)
  await app.register(releasesRoutes, opts.releases ?? {});

  // An unknown back-office path answers like an unknown API path (a catch-all route here, so that the front end's
  // static `GET /*` fallback never answers for /admin/api; any real route above is more specific and wins).
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).type('application/json; charset=utf-8').send(fail(404, '接口不存在'));
  app.all('/*', notFound);
  app.setNotFoundHandler(notFound);
};

export default adminRoutes;
