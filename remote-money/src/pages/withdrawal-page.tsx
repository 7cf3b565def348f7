import { isNetworkError, Link, toast, useNavigate, useSession, type SavedCard, type WithdrawalTab } from '@h5/shared';
import { WITHDRAWAL_TAB_LABELS } from '@h5/shared/types';
import { formatYuan, maskCardNo, usdtActualReceived, usdtEquivalent, usdtWithdrawFee } from '@h5/shared/money';
import { AmountInput, CardPicker, cardLabel } from '@h5/shared/ui';
import { checkWithdrawal } from '@h5/shared/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fenOf } from '../lib/money';
import { useMoneyRequest } from '../lib/use-money-request';
import { POLL_WALLET_MS } from '../lib/use-poll';
import { postRefreshUserMoney } from '../lib/api/post-refresh-user-money';
import { useRecallAll, useVenues } from '../features/wallet';
import { WalletIcon } from '../components/wallet-icons';
import { postBetAmount } from '../features/withdrawal/api/post-bet-amount';
import { postGetCard } from '../features/card-management/api/post-get-card';
import { postWithdraw } from '../features/withdrawal/api/post-withdraw';
import { VenueCollapse } from '../components/venue-collapse';
import '../components/money.css';
import './withdrawal-page.css';

/** 001 §4: the success message, and the delay before the records. */
export const WITHDRAW_SUBMITTED = '提交成功，等待后台审核';
export const WITHDRAW_REDIRECT_MS = 1500;
/** 001 §9: the venue list shows 3 before 展开. */
export const WITHDRAW_VENUES_COLLAPSED = 3;

const TABS: WithdrawalTab[] = [1, 2];
const protocolOf = (card: SavedCard | null) => {
  const p = String(card?.bank_owner ?? '').toUpperCase();
  return p === 'ERC20' ? 'ERC20' : 'TRC20';
};

/**
 * /withdrawal, 取款 (001 §2): USDT (1) and bank card (2) tabs; central and game balances with refresh and one-click
 * recall; venues 3 first with 展开; the card picked in a popup (or add links), masked to the last 4; read-only
 * 打码量; the amount with 最大金额; the payment password; for USDT the fee, equivalent, rate and amount received.
 * Validation in the spec's order; success → 提交成功，等待后台审核, reset, /transRecord after 1.5 s. Polls 3.5 s.
 */
