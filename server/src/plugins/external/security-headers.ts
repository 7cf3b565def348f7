import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import { START_FRAME_SCRIPT_SOURCE } from '#app/lib/start-frame-script';

/**
 * The player site's policy. `assetOrigins` (env ASSET_ORIGINS): the CDN origins the areas' version folders are served
 * from when the release registry's base URL points there (`npm run remotes -- sync --base-url …`): their scripts,
 * styles, pictures and fonts are allowed, nothing else is.
 */
export function contentSecurityPolicy(assetOrigins: string[] = []): string {
  const extra = assetOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    // index.html's two inline scripts, by their hashes (lib/start-frame-script.ts)
    `script-src 'self' ${START_FRAME_SCRIPT_SOURCE}${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

/** Sent only over HTTPS: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Set on every response, API and static files alike (onSend runs for errors and 404s too).
 * `Strict-Transport-Security` only when the request came over HTTPS: a TLS socket, or `X-Forwarded-Proto: https` from
 * a proxy the server trusts (TRUST_PROXY; without it the header is ignored). Never on plain HTTP (local development).
 */
export default globalPlugin(async function securityHeaders(app: FastifyInstance, opts: { assetOrigins?: string[] }) {
  const headers = opts.assetOrigins?.length
    ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(opts.assetOrigins) }
    : SECURITY_HEADERS;
  // a callback hook: no promise per response
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
});
