import { goBack, Link, toast, useNavigate, useSession, type Venue } from '@h5/shared';
import { PLATFORM_WALLET, PLATFORM_WALLET_NAME } from '@h5/shared/types';
import { Switch } from '@h5/shared/antd';
import { formatYuan } from '@h5/shared/money';
import { AmountInput } from '@h5/shared/ui';
import { checkTransfer, MSG } from '@h5/shared/validators';
import { useState } from 'react';
import { fenOf } from '../lib/money';
import { useMoneyRequest } from '../lib/use-money-request';
import { POLL_TRANSFER_MS } from '../lib/use-poll';
import { postTransfer } from '../features/transfer/api/post-transfer';
import { useAutoTransfer } from '../features/transfer/hooks/use-auto-transfer';
import { WalletPicker } from '../features/transfer/components/wallet-picker';
import { postRefreshUserMoney } from '../lib/api/post-refresh-user-money';
import { useRecallAll, useVenues } from '../features/wallet';
import { WalletIcon } from '../components/wallet-icons';
import { VenueCollapse } from '../components/venue-collapse';
import '../components/money.css';
import './transfer-page.css';

/** 001 §9: 4 wallets before 展开, counting the platform wallet. */
export const TRANSFER_VENUES_COLLAPSED = 4;
export const PICK_WALLET = '选择钱包';

/**
 * /transfer, 转账 (001 §2; no shell header, its own top bar): the central balance, the wallets (the platform wallet
 * first, 4 before 展开) with a per-venue refresh, the 自动免转 switch, and while it is off the source and target
 * pickers (选择钱包), the amount with 最大金额 and 立即转账; while it is on, 一键回收 only. Polls every 1.5 s.
 */
export default function TransferPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const { venues, reload: load, refreshOne, refreshing } = useVenues(POLL_TRANSFER_MS);
  const { recall, busy: recalling } = useRecallAll();
  const auto = useAutoTransfer();
  const [source, setSource] = useState<string>(PLATFORM_WALLET);
  const [target, setTarget] = useState<string>('');
  const [picking, setPicking] = useState<'source' | 'target' | null>(null);
  const [amount, setAmount] = useState('');
  const { busy, running, send } = useMoneyRequest();

  const platform: Venue = { name: PLATFORM_WALLET_NAME, platname: PLATFORM_WALLET, balance: user?.balance ?? '0.00' };
  const wallets: Venue[] = [platform, ...(venues ?? [])];
  const byName = (platname: string) => wallets.find((w) => w.platname === platname);
  const sourceWallet = byName(source);
  const targetWallet = byName(target);

  async function submit() {
    if (running()) return;
    const body = { amount: amount.trim(), sourcetype: source, targettype: target };
    const problem = checkTransfer(body, { balance: sourceWallet?.balance });
    if (problem) {
      toast.error(problem);
      return;
    }
    // a network failure shows no message (001 §8); everything typed stays, and a resend reuses the key
    await send(body, async (key) => {
      const res = await postTransfer(body, key);
      if (res.code === 200) {
        toast.success(res.message);
        setAmount('');
        await Promise.all([load(), postRefreshUserMoney().catch(() => null)]);
      } else toast.error(res.message);
    });
  }

  function openVenue(v: Venue) {
    if (v.platname === PLATFORM_WALLET) return;
    setSource(PLATFORM_WALLET);
    setTarget(v.platname);
  }

  return (
    <div className="transfer-page">
      <header className="transfer-bar">
        <button type="button" className="transfer-bar__back" aria-label="返回" onClick={() => goBack(navigate)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className="transfer-bar__title">转账</h1>
        <span className="transfer-bar__side" />
      </header>

      <div className="money-page">
        <section className="money-hero">
          <span className="money-hero__label">中心钱包（元）</span>
          <b className="money-hero__total" data-testid="central-balance">
            {formatYuan(user?.balance)}
          </b>
          <div className="money-hero__row">
            <label className="transfer-switch">
              <span>自动免转</span>
              <Switch checked={auto.on} loading={auto.busy} onChange={(v) => void auto.change(v)} aria-label="自动免转" />
            </label>
            {auto.on && (
              <button type="button" className="money-btn-ghost" onClick={() => void recall()} disabled={recalling}>
                <WalletIcon name="recall" size={14} />
                一键回收
              </button>
            )}
          </div>
          <p className="transfer-hero__hint">{auto.on ? '已开启自动免转，进入游戏时余额将自动转入场馆' : '关闭自动免转后可在下方手动转账'}</p>
        </section>

        <section className="money-section">
          <div className="money-section__head">
            <h2>钱包余额</h2>
          </div>
          <VenueCollapse
            venues={wallets}
            size={TRANSFER_VENUES_COLLAPSED}
            refreshing={refreshing}
            onRefresh={(p) => void refreshOne(p)}
            onOpen={openVenue}
            locked={auto.on}
          />
        </section>

        {!auto.on && (
          <>
            <section className="money-form transfer-form">
              <div className="money-field">
                <span className="money-field__label">转出钱包</span>
                <button type="button" className={`money-field__picker${sourceWallet ? '' : ' is-empty'}`} aria-label="转出钱包" onClick={() => setPicking('source')}>
                  <span data-testid="transfer-source">{sourceWallet ? `${sourceWallet.name}（${formatYuan(sourceWallet.balance)}）` : PICK_WALLET}</span>
                  <WalletIcon name="chevron" size={16} />
                </button>
              </div>
              <div className="money-field">
                <span className="money-field__label">转入钱包</span>
                <button type="button" className={`money-field__picker${targetWallet ? '' : ' is-empty'}`} aria-label="转入钱包" onClick={() => setPicking('target')}>
                  <span data-testid="transfer-target">{targetWallet ? `${targetWallet.name}（${formatYuan(targetWallet.balance)}）` : PICK_WALLET}</span>
                  <WalletIcon name="chevron" size={16} />
                </button>
              </div>
              <div className="money-field">
                <span className="money-field__label">转账金额</span>
                <AmountInput value={amount} onChange={setAmount} maxFen={fenOf(sourceWallet?.balance)} label="转账金额" placeholder="请输入转账金额" />
              </div>
            </section>
            <p className="money-note transfer-note">注：{MSG.transferBetweenVenues}，仅支持平台钱包与场馆钱包之间转账。</p>
            <button type="button" className="money-submit" disabled={busy} onClick={() => void submit()}>
              立即转账
            </button>
          </>
        )}
        <Link to="/kefu" className="money-service">
          <WalletIcon name="service" size={16} />
          转账遇到问题？<b>联系在线客服</b>
        </Link>
      </div>

      <WalletPicker
        visible={picking !== null}
        title={PICK_WALLET}
        wallets={wallets}
        value={picking === 'source' ? source : target}
        onPick={(platname) => (picking === 'source' ? setSource(platname) : setTarget(platname))}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
