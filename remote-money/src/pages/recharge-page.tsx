import {
  confirmDialog,
  goBack,
  isNetworkError,
  Link,
  toast,
  useNavigate,
  useSession,
  type BankListItem,
  type DepositPayload,
  type PayRange,
  type PayRangeType,
  type PayWay,
  type ReceivingAccount,
  type UsdtProtocol,
} from '@h5/shared';
import { USDT_PROTOCOLS, DEFAULT_USDT_PROTOCOL } from '@h5/shared/types';
import { Picker } from '@h5/shared/antd';
import { usdtEquivalent } from '@h5/shared/money';
import { AmountInput } from '@h5/shared/ui';
import { checkDeposit, resolveDepositRange } from '@h5/shared/validators';
import { useEffect, useState } from 'react';
import { useMoneyRequest } from '../lib/use-money-request';
import { getPayWay } from '../features/deposit/api/get-pay-way';
import { postBankList } from '../features/card-management/api/post-bank-list';
import { postPayBank } from '../features/deposit/api/post-pay-bank';
import { postPayRange } from '../features/deposit/api/post-pay-range';
import { postRecharge } from '../features/deposit/api/post-recharge';
import { PayWayIcon } from '../features/deposit/components/pay-way-icon';
import { ReceivingAccounts } from '../features/deposit/components/receiving-accounts';
import { payWaysFrom, rangeTypeOf, type PayWayItem } from '../features/deposit/pay-ways';
import { postGetCard } from '../features/card-management/api/post-get-card';
import { WalletIcon } from '../components/wallet-icons';
import '../components/money.css';
import './recharge-page.css';

/** 001 §4: what a bank-transfer deposit says before going to the records. */
export const DEPOSIT_SUBMITTED = '提交成功，等待后台审核';
/** The no-bound-card modal (001 §2). */
export const NO_CARD_TITLE = '温馨提示';
export const NO_CARD_TEXT = '您还未绑定银行卡或USDT地址，请先绑定后再存款';
export const USDT_STEPS = ['1. 绑定对应协议的USDT钱包地址', '2. 在交易所将USDT转账至平台收款地址', '3. 完成存款后即可发起提现'];
export const USDT_WARNING = '请务必使用所选协议转账，协议错误将导致平台无法收到款项，平台不承担任何责任！';

interface BankForm {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}
const EMPTY_BANK: BankForm = { bank_owner: '', bank: '', bank_no: '', bank_address: '' };
const EMPTY_AMOUNTS: Record<PayWay, string> = { bank: '', usdt: '', wechat: '', alipay: '', manual: '' };

/**
 * /recharge, 存款 (001 §2, cached): the pay ways the server enables (in its order, card → bank) plus 人工充值; bank
 * transfer (receiving accounts with copy buttons, bank picker, depositor, card number, branch, amount), USDT
 * (TRC20/ERC20, the rounded-down equivalent and rate, /usdtmore, the steps and the warning), WeChat and Alipay
 * (amount). The range is per pay type (100–10000 until loaded). Entering with no bound card opens 温馨提示.
 */
