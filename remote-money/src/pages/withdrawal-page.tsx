import { Link, useSession } from '@h5/shared';
import { AmountInput } from '@h5/shared/ui';
import { VenueCollapse } from '../components/venue-collapse';
import { WalletIcon } from '../components/wallet-icons';
import { useSavedCards } from '../features/card-management';
import { useRecallAll, useVenues } from '../features/wallet';
import {
  CardField,
  UsdtWithdrawalInfo,
  useWithdrawalForm,
  WithdrawalBalances,
  WithdrawalTabs,
} from '../features/withdrawal';
import { useRefreshUserMoney } from '../lib/api/post-refresh-user-money';
import { fenOf } from '../lib/money';
import { POLL_WALLET_MS } from '../lib/use-poll';
import { PAGES } from '@h5/shared/paths';
import '../components/money.css';
import './withdrawal-page.css';

export { WITHDRAW_REDIRECT_MS, WITHDRAW_SUBMITTED } from '../features/withdrawal';
/** The venue list shows 3 before 展开. */
export const WITHDRAW_VENUES_COLLAPSED = 3;

/**
 * /withdrawal, 取款: USDT (1) and bank card (2) tabs; central and game balances with refresh and one-click recall;
 * venues 3 first with 展开; the card picked in a popup (or add links), masked to the last 4; read-only 打码量; the
 * amount with 最大金额; the payment password; for USDT the fee, equivalent, rate and amount received. Validation in
 * the spec's order; success → 提交成功，等待后台审核, reset, /transRecord after 1.5 s. Polls 3.5 s.
 */
export default function WithdrawalPage() {
  const user = useSession((s) => s.userInfo);
  const { venues, reload, refreshOne, refreshing } = useVenues(POLL_WALLET_MS);
  const { recall, busy: recalling } = useRecallAll();
  const refreshMoney = useRefreshUserMoney({ onEntry: true });
  const form = useWithdrawalForm();
  // tab 1 lists the USDT addresses (getcard type 2), tab 2 the bank cards (type 1); null until the list answered
  const lists = { 1: useSavedCards(2).answer, 2: useSavedCards(1).answer };
  const listed = lists[form.tab];
  const cards = listed?.code === 200 ? (Array.isArray(listed.data) ? listed.data : []) : null;

  return (
    <div className="money-page withdrawal-page">
      <WithdrawalTabs tab={form.tab} onChange={form.switchTab} />
      <WithdrawalBalances
        user={user}
        onRefresh={() => Promise.all([refreshMoney(), reload()])}
        onRecall={() => void recall()}
        recalling={recalling}
      />

      {venues && venues.length > 0 && (
        <section className="money-section">
          <VenueCollapse
            venues={venues}
            size={WITHDRAW_VENUES_COLLAPSED}
            refreshing={refreshing}
            onRefresh={(p) => void refreshOne(p)}
          />
        </section>
      )}

      <section className="money-form">
        <CardField tab={form.tab} cards={cards} card={form.card} onPick={form.setCard} />
        <label className="money-field">
          <span className="money-field__label">打码量</span>
          <input className="money-field__input" aria-label="打码量" readOnly value={form.turnover} placeholder="0.00" />
        </label>
        <div className="money-field">
          <span className="money-field__label">取款金额</span>
          <AmountInput
            value={form.amount}
            onChange={form.setAmount}
            maxFen={fenOf(user?.balance)}
            label="取款金额"
            placeholder="单笔最低100元"
          />
        </div>
        <label className="money-field">
          <span className="money-field__label">支付密码</span>
          <input
            className="money-field__input"
            type="password"
            aria-label="支付密码"
            autoComplete="off"
            placeholder="请输入支付密码"
            maxLength={64}
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        </label>
      </section>

      {form.tab === 1 && <UsdtWithdrawalInfo user={user} card={form.card} amount={form.amount} />}

      <button type="button" className="money-submit" disabled={form.busy} onClick={() => void form.submit()}>
        立即取款
      </button>
      <Link to={PAGES.customerService} className="money-service">
        <WalletIcon name="service" size={16} />
        取款遇到问题？<b>联系在线客服</b>
      </Link>
    </div>
  );
}
