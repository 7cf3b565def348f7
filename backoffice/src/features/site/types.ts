/**
 * The site's settings as `GET /admin/api/settings` answers them (server/src/plugins/app/site-settings.ts): every value
 * is text; flags are '0' / '1'.
 */
export interface SiteSettings {
  title: string;
  /** '1' open, '0' maintenance (players see only repair_tips) */
  site_state: string;
  repair_tips: string;
  site_logo: string;
  redpacket_switch: string;
  index_modal: string;
  webcontent: string;
  h5_url: string;
  ios_download_url: string;
  ios_download_qrcode: string;
  usdtrate: string;
  withdrawusdtrate: string;
  withdrawcashfee: string;
  withdrawfeeusdttrc: string;
  adjust_approval_above: string;
  sponsor_url_1: string;
  sponsor_url_2: string;
  agent_login_url: string;
  visit_url: string;
  service_url: string;
}

export type SettingKey = keyof SiteSettings;
