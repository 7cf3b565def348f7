import { HttpError, MESSAGES } from '#app/lib/http-error';
import { appQrSvg, appQrText } from '#app/plugins/app/artwork/app-qrcode';
import { document, noQuery, refusal, type RoutesPlugin } from '#app/routes/schemas';
import { restrictGeneratedSvg } from '../svg-headers';

/**
 * GET /assets/app-qrcode.svg: the /app page's download QR code, drawn from the live settings on every request (so an
 * operator's change of `ios_download_url` shows at once). Revalidated each time (no-cache + ETag): an unchanged code
 * costs a 304. Without a download address it encodes the site's /app page on `h5_url`, else on the site's public
 * address (PUBLIC_URL, else the listening address): never on the request's Host header, which a client can forge.
 */
const appQrRoutes: RoutesPlugin = async (app) => {
  restrictGeneratedSvg(app);
  app.get(
    '/app-qrcode.svg',
    {
      schema: { querystring: noQuery, response: { '2xx': document('image/svg+xml'), '4xx': refusal, '5xx': refusal } },
    },
    async (request, reply) => {
      const text = appQrText(await app.siteSettings.read(), app.venues.publicBaseUrl());
      let qr;
      try {
        qr = await appQrSvg(text);
      } catch {
        // an address too long for a QR code
        throw new HttpError(404, MESSAGES.pageNotFound);
      }
      reply.header('cache-control', 'no-cache').header('etag', qr.etag);
      if (request.headers['if-none-match'] === qr.etag) return reply.code(304).send(undefined as never); // no body (the schema declares none for 304)
      return reply.type('image/svg+xml; charset=utf-8').send(qr.svg);
    },
  );
};

export default appQrRoutes;
