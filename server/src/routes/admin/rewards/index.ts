import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { EITHER_ROLE, MONEY_ROLE } from '#app/plugins/app/admin/roles';
import {
  createRedpacketRule,
  decideApplication,
  deleteRedpacketRule,
  listApplications,
  listRedpacketRules,
  updateRedpacketRule,
  updateVipLevel,
  type RuleBody,
} from '#app/plugins/app/rewards/admin';
import { listLevels } from '#app/plugins/app/rewards/vip';
import { answers, noBody, noQuery } from '#app/routes/schemas';
import { idParams, text } from '#app/routes/schemas';

const money = { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }] } as const;
const decimal = { anyOf: [{ type: 'string', maxLength: 16 }, { type: 'number' }] } as const;

const ruleProps = {
  start_time: text(19),
  end_time: text(19),
  recharge: money,
  day_flow: { type: 'integer', minimum: 1, maximum: 100 },
  flow_money: decimal,
  min_prize: money,
  max_prize: money,
  enabled: { type: 'boolean' },
} as const;

/** Back office for rewards: red-packet rules and VIP levels (finance: they decide how much is paid), promotion applications (finance). Every change audited with before/after. */
const adminRewardRoutes: FastifyPluginAsync = async (app) => {
  // ---- red-packet rules (editor) ----
  app.get('/redpacket-rules', { config: { admin: EITHER_ROLE }, schema: { querystring: noQuery, response: answers() } }, async () => ok(await listRedpacketRules(app.db)));

  app.post(
    '/redpacket-rules',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        body: {
          type: 'object',
          required: ['start_time', 'end_time', 'recharge', 'day_flow', 'flow_money', 'min_prize', 'max_prize'],
          properties: ruleProps,
        },
        response: answers(),
      },
    },
    async (request) => {
      adminOf(request);
      return ok(await createRedpacketRule(app.db, request.body as RuleBody, (tx, e) => audit(tx, request, e)), '红包规则已创建');
    },
  );

  app.patch(
    '/redpacket-rules/:id',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: { type: 'object', properties: ruleProps }, response: answers() } },
    async (request) => {
      adminOf(request);
      const { id } = request.params as { id: number };
      return ok(await updateRedpacketRule(app.db, id, (request.body ?? {}) as RuleBody, (tx, e) => audit(tx, request, e)), '红包规则已更新');
    },
  );

  app.delete('/redpacket-rules/:id', { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: noBody, response: answers() } }, async (request) => {
    adminOf(request);
    const { id } = request.params as { id: number };
    await deleteRedpacketRule(app.db, id, (tx, e) => audit(tx, request, e));
    return ok(null, '红包规则已删除');
  });

  // ---- VIP levels (editor) ----
  app.get('/vip-levels', { config: { admin: EITHER_ROLE }, schema: { querystring: noQuery, response: answers() } }, async () => ok(await listLevels(app.db)));

  app.patch(
    '/vip-levels/:level',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        params: { type: 'object', required: ['level'], properties: { level: { type: 'integer', minimum: 1, maximum: 10 } } },
        body: {
          type: 'object',
          properties: {
            recharge: money,
            flow: money,
            retention_flow: money,
            realperson: decimal,
            sport: decimal,
            e_sport: decimal,
            joker: decimal,
            electron: decimal,
            lottery: decimal,
          },
        },
        response: answers(),
      },
    },
    async (request) => {
      adminOf(request);
      const { level } = request.params as { level: number };
      const b = (request.body ?? {}) as Record<string, string | number | undefined>;
      return ok(await updateVipLevel(app.db, level, b, (tx, e) => audit(tx, request, e)), 'VIP等级已更新');
    },
  );

  // ---- promotion applications (finance) ----
  app.get(
    '/applications',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: {
          type: 'object',
          properties: { state: { type: 'integer', enum: [1, 2, 3] }, page: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
        },
        response: answers(),
      },
    },
    async (request) => ok(await listApplications(app.db, request.query as { state?: number; page?: number })),
  );

  for (const action of ['pass', 'reject'] as const) {
    app.post(
      `/applications/:id/${action}`,
      {
        config: { admin: 'finance' },
        schema: {
          params: idParams,
          body: { type: 'object', properties: { reason: text(200), bonus: money, flow_multiple: decimal } },
          response: answers(),
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const { id } = request.params as { id: number };
        const body = (request.body ?? {}) as { reason?: string; bonus?: string | number; flow_multiple?: string | number };
        const result = await decideApplication(app.db, { id, action, adminId: admin.adminId, now: app.rewards.now(), body }, (tx, e) => audit(tx, request, e));
        return ok(result.data, result.message);
      },
    );
  }
};

export default adminRewardRoutes;
