import { Type } from 'typebox';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { bankIconSvg } from '#app/plugins/app/artwork/bank-icons';
import { document, noQuery, refusal, type RoutesPlugin } from '#app/routes/schemas';
import { restrictGeneratedSvg } from '../svg-headers';

/**
 * GET /assets/banks/<code>.svg: the bank card icons the cashier hands out as `ico` (cashier/pay-config's bankIcon),
 * drawn by the server (plugins/app/artwork/bank-icons). More specific than the static hosting's catch-all.
 */
const bankIconRoutes: RoutesPlugin = async (app) => {
  restrictGeneratedSvg(app);
  app.get(
    '/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String({ maxLength: 32, pattern: '^[a-z]{1,16}\\.svg$' }) }),
        querystring: noQuery,
        response: { '2xx': document('image/svg+xml'), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request, reply) => {
      const svg = bankIconSvg(request.params.file.slice(0, -'.svg'.length));
      if (!svg) throw new HttpError(404, MESSAGES.pageNotFound);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

export default bankIconRoutes;
