import { useRovingTabs, type PayWay } from '@h5/shared';
import type { ReactNode } from 'react';
import type { PayWayItem } from '../pay-ways';
import { PayWayIcon } from './pay-way-icon';

const PANEL_ID = 'pay-way-panel';
const tabId = (way: PayWay) => `pay-way-tab-${way}`;

/**
 * 选择支付方式: a tab per offered way (加载中… until the server answered). The arrow keys, Home and End move between the
 * tabs and select (`useRovingTabs`).
 */
export function PayWayTabs({
  ways,
  way,
  onChange,
}: {
  ways: PayWayItem[] | null;
  way: PayWay | null;
  onChange: (way: PayWay) => void;
}) {
  const list = ways ?? [];
  const tab = useRovingTabs(
    list.length,
    list.findIndex((w) => w.way === way),
    (i) => onChange(list[i].way),
  );
  return (
    <section className="money-section">
      <div className="money-section__head">
        <h2>选择支付方式</h2>
      </div>
      <div className="recharge-ways" role="tablist" aria-label="支付方式">
        {list.map((w, i) => (
          <button
            key={w.way}
            type="button"
            role="tab"
            id={tabId(w.way)}
            aria-controls={w.way === way ? PANEL_ID : undefined}
            {...tab(i)}
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

/** What the selected pay way's tab shows (the deposit form for that way), named by the tab. */
export function PayWayPanel({ way, children }: { way: PayWay; children: ReactNode }) {
  return (
    <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(way)}>
      {children}
    </div>
  );
}
