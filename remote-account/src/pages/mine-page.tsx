import { useSession } from '@h5/shared';
import {
  EntryGrid,
  EntryList,
  Glyph,
  gridEntries,
  LIST_ENTRIES,
  MineHero,
  PromoTiles,
  useLogout,
  WalletCard,
} from '../features/mine';
import { useFreshUser } from '../lib/use-fresh-user';
import './mine-page.css';

/**
 * /mine, the account hub: the player, the wallet, shortcuts, everyday entries, account and service entries, and 退出登录.
 * A cached page: it stays mounted while the player is elsewhere, and its effects run again each time it shows, so
 * the user info is reloaded (silently) whenever the player comes back.
 */
export default function MinePage() {
  const user = useSession((s) => s.userInfo);
  const logout = useLogout();
  useFreshUser();

  return (
    <div className="mine-page">
      <MineHero user={user} />
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
