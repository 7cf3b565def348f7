import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { SiteSettings } from '#app/plugins/app/site-settings';

/**
 * The /app page's download QR code (`/assets/app-qrcode.svg`, the seeded `ios_download_qrcode`): a real QR code of the
 * live `ios_download_url`, drawn on request so an operator's change shows at once. Served by routes/assets/app-qrcode.
 */

/** How the QR code is drawn (the tests compare the answer with `qrcode`'s own output for these options). */
export const APP_QR_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 240,
  color: { dark: '#1f2430', light: '#ffffff' },
} as const;

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/**
 * What the QR code encodes: the configured `ios_download_url` (an http(s) address), else the site's /app page at
 * `h5_url`, else at `origin` (the site's public address: PUBLIC_URL, else the listening address).
 */
export function appQrText(settings: Pick<SiteSettings, 'ios_download_url' | 'h5_url'>, origin: string): string {
  const download = settings.ios_download_url.trim();
  if (HTTP_URL.test(download)) return download;
  const site = settings.h5_url.trim();
  return `${(HTTP_URL.test(site) ? site : origin).replace(/\/+$/, '')}/#/app`;
}

export interface DrawnQr {
  svg: string;
  /** a strong validator of `svg` */
  etag: string;
}

/** Drawn QR codes by text: a handful at most (the setting changes rarely), so the map is simply emptied when full. */
const drawn = new Map<string, DrawnQr>();
const MAX_DRAWN = 32;

export async function appQrSvg(text: string): Promise<DrawnQr> {
  let qr = drawn.get(text);
  if (!qr) {
    const svg = await QRCode.toString(text, APP_QR_OPTIONS);
    qr = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
    if (drawn.size >= MAX_DRAWN) drawn.clear();
    drawn.set(text, qr);
  }
  return qr;
}
