/**
 * The bank card icons the cashier hands out as `ico` (`/assets/banks/<code>.svg`, see cashier/pay-config's BANK_CODES),
 * drawn here as SVG (no downloaded logos, fictional styling): a 96×96 rounded badge in the bank's colour with a
 * square-holed coin and the bank's short Chinese name; `bank.svg` for a bank without its own code, `usdt.svg` for a
 * USDT address. Served by routes/assets/banks.
 */

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

interface BankBadge {
  /** the full name, the badge's accessible label */
  name: string;
  /** the short name written on the badge */
  short: string;
  /** the bank's colour (the badge's deep end) */
  colour: string;
}

/** By the short code of cashier/pay-config's BANK_CODES (the same 15 seeded banks). */
const BADGES: Readonly<Record<string, BankBadge>> = {
  icbc: { name: '中国工商银行', short: '工商', colour: '#c4161c' },
  ccb: { name: '中国建设银行', short: '建设', colour: '#1b4f9c' },
  abc: { name: '中国农业银行', short: '农业', colour: '#0b8a6a' },
  boc: { name: '中国银行', short: '中行', colour: '#a5192a' },
  bocom: { name: '交通银行', short: '交通', colour: '#1e3c84' },
  cmb: { name: '招商银行', short: '招商', colour: '#d0202e' },
  psbc: { name: '中国邮政储蓄银行', short: '邮储', colour: '#0f7a3c' },
  cib: { name: '兴业银行', short: '兴业', colour: '#104a98' },
  citic: { name: '中信银行', short: '中信', colour: '#d81e25' },
  spdb: { name: '浦发银行', short: '浦发', colour: '#123f8f' },
  cmbc: { name: '中国民生银行', short: '民生', colour: '#0a8a8f' },
  ceb: { name: '中国光大银行', short: '光大', colour: '#6a2b8e' },
  pab: { name: '平安银行', short: '平安', colour: '#ec6a1c' },
  hxb: { name: '华夏银行', short: '华夏', colour: '#c8102e' },
  cgb: { name: '广发银行', short: '广发', colour: '#b3121b' },
  bank: { name: '银行卡', short: '银行', colour: '#4a5b7c' },
};

/** The codes with a badge (`usdt` included). */
export const BANK_ICON_CODES: readonly string[] = [...Object.keys(BADGES), 'usdt'];

/** `#rrggbb` mixed with white (t > 0) or black (t < 0) by |t|. */
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = t > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(t));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const frame = (label: string, colour: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.22)}"/></linearGradient></defs>` +
  `<rect width="96" height="96" rx="22" fill="url(#bg)"/>` +
  // a soft sheen across the top and a thin inner rim
  `<path d="M0 22A22 22 0 0 1 22 0h52a22 22 0 0 1 22 22v10C66 46 34 26 0 40z" fill="#fff" opacity=".12"/>` +
  `<rect x="3" y="3" width="90" height="90" rx="19" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="1.5"/>` +
  body +
  `</svg>`;

/** A square-holed coin (方孔钱), the badge's emblem, centred on (48, 33). */
const COIN =
  `<g transform="translate(48 33)">` +
  `<circle r="18" fill="#fff" opacity=".16"/>` +
  `<circle r="14.5" fill="none" stroke="#fff" stroke-width="3.5"/>` +
  `<circle r="9.5" fill="none" stroke="#fff" stroke-width="1.2" stroke-opacity=".6"/>` +
  `<rect x="-4.5" y="-4.5" width="9" height="9" rx="1" fill="none" stroke="#fff" stroke-width="2.8"/>` +
  `</g>`;

const name = (text: string, size: number) =>
  `<text x="48" y="80" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" letter-spacing="1" fill="#fff">${text}</text>`;

/** The Tether mark (₮ in a ring) over "USDT". */
const USDT =
  `<g transform="translate(48 34)">` +
  `<circle r="18" fill="#fff"/>` +
  `<g transform="scale(1.15)" fill="#1f9a74">` +
  `<path d="M-9-8.5h18v4.2h-6.8v3c4.6.3 7.9 1.3 7.9 2.5s-3.3 2.2-7.9 2.5V11h-4.4V3.7c-4.6-.3-7.9-1.3-7.9-2.5s3.3-2.2 7.9-2.5v-3H-9z"/>` +
  `<ellipse cy="1.2" rx="6.5" ry="1.3" fill="#fff"/></g>` +
  `</g>`;

/** The badge for `code` (`icbc`, …, `bank`, `usdt`), or null for a code without one. */
export function bankIconSvg(code: string): string | null {
  if (code === 'usdt') return frame('USDT', '#26a17b', USDT + name('USDT', 20));
  const badge = Object.hasOwn(BADGES, code) ? BADGES[code] : undefined;
  return badge ? frame(badge.name, badge.colour, COIN + name(badge.short, 24)) : null;
}
