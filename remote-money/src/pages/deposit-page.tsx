import { Link, useSession } from '@h5/shared';
import { AmountInput } from '@h5/shared/ui';
import { WalletIcon } from '../components/wallet-icons';
import { useBankNames, useSavedCards } from '../features/card-management';
import {
  BankTransferFields,
  DepositLimitTip,
  PayWayPanel,
  PayWayTabs,
  ReceivingAccounts,
  useDepositForm,
  useDepositLimitOffer,
  useNoCardPrompt,
  UsdtDepositSteps,
  UsdtEquivalent,
  UsdtProtocolField,
} from '../features/deposit';
import { PAGES } from '@h5/shared/paths';
import '../components/money.css';
import './deposit-page.css';

export { DEPOSIT_SUBMITTED, NO_CARD_TEXT, NO_CARD_TITLE, USDT_STEPS, USDT_WARNING } from '../features/deposit';

/**
 * /recharge, 存款 (cached): the pay ways the server enables (in its order, card → bank) plus 人工充值; bank transfer
 * (receiving accounts with copy buttons, bank picker, depositor, card number, branch, amount), USDT (TRC20/ERC20, the
 * rounded-down equivalent and rate, /usdtmore, the steps and the warning), WeChat and Alipay (amount). The range is
 * per pay type (100–10000 until loaded). Entering with no bound card opens 温馨提示. 理性娱乐: a link to the deposit
 * limits, and before the first deposit a card offering one (issue 22).
 */
export default function DepositPage() {
  const usdtrate = useSession((s) => s.userInfo?.usdtrate);
  const bankCards = useSavedCards(1).answer;
  const usdtCards = useSavedCards(2).answer;
  useNoCardPrompt(bankCards, usdtCards);
  const limitOffer = useDepositLimitOffer(bankCards, usdtCards);
  const form = useDepositForm();
  const { way } = form;
  const banks = useBankNames({ enabled: way === 'bank' });

  return (
    <div className="money-page recharge-page">
      <PayWayTabs ways={form.ways} way={way} onChange={form.setWay} />

      {way && (
        <PayWayPanel way={way}>
          {way === 'bank' && <ReceivingAccounts accounts={form.accounts} />}

          {way !== 'manual' && (
            <section className="money-form" data-testid={`deposit-form-${way}`}>
              {way === 'bank' && (
                <BankTransferFields form={form.bankForm} banks={banks ?? []} onChange={form.setBankField} />
              )}
              {way === 'usdt' && <UsdtProtocolField value={form.protocol} onChange={form.setProtocol} />}
              <div className="money-field">
                <span className="money-field__label">存款金额</span>
                <AmountInput
                  value={form.amount}
                  onChange={form.setAmount}
                  label="存款金额"
                  placeholder={`单笔${form.range.minText}-${form.range.maxText}元`}
                  unit="元"
                />
              </div>
              {way === 'usdt' && <UsdtEquivalent amount={form.amount} rate={usdtrate} />}
            </section>
          )}

          {way === 'usdt' && <UsdtDepositSteps />}

          {way === 'manual' && (
            <section className="money-section recharge-manual">
              <p>人工充值由在线客服为您办理，点击下方按钮联系客服，告知存款金额与方式即可。</p>
            </section>
          )}
        </PayWayPanel>
      )}

      <button type="button" className="money-submit" disabled={form.busy || !way} onClick={() => void form.submit()}>
        立即存款
      </button>
      {limitOffer.show && <DepositLimitTip onDismiss={limitOffer.dismiss} />}
      <Link to={PAGES.customerService} className="money-service">
        <WalletIcon name="service" size={16} />
        存款遇到问题？<b>联系人工客服</b>
      </Link>
      <Link to={PAGES.responsibleGaming} className="money-service recharge-responsible">
        <WalletIcon name="shield" size={16} />
        理性娱乐：<b>设置存款限额</b>
      </Link>
    </div>
  );
}
