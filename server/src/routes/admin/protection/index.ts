import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { EITHER_ROLE } from '#app/plugins/app/admin/roles';
import { protectionHistory, protectionView, refuseOperator } from '#app/plugins/app/protection/store';
import { answers, idParams, pageQuery, raw, type RoutesPlugin } from '#app/routes/schemas';

/**
 * A player's protection for operators (issue 22): what the player set (limits in force and pending, the time-out or
 * self-exclusion) and its history. Operators only read it: a change, a lift or a shortening is refused for every
 * role (super included), and each attempt is audited and written to the player's protection history.
 */
const protectionAdminRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/users/:id/protection',
    {
      config: { admin: EITHER_ROLE },
      schema: { params: idParams, querystring: Type.Object(pageQuery), response: answers() },
    },
    async (request) => {
      const id = request.params.id;
      const [state, history] = await Promise.all([
        protectionView(app.db, id, app.rewards.now()),
        protectionHistory(app.db, id, request.query.page ?? 1, request.query.per_page ?? 20),
      ]);
      return ok({ ...state, history });
    },
  );

  const refuse = async (request: Parameters<typeof adminOf>[0] & { params: { id: number } }, action: string) => {
    const admin = adminOf(request);
    await audit(app.db, request, {
      action: `user.protection.${action}`,
      target: `user:${request.params.id}`,
      ok: false,
      detail: { body: request.body ?? null },
    });
    return refuseOperator(app.db, request.params.id, admin.adminId, action, app.rewards.now());
  };
  const anyBody = raw<unknown>({});
  // every way an operator might try: change a limit, lift or shorten a time-out or self-exclusion
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
    app.route({
      method,
      url: '/users/:id/protection',
      config: { admin: ['finance', 'editor'] },
      schema: { params: idParams, body: Type.Optional(anyBody), response: answers() },
      handler: (request) => refuse(request, method === 'DELETE' ? 'lift' : 'change'),
    });
  app.post(
    '/users/:id/protection/:action',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        params: Type.Object({ ...idParams.properties, action: Type.String({ maxLength: 32, pattern: '^[a-z-]+$' }) }),
        body: Type.Optional(anyBody),
        response: answers(),
      },
    },
    (request) => refuse(request, request.params.action),
  );
};

export default protectionAdminRoutes;
