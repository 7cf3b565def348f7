import { Type } from 'typebox';
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
} from '#app/plugins/app/rewards/admin';
import { listLevels } from '#app/plugins/app/rewards/vip';
import { answers, idParams, noBody, noQuery, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

const money = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);
const decimal = Type.Union([Type.String({ maxLength: 16 }), Type.Number()]);

const ruleProps = {
  start_time: text(19),
  end_time: text(19),
  recharge: money,
  day_flow: Type.Integer({ minimum: 1, maximum: 100 }),
  flow_money: decimal,
  min_prize: money,
  max_prize: money,
  enabled: Type.Boolean(),
};

/** Back office for rewards: red-packet rules and VIP levels (finance: they decide how much is paid), promotion applications (finance). Every change audited with before/after. */
const adminRewardRoutes: RoutesPlugin = async (app) => {
  // ---- red-packet rules (editor) ----
  app.get(
    '/redpacket-rules',
    { config: { admin: EITHER_ROLE }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await listRedpacketRules(app.db)),
  );

  app.post(
    '/redpacket-rules',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        body: Type.Object({ ...ruleProps, enabled: Type.Optional(ruleProps.enabled) }),
        response: answers(),
      },
    },
    async (request) => {
      adminOf(request);
      return ok(await createRedpacketRule(app.db, request.body, (tx, e) => audit(tx, request, e)), '红包规则已创建');
    },
  );

  app.patch(
    '/redpacket-rules/:id',
    {
      config: { admin: MONEY_ROLE },
      schema: { params: idParams, body: optionalFields(ruleProps), response: answers() },
    },
    async (request) => {
      adminOf(request);
      return ok(
        await updateRedpacketRule(app.db, request.params.id, request.body, (tx, e) => audit(tx, request, e)),
        '红包规则已更新',
      );
    },
  );

  app.delete(
    '/redpacket-rules/:id',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) => {
      adminOf(request);
      await deleteRedpacketRule(app.db, request.params.id, (tx, e) => audit(tx, request, e));
      return ok(null, '红包规则已删除');
    },
  );

  // ---- VIP levels (editor) ----
  app.get(
    '/vip-levels',
    { config: { admin: EITHER_ROLE }, schema: { querystring: noQuery, response: answers() } },
    async () => ok(await listLevels(app.db)),
  );

  app.patch(
    '/vip-levels/:level',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        params: Type.Object({ level: Type.Integer({ minimum: 1, maximum: 10 }) }),
        body: optionalFields({
          recharge: money,
          flow: money,
          retention_flow: money,
          realperson: decimal,
          sport: decimal,
          e_sport: decimal,
          joker: decimal,
          electron: decimal,
          lottery: decimal,
        }),
        response: answers(),
      },
    },
    async (request) => {
      adminOf(request);
      return ok(
        await updateVipLevel(app.db, request.params.level, request.body, (tx, e) => audit(tx, request, e)),
        'VIP等级已更新',
      );
    },
  );

  // ---- promotion applications (finance) ----
  app.get(
    '/applications',
    {
      config: { admin: 'finance' },
      schema: {
        querystring: optionalFields({
          state: raw<1 | 2 | 3>({ type: 'integer', enum: [1, 2, 3] }),
          page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
        }),
        response: answers(),
      },
    },
    async (request) => ok(await listApplications(app.db, request.query)),
  );

  for (const action of ['pass', 'reject'] as const) {
    app.post(
      `/applications/:id/${action}`,
      {
        config: { admin: 'finance' },
        schema: {
          params: idParams,
          body: optionalFields({ reason: text(200), bonus: money, flow_multiple: decimal }),
          response: answers(),
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const result = await decideApplication(
          app.db,
          { id: request.params.id, action, adminId: admin.adminId, now: app.rewards.now(), body: request.body },
          (tx, e) => audit(tx, request, e),
        );
        return ok(result.data, result.message);
      },
    );
  }
};

export default adminRewardRoutes;
