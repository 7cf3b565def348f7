import { Type } from 'typebox';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { document, noQuery, refusal, type RoutesPlugin } from '#app/routes/schemas';
import { isPartnerType, partnerCrestSvg, partnerPageHtml, type PartnerType } from '#app/plugins/app/sponsors/partners';

const params = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 2 }) });
const CACHE = 'public, max-age=3600';
/** A document sent as text (never serialised); a refusal on the way is the envelope. */
const documentOf = (type: string) => ({ '2xx': document(type), '4xx': refusal, '5xx': refusal });

/**
 * The built-in sponsorship pages (GET /partners/1, /partners/2) and their crests (GET /partners/1/crest.svg): framed by
 * /zhanzhuye and shown on /zhanzhu, whenever no outside address is configured. Static documents: no script, no cookie.
 */
const partnerRoutes: RoutesPlugin = async (app) => {
  const typeOf = (raw: number): PartnerType => {
    if (!isPartnerType(raw)) throw new HttpError(404, MESSAGES.pageNotFound);
    return raw;
  };

  app.get(
    '/:type',
    { schema: { params, querystring: noQuery, response: documentOf('text/html') } },
    async (request, reply) => {
      const type = typeOf(request.params.type);
      return reply.type('text/html; charset=utf-8').header('cache-control', CACHE).send(partnerPageHtml(type));
    },
  );

  app.get(
    '/:type/crest.svg',
    { schema: { params, querystring: noQuery, response: documentOf('image/svg+xml') } },
    async (request, reply) => {
      const type = typeOf(request.params.type);
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(partnerCrestSvg(type));
    },
  );
};

export default partnerRoutes;