export default function WithdrawalPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const { venues, reload: load, refreshOne, refreshing } = useVenues(POLL_WALLET_MS);
  const { recall, busy: recalling } = useRecallAll();
  const [tab, setTab] = useState<WithdrawalTab>(1);
  const [cards, setCards] = useState<Record<WithdrawalTab, SavedCard[] | null>>({ 1: null, 2: null });
  const [card, setCard] = useState<SavedCard | null>(null);
  const [picker, setPicker] = useState(false);
  const [turnover, setTurnover] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [refreshingAll, setRefreshingAll] = useState(false);
  const { busy, running, send } = useMoneyRequest();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const loadTurnover = useCallback(async () => {
    try {
      const res = await postBetAmount();
      if (res.code === 200 && res.data) setTurnover(formatYuan(res.data.bet_amount));
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    }
  }, []);

  useEffect(() => {
    let live = true;
    // tab 1 is USDT (getcard type 2), tab 2 bank cards (getcard type 1)
    for (const [t, type] of [[1, 2], [2, 1]] as const) {
      postGetCard(type)
        .then((res) => live && res.code === 200 && setCards((c) => ({ ...c, [t]: Array.isArray(res.data) ? res.data : [] })))
        .catch((err) => {
          if (!isNetworkError(err)) throw err;
        });
    }
    void loadTurnover();
    void postRefreshUserMoney().catch(() => {});
    return () => {
      live = false;
      clearTimeout(redirect.current);
    };
  }, [loadTurnover]);

  function switchTab(next: WithdrawalTab) {
    if (next === tab) return;
    setTab(next);
    // 001 §4: switching tab clears the selected card, amount, fee info and password
    setCard(null);
    setAmount('');
    setPassword('');
  }

  async function refreshAll() {
    setRefreshingAll(true);
    try {
      await Promise.all([postRefreshUserMoney(), load()]);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    } finally {
      setRefreshingAll(false);
    }
  }

  async function submit() {
    if (running()) return;
    const body = { bank: card ? card.id : '', amount: amount.trim(), password };
    const problem = checkWithdrawal(body, { tab, balance: user?.balance });
    if (problem) {
      toast.error(problem);
      return;
    }
    // a network failure shows no message (001 §8); everything typed stays, and a resend reuses the key
    await send(body, async (key) => {
      const res = await postWithdraw({ ...body, bank: card!.id }, key);
      if (res.code === 200) {
        toast.success(res.message || WITHDRAW_SUBMITTED);
        setCard(null);
        setAmount('');
        setPassword('');
        void postRefreshUserMoney().catch(() => {});
        redirect.current = setTimeout(() => navigate('/transRecord'), WITHDRAW_REDIRECT_MS);
      } else {
        // nothing typed is lost but the payment password
        setPassword('');
        if (res.code === 400 || res.code === 409) void loadTurnover();
      }
    });
  }

  const list = cards[tab];
  const protocol = protocolOf(card);
  const fee = usdtWithdrawFee(protocol, user);
  const rate = user?.withdrawusdtrate;
  const isUsdt = tab === 1;

  return (
    <div className="money-page withdrawal-page">
      <div className="withdrawal-tabs" role="tablist" aria-label="取款方式">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={t === tab} className={t === tab ? 'is-active' : ''} onClick={() => switchTab(t)}>
            {WITHDRAWAL_TAB_LABELS[t]}
          </button>
        ))}
      </div>

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
          <button type="button" className={`money-icon-btn${refreshingAll ? ' is-spinning' : ''}`} aria-label="刷新余额" onClick={() => void refreshAll()}>
            <WalletIcon name="refresh" size={18} />
          </button>
          <button type="button" className="money-btn-ghost" onClick={() => void recall()} disabled={recalling}>
            <WalletIcon name="recall" size={14} />
            一键回收
          </button>
        </div>
      </section>

      {venues && venues.length > 0 && (
        <section className="money-section">
          <VenueCollapse venues={venues} size={WITHDRAW_VENUES_COLLAPSED} refreshing={refreshing} onRefresh={(p) => void refreshOne(p)} />
        </section>
      )}

      <section className="money-form">
        <div className="money-field">
          <span className="money-field__label">{isUsdt ? 'USDT地址' : '银行卡'}</span>
          {list && list.length === 0 ? (
            <Link className="money-field__link" to={isUsdt ? '/addUsdtCard' : '/addBankCard'}>
              {isUsdt ? '添加USDT地址' : '添加银行卡'} ›
            </Link>
          ) : (
            <button
              type="button"
              className={`money-field__picker${card ? '' : ' is-empty'}`}
              aria-label={isUsdt ? '选择USDT地址' : '选择银行卡'}
              onClick={() => setPicker(true)}
            >
              <span data-testid="selected-card">{card ? `${cardLabel(card)} ${maskCardNo(card.bank_no)}` : isUsdt ? '请选择USDT地址' : '请选择银行卡'}</span>
              <WalletIcon name="chevron" size={16} />
            </button>
          )}
        </div>
        <label className="money-field">
          <span className="money-field__label">打码量</span>
          <input className="money-field__input" aria-label="打码量" readOnly value={turnover} placeholder="0.00" />
        </label>
        <div className="money-field">
          <span className="money-field__label">取款金额</span>
          <AmountInput value={amount} onChange={setAmount} maxFen={fenOf(user?.balance)} label="取款金额" placeholder="单笔最低100元" />
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
      </section>

      {isUsdt && (
        <section className="money-section withdrawal-usdt" data-testid="usdt-info">
          <p className="money-kv">
            <span>手续费</span>
            <b data-testid="usdt-fee">{fee} USDT</b>
          </p>
          <p className="money-kv">
            <span>约合USDT</span>
            <b data-testid="usdt-equivalent">{usdtEquivalent(amount, rate)} USDT</b>
          </p>
          <p className="money-kv">
            <span>参考汇率</span>
            <b>1 USDT ≈ {rate || '--'} CNY</b>
          </p>
          <p className="money-kv">
            <span>实际到账</span>
            <b className="is-brand" data-testid="usdt-received">
              {usdtActualReceived(amount, rate, fee)} USDT
            </b>
          </p>
        </section>
      )}

      <button type="button" className="money-submit" disabled={busy} onClick={() => void submit()}>
        立即取款
      </button>
      <Link to="/kefu" className="money-service">
        <WalletIcon name="service" size={16} />
        取款遇到问题？<b>联系在线客服</b>
      </Link>

      <CardPicker
        visible={picker}
        title={isUsdt ? '选择USDT地址' : '选择银行卡'}
        cards={list ?? []}
        selectedId={card?.id}
        onSelect={(c) => {
          setCard(c);
          setPicker(false);
        }}
        onClose={() => setPicker(false)}
        addText={isUsdt ? '添加USDT地址' : '添加银行卡'}
        onAdd={() => navigate(isUsdt ? '/addUsdtCard' : '/addBankCard')}
      />
    </div>
  );
}
