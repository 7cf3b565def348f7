import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { CLIENT_ID, history, poll, POLL_MAX_SECONDS, send, senderOf } from '#app/plugins/app/support/chat';
import { serviceUrl } from '#app/plugins/app/support/service-url';
import { emptyBody, envelope, optionalFields, raw, refusal, type RoutesPlugin } from '#app/routes/schemas';

const messageId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export const messageProperties = {
  id: Type.Integer(),
  sender: raw<'player' | 'visitor' | 'operator' | 'system'>({
    type: 'string',
    enum: ['player', 'visitor', 'operator', 'system'],
  }),
  content: Type.String(),
  created_at: Type.String(),
  client_id: Type.Optional(Type.String()),
};
export const messageSchema = Type.Object(messageProperties);

const thread = Type.Object({
  state: raw<'open' | 'closed'>({ type: 'string', enum: ['open', 'closed'] }),
  messages: Type.Array(messageSchema),
  has_more: Type.Optional(Type.Boolean()),
});

/**
 * Customer service: `POST /api/getservicerurl` (000 §7: `data.url`, what /kefu frames) and the built-in chat's own
 * calls (plugins/app/support/chat.ts). The chat calls know the sender by the session token or by the visitor header,
 * never by anything in the URL, and never take a conversation id: a sender only ever reaches their own conversation.
 */
const supportRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/getservicerurl',
    {
      schema: {
        body: emptyBody,
        response: {
          200: envelope(Type.Object({ url: Type.String({ minLength: 1 }) })),
          '4xx': refusal,
          '5xx': refusal,
        },
      },
    },
    async () => ok({ url: await serviceUrl(app) }),
  );

  app.post(
    '/support/history',
    {
      schema: {
        body: optionalFields({ before: messageId }),
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const sender = await senderOf(app, request);
      return ok(await history(app.db, sender, request.body.before || undefined));
    },
  );

  app.post(
    '/support/send',
    {
      config: { multiLineText: ['content'] },
      schema: {
        // generous here so the shared rule answers an over-long message with its own words (the body limit bounds it)
        body: Type.Object({
          content: Type.String({ maxLength: 20_000 }),
          client_id: Type.Optional(Type.String({ pattern: CLIENT_ID })),
        }),
        response: { 200: envelope(messageSchema), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request) => {
      const sender = await senderOf(app, request);
      return ok(await send(app, sender, request.body), '发送成功');
    },
  );

  app.post(
    '/support/poll',
    {
      schema: {
        body: optionalFields({ after: messageId, wait: Type.Integer({ minimum: 0, maximum: POLL_MAX_SECONDS }) }),
        response: { 200: envelope(thread), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request, reply) => {
      const sender = await senderOf(app, request);
      const { after = 0, wait = POLL_MAX_SECONDS } = request.body;
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
