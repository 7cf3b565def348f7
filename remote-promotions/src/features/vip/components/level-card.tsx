import type { VipLevel } from '@h5/shared';
import { tierOf, VipMedal } from './vip-medal';

/** One level of the carousel: medal, name, reached badge (the player's vip ≥ this level), deposit and turnover needed. */
export function LevelCard({ level, entry, reached }: { level: number; entry: VipLevel; reached: boolean }) {
  const tier = tierOf(level);
  return (
    <div className={`vip-card vip-card--${tier.name}`} data-testid={`vip-card-${level}`}>
      <div className="vip-card__top">
        <div>
          <p className="vip-card__name">VIP{level}</p>
          <span className={`vip-card__badge${reached ? ' is-reached' : ''}`} data-testid={`vip-reached-${level}`}>
            {reached ? '已达成' : '未达成'}
          </span>
        </div>
        <VipMedal level={level} size={78} />
      </div>
      <dl className="vip-card__needs">
        <div>
          <dt>累计存款</dt>
          <dd data-testid={`vip-recharge-${level}`}>{entry.recharge}</dd>
        </div>
        <div>
          <dt>流水要求</dt>
          <dd data-testid={`vip-flow-${level}`}>{entry.flow}</dd>
        </div>
      </dl>
    </div>
  );
}
