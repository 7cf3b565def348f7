import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { transfers, users, FAULT_MODES, type FaultMode, type Transfer } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { PER_PAGE, offsetOf, paged } from '#app/lib/paging';
import { shanghaiTimestamp } from '#app/lib/time';
import { audit } from '#app/plugins/app/admin-auth';


export const ADMIN_VENUE_MESSAGES = {
  transferNotFound: '转账记录不存在',
  faultSet: (platname: string, mode: FaultMode) => `场馆 ${platname} 故障模式已设为 ${mode}`,
  reconciled: {
    completed: '场馆已确认，转账已完成',
    refunded: '场馆未确认，资金已退回',
    pending: '场馆仍无法确认，请稍后再试',
    already: '该转账已结算，无需处理',
  },
} as const;

const row = (t: Transfer & { username?: string | null }) => ({
  out_trade_no: t.outTradeNo,
  user_id: t.userId,
  username: t.username ?? '',
  platname: t.platname,
  direction: t.direction,
  type: t.direction === 'in' ? 3 : 4,
  amount: formatFen(t.amountFen),
  state: t.state,
  source: t.source,
  reason: t.reason,
  attempts: t.attempts,
  created_at: shanghaiTimestamp(t.createdAt),
  settled_at: shanghaiTimestamp(t.settledAt),
});

/** Back office of the venues part: simulator faults, transfers and their reconciliation. Every action is audited. */
const adminVenueRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { platname: string }; Body: { mode: FaultMode } }>(
    '/venues/:platname/fault',
    {
      config: { admin: 'super' },
      schema: {
        params: { type: 'object', required: ['platname'], properties: { platname: { type: 'string', maxLength: 32 } } },
        body: { type: 'object', required: ['mode'], properties: { mode: { type: 'string', enum: [...FAULT_MODES] } } },
      },
    },
    async (request) => {
      const venue = await app.venues.require(request.params.platname, { allowDisabled: true });
      const { mode } = request.body;
      await app.db.transaction(async (tx) => {
        await app.venues.simulator.setFault(tx, venue.platname, mode);
        await audit(tx, request, { action: 'venue.fault', target: venue.platname, detail: { mode } });
      });
      return ok({ platname: venue.platname, mode }, ADMIN_VENUE_MESSAGES.faultSet(venue.platname, mode));
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
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const state = request.query.state;
      const where: SQL | undefined = state === '' || state === undefined ? undefined : eq(transfers.state, Number(state));
      const [{ n }] = await app.db.select({ n: count() }).from(transfers).where(where);
      const rows = await app.db
        .select({ t: transfers, username: users.username })
        .from(transfers)
        .leftJoin(users, eq(users.id, transfers.userId))
        .where(where)
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(PER_PAGE)
        .offset(offsetOf(page));
      return ok(paged(rows.map((r) => row({ ...r.t, username: r.username })), n, page));
    },
  );

  app.post<{ Params: { outTradeNo: string } }>(
    '/transfers/:outTradeNo/reconcile',
    {
      config: { admin: 'finance' },
      schema: { params: { type: 'object', required: ['outTradeNo'], properties: { outTradeNo: { type: 'string', maxLength: 32 } } } },
    },
    async (request) => {
      const [t] = await app.db.select().from(transfers).where(and(eq(transfers.outTradeNo, request.params.outTradeNo)));
      if (!t) throw new HttpError(404, ADMIN_VENUE_MESSAGES.transferNotFound);
      const detail = (x: Transfer, outcome: string) => ({ outcome, state: x.state, amount: formatFen(x.amountFen), user_id: x.userId });
      const result = await app.venues.transfers.reconcile(t, {
        hooks: { settled: (tx, settled) => audit(tx, request, { action: 'transfer.reconcile', target: t.outTradeNo, detail: detail(settled, 'settled') }) },
      });
      if (result.outcome === 'pending' || result.outcome === 'already') {
        await audit(app.db, request, { action: 'transfer.reconcile', target: t.outTradeNo, detail: detail(result.transfer, result.outcome) });
      }
      return ok({ ...row(result.transfer), outcome: result.outcome }, ADMIN_VENUE_MESSAGES.reconciled[result.outcome]);
    },
  );
};

export default adminVenueRoutes;
