import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { drawnGameArt, gameArtSvg, lobbyBannerSvg } from '#app/plugins/app/artwork/lobby-art';
import { gameForArtwork } from '#app/plugins/app/games/admin';
import { document, noQuery, refusal, type RoutesPlugin } from '#app/routes/schemas';

const fileParams = (pattern: string) => Type.Object({ file: Type.String({ maxLength: 80, pattern }) });

/** An SVG document (sent as text, never serialised); a refusal is the envelope. */
const svgFile = { '2xx': document('image/svg+xml'), '4xx': refusal, '5xx': refusal };

/**
 * GET /assets/banners/<name>.svg and /assets/games/<code>.svg: the home lobby's seeded artwork, drawn by the server
 * (plugins/app/artwork/lobby-art). More specific than the static hosting's catch-all.
 */
const lobbyArtRoutes: RoutesPlugin = async (app) => {
  const serve =
    (draw: (name: string) => string | null | Promise<string | null>) =>
    async (request: { params: { file: string } }, reply: FastifyReply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      const svg = await draw(name);
      if (!svg) throw new HttpError(404, MESSAGES.pageNotFound);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    };
  app.get(
    '/banners/:file',
    { schema: { params: fileParams('^[a-z0-9-]{1,48}\\.svg$'), querystring: noQuery, response: svgFile } },
    serve(lobbyBannerSvg),
  );
  // the seed's artwork, else a drawn tile for a game an operator added (looked up by its code), else 404
  const gameArt = async (code: string) => {
    const seeded = gameArtSvg(code);
    if (seeded) return seeded;
    const row = await gameForArtwork(app.db, code);
    return row ? drawnGameArt(code, row) : null;
  };
  app.get(
    '/games/:file',
    { schema: { params: fileParams('^[a-z0-9_-]{1,64}\\.svg$'), querystring: noQuery, response: svgFile } },
    serve(gameArt),
  );
};

export default lobbyArtRoutes;
