import { Type } from 'typebox';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { supportAsset, supportPageHtml } from '#app/plugins/app/support/page';
import { document as text, noQuery, optionalFields, refusal, type RoutesPlugin } from '#app/routes/schemas';

/** The page and its files are sent as text (never serialised); a refusal is the envelope. */
const document = {
  querystring: noQuery,
  response: { '2xx': text('text/html, script or stylesheet'), '3xx': Type.String(), '4xx': refusal, '5xx': refusal },
};

/**
 * The built-in customer-service chat page (plugins/app/support/page.ts), framed by /kefu whenever no outside
 * `service_url` is configured: GET /support/ (no-cache) and its hashed script and stylesheet (immutable).
 */
const supportPageRoutes: RoutesPlugin = async (app) => {
  app.get('/support', { schema: document }, async (_request, reply) => reply.redirect('/support/', 301));
  app.get('/support/', { schema: document }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(supportPageHtml()),
  );
  app.get(
    '/support/:file',
    { schema: { ...document, params: optionalFields({ file: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const file = supportAsset(request.params.file ?? '');
      if (!file) throw new HttpError(404, MESSAGES.pageNotFound);
      return reply.type(file.type).header('cache-control', 'public, max-age=31536000, immutable').send(file.body);
    },
  );
};

export default supportPageRoutes;
