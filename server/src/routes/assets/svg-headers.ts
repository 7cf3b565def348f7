import type { FastifyInstance } from 'fastify';

/** A drawn image needs nothing from anywhere: no script, no fetch, no frame (a pasted-in SVG could do none of those). */
export const GENERATED_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Gives every answer of this (encapsulated) plugin the restrictive CSP above. An onSend hook of the plugin's own
 * context runs after the site-wide security headers', so it replaces the site's policy for these images only.
 */
export function restrictGeneratedSvg(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', GENERATED_SVG_CSP);
    done(null, payload);
  });
}
