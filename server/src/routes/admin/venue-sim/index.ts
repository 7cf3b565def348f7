import type { FastifyPluginAsync } from 'fastify';
import { FAULT_MODES, type FaultMode } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import { ADMIN_VENUE_MESSAGES, listTransfers, reconcileTransfer, setVenueFault } from '#app/plugins/app/venues/admin-transfers';
import { answers, noBody } from '#app/routes/schemas';

/** Back office of the venues part: simulator faults, transfers and their reconciliation. Every action is audited. */
const adminVenueRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { platname: string }; Body: { mode: FaultMode } }>(
    '/venues/:platname/fault',
    {
      config: { admin: 'super' },
      schema: {
        params: { type: 'object', required: ['platname'], properties: { platname: { type: 'string', maxLength: 32 } } },
        body: { type: 'object', required: ['mode'], properties: { mode: { type: 'string', enum: [...FAULT_MODES] } } },
        response: answers(),
      },
    },
    async (request) => {
      const set = await setVenueFault(app.db, app.venues, request.params.platname, request.body.mode, (tx, e) => audit(tx, request, e));
      return ok(set, ADMIN_VENUE_MESSAGES.faultSet(set.platname, set.mode));
    },
  );

  app.get<{ Querystring: { state?: number | string; page?: number } }>(
    '/transfers',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            state: { type: ['integer', 'string'], enum: [0, 1, 2, ''] },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          },
        },
        response: answers(),
      },
    },
    async (request) => ok(await listTransfers(app.db, request.query.page ?? 1, request.query.state)),
  );

  app.post<{ Params: { outTradeNo: string } }>(
    '/transfers/:outTradeNo/reconcile',
    {
      config: { admin: 'finance' },
      schema: { params: { type: 'object', required: ['outTradeNo'], properties: { outTradeNo: { type: 'string', maxLength: 32 } } }, body: noBody, response: answers() },
    },
    async (request) => {
      const result = await reconcileTransfer(app.db, app.venues, request.params.outTradeNo, (q, e) => audit(q, request, e));
      return ok(result.data, result.message);
    },
  );
};

export default adminVenueRoutes;
