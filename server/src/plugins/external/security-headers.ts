import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

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
export default globalPlugin(async function securityHeaders(app: FastifyInstance) {
  // a callback hook: no promise per response
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done(null, payload);
  });
});
