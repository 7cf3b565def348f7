import { Type } from 'typebox';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { promotionBannerSvg } from '#app/plugins/app/artwork/promotion-banners';
import { document, noQuery, refusal, type RoutesPlugin } from '#app/routes/schemas';

/**
 * GET /assets/promotions/<name>.svg: the seeded promotions' banners, drawn by the server (plugins/app/artwork). More
 * specific than the static hosting's catch-all, so these paths never reach the host build.
 */
const promotionArtRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 64, pattern: '^[a-z0-9-]{1,48}\\.svg$' }) }),
        querystring: noQuery,
        response: { '2xx': document('image/svg+xml'), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      const svg = promotionBannerSvg(name);
      if (!svg) throw new HttpError(404, MESSAGES.pageNotFound);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

export default promotionArtRoutes;
