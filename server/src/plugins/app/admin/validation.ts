import { badRequest } from '#app/lib/http-error';
import { sanitizeRichText } from '#app/lib/rich-text';
import { SITE_SETTING_DEFAULTS, type SiteSettingKey } from '#app/plugins/app/site-settings';

/**
 * Checks of what operators write: site settings, links and player-facing HTML. Each answers the clean value or a
 * Chinese message naming the field; HTML is sanitised on write (and again on the way out by the player routes).
 */
export type Checked<T = string> = { value: T } | { error: string };

/** The value of a check, or a 400 with its message. */
export function must<T>(checked: Checked<T>): T {
  if ('error' in checked) throw badRequest(checked.error);
  return checked.value;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point (they are refused)
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) URL (no javascript:, data:, protocol-relative or whitespace tricks). */
export function isHttpUrl(text: string): boolean {
  if (!text || CONTROL.test(text) || /\s/.test(text) || text.length > 1000) return false;
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** A picture or link the site serves itself (`/assets/x.svg`) or an absolute http(s) URL. */
export function isSiteOrHttpUrl(text: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(text) && !CONTROL.test(text) && text.length <= 1000) return true;
  return isHttpUrl(text);
}

export function checkText(field: string, value: unknown, opts: { min?: number; max: number; label?: string }): Checked {
  const label = opts.label ?? field;
  if (typeof value !== 'string') return { error: `${label} 必须是文本` };
  const text = value.trim();
  if (text.includes('\u0000')) return { error: `${label} 格式不正确` };
  const length = [...text].length;
  if (length < (opts.min ?? 0)) return { error: opts.min === 1 ? `${label} 不能为空` : `${label} 至少${opts.min}个字` };
  if (length > opts.max) return { error: `${label} 不能超过${opts.max}个字` };
  return { value: text };
}

export function checkHtml(field: string, value: unknown, max = 50_000): Checked {
  if (typeof value !== 'string') return { error: `${field} 必须是文本` };
  if (value.length > max) return { error: `${field} 不能超过${max}个字符` };
  if (value.includes('\u0000')) return { error: `${field} 格式不正确` };
  return { value: sanitizeRichText(value) };
}

export function checkUrl(
  field: string,
  value: unknown,
  opts: { allowEmpty?: boolean; sitePaths?: boolean } = {},
): Checked {
  if (typeof value !== 'string') return { error: `${field} 必须是文本` };
  const text = value.trim();
  if (text === '' && opts.allowEmpty) return { value: '' };
  const good = opts.sitePaths ? isSiteOrHttpUrl(text) : isHttpUrl(text);
  if (!good)
    return {
      error: opts.sitePaths
        ? `${field} 必须是 http(s) 链接或以 / 开头的站内路径`
        : `${field} 必须是 http:// 或 https:// 链接`,
    };
  return { value: text };
}

const flag =
  (field: string) =>
  (value: unknown): Checked => {
    if (value === 0 || value === '0') return { value: '0' };
    if (value === 1 || value === '1') return { value: '1' };
    return { error: `${field} 只能是 0 或 1` };
  };

/** A positive decimal with at most `places` decimals and `maxInt` integer digits, normalised to at least 2 places. */
const decimal =
  (field: string, opts: { places: number; allowZero: boolean }) =>
  (value: unknown): Checked => {
    const text =
      typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string'
          ? value.trim()
          : '';
    const m = new RegExp(`^(\\d{1,6})(?:\\.(\\d{1,${opts.places}}))?$`).exec(text);
    if (!m) return { error: `${field} 必须是不超过${opts.places}位小数的数字` };
    const int = String(Number(m[1]));
    const frac = (m[2] ?? '').padEnd(2, '0');
    if (!opts.allowZero && /^0+$/.test(m[1] + (m[2] ?? ''))) return { error: `${field} 必须大于0` };
    return { value: `${int}.${frac}` };
  };

/**
 * A page the site shows in a frame (the sponsorship pages): https (the site's CSP frames no plain http) or a site
 * path; empty means the server's built-in page.
 */
const framedPage =
  (field: string) =>
  (value: unknown): Checked => {
    const checked = checkUrl(field, value, { allowEmpty: true, sitePaths: true });
    if ('value' in checked && /^http:/i.test(checked.value))
      return { error: `${field} 必须是 https:// 链接或以 / 开头的站内路径` };
    return checked;
  };

/** Every setting the back office may write, with its check. Keys not listed here are refused. */
export const SETTING_RULES: Record<SiteSettingKey, (value: unknown) => Checked> = {
  title: (v) => checkText('title', v, { min: 1, max: 32 }),
  site_state: flag('site_state'),
  repair_tips: (v) => checkText('repair_tips', v, { max: 500 }),
  site_logo: (v) => checkUrl('site_logo', v, { sitePaths: true }),
  redpacket_switch: flag('redpacket_switch'),
  index_modal: flag('index_modal'),
  webcontent: (v) => checkHtml('webcontent', v, 20_000),
  h5_url: (v) => checkUrl('h5_url', v, { allowEmpty: true }),
  ios_download_url: (v) => checkUrl('ios_download_url', v, { allowEmpty: true }),
  ios_download_qrcode: (v) => checkUrl('ios_download_qrcode', v, { allowEmpty: true, sitePaths: true }),
  usdtrate: decimal('usdtrate', { places: 4, allowZero: false }),
  withdrawusdtrate: decimal('withdrawusdtrate', { places: 4, allowZero: false }),
  withdrawcashfee: decimal('withdrawcashfee', { places: 2, allowZero: true }),
  withdrawfeeusdttrc: decimal('withdrawfeeusdttrc', { places: 2, allowZero: true }),
  adjust_approval_above: decimal('adjust_approval_above', { places: 2, allowZero: true }),
  sponsor_url_1: framedPage('sponsor_url_1'),
  sponsor_url_2: framedPage('sponsor_url_2'),
  agent_login_url: framedPage('agent_login_url'),
  visit_url: (v) => checkUrl('visit_url', v, { allowEmpty: true }),
  service_url: framedPage('service_url'),
};

export const SETTING_KEYS = Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingKey[];

/**
 * A signed amount in yuan for a balance adjustment: "-100.50", "+20", 88.8. The magnitude follows the one money rule
 * of client and server (checkMoneyAmount: > 0, at most 2 decimals, at most 100,000,000, no exponent); answers fen.
 */
export function checkSignedAmount(value: unknown, checkMoneyAmount: (v: unknown) => string | null): Checked<number> {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { error: '金额格式不正确' };
    text = String(value);
    if (/e/i.test(text)) return { error: '金额格式不正确' };
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { error: '请输入金额' };
  }
  let sign = 1;
  if (text.startsWith('-')) {
    sign = -1;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  if (/^[+-]/.test(text)) return { error: '金额格式不正确' };
  const problem = checkMoneyAmount(text);
  if (problem) return { error: problem };
  // checkMoneyAmount accepted it: digits with an optional point, at most 2 significant decimals.
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m) return { error: '金额格式不正确' };
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  const fen = Number(m[1] || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return { value: sign * fen };
}
