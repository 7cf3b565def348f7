import { Link, useSession } from '@h5/shared';
import { fenToYuan, formatYuan } from '@h5/shared/money';
import { VenueList } from '../components/venue-list';
import { WalletIcon, type WalletIconName } from '../components/wallet-icons';
import { useRecallAll, useVenues } from '../features/wallet';
import { useRefreshUserMoney } from '../lib/api/post-refresh-user-money';
import { fenOf } from '../lib/money';
import { POLL_WALLET_MS } from '../lib/use-poll';
import { PAGES } from '@h5/shared/paths';
import '../components/money.css';
import './wallet-page.css';

const SHORTCUTS: ReadonlyArray<{ to: string; label: string; icon: WalletIconName }> = [
  { to: PAGES.deposit, label: '存款', icon: 'deposit' },
  { to: PAGES.transfer, label: '转账', icon: 'transfer' },
  { to: PAGES.withdrawal, label: '取款', icon: 'withdraw' },
  { to: PAGES.cards, label: '卡片管理', icon: 'card' },
];

/**
 * /money, 我的钱包: total assets (central wallet plus every venue), the central wallet, shortcuts, the venue grid with
 * a per-venue refresh (polled every 3.5 s while visible), and 一键回收 only when transferstatus is 1.
 */
export default function WalletPage() {
  const user = useSession((s) => s.userInfo);
  const { venues, refreshOne, refreshing } = useVenues(POLL_WALLET_MS);
  const { recall, busy } = useRecallAll();
  useRefreshUserMoney({ onEntry: true });

  // until the venue list answers, the game wallet total of the user info stands in for it
  const venueFen = venues ? venues.reduce((s, v) => s + fenOf(v.balance), 0) : fenOf(user?.gameblance);
  const totalFen = fenOf(user?.balance) + venueFen;
  const recallVisible = Number(user?.transferstatus) === 1;

  return (
    <div className="money-page wallet-page">
      <section className="money-hero">
        <span className="money-hero__label">
          <WalletIcon name="wallet" size={16} />
          总资产（元）
        </span>
        <b className="money-hero__total" data-testid="total-assets">
          {fenToYuan(totalFen)}
        </b>
        <div className="money-hero__row">
          <span>
            中心钱包
            <b data-testid="central-balance">{formatYuan(user?.balance)}</b>
          </span>
          {recallVisible && (
            <button type="button" className="money-btn-ghost" onClick={() => void recall()} disabled={busy}>
              <WalletIcon name="recall" size={14} />
              一键回收
            </button>
          )}
        </div>
      </section>

      <nav className="wallet-shortcuts" aria-label="快捷入口">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className="wallet-shortcuts__item">
            <span className={`wallet-shortcuts__icon wallet-shortcuts__icon--${s.icon}`}>
              <WalletIcon name={s.icon} size={24} />
            </span>
            {s.label}
          </Link>
        ))}
      </nav>

      <section className="money-section">
        <div className="money-section__head">
          <h2>场馆钱包</h2>
          <span className="wallet-page__game">游戏钱包 {fenToYuan(venueFen)}</span>
        </div>
        {venues === null ? (
          <p className="wallet-page__loading">加载中…</p>
        ) : venues.length === 0 ? (
          <p className="wallet-page__loading">暂无场馆</p>
        ) : (
          <VenueList venues={venues} refreshing={refreshing} onRefresh={(p) => void refreshOne(p)} />
        )}
      </section>
    </div>
  );
}
