import type { Rule } from 'antd/es/form';
import type { AdminRole } from '../../api/types';
import type { SettingKey } from './types';
import { FINANCE_SETTING_KEYS } from '@h5/shared/validators';

/** Who may change which setting: the server's list (@h5/shared/validators, enforced by plugins/app/admin/roles.ts). */
export const ownerOf = (key: SettingKey): AdminRole => (FINANCE_SETTING_KEYS.includes(key) ? 'finance' : 'editor');

export const mayChange = (role: AdminRole | undefined, key: SettingKey) =>
  role === 'super' || (role !== undefined && role === ownerOf(key));

/** The tooltip of a field the admin may not change. */
export const ownerText = (key: SettingKey) =>
  ownerOf(key) === 'finance' ? '财务设置：仅财务和超级管理员可修改' : '内容设置：仅内容编辑和超级管理员可修改';

// The server's checks (plugins/app/admin/validation.ts), so a wrong value is refused before it is sent.
// eslint-disable-next-line no-control-regex -- control characters are refused, as on the server
const CONTROL = /[\u0000-\u001f\u007f]/;

export function isHttpUrl(text: string) {
  if (!text || CONTROL.test(text) || /\s/.test(text) || text.length > 1000) return false;
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

export const isSitePath = (text: string) =>
  /^\/(?![/\\])[^\s\\]*$/.test(text) && !CONTROL.test(text) && text.length <= 1000;

const check =
  (test: (text: string) => string | null): Rule =>
  () => ({
    validator: async (_r, value: unknown) => {
      const error = test(typeof value === 'string' ? value.trim() : '');
      if (error) throw new Error(error);
    },
  });

/** A text of `min`…`max` characters (counted as the server counts them: code points, after trimming). */
export const textRule = (label: string, min: number, max: number) =>
  check((t) => {
    const n = [...t].length;
    if (n < min) return min === 1 ? `请填写${label}` : `${label}至少${min}个字`;
    if (n > max) return `${label}不能超过${max}个字`;
    return null;
  });

/** Sanitised HTML: at most `max` characters (UTF-16, as the server counts). */
export const htmlRule = (label: string, max: number): Rule => ({
  validator: async (_r, value: unknown) => {
    if (typeof value === 'string' && value.length > max) throw new Error(`${label}不能超过${max}个字符`);
  },
});

/** An http(s) link; `sitePaths`: or a path of the site (`/assets/x.png`); `httpsOnly`: a framed page (https or path). */
export const urlRule = (label: string, o: { allowEmpty?: boolean; sitePaths?: boolean; httpsOnly?: boolean } = {}) =>
  check((t) => {
    if (t === '') return o.allowEmpty ? null : `请填写${label}`;
    const good = (o.sitePaths && isSitePath(t)) || isHttpUrl(t);
    if (!good || (o.httpsOnly && /^http:/i.test(t)))
      return o.httpsOnly
        ? `${label}必须是 https:// 链接或以 / 开头的站内路径`
        : o.sitePaths
          ? `${label}必须是 http(s) 链接或以 / 开头的站内路径`
          : `${label}必须是 http:// 或 https:// 链接`;
    return null;
  });

/** A decimal of at most 6 integer digits and `places` decimals; `positive`: more than 0. */
export const decimalRule = (label: string, places: number, positive: boolean) =>
  check((t) => {
    const m = new RegExp(`^(\\d{1,6})(?:\\.(\\d{1,${places}}))?$`).exec(t);
    if (!m) return `${label}必须是不超过${places}位小数的数字（整数部分最多6位）`;
    if (positive && /^0+$/.test(m[1] + (m[2] ?? ''))) return `${label}必须大于0`;
    return null;
  });
