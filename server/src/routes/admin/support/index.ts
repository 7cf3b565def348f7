import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { adminOf } from '#app/plugins/app/admin-auth';
import {
  closeConversation,
  listConversations,
  operatorPoll,
  reply,
  showConversation,
  SUPPORT_ADMIN_MSG,
} from '#app/plugins/app/support/chat';
import { messageProperties } from '#app/routes/api/support/index';
import {
  answers,
  defaulted,
  envelope,
  idParams,
  noBody,
  optionalFields,
  pageQuery,
  raw,
  refusal,
  type RoutesPlugin,
} from '#app/routes/schemas';

const conversation = optionalFields({
  id: Type.Integer(),
  kind: Type.String(),
  user_id: raw<number | null>({ type: ['integer', 'null'] }),
  name: Type.String(),
  state: Type.String(),
  waiting: Type.Boolean(),
  last_message_at: Type.String(),
  created_at: Type.String(),
  closed_at: Type.String(),
  last_message: Type.String(),
  messages: Type.Integer(),
});

const thread = optionalFields({
  conversation,
  messages: Type.Array(Type.Object({ ...messageProperties, operator: Type.Optional(Type.String()) })),
  has_more: Type.Boolean(),
});

/**
 * The customer-service desk of the back office (plugins/app/support/chat.ts). Reading is open to every admin (like
 * players and content); answering and closing are `editor` work (player-facing communication, like notices and
 * articles) and `super`. Every reply and close is audited in its transaction (`support.reply`, `support.close`).
 */
const supportAdminRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/support/conversations',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        querystring: Type.Object({
          ...pageQuery,
          state: defaulted(
            raw<'open' | 'closed' | 'all'>({ type: 'string', enum: ['open', 'closed', 'all'], default: 'open' }),
          ),
        }),
        response: {
          200: envelope(
            optionalFields({
              data: Type.Array(conversation),
              total: Type.Integer(),
              last_page: Type.Integer(),
              current_page: Type.Integer(),
              per_page: Type.Integer(),
            }),
          ),
          '4xx': refusal,
          '5xx': refusal,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await listConversations(app.db, { state: q.state, page: q.page, perPage: q.per_page }));
    },
  );

  app.get(
    '/support/conversations/:id',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        params: idParams,
        querystring: optionalFields({ before: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      return ok(await showConversation(app.db, request.params.id, request.query.before));
    },
  );

  /** Long poll for the console: new messages of one conversation after `after`, waiting up to `wait` seconds. */
  app.get(
    '/support/conversations/:id/messages',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        params: idParams,
        querystring: optionalFields({
          after: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
          wait: Type.Integer({ minimum: 0, maximum: 25 }),
        }),
        response: answers(),
      },
    },
    async (request, reply) => {
      const { after = 0, wait = 25 } = request.query;
      const aborted = new AbortController();
      const onClose = () => aborted.abort();
      reply.raw.once('close', onClose);
      try {
        return ok(
          await operatorPoll(app, adminOf(request).adminId, request.params.id, after, wait * 1000, aborted.signal),
        );
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  app.post(
    '/support/conversations/:id/reply',
    {
      config: { admin: 'editor' },
      schema: {
        params: idParams,
        body: Type.Object({ content: Type.String({ maxLength: 40_000 }) }),
        response: { 200: envelope(Type.Object(messageProperties)), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      return ok(
        await reply(app, request, request.params.id, request.body.content, adminOf(request).adminId),
        SUPPORT_ADMIN_MSG.replied,
      );
    },
  );

  app.post(
    '/support/conversations/:id/close',
    {
      config: { admin: 'editor' },
      schema: { params: idParams, body: noBody, response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal } },
    },
    async (request) => {
      return ok(await closeConversation(app, request, request.params.id), SUPPORT_ADMIN_MSG.closed);
    },
  );
};

export default supportAdminRoutes;
