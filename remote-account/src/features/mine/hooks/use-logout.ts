import { confirmDialog, useNavigate, useSession } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';

export const LOGOUT_CONFIRM = '您确定要退出登录吗?';

/**
 * 退出登录: asks 您确定要退出登录吗? (取消 / 退出); on 退出 the session ends (the logoff call, whatever its result, then
 * all local and session storage cleared and the balance poll stopped) and /login opens in place of this page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmDialog({
      title: '温馨提示',
      content: LOGOUT_CONFIRM,
      confirmText: '退出',
      cancelText: '取消',
    });
    if (!confirmed) return;
    await useSession.getState().signOut();
    navigate(PAGES.login, { replace: true });
  };
}