export default function RechargePage() {
  const navigate = useNavigate();
  const usdtrate = useSession((s) => s.userInfo?.usdtrate);
  const [ways, setWays] = useState<PayWayItem[] | null>(null);
  const [way, setWay] = useState<PayWay | null>(null);
  const [protocol, setProtocol] = useState<UsdtProtocol>(DEFAULT_USDT_PROTOCOL);
  const [ranges, setRanges] = useState<Partial<Record<PayRangeType, PayRange>>>({});
  const [accounts, setAccounts] = useState<ReceivingAccount[]>([]);
  const [banks, setBanks] = useState<BankListItem[]>([]);
  const [bankPicker, setBankPicker] = useState(false);
  const [bankForm, setBankForm] = useState<BankForm>(EMPTY_BANK);
  const [amounts, setAmounts] = useState(EMPTY_AMOUNTS);
  const { busy, running, send } = useMoneyRequest();

  // every entry (a cached page's effects run again when it shows): the ways, and whether a card is bound
  useEffect(() => {
    let live = true;
    const leaving = new AbortController();
    getPayWay()
      .then((res) => {
        if (!live) return;
        // refused (its message was toasted): the manual way is always there
        const list = payWaysFrom(res.code === 200 ? res.data : null);
        setWays(list);
        setWay((current) => (current && list.some((w) => w.way === current) ? current : list[0].way));
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
        if (!live) return;
        setWays((w) => w ?? payWaysFrom(null));
        setWay((w) => w ?? 'manual');
      });
    Promise.all([postGetCard(1), postGetCard(2)])
      .then(async ([bank, usdt]) => {
        const none = bank.code === 200 && usdt.code === 200 && (bank.data?.length ?? 0) === 0 && (usdt.data?.length ?? 0) === 0;
        if (!live || !none) return;
        // the modal belongs to this page: leaving it (the cached page is hidden) closes it without navigating
        const bind = await confirmDialog({ title: NO_CARD_TITLE, content: NO_CARD_TEXT, confirmText: '去绑定', cancelText: '关闭', signal: leaving.signal });
        if (!live) return;
        if (bind) navigate('/wallet');
        else goBack(navigate);
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
      });
    return () => {
      live = false;
      leaving.abort();
    };
  }, [navigate]);

  // the bank tab's receiving accounts and bank list, once
  useEffect(() => {
    if (way !== 'bank' || (accounts.length > 0 && banks.length > 0)) return;
    let live = true;
    postPayBank()
      .then((res) => live && res.code === 200 && Array.isArray(res.data) && setAccounts(res.data))
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
      });
    postBankList()
      .then((res) => live && res.code === 200 && Array.isArray(res.data) && setBanks(res.data))
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [way]);

  // the range of the current pay type (requested per type)
  const rangeType = way ? rangeTypeOf(way, protocol) : null;
  useEffect(() => {
    if (!rangeType || ranges[rangeType]) return;
    let live = true;
    postPayRange(rangeType)
      .then((res) => {
        if (live && res.code === 200 && res.data) setRanges((r) => ({ ...r, [rangeType]: res.data }));
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
      });
    return () => {
      live = false;
    };
  }, [rangeType, ranges]);

  const range = resolveDepositRange(rangeType ? ranges[rangeType] : undefined);
  const current = ways?.find((w) => w.way === way) ?? null;
  const amount = way ? amounts[way] : '';
  const setAmount = (value: string) => way && setAmounts((a) => ({ ...a, [way]: value }));
  const setBankField = (field: keyof BankForm, value: string) => setBankForm((f) => ({ ...f, [field]: value }));

  async function submit() {
    if (!current || running()) return;
    if (current.way === 'manual') {
      navigate('/kefu');
      return;
    }
    const body: DepositPayload = { paytype: current.paytype, amount: amount.trim() };
    if (current.way === 'bank') Object.assign(body, { bank_owner: bankForm.bank_owner.trim(), bank: bankForm.bank, bank_no: bankForm.bank_no.trim(), bank_address: bankForm.bank_address.trim() });
    if (current.way === 'usdt') body.catepay = protocol;
    const problem = checkDeposit(body, rangeType ? ranges[rangeType] : undefined);
    if (problem) {
      toast.error(problem);
      return;
    }
    // a network failure shows no message (001 §8); everything typed stays, and a resend reuses the key
    await send(body, async (key) => {
      const res = await postRecharge(body, key);
      if (res.code === 200) {
        const depositNo = res.message || res.data?.deposit_no || '';
        setAmounts((a) => ({ ...a, [current.way]: '' }));
        if (current.way === 'bank') {
          setBankForm(EMPTY_BANK);
          toast.success(DEPOSIT_SUBMITTED);
          navigate('/transRecord');
        } else {
          navigate(`/payInfo?deposit_no=${encodeURIComponent(depositNo)}`);
        }
      }
    });
  }

  return (
    <div className="money-page recharge-page">
      <section className="money-section">
        <div className="money-section__head">
          <h2>选择支付方式</h2>
        </div>
        <div className="recharge-ways" role="tablist" aria-label="支付方式">
          {(ways ?? []).map((w) => (
            <button
              key={w.way}
              type="button"
              role="tab"
              aria-selected={w.way === way}
              className={`recharge-ways__item${w.way === way ? ' is-active' : ''}`}
              onClick={() => setWay(w.way)}
            >
              <PayWayIcon way={w.way} />
              <span>{w.label}</span>
            </button>
          ))}
          {ways === null && <p className="recharge-ways__loading">加载中…</p>}
        </div>
      </section>

      {way === 'bank' && <ReceivingAccounts accounts={accounts} />}

      {way && way !== 'manual' && (
        <section className="money-form" data-testid={`deposit-form-${way}`}>
          {way === 'bank' && (
            <>
              <div className="money-field">
                <span className="money-field__label">银行类型</span>
                <button type="button" className={`money-field__picker${bankForm.bank ? '' : ' is-empty'}`} aria-label="银行类型" onClick={() => setBankPicker(true)}>
                  {bankForm.bank || '请选择银行'}
                  <WalletIcon name="chevron" size={16} />
                </button>
              </div>
              {(
                [
                  ['bank_owner', '存款人姓名', '请输入存款人姓名'],
                  ['bank_no', '银行卡号', '请输入银行卡号'],
                  ['bank_address', '开户行地址', '请输入银行开户行地址'],
                ] as const
              ).map(([field, label, placeholder]) => (
                <label key={field} className="money-field">
                  <span className="money-field__label">{label}</span>
                  <input
                    className="money-field__input"
                    aria-label={label}
                    placeholder={placeholder}
                    maxLength={field === 'bank_address' ? 200 : 64}
                    inputMode={field === 'bank_no' ? 'numeric' : undefined}
                    value={bankForm[field]}
                    onChange={(e) => setBankField(field, field === 'bank_no' ? e.target.value.replace(/\D/g, '') : e.target.value)}
                  />
                </label>
              ))}
            </>
          )}
          {way === 'usdt' && (
            <div className="money-field">
              <span className="money-field__label">钱包协议</span>
              <div className="recharge-protocols" role="radiogroup" aria-label="钱包协议">
                {USDT_PROTOCOLS.map((p) => (
                  <button key={p} type="button" role="radio" aria-checked={p === protocol} className={p === protocol ? 'is-active' : ''} onClick={() => setProtocol(p)}>
                    {p}
                  </button>
                ))}
              </div>
            </div>
          )}
          <div className="money-field">
            <span className="money-field__label">存款金额</span>
            <AmountInput value={amount} onChange={setAmount} label="存款金额" placeholder={`单笔${range.minText}-${range.maxText}元`} unit="元" />
          </div>
          {way === 'usdt' && (
            <div className="recharge-usdt">
              <p className="money-kv">
                <span>约合USDT</span>
                <b className="is-brand" data-testid="usdt-equivalent">
                  {usdtEquivalent(amount, usdtrate)} USDT
                </b>
              </p>
              <p className="money-kv">
                <span>参考汇率</span>
                <b data-testid="usdt-rate">1 USDT ≈ {usdtrate || '--'} CNY</b>
              </p>
              <Link to="/usdtmore" className="recharge-usdt__more">
                了解TRC20与ERC20协议区别 ›
              </Link>
            </div>
          )}
        </section>
      )}

      {way === 'usdt' && (
        <section className="money-section recharge-steps">
          <div className="money-section__head">
            <h2>存款步骤</h2>
          </div>
          {USDT_STEPS.map((s) => (
            <p key={s}>{s}</p>
          ))}
          <p className="recharge-steps__warn" role="note">
            {USDT_WARNING}
          </p>
        </section>
      )}

      {way === 'manual' && (
        <section className="money-section recharge-manual">
          <p>人工充值由在线客服为您办理，点击下方按钮联系客服，告知存款金额与方式即可。</p>
        </section>
      )}

      <button type="button" className="money-submit" disabled={busy || !way} onClick={() => void submit()}>
        立即存款
      </button>
      <Link to="/kefu" className="money-service">
        <WalletIcon name="service" size={16} />
        存款遇到问题？<b>联系人工客服</b>
      </Link>

      <Picker
        title="选择银行"
        visible={bankPicker}
        columns={[banks.map((b) => ({ label: b.bank_name, value: b.bank_name }))]}
        value={bankForm.bank ? [bankForm.bank] : []}
        onClose={() => setBankPicker(false)}
        onConfirm={(v) => setBankField('bank', String(v[0] ?? ''))}
        confirmText="确定"
        cancelText="取消"
      />
    </div>
  );
}
