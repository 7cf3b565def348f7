import type { FastifyInstance } from 'fastify';

/** The built-in customer-service chat, served by this server (routes/support): a site path on the same origin. */
export const BUILT_IN_SUPPORT_PATH = '/support/';

/**
 * What /kefu (and every customer-service link: /gamePage?dailiD=2, the help pages) frames: the operator's `service_url`
 * setting (an https address or a site path, checked when it is written), else the built-in chat, so the answer is
 * never empty.
 */
export async function serviceUrl(app: FastifyInstance): Promise<string> {
  const settings = await app.siteSettings.read();
  return settings.service_url.trim() || BUILT_IN_SUPPORT_PATH;
}
