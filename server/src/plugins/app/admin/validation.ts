import { badRequest } from '#app/lib/http-error';
import { sanitizeRichText } from '#app/lib/rich-text';
import { rules } from '#app/lib/validators';
import { SITE_SETTING_DEFAULTS, type SiteSettingKey } from '#app/plugins/app/site-settings';

/**
 * Checks of what operators write: site settings, links, texts and player-facing HTML. The checks themselves are the
 * console's too (`@h5/shared/validators`, operator.ts: the same words before and after sending); here they are
 * turned into 400s, and HTML is sanitised on write (and again on the way out by the player routes).
 */
export type Checked<T = string> = { value: T } | { error: string };

export const { isHttpUrl, isSiteOrHttpUrl, checkText, checkUrl } = rules;

/** The value of a check, or a 400 with its message. */
export function must<T>(checked: Checked<T>): T {
  if ('error' in checked) throw badRequest(checked.error);
  return checked.value;
}

/** Player-facing HTML: at most `max` characters, then sanitised (the allow-list of lib/rich-text.ts). */
export function checkHtml(field: string, value: unknown, max = 50_000): Checked {
  const checked = rules.checkHtmlLength(field, value, max);
  return 'error' in checked ? checked : { value: sanitizeRichText(checked.value) };
}

/** Every setting the back office may write, with its check (the shared one; `webcontent` sanitised too). Keys not listed here are refused. */
export const SETTING_RULES: Record<SiteSettingKey, (value: unknown) => Checked> = {
  ...rules.SETTING_CHECKS,
  webcontent: (v) => checkHtml('webcontent', v, 20_000),
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
