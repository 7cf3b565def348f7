import { Link, PageHeader, useSession } from '@h5/shared';
import { Switch } from '@h5/shared/antd';
import { formatYuan } from '@h5/shared/money';
import { AmountInput } from '@h5/shared/ui';
import { MSG } from '@h5/shared/validators';
import { PickerField } from '../components/picker-field';
import { VenueCollapse } from '../components/venue-collapse';
import { WalletIcon } from '../components/wallet-icons';
import { useAutoTransfer, useTransferForm, WalletPicker } from '../features/transfer';
import { useRecallAll, useVenues } from '../features/wallet';
import { fenOf } from '../lib/money';
import { POLL_TRANSFER_MS } from '../lib/use-poll';
import { PAGES } from '@h5/shared/paths';
import '../components/money.css';
import './transfer-page.css';

/** 4 wallets before 展开, counting the platform wallet. */
export const TRANSFER_VENUES_COLLAPSED = 4;
export const PICK_WALLET = '选择钱包';

/**
 * /transfer, 转账 (no shell header: its own top bar): the central balance, the wallets (the platform wallet first, 4
 * before 展开) with a per-venue refresh, the 自动免转 switch, and while it is off the source and target pickers
 * (选择钱包), the amount with 最大金额 and 立即转账; while it is on, 一键回收 only. Polls every 1.5 s.
 */
export default function TransferPage() {
  const user = useSession((s) => s.userInfo);
  const { venues, refreshOne, refreshing } = useVenues(POLL_TRANSFER_MS);
  const { recall, busy: recalling } = useRecallAll();
  const auto = useAutoTransfer();
  const form = useTransferForm(venues);
  const { sourceWallet, targetWallet } = form;

  return (
    <div className="transfer-page">
      <PageHeader title="转账" block="transfer-bar" />

      <div className="money-page">
        <section className="money-hero">
          <span className="money-hero__label">中心钱包（元）</span>
          <b className="money-hero__total" data-testid="central-balance">
            {formatYuan(user?.balance)}
          </b>
          <div className="money-hero__row">
            <label className="transfer-switch">
              <span>自动免转</span>
              <Switch
                checked={auto.on}
                loading={auto.busy}
                onChange={(v) => void auto.change(v)}
                aria-label="自动免转"
              />
            </label>
            {auto.on && (
              <button type="button" className="money-btn-ghost" onClick={() => void recall()} disabled={recalling}>
                <WalletIcon name="recall" size={14} />
                一键回收
              </button>
            )}
          </div>
          <p className="transfer-hero__hint">
            {auto.on ? '已开启自动免转，进入游戏时余额将自动转入场馆' : '关闭自动免转后可在下方手动转账'}
          </p>
        </section>

        <section className="money-section">
          <div className="money-section__head">
            <h2>钱包余额</h2>
          </div>
          <VenueCollapse
            venues={form.wallets}
            size={TRANSFER_VENUES_COLLAPSED}
            refreshing={refreshing}
            onRefresh={(p) => void refreshOne(p)}
            onOpen={form.openVenue}
            locked={auto.on}
          />
        </section>

        {!auto.on && (
          <>
            <section className="money-form transfer-form">
              <PickerField
                label="转出钱包"
                empty={!sourceWallet}
                onOpen={() => form.setPicking('source')}
                valueTestId="transfer-source"
              >
                {sourceWallet ? `${sourceWallet.name}（${formatYuan(sourceWallet.balance)}）` : PICK_WALLET}
              </PickerField>
              <PickerField
                label="转入钱包"
                empty={!targetWallet}
                onOpen={() => form.setPicking('target')}
                valueTestId="transfer-target"
              >
                {targetWallet ? `${targetWallet.name}（${formatYuan(targetWallet.balance)}）` : PICK_WALLET}
              </PickerField>
              <div className="money-field">
                <span className="money-field__label">转账金额</span>
                <AmountInput
                  value={form.amount}
                  onChange={form.setAmount}
                  maxFen={fenOf(sourceWallet?.balance)}
                  label="转账金额"
                  placeholder="请输入转账金额"
                />
              </div>
            </section>
            <p className="money-note transfer-note">
              注：{MSG.transferBetweenVenues}，仅支持平台钱包与场馆钱包之间转账。
            </p>
            <button type="button" className="money-submit" disabled={form.busy} onClick={() => void form.submit()}>
              立即转账
            </button>
          </>
        )}
        <Link to={PAGES.customerService} className="money-service">
          <WalletIcon name="service" size={16} />
          转账遇到问题？<b>联系在线客服</b>
        </Link>
      </div>

      <WalletPicker
        visible={form.picking !== null}
        title={PICK_WALLET}
        wallets={form.wallets}
        value={form.picking === 'source' ? form.source : form.target}
        onPick={form.pick}
        onClose={() => form.setPicking(null)}
      />
    </div>
  );
}
