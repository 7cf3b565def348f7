import { Link, type UsdtProtocol } from '@h5/shared';
import { usdtEquivalent } from '@h5/shared/money';
import { USDT_PROTOCOLS } from '@h5/shared/types';
import { PAGES } from '@h5/shared/paths';

export const USDT_STEPS = [
  '1. 绑定对应协议的USDT钱包地址',
  '2. 在交易所将USDT转账至平台收款地址',
  '3. 完成存款后即可发起提现',
];
export const USDT_WARNING = '请务必使用所选协议转账，协议错误将导致平台无法收到款项，平台不承担任何责任！';

/** The USDT way's protocol choice, TRC20 (default) or ERC20. */
export function UsdtProtocolField({ value, onChange }: { value: UsdtProtocol; onChange: (p: UsdtProtocol) => void }) {
  return (
    <div className="money-field">
      <span className="money-field__label">钱包协议</span>
      <div className="recharge-protocols" role="radiogroup" aria-label="钱包协议">
        {USDT_PROTOCOLS.map((p) => (
          <button
            key={p}
            type="button"
            role="radio"
            aria-checked={p === value}
            className={p === value ? 'is-active' : ''}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Under the amount: the USDT it comes to (rounded down), the rate, and the link to the protocol explainer. */
export function UsdtEquivalent({ amount, rate }: { amount: string; rate: string | undefined }) {
  return (
    <div className="recharge-usdt">
      <p className="money-kv">
        <span>约合USDT</span>
        <b className="is-brand" data-testid="usdt-equivalent">
          {usdtEquivalent(amount, rate)} USDT
        </b>
      </p>
      <p className="money-kv">
        <span>参考汇率</span>
        <b data-testid="usdt-rate">1 USDT ≈ {rate || '--'} CNY</b>
      </p>
      <Link to={PAGES.usdtProtocols} className="recharge-usdt__more">
        了解TRC20与ERC20协议区别 ›
      </Link>
    </div>
  );
}

/** 存款步骤 and the wrong-protocol warning. */
export function UsdtDepositSteps() {
  return (
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
  );
}
