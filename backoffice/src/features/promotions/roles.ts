import type { AdminRole } from '../../api/types';
import { useMe } from '../auth/api';

/**
 * Who writes what here (server/README.md "Roles"): the editor writes promotions' texts, pictures, dates, switch and
 * types; finance writes what decides how much is paid (a promotion's bonus, red-packet rules, VIP levels) and reviews
 * applications; super both. The server refuses the rest whatever the console shows.
 */
export function useRoles() {
  const role: AdminRole | undefined = useMe().data?.role;
  return {
    role,
    content: role === 'editor' || role === 'super',
    money: role === 'finance' || role === 'super',
  };
}

export const OWNER_TEXT = {
  content: '仅内容编辑和超级管理员可以修改',
  money: '涉及发放金额，仅财务和超级管理员可以修改',
} as const;
