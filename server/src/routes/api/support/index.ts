import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { CLIENT_ID, history, poll, POLL_MAX_SECONDS, send, senderOf } from '#app/plugins/app/support/chat';
import { serviceUrl } from '#app/plugins/app/support/service-url';
import { emptyBody, envelope, refusal } from '#app/routes/schemas';

const messageId = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

export const messageSchema = {
  type: 'object',
  required: ['id', 'sender', 'content', 'created_at'],
  properties: {
    id: { type: 'integer' },
    sender: { type: 'string', enum: ['player', 'visitor', 'operator', 'system'] },
    content: { type: 'string' },
    created_at: { type: 'string' },
    client_id: { type: 'string' },
  },
} as const;

const thread = {
  type: 'object',
  required: ['state', 'messages'],
  properties: {
    state: { type: 'string', enum: ['open', 'closed'] },
    messages: { type: 'array', items: messageSchema },
    has_more: { type: 'boolean' },
  },
} as const;

/**
 * Customer service: `POST /api/getservicerurl` (000 §7: `data.url`, what /kefu frames) and the built-in chat's own
 * calls (plugins/app/support/chat.ts). The chat calls know the sender by the session token or by the visitor header,
 * never by anything in the URL, and never take a conversation id: a sender only ever reaches their own conversation.
 */
const supportRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/getservicerurl',
    { schema: { body: emptyBody, response: { 200: envelope({ type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1 } } }), '4xx': refusal, '5xx': refusal } } },
    async () => ok({ url: await serviceUrl(app) }),
  );

  app.post(
    '/support/history',
    {
      schema: {
        body: { type: 'object', properties: { before: messageId } },
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const sender = await senderOf(app, request);
      const { before } = request.body as { before?: number };
      return ok(await history(app.db, sender, before || undefined));
    },
  );

  app.post(
    '/support/send',
    {
      config: { multiLineText: ['content'] },
      schema: {
        body: {
          type: 'object',
          required: ['content'],
          // generous here so the shared rule answers an over-long message with its own words (the body limit bounds it)
          properties: { content: { type: 'string', maxLength: 20_000 }, client_id: { type: 'string', pattern: CLIENT_ID } },
        },
        response: { 200: envelope(messageSchema), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const sender = await senderOf(app, request);
      return ok(await send(app, sender, request.body as { content: string; client_id?: string }), '发送成功');
    },
  );

  app.post(
    '/support/poll',
    {
      schema: {
        body: { type: 'object', properties: { after: messageId, wait: { type: 'integer', minimum: 0, maximum: POLL_MAX_SECONDS } } },
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request, reply) => {
      const sender = await senderOf(app, request);
      const { after = 0, wait = POLL_MAX_SECONDS } = request.body as { after?: number; wait?: number };
      const aborted = new AbortController();
      const onClose = () => aborted.abort();
      reply.raw.once('close', onClose);
      try {
        return ok(await poll(app, sender, after, wait * 1000, aborted.signal));
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );
};

export default supportRoutes;
