import type { UserInfo } from '@h5/shared';
import { Icon, ICONS } from './icons';
import { PAGES } from '@h5/shared/paths';

const SHORTCUTS = [
  { to: PAGES.deposit, label: '存款', icon: ICONS.deposit },
  { to: PAGES.transfer, label: '转账', icon: ICONS.transfer },
  { to: PAGES.withdrawal, label: '取款', icon: ICONS.withdraw },
  { to: PAGES.vip, label: 'VIP', icon: ICONS.vip },
];

/** Username and balance (or the not-logged-in prompt), and the four shortcuts. */
export function AccountStrip({
  user,
  loggedIn,
  onGo,
}: {
  user: UserInfo | null;
  loggedIn: boolean;
  onGo(to: string): void;
}) {
  return (
    <section className="lobby-account" aria-label="账户">
      <div className="lobby-account__who">
        {loggedIn ? (
          <>
            <span className="lobby-account__avatar" aria-hidden="true">
              {(user?.username ?? '?').slice(0, 1).toUpperCase()}
            </span>
            <span className="lobby-account__name">
              <strong data-testid="lobby-username">{user?.username ?? ''}</strong>
              <span className="lobby-account__balance">
                <small>余额</small> ¥<b data-testid="lobby-balance">{user?.balance ?? '0.00'}</b>
              </span>
            </span>
          </>
        ) : (
          <>
            <span className="lobby-account__avatar lobby-account__avatar--guest" aria-hidden="true">
              <Icon d={ICONS.user} size={20} />
            </span>
            <span className="lobby-account__name">
              <strong>您还未登录</strong>
              <button type="button" className="lobby-account__login" onClick={() => onGo(PAGES.login)}>
                登录/注册后查看余额
              </button>
            </span>
          </>
        )}
      </div>
      <nav className="lobby-account__shortcuts" aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <button type="button" key={s.to} className="lobby-account__shortcut" onClick={() => onGo(s.to)}>
            <span className="lobby-account__shortcut-icon">
              <Icon d={s.icon} size={20} />
            </span>
            {s.label}
          </button>
        ))}
      </nav>
    </section>
  );
}
