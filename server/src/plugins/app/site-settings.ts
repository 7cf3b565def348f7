import type { FastifyInstance } from 'fastify';
import type { Queryable } from '#app/db/client';
import { siteSettings } from '#app/db/schema/index';
import { globalPlugin } from '#app/lib/plugin';

/**
 * Every known setting with its fallback, used when the row is missing (the seed writes them all,
 * the back office edits them). Values are text; the API layer shapes them.
 */
export const SITE_SETTING_DEFAULTS = {
  title: '星耀娱乐',
  site_state: '1',
  repair_tips: '系统维护中，请稍后再访问。',
  site_logo: '/assets/logo.svg',
  redpacket_switch: '0',
  index_modal: '0',
  webcontent: '',
  h5_url: '',
  ios_download_url: '',
  ios_download_qrcode: '',
  /** CNY per USDT for deposits. */
  usdtrate: '7.20',
  /** CNY per USDT for withdrawals. */
  withdrawusdtrate: '7.10',
  /** Withdrawal fee in USDT, ERC20. */
  withdrawcashfee: '5.00',
  /** Withdrawal fee in USDT, TRC20. */
  withdrawfeeusdttrc: '1.00',
  /** A back-office balance adjustment above this many yuan needs a second finance admin's approval. */
  adjust_approval_above: '50000.00',
  /** The sponsorship pages (/zhanzhuye?type=1|2): an https address or a site path; empty = the built-in page. */
  sponsor_url_1: '',
  sponsor_url_2: '',
  /** The agent back office framed by /gamePage?dailiD=1 (https; empty = not open yet). */
  agent_login_url: '',
  /** Where visitors are sent by /api/getVisitUrl (the site's current address; empty = stay). */
  visit_url: '',
  /** Customer service (/kefu and every customer-service link): an https address or a site path; empty = the built-in chat /support/. */
  service_url: '',
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTING_DEFAULTS;
export type SiteSettings = Record<SiteSettingKey, string>;

export async function readSiteSettings(q: Queryable): Promise<SiteSettings> {
  const rows = await q.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const out: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  for (const r of rows) if (r.key in out) out[r.key as SiteSettingKey] = r.value;
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSettings: { read(): Promise<SiteSettings> };
  }
}

export default globalPlugin(async function siteSettingsPlugin(app: FastifyInstance) {
  app.decorate('siteSettings', { read: () => readSiteSettings(app.db) });
});
