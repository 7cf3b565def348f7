import { Link } from '@h5/shared';
import type { CSSProperties } from 'react';
import type { MineEntry } from '../entries';
import { Glyph, type GlyphName } from './mine-icons';
import { PAGES } from '@h5/shared/paths';

/** A glyph on a rounded gradient tile. */
export function EntryIcon({
  glyph,
  tone,
  size = 40,
}: {
  glyph: GlyphName;
  tone: readonly [string, string];
  size?: number;
}) {
  const style = { '--mine-c1': tone[0], '--mine-c2': tone[1], width: size, height: size } as CSSProperties;
  return (
    <span className="mine-icon" style={style}>
      <Glyph name={glyph} size={Math.round(size * 0.55)} strokeWidth={2} />
    </span>
  );
}

/** VIP privileges and gifts/offers, the two showcase tiles under the wallet. */
export function PromoTiles() {
  return (
    <div className="mine-tiles">
      <Link to={PAGES.vip} className="mine-tile mine-tile--vip">
        <span className="mine-tile__text">
          <b>VIP特权</b>
          <small>尊享专属礼遇</small>
        </span>
        <span className="mine-tile__art" aria-hidden="true">
          <Glyph name="crown" size={30} strokeWidth={1.9} />
        </span>
      </Link>
      <Link to={PAGES.promotions} className="mine-tile mine-tile--gift">
        <span className="mine-tile__text">
          <b>礼品/优惠</b>
          <small>精彩活动 天天有礼</small>
        </span>
        <span className="mine-tile__art" aria-hidden="true">
          <Glyph name="gift" size={30} strokeWidth={1.9} />
        </span>
      </Link>
    </div>
  );
}

export function EntryGrid({ title, entries }: { title: string; entries: MineEntry[] }) {
  return (
    <section className="mine-card" aria-label={title}>
      <h2 className="mine-card__title">{title}</h2>
      <nav className="mine-grid">
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="mine-grid__item">
            <EntryIcon glyph={e.glyph} tone={e.tone} />
            <span>{e.label}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

export function EntryList({ title, entries }: { title: string; entries: MineEntry[] }) {
  return (
    <section className="mine-card mine-card--list" aria-label={title}>
      <h2 className="mine-card__title">{title}</h2>
      <nav>
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="mine-row">
            <EntryIcon glyph={e.glyph} tone={e.tone} size={30} />
            <span className="mine-row__label">{e.label}</span>
            {e.note && <span className="mine-row__note">{e.note}</span>}
            <span className="mine-row__arrow" aria-hidden="true">
              <Glyph name="chevron" size={16} />
            </span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
