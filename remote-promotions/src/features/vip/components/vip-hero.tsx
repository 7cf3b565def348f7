import { Link, type VipLevel } from '@h5/shared';
import { vipProgressPercent } from '@h5/shared/money';
import { VipMedal } from './vip-medal';
import { PAGES } from '@h5/shared/paths';

/**
 * The top of /vip: the player's medal and level (or a way to log in), the deposits towards the next level, and the
 * progress bar (exactly `vipProgressPercent`; 0 % for a visitor).
 */
export function VipHero({
  levels,
  current,
  loggedIn,
  vip,
  paysum,
}: {
  levels: VipLevel[];
  current: number | null;
  loggedIn: boolean;
  vip: unknown;
  paysum: unknown;
}) {
  const percent = vipProgressPercent(paysum, vip, levels);
  const next = current !== null && current < levels.length ? levels[current] : null;
  return (
    <section className="vip-hero">
      <div className="vip-hero__me">
        <VipMedal level={current ?? 1} size={58} />
        <div className="vip-hero__text">
          <p className="vip-hero__level" data-testid="vip-current">
            {current !== null ? `当前等级 VIP${current}` : '登录后查看您的VIP等级'}
          </p>
          <p className="vip-hero__note">
            {current === null ? (
              <Link to={`${PAGES.login}?redirect=%2Fvip`} className="vip-hero__login">
                立即登录
              </Link>
            ) : next ? (
              <>
                累计存款 {String(paysum ?? '0.00')} / {next.recharge}，距 VIP{current + 1}
              </>
            ) : (
              '您已达到最高等级'
            )}
          </p>
        </div>
      </div>
      <div
        className="vip-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="升级进度"
      >
        <div className="vip-progress__track">
          <span className="vip-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="vip-progress__value" data-testid="vip-percent">
          {percent}%
        </span>
      </div>
      {!loggedIn && <p className="vip-hero__hint">登录后即可查看升级进度</p>}
    </section>
  );
}
