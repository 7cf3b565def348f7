import { confirmDialog, Link, useNavigate, useSession } from '@h5/shared';
import { useEffect } from 'react';
import { AvatarPicker } from '../features/mine/components/avatar-picker';
import { EntryGrid, EntryList, PromoTiles } from '../features/mine/components/mine-entries';
import { Glyph } from '../features/mine/components/mine-icons';
import { WalletCard } from '../features/mine/components/wallet-card';
import { gridEntries, LIST_ENTRIES } from '../features/mine/entries';
import './mine-page.css';

export const LOGOUT_CONFIRM = '您确定要退出登录吗?';

/**
 * /mine, the account hub (000 §2 Mine, §4 Logout). A cached page: it stays mounted while the player is elsewhere,
 * and its effects run again each time it shows, so the user info is reloaded whenever the player comes back.
 */
export default function MinePage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);

  useEffect(() => {
    useSession
      .getState()
      .refreshUser()
      .catch(() => {
        /* the stored info stays on screen; the refresh button retries */
      });
  }, []);

  const logout = async () => {
    const confirmed = await confirmDialog({ title: '温馨提示', content: LOGOUT_CONFIRM, confirmText: '退出', cancelText: '取消' });
    if (!confirmed) return;
    await useSession.getState().signOut();
    navigate('/login', { replace: true });
  };

  const vipLabel = user?.current_vip || `VIP${user?.vip ?? 1}`;

  return (
    <div className="mine-page">
      <section className="mine-hero">
        <header className="mine-titlebar">
          <span className="mine-titlebar__side" />
          <h1 className="mine-titlebar__title">我的</h1>
          <Link to="/kefu" className="mine-titlebar__side mine-titlebar__kefu" aria-label="在线客服">
            <Glyph name="headset" size={22} />
          </Link>
        </header>
        <div className="mine-profile">
          <AvatarPicker avatar={user?.avatar ?? ''} />
          <Link to="/userInfo" className="mine-profile__info" aria-label={`个人资料 ${user?.username ?? ''}`}>
            <span className="mine-profile__text">
              <span className="mine-profile__line">
                <span className="mine-profile__name" data-testid="mine-username">
                  {user?.username ?? ''}
                </span>
                <span className="mine-vip" data-testid="mine-vip">
                  <Glyph name="crown" size={11} strokeWidth={2.4} />
                  {vipLabel}
                </span>
              </span>
              <span className="mine-profile__days" data-testid="mine-joinday">
                加入 {user?.joinday ?? 1} 天
              </span>
            </span>
            <span className="mine-profile__arrow" aria-hidden="true">
              <Glyph name="chevron" size={18} />
            </span>
          </Link>
        </div>
      </section>

      <WalletCard balance={user?.balance ?? '0.00'} gameBalance={user?.gameblance ?? '0.00'} />
      <PromoTiles />
      <EntryGrid title="常用功能" entries={gridEntries(Number(user?.isagent) === 1)} />
      <EntryList title="账户与服务" entries={LIST_ENTRIES} />

      <button type="button" className="mine-logout" onClick={logout}>
        <Glyph name="logout" size={18} />
        退出登录
      </button>
      <p className="mine-footnote">理性娱乐 · 未满18周岁请勿参与</p>
    </div>
  );
}
