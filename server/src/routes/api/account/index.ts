import { AgentStatusSchema, ArticleSchema, NoData, NoticePageSchema } from '@h5/shared/contract';
import { Type, type TProperties } from 'typebox';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { userId } from '#app/plugins/app/auth/index';
import { AGENT_MESSAGES, agentStatus, applyForAgent } from '#app/plugins/app/agents/index';
import { inboxPage, readArticle } from '#app/plugins/app/messages/index';
import {
  PROFILE_MESSAGES,
  changeLoginPassword,
  changePayPassword,
  updateProfile,
} from '#app/plugins/app/profile/index';
import {
  answers,
  bodyPage,
  emptyBody,
  envelope,
  optionalFields,
  pageOfBody,
  raw,
  refusal,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';

/**
 * The account pages (001 §7): profile, passwords, inbox, help articles, partner programme. Handlers are a line or
 * two; the rules and the work are in plugins/app/{profile,messages,agents}.
 *
 * Text fields are bounded generously here (a huge value is a 400 before any work) and checked by the shared rules,
 * so a value a person can type gets the page's own message, not the schema's.
 */
/** A body of optional fields. */
const body = <P extends TProperties>(properties: P) => optionalFields(properties);
const nothing = envelope(NoData);

const accountRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/updateuserinfo',
    {
      config: { auth: 'user' },
      schema: {
        body: body({ email: text(512), mobile: text(256), birthday: text(64) }),
        response: { 200: nothing, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      await updateProfile(app, userId(request), request.body);
      return ok(null, PROFILE_MESSAGES.updated);
    },
  );

  const passwordSchema = {
    body: body({ password: text(256), paypassword: text(256) }),
    response: { 200: nothing, '4xx': refusal, '5xx': refusal },
  };
  app.post('/editPassword', { config: { auth: 'user' }, schema: passwordSchema }, async (request) => {
    await changeLoginPassword(app, userId(request), request.body, request.ip);
    return ok(null, PROFILE_MESSAGES.passwordChanged);
  });
  app.post('/editPayPassword', { config: { auth: 'user' }, schema: passwordSchema }, async (request) => {
    await changePayPassword(app, userId(request), request.body, request.ip);
    return ok(null, PROFILE_MESSAGES.passwordChanged);
  });

  app.post(
    '/noticeList',
    {
      config: { auth: 'user' },
      schema: { body: body({ page: bodyPage }), response: answers(NoticePageSchema) },
    },
    async (request) => ok(await inboxPage(app.db, userId(request), pageOfBody(request.body.page))),
  );

  app.post(
    '/article',
    {
      schema: {
        body: Type.Object({ type: raw<string | number>({ type: ['string', 'integer'], maxLength: 32 }) }),
        response: answers(ArticleSchema),
      },
    },
    async (request) => ok(await readArticle(app.db, request.body.type)),
  );

  app.post(
    '/applyagentdo',
    {
      config: { auth: 'user', multiLineText: ['apply_info'] },
      schema: {
        body: body({ mobile: text(256), apply_info: text(4000) }),
        response: { 200: nothing, '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      await applyForAgent(app.db, userId(request), request.body);
      return ok(null, AGENT_MESSAGES.submitted);
    },
  );

  // Ours: what /applyagent shows instead of the form once the player has applied or is an agent.
  app.post(
    '/applyagentinfo',
    {
      config: { auth: 'user' },
      schema: {
        body: emptyBody,
        response: answers(AgentStatusSchema),
      },
    },
    async (request) => ok(await agentStatus(app.db, userId(request)), MESSAGES.ok),
  );
};

export default accountRoutes;
