import type { UserInfo } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';
import { useState } from 'react';
import { WalletIcon } from '../../../components/wallet-icons';

/**
 * The central and game balances, the refresh icon (turning until `onRefresh` is done) and 一键回收, always offered on
 * this page.
 */
export function WithdrawalBalances({
  user,
  onRefresh,
  onRecall,
  recalling,
}: {
  user: UserInfo | null;
  onRefresh: () => Promise<unknown>;
  onRecall: () => void;
  recalling: boolean;
}) {
  const [refreshing, setRefreshing] = useState(false);
  async function refresh() {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  }
  return (
    <section className="money-hero withdrawal-hero">
      <div className="withdrawal-hero__balances">
        <div>
          <span className="money-hero__label">中心钱包（元）</span>
          <b className="withdrawal-hero__value" data-testid="central-balance">
            {formatYuan(user?.balance)}
          </b>
        </div>
        <div>
          <span className="money-hero__label">游戏钱包（元）</span>
          <b className="withdrawal-hero__value" data-testid="game-balance">
            {formatYuan(user?.gameblance)}
          </b>
        </div>
      </div>
      <div className="money-hero__row">
        <button
          type="button"
          className={`money-icon-btn${refreshing ? ' is-spinning' : ''}`}
          aria-label="刷新余额"
          onClick={() => void refresh()}
        >
          <WalletIcon name="refresh" size={18} />
        </button>
        <button type="button" className="money-btn-ghost" onClick={onRecall} disabled={recalling}>
          <WalletIcon name="recall" size={14} />
          一键回收
        </button>
      </div>
    </section>
  );
}
