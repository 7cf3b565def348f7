import type { ReactNode } from 'react';
import { confirmDialog, useSession } from '@h5/shared';
import { copyWithToast } from '@h5/shared/ui';
import { Icon, ICONS } from './icons';
import { SidePanel } from './overlay';
import { PAGES } from '@h5/shared/paths';

/** What 退出登录 asks before the session is ended. */
export const LOGOUT_CONFIRM = '您确定要退出登录吗?';

/**
 * The home page's left drawer: message centre (logged in only), feedback (customer service), the permanent domain with
 * its copy button, about us, the VIP member centre, 理性娱乐 (issue 22; login first for a visitor), and logout or login.
 */
export default function Drawer({
  open,
  onClose,
  onGo,
  onLoggedOut,
}: {
  open: boolean;
  onClose(): void;
  onGo(to: string): void;
  onLoggedOut(): void;
}) {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const domain = useSession((s) => s.appInfo?.h5_url ?? '');
  const go = (to: string) => {
    onClose();
    onGo(to);
  };
  const logout = async () => {
    const ok = await confirmDialog({
      title: '温馨提示',
      content: LOGOUT_CONFIRM,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!ok) return;
    onClose();
    await useSession.getState().signOut();
    onLoggedOut();
  };
  const item = (icon: string[], label: string, onClick: () => void, extra?: ReactNode) => (
    <li>
      <button type="button" className="lobby-drawer__item" onClick={onClick}>
        <Icon d={icon} size={20} className="lobby-drawer__icon" />
        <span className="lobby-drawer__label">{label}</span>
        {extra ?? <Icon d={ICONS.chevron} size={16} className="lobby-drawer__chevron" />}
      </button>
    </li>
  );
  return (
    <SidePanel open={open} label="菜单" onClose={onClose}>
      <div className="lobby-drawer__head">
        <span className="lobby-drawer__avatar" aria-hidden="true">
          {token && user ? user.username.slice(0, 1).toUpperCase() : <Icon d={ICONS.user} size={22} />}
        </span>
        <span>
          <strong>{token && user ? user.username : '您还未登录'}</strong>
          <small>{token && user ? user.current_vip : '登录后畅享全部游戏'}</small>
        </span>
      </div>
      <ul className="lobby-drawer__list">
        {token && item(ICONS.message, '消息中心', () => go(PAGES.messages))}
        {item(ICONS.feedback, '意见反馈', () => go(PAGES.customerService))}
        <li>
          <div className="lobby-drawer__item lobby-drawer__item--static">
            <Icon d={ICONS.globe} size={20} className="lobby-drawer__icon" />
            <span className="lobby-drawer__label">
              <span>永久域名</span>
              <small data-testid="permanent-domain">{domain || '暂未设置'}</small>
            </span>
            <button
              type="button"
              className="lobby-drawer__copy"
              disabled={!domain}
              onClick={() => void copyWithToast(domain)}
            >
              复制
            </button>
          </div>
        </li>
        {item(ICONS.info, '关于我们', () => go(`${PAGES.helpArticle}?type=7`))}
        {item(ICONS.crown, 'VIP会员中心', () => go(PAGES.vip))}
        {item(ICONS.shield, '理性娱乐', () => go(PAGES.responsibleGaming))}
      </ul>
      <div className="lobby-drawer__foot">
        {token ? (
          <button type="button" className="lobby-btn lobby-btn--ghost" onClick={() => void logout()}>
            <Icon d={ICONS.logout} size={18} /> 退出登录
          </button>
        ) : (
          <button type="button" className="lobby-btn lobby-btn--gold" onClick={() => go(PAGES.login)}>
            <Icon d={ICONS.login} size={18} /> 登录/注册
          </button>
        )}
      </div>
    </SidePanel>
  );
}
