import type { AdminRole } from '../api/types';

export const ROLE_LABEL: Record<AdminRole, string> = { super: '超级管理员', finance: '财务', editor: '内容编辑' };

/** Money: finance and super (server: MONEY_ROLE). */
export const canSeeMoney = (role: AdminRole | undefined) => role === 'finance' || role === 'super';
