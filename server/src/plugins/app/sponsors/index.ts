import type { FastifyInstance } from 'fastify';
import type { PartnerType } from './partners';

/** The built-in page of a partner, served by routes/partners (a site path: the client prefixes its API base). */
export const builtInPartnerPath = (type: PartnerType) => `/partners/${type}`;

/**
 * The address /zhanzhuye?type frames: the operator's `sponsor_url_<type>` setting (https or a site path), else the
 * built-in page, so a fresh install never shows an empty frame. The page never displays it.
 */
export async function sponsorPageUrl(app: FastifyInstance, type: PartnerType): Promise<string> {
  const settings = await app.siteSettings.read();
  const configured = (type === 1 ? settings.sponsor_url_1 : settings.sponsor_url_2).trim();
  return configured || builtInPartnerPath(type);
}
