import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { AGENT_MESSAGES, listApplications, reviewApplication, setAgent } from '#app/plugins/app/agents/index';
import { answers, idParams, optionalFields, pageQuery, raw, text, type RoutesPlugin } from '#app/routes/schemas';

const noteBody = optionalFields({ note: text(1000), reason: text(1000) });
const noteOf = (b: { note?: string; reason?: string } | undefined) => b?.note ?? b?.reason ?? '';

/**
 * The partner (agent) programme in the back office: applications (list, approve = the player becomes an agent,
 * reject), and making any player an agent or taking it back. Finance decides; editors may read.
 * CLI: `npm run admin -- agents list|approve|reject|make|revoke …`.
 */
const agentsAdminRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/agent-applications',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        querystring: Type.Object({
          ...pageQuery,
          state: Type.Optional(raw<1 | 2 | 3>({ type: 'integer', enum: [1, 2, 3] })),
        }),
        response: answers(),
      },
    },
    async (request) => ok(await listApplications(app.db, request.query)),
  );

  app.post(
    '/agent-applications/:id/approve',
    { config: { admin: 'finance' }, schema: { params: idParams, body: noteBody, response: answers() } },
    async (request) => {
      await reviewApplication(app.db, request, request.params.id, true, noteOf(request.body));
      return ok(null, AGENT_MESSAGES.approved);
    },
  );

  app.post(
    '/agent-applications/:id/reject',
    { config: { admin: 'finance' }, schema: { params: idParams, body: noteBody, response: answers() } },
    async (request) => {
      await reviewApplication(app.db, request, request.params.id, false, noteOf(request.body));
      return ok(null, AGENT_MESSAGES.rejected);
    },
  );

  app.post(
    '/users/:id/agent',
    { config: { admin: 'finance' }, schema: { params: idParams, body: noteBody, response: answers() } },
    async (request) => {
      await setAgent(app.db, request, request.params.id, true, noteOf(request.body));
      return ok(null, AGENT_MESSAGES.made);
    },
  );

  app.post(
    '/users/:id/agent/revoke',
    { config: { admin: 'finance' }, schema: { params: idParams, body: noteBody, response: answers() } },
    async (request) => {
      await setAgent(app.db, request, request.params.id, false, noteOf(request.body));
      return ok(null, AGENT_MESSAGES.revoked);
    },
  );
};

export default agentsAdminRoutes;
