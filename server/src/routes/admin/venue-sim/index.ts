import { Type } from 'typebox';
import { FAULT_MODES, type FaultMode } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import {
  ADMIN_VENUE_MESSAGES,
  listTransfers,
  reconcileTransfer,
  setVenueFault,
} from '#app/plugins/app/venues/admin-transfers';
import { answers, defaulted, noBody, noQuery, raw, type RoutesPlugin } from '#app/routes/schemas';

/**
 * Back office of the venues part: simulator faults (GET /venues/faults lists those switched on, PUT sets one; super),
 * transfers and their reconciliation. Every action is audited.
 */
const adminVenueRoutes: RoutesPlugin = async (app) => {
  app.put(
    '/venues/:platname/fault',
    {
      config: { admin: 'super' },
      schema: {
        params: Type.Object({ platname: Type.String({ maxLength: 32 }) }),
        body: Type.Object({ mode: raw<FaultMode>({ type: 'string', enum: [...FAULT_MODES] }) }),
        response: answers(),
      },
    },
    async (request) => {
      const set = await setVenueFault(app.db, app.venues, request.params.platname, request.body.mode, (tx, e) =>
        audit(tx, request, e),
      );
      return ok(set, ADMIN_VENUE_MESSAGES.faultSet(set.platname, set.mode));
    },
  );

  // the switches that are on (a venue not listed is 'none'), for the console's 场馆 page
  app.get(
    '/venues/faults',
    { config: { admin: 'super' }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(Object.entries(await app.venues.simulator.faults()).map(([platname, mode]) => ({ platname, mode }))),
  );

  app.get(
    '/transfers',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: Type.Object({
          state: Type.Optional(raw<0 | 1 | 2 | ''>({ type: ['integer', 'string'], enum: [0, 1, 2, ''] })),
          page: defaulted(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
        }),
        response: answers(),
      },
    },
    async (request) => ok(await listTransfers(app.db, request.query.page, request.query.state)),
  );

  app.post(
    '/transfers/:outTradeNo/reconcile',
    {
      config: { admin: 'finance' },
      schema: {
        params: Type.Object({ outTradeNo: Type.String({ maxLength: 32 }) }),
        body: noBody,
        response: answers(),
      },
    },
    async (request) => {
      const result = await reconcileTransfer(app.db, app.venues, request.params.outTradeNo, (q, e) =>
        audit(q, request, e),
      );
      return ok(result.data, result.message);
    },
  );
};

export default adminVenueRoutes;
