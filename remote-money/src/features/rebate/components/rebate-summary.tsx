import { formatYuan } from '@h5/shared/money';

/** The rebate centre's head: cumulative received, pending and the claim button (一键领取). */
export function RebateSummary({
  received,
  pending,
  claiming,
  onClaim,
}: {
  received: unknown;
  pending: unknown;
  claiming: boolean;
  onClaim: () => void;
}) {
  return (
    <section className="rebate-summary" aria-label="返水汇总">
      <svg className="rebate-summary__art" viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="46" fill="#fff" opacity="0.12" />
        <circle cx="60" cy="60" r="32" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="5" />
        <path
          d="M52 46l8 10 8-10M49 60h22M49 70h22M60 56v24"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.5"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="rebate-summary__figures">
        <p>
          <span>累计领取(元)</span>
          <b data-testid="rebate-received">{formatYuan(received, { thousands: true })}</b>
        </p>
        <p>
          <span>待领取(元)</span>
          <b data-testid="rebate-pending">{formatYuan(pending, { thousands: true })}</b>
        </p>
      </div>
      <button type="button" className="rebate-summary__claim" onClick={onClaim} disabled={claiming}>
        一键领取
      </button>
      <p className="rebate-summary__note">
        返水按北京时间每日 00:00-23:59 结算，结算后 24 小时内发放，需手动领取，领取后需完成 1 倍流水方可提现。
      </p>
    </section>
  );
}
