import { useRovingTabs } from '@h5/shared';
import { useEffect, useRef } from 'react';

export interface TypeTab {
  key: string;
  title: string;
}

/**
 * /activity's tabs, 全部 and one per promotion type: a row that scrolls sideways when the types do not fit, the
 * current one in the brand's ink with a bar under it, kept in view when it changes. Hand-made (the ARIA tabs
 * pattern: roving tabindex, arrows, Home and End), not antd-mobile's Tabs: they are on the page's first paint, and
 * antd-mobile (77 KB gzip) was the only reason the page loaded it. Laid out as antd-mobile's were (each tab's cell
 * sharing the width, the title centred in it), so the page looks as it did.
 */
export function TypeTabs({ tabs, active, onSelect }: { tabs: TypeTab[]; active: string; onSelect(key: string): void }) {
  const selected = tabs.findIndex((t) => t.key === active);
  const tab = useRovingTabs(tabs.length, selected, (i) => onSelect(tabs[i].key));
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = list.current;
    const current = row?.querySelectorAll<HTMLElement>('[role="tab"]')[selected];
    if (!row || !current || typeof row.scrollTo !== 'function' || row.scrollWidth <= row.clientWidth) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const cell = current.parentElement ?? current;
    row.scrollTo({
      left: cell.offsetLeft - (row.clientWidth - cell.offsetWidth) / 2,
      behavior: still ? 'auto' : 'smooth',
    });
  }, [selected]);

  return (
    <div className="promo-type-tabs" role="tablist" aria-label="活动类型" ref={list}>
      {tabs.map((t, i) => (
        <div className="promo-type-tabs__cell" key={t.key}>
          <button
            type="button"
            role="tab"
            className={`promo-type-tabs__tab${i === selected ? ' promo-type-tabs__tab--active' : ''}`}
            onClick={() => onSelect(t.key)}
            {...tab(i)}
          >
            {t.title}
          </button>
        </div>
      ))}
    </div>
  );
}
