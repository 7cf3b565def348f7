import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { adminOf } from '#app/plugins/app/admin-auth';
import { closeConversation, listConversations, reply, showConversation, SUPPORT_ADMIN_MSG } from '#app/plugins/app/support/chat';
import { messageSchema } from '#app/routes/api/support/index';
import { envelope, idParams, noBody, pageQuery, refusal, type PageQuery } from '#app/routes/schemas';

const conversation = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    user_id: { type: ['integer', 'null'] },
    name: { type: 'string' },
    state: { type: 'string' },
    waiting: { type: 'boolean' },
    last_message_at: { type: 'string' },
    created_at: { type: 'string' },
    closed_at: { type: 'string' },
    last_message: { type: 'string' },
    messages: { type: 'integer' },
  },
} as const;

const thread = {
  type: 'object',
  properties: {
    conversation,
    messages: { type: 'array', items: { ...messageSchema, properties: { ...messageSchema.properties, operator: { type: 'string' } } } },
    has_more: { type: 'boolean' },
  },
} as const;

/**
 * The customer-service desk of the back office (plugins/app/support/chat.ts). Reading is open to every admin (like
 * players and content); answering and closing are `editor` work (player-facing communication, like notices and
 * articles) and `super`. Every reply and close is audited in its transaction (`support.reply`, `support.close`).
 */
const supportAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/support/conversations',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        querystring: { type: 'object', properties: { ...pageQuery, state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' } } },
        response: {
          200: envelope({
            type: 'object',
            properties: { data: { type: 'array', items: conversation }, total: { type: 'integer' }, last_page: { type: 'integer' }, current_page: { type: 'integer' }, per_page: { type: 'integer' } },
          }),
          '4xx': refusal,
          '5xx': refusal,
        },
      },
    },
    async (request) => {
      const q = request.query as PageQuery & { state: 'open' | 'closed' | 'all' };
      return ok(await listConversations(app.db, { state: q.state, page: q.page, perPage: q.per_page }));
    },
  );

  app.get(
    '/support/conversations/:id',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { before } = request.query as { before?: number };
      return ok(await showConversation(app.db, id, before));
    },
  );

  app.post(
    '/support/conversations/:id/reply',
    {
      config: { admin: 'editor' },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['content'], properties: { content: { type: 'string', maxLength: 40_000 } } },
        response: { 200: envelope(messageSchema), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { content } = request.body as { content: string };
      return ok(await reply(app, request, id, content, adminOf(request).adminId), SUPPORT_ADMIN_MSG.replied);
    },
  );

  app.post(
    '/support/conversations/:id/close',
    { config: { admin: 'editor' }, schema: { params: idParams, body: noBody, response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal } } },
    async (request) => {
      const { id } = request.params as { id: number };
      return ok(await closeConversation(app, request, id), SUPPORT_ADMIN_MSG.closed);
    },
  );
};

export default supportAdminRoutes;
