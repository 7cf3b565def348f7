import { AppInfoSchema } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { sanitizeCached } from '#app/lib/rich-text';
import { answers, emptyBody, type RoutesPlugin } from '#app/routes/schemas';

const flag = (v: string): 0 | 1 => (v === '1' ? 1 : 0);

/** POST /api/app: the site's appInfo (no session needed). */
const siteRoutes: RoutesPlugin = async (app) => {
  app.post('/app', { schema: { body: emptyBody, response: answers(AppInfoSchema) } }, async () => {
    const s = await app.siteSettings.read();
    return ok({
      title: s.title,
      site_state: flag(s.site_state),
      repair_tips: s.repair_tips,
      site_logo: s.site_logo,
      redpacket_switch: flag(s.redpacket_switch),
      index_modal: flag(s.index_modal),
      webcontent: sanitizeCached(s.webcontent),
      h5_url: s.h5_url,
      ios_download_url: s.ios_download_url,
      ios_download_qrcode: s.ios_download_qrcode,
    });
  });
};

export default siteRoutes;
