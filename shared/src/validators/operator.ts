/**
 * Checks of what operators type: site settings, links, texts and the length of player-facing HTML. The server runs
 * them on every back-office write (server/src/plugins/app/admin/validation.ts adds the HTML sanitiser and the 400);
 * the console runs the same ones in its forms, so a wrong value is refused with the same words before it is sent.
 *
 * Each check answers the clean value or a Chinese message that starts with the field's label: the server passes the
 * request's field name (`usdtrate 必须大于0`), the console its Chinese label (`充值汇率必须大于0`).
 */
export type Checked<T = string> = { value: T } | { error: string };

/** `label` then the rest of the message: a space after a label that ends in ASCII (`title 不能为空`), none after Chinese. */
const say = (label: string, rest: string) => (/[\x21-\x7e]$/.test(label) ? `${label} ${rest}` : `${label}${rest}`);

// eslint-disable-next-line no-control-regex -- matching control characters is the point (they are refused)
const CONTROL = /[\u0000-\u001f\u007f]/;

/** An absolute http(s) URL (no javascript:, data:, protocol-relative or whitespace tricks), at most 1,000 characters. */
export function isHttpUrl(text: string): boolean {
  if (!text || CONTROL.test(text) || /\s/.test(text) || text.length > 1000) return false;
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** A path the site serves itself (`/assets/x.svg`; not `//host` or `/\host`). */
export const isSitePath = (text: string): boolean =>
  /^\/(?![/\\])[^\s\\]*$/.test(text) && !CONTROL.test(text) && text.length <= 1000;

/** A site path or an absolute http(s) URL. */
export const isSiteOrHttpUrl = (text: string): boolean => isSitePath(text) || isHttpUrl(text);

/** A text of `min`…`max` characters, counted as code points after trimming; answers the trimmed text. */
export function checkText(label: string, value: unknown, opts: { min?: number; max: number }): Checked {
  if (typeof value !== 'string') return { error: say(label, '必须是文本') };
  const text = value.trim();
  if (text.includes('\u0000')) return { error: say(label, '格式不正确') };
  const length = [...text].length;
  const min = opts.min ?? 0;
  if (length < min) return { error: say(label, min === 1 ? '不能为空' : `至少${min}个字`) };
  if (length > opts.max) return { error: say(label, `不能超过${opts.max}个字`) };
  return { value: text };
}

/** HTML before sanitising: a text of at most `max` UTF-16 units (the server then sanitises it). */
export function checkHtmlLength(label: string, value: unknown, max = 50_000): Checked {
  if (typeof value !== 'string') return { error: say(label, '必须是文本') };
  if (value.length > max) return { error: say(label, `不能超过${max}个字符`) };
  if (value.includes('\u0000')) return { error: say(label, '格式不正确') };
  return { value };
}

export interface UrlOptions {
  /** '' is accepted (the built-in page, or nothing) */
  allowEmpty?: boolean;
  /** a site path (`/assets/x.png`) is accepted too */
  sitePaths?: boolean;
  /** a page the site shows in a frame: https or a site path (the site's CSP frames no plain http) */
  httpsOnly?: boolean;
}

/** An http(s) link, or with `sitePaths` a site path; answers it trimmed. */
export function checkUrl(label: string, value: unknown, opts: UrlOptions = {}): Checked {
  if (typeof value !== 'string') return { error: say(label, '必须是文本') };
  const text = value.trim();
  if (text === '' && opts.allowEmpty) return { value: '' };
  const good = opts.sitePaths ? isSiteOrHttpUrl(text) : isHttpUrl(text);
  if (!good || (opts.httpsOnly && /^http:/i.test(text)))
    return {
      error: say(
        label,
        opts.httpsOnly
          ? '必须是 https:// 链接或以 / 开头的站内路径'
          : opts.sitePaths
            ? '必须是 http(s) 链接或以 / 开头的站内路径'
            : '必须是 http:// 或 https:// 链接',
      ),
    };
  return { value: text };
}

/** A switch: 0 or 1 (number or text); answers '0' or '1'. */
export function checkFlag(label: string, value: unknown): Checked {
  if (value === 0 || value === '0') return { value: '0' };
  if (value === 1 || value === '1') return { value: '1' };
  return { error: say(label, '只能是 0 或 1') };
}

/**
 * A decimal of at most 6 integer digits and `places` decimals (`allowZero` false: more than 0); answers it with at
 * least 2 decimals (`7.2` → `7.20`).
 */
export function checkDecimal(label: string, value: unknown, opts: { places: number; allowZero: boolean }): Checked {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = new RegExp(`^(\\d{1,6})(?:\\.(\\d{1,${opts.places}}))?$`).exec(text);
  if (!m) return { error: say(label, `必须是不超过${opts.places}位小数的数字（整数部分最多6位）`) };
  if (!opts.allowZero && /^0+$/.test(m[1] + (m[2] ?? ''))) return { error: say(label, '必须大于0') };
  return { value: `${String(Number(m[1]))}.${(m[2] ?? '').padEnd(2, '0')}` };
}

/** A page shown in a frame: https or a site path; empty = the server's built-in page. */
const FRAMED: UrlOptions = { allowEmpty: true, sitePaths: true, httpsOnly: true };

/**
 * The check of every site setting an operator may write, by key; `label` names the field in the message (the
 * server passes the key). Keys not listed here are refused by the server. `webcontent` is only measured here: the
 * server sanitises it after this check.
 */
export const SETTING_CHECKS = {
  title: (v: unknown, label = 'title') => checkText(label, v, { min: 1, max: 32 }),
  site_state: (v: unknown, label = 'site_state') => checkFlag(label, v),
  repair_tips: (v: unknown, label = 'repair_tips') => checkText(label, v, { max: 500 }),
  site_logo: (v: unknown, label = 'site_logo') => checkUrl(label, v, { sitePaths: true }),
  redpacket_switch: (v: unknown, label = 'redpacket_switch') => checkFlag(label, v),
  index_modal: (v: unknown, label = 'index_modal') => checkFlag(label, v),
  webcontent: (v: unknown, label = 'webcontent') => checkHtmlLength(label, v, 20_000),
  h5_url: (v: unknown, label = 'h5_url') => checkUrl(label, v, { allowEmpty: true }),
  ios_download_url: (v: unknown, label = 'ios_download_url') => checkUrl(label, v, { allowEmpty: true }),
  ios_download_qrcode: (v: unknown, label = 'ios_download_qrcode') =>
    checkUrl(label, v, { allowEmpty: true, sitePaths: true }),
  usdtrate: (v: unknown, label = 'usdtrate') => checkDecimal(label, v, { places: 4, allowZero: false }),
  withdrawusdtrate: (v: unknown, label = 'withdrawusdtrate') => checkDecimal(label, v, { places: 4, allowZero: false }),
  withdrawcashfee: (v: unknown, label = 'withdrawcashfee') => checkDecimal(label, v, { places: 2, allowZero: true }),
  withdrawfeeusdttrc: (v: unknown, label = 'withdrawfeeusdttrc') =>
    checkDecimal(label, v, { places: 2, allowZero: true }),
  adjust_approval_above: (v: unknown, label = 'adjust_approval_above') =>
    checkDecimal(label, v, { places: 2, allowZero: true }),
  sponsor_url_1: (v: unknown, label = 'sponsor_url_1') => checkUrl(label, v, FRAMED),
  sponsor_url_2: (v: unknown, label = 'sponsor_url_2') => checkUrl(label, v, FRAMED),
  agent_login_url: (v: unknown, label = 'agent_login_url') => checkUrl(label, v, FRAMED),
  visit_url: (v: unknown, label = 'visit_url') => checkUrl(label, v, { allowEmpty: true }),
  service_url: (v: unknown, label = 'service_url') => checkUrl(label, v, FRAMED),
} as const satisfies Record<string, (value: unknown, label?: string) => Checked>;

export type SettingKey = keyof typeof SETTING_CHECKS;
export const SETTING_KEYS = Object.keys(SETTING_CHECKS) as SettingKey[];
