import type { PayWay } from '@h5/shared';
import type { PayWayItem } from '../pay-ways';
import { PayWayIcon } from './pay-way-icon';

/** 选择支付方式: a tab per offered way (加载中… until the server answered). */
export function PayWayTabs({
  ways,
  way,
  onChange,
}: {
  ways: PayWayItem[] | null;
  way: PayWay | null;
  onChange: (way: PayWay) => void;
}) {
  return (
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
            onClick={() => onChange(w.way)}
          >
            <PayWayIcon way={w.way} />
            <span>{w.label}</span>
          </button>
        ))}
        {ways === null && <p className="recharge-ways__loading">加载中…</p>}
      </div>
    </section>
  );
}
