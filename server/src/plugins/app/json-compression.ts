import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { addRouteHook, globalPlugin } from '#app/lib/plugin';

/**
 * A JSON answer this long or longer is gzipped for a client that accepts it. Below about one TCP packet's payload
 * gzip saves the phone no round trip, only CPU on both ends: the balance poll (~200 bytes) is never compressed.
 */
export const JSON_GZIP_MIN_BYTES = 1400;

/** Whether an Accept-Encoding header allows gzip (`gzip` or `*`, without `q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const list = vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(list)) reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}

// a callback hook: the answers too short to compress (almost every call) cost no promise
function compressJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: HookHandlerDoneFunction & ((err: Error | null, value?: unknown) => void),
) {
  // a UTF-16 unit is at most 3 bytes of UTF-8: shorter strings cannot reach the threshold
  if (typeof payload !== 'string' || payload.length * 3 < JSON_GZIP_MIN_BYTES) return done(null, payload);
  if (Buffer.byteLength(payload) < JSON_GZIP_MIN_BYTES) return done(null, payload);
  if (reply.hasHeader('content-encoding')) return done(null, payload);
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
  varyOnEncoding(reply);
  if (!acceptsGzip(request.headers['accept-encoding'])) return done(null, payload);
  // level 6 (zlib's default), off the event loop: a records page of 20–50 KB compresses in well under a millisecond
  gzip(payload, (err, body) => {
    if (err) return done(null, payload);
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    done(null, body);
  });
}

/**
 * gzip for the JSON of the player API (`/api/…`) and the back office's (`/admin/api/…`): game lists, records pages,
 * announcements and the console's tables reach a phone on a slow network in a quarter of the bytes (nginx in front
 * compresses nothing: deploy/nginx.conf). The static files have their own cached gzip (static-hosting.ts).
 *
 * Added to each of those routes as its LAST onSend hook (`addRouteHook`, registered after every plugin that adds one;
 * route hooks run after the app's), so the hooks that read the answer — the idempotency store keeps the JSON it
 * replays — see it uncompressed; a replayed answer is compressed again on its way out.
 */
export default globalPlugin(async function jsonCompression(app: FastifyInstance) {
  addRouteHook(app, 'onSend', (_config, url) => url.startsWith('/api/') || url.startsWith('/admin/api/'), compressJson);
});
