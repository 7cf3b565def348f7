import { Link, useRefreshUser } from '@h5/shared';
import { WALLET_SHORTCUTS } from '../entries';
import { Glyph } from './mine-icons';

/** The central wallet: balance as the server sent it, a refresh button, and deposit / transfer / withdraw. */
export function WalletCard({ balance, gameBalance }: { balance: string; gameBalance: string }) {
  const { refresh, spinning } = useRefreshUser();

  return (
    <section className="mine-wallet" aria-label="中心钱包">
      <div className="mine-wallet__top">
        <div className="mine-wallet__main">
          <p className="mine-wallet__label">中心钱包（元）</p>
          <p className="mine-wallet__amount">
            <span className="mine-wallet__currency">¥</span>
            <span data-testid="mine-balance">{balance}</span>
            <button
              type="button"
              className={`mine-wallet__refresh${spinning ? ' is-spinning' : ''}`}
              aria-label="刷新余额"
              onClick={refresh}
            >
              <Glyph name="refresh" size={15} strokeWidth={2.2} />
            </button>
          </p>
        </div>
        <div className="mine-wallet__side">
          <p className="mine-wallet__label">游戏钱包</p>
          <p className="mine-wallet__game">¥{gameBalance}</p>
        </div>
      </div>
      <nav className="mine-wallet__shortcuts" aria-label="快捷入口">
        {WALLET_SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className="mine-wallet__shortcut">
            <span className="mine-wallet__shortcut-icon" style={{ color: s.tone[1] }}>
              <Glyph name={s.glyph} size={22} />
            </span>
            {s.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
