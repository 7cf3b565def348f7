import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '#app/lib/http-error';
import { UPLOAD_CSP } from '#app/plugins/app/uploads';
import { document, refusal, type RoutesPlugin } from '#app/routes/schemas';

/** The site paths whose pictures the console may show: uploaded artwork and the server's drawn assets. */
const PREVIEWABLE = /^\/(uploads\/artwork|assets)\/[A-Za-z0-9._/-]{1,200}$/;
const IMAGE_TYPE = /^image\/(png|gif|svg\+xml)\b/;

/**
 * GET /admin/api/artwork?src=<site path> (every admin): the picture a banner or promotion names, served on the
 * console's own origin. The console's CSP allows images from its origin only, and that origin serves nothing but the
 * API and its files, so a thumbnail of `/uploads/artwork/…` or `/assets/banners/…` is fetched here: the player site's
 * route is asked in-process (app.inject) and its answer passed on only when it is an image, with the upload's
 * sandboxing CSP and nosniff. Any other path, or a missing picture, is 404.
 */
const artworkPreviewRoutes: RoutesPlugin = async (app) => {
  // this plugin's own context: runs after the site-wide security headers, so this CSP replaces theirs (as uploads.ts)
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', UPLOAD_CSP);
    return payload;
  });
  app.get(
    '/artwork',
    {
      config: { admin: ['finance', 'editor'] },
      schema: {
        querystring: Type.Object({ src: Type.String({ maxLength: 1000 }) }),
        response: { '2xx': document('image/png, image/gif or image/svg+xml'), '4xx': refusal, '5xx': refusal },
      },
    },
    // the bytes are sent as they are (never serialised): a plain reply, as the lobby's artwork routes
    async (request: { query: { src: string } }, reply: FastifyReply) => {
      const { src } = request.query;
      if (!PREVIEWABLE.test(src) || src.includes('..')) throw new HttpError(404, '图片不存在');
      const res = await app.inject({ method: 'GET', url: src });
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode !== 200 || !IMAGE_TYPE.test(type)) throw new HttpError(404, '图片不存在');
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(res.rawPayload);
    },
  );
};

export default artworkPreviewRoutes;
