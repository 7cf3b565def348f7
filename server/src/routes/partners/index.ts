import type { FastifyPluginAsync } from 'fastify';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { isPartnerType, partnerCrestSvg, partnerPageHtml, type PartnerType } from '#app/plugins/app/sponsors/partners';

const params = { type: 'object', required: ['type'], properties: { type: { type: 'integer', minimum: 1, maximum: 2 } } } as const;
const CACHE = 'public, max-age=3600';

/**
 * The built-in sponsorship pages (GET /partners/1, /partners/2) and their crests (GET /partners/1/crest.svg): framed by
 * /zhanzhuye and shown on /zhanzhu, whenever no outside address is configured. Static documents: no script, no cookie.
 */
const partnerRoutes: FastifyPluginAsync = async (app) => {
  const typeOf = (raw: number): PartnerType => {
    if (!isPartnerType(raw)) throw new HttpError(404, MESSAGES.pageNotFound);
    return raw;
  };

  app.get('/:type', { schema: { params } }, async (request, reply) => {
    const type = typeOf((request.params as { type: number }).type);
    return reply.type('text/html; charset=utf-8').header('cache-control', CACHE).send(partnerPageHtml(type));
  });

  app.get('/:type/crest.svg', { schema: { params } }, async (request, reply) => {
    const type = typeOf((request.params as { type: number }).type);
    return reply.type('image/svg+xml').header('cache-control', CACHE).send(partnerCrestSvg(type));
  });
};

export default partnerRoutes;
