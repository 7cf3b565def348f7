import type { Rule } from 'antd/es/form';
import type { AdminRole } from '../../api/types';
import type { SettingKey } from './types';
import { FINANCE_SETTING_KEYS, SETTING_CHECKS } from '@h5/shared/validators';

/** Who may change which setting: the server's list (@h5/shared/validators, enforced by plugins/app/admin/roles.ts). */
export const ownerOf = (key: SettingKey): AdminRole => (FINANCE_SETTING_KEYS.includes(key) ? 'finance' : 'editor');

export const mayChange = (role: AdminRole | undefined, key: SettingKey) =>
  role === 'super' || (role !== undefined && role === ownerOf(key));

/** The tooltip of a field the admin may not change. */
export const ownerText = (key: SettingKey) =>
  ownerOf(key) === 'finance' ? '财务设置：仅财务和超级管理员可修改' : '内容设置：仅内容编辑和超级管理员可修改';

/**
 * The server's own check of the setting (`SETTING_CHECKS`, @h5/shared/validators: the server runs it on
 * `PATCH /settings`), so a wrong value is refused with the same words before it is sent; `label` names the field.
 */
export const settingRule = (key: SettingKey, label: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const checked = SETTING_CHECKS[key](typeof value === 'string' ? value : '', label);
    if ('error' in checked) throw new Error(checked.error);
  },
});
