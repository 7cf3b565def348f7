/**
 * Who owns which site setting (the server's plugins/app/admin/roles.ts enforces it; the console's 站点设置 page
 * disables the others' fields). Whatever decides where players or money go, or how much is paid, is finance's; every
 * other setting is the editor's; super may change all of them.
 */

/** Settings that decide how much is paid or received: exchange rates, withdrawal fees, the red-packet switch. */
export const PAYOUT_SETTING_KEYS = [
  'usdtrate',
  'withdrawusdtrate',
  'withdrawcashfee',
  'withdrawfeeusdttrc',
  'redpacket_switch',
  'adjust_approval_above',
] as const;

/**
 * Settings that decide where players are sent, and with them their money (issue 19): every outside address a frame
 * embeds, a redirect follows, a link or a QR code leads to. Customer service (`service_url`) is where a manual
 * deposit is told to ask for the receiving account, so whoever sets it decides whom players pay; `visit_url` sends
 * every visitor of the lobby away; the sponsorship pages and the agent back office are framed inside the site;
 * `h5_url` is the "permanent domain" players copy to come back; the app download address and its QR picture are
 * what players install. The site's logo is a picture, not a destination: it stays with the editor.
 */
export const DESTINATION_SETTING_KEYS = [
  'service_url',
  'visit_url',
  'sponsor_url_1',
  'sponsor_url_2',
  'agent_login_url',
  'h5_url',
  'ios_download_url',
  'ios_download_qrcode',
] as const;

/** The settings that decide where players or money go or how much is paid: finance's (and super's). */
export const FINANCE_SETTING_KEYS: readonly string[] = [...PAYOUT_SETTING_KEYS, ...DESTINATION_SETTING_KEYS];
