import { Link, type UserInfo } from '@h5/shared';
import { AvatarPicker } from './avatar-picker';
import { Glyph } from './mine-icons';
import { PAGES } from '@h5/shared/paths';
import { areaFile } from '../../../lib/area-file';
import { MINE_BAND } from '../start-frame';

/**
 * The top of /mine on its navy band (one picture with index.html's frame: MINE_FRAME): its own title bar 我的 with a
 * customer-service button, then the player — avatar (tap to upload), username with the VIP badge, days since joining;
 * the name opens /userInfo.
 */
export function MineHero({ user }: { user: UserInfo | null }) {
  const vipLabel = user?.current_vip || `VIP${user?.vip ?? 1}`;
  return (
    <section className="mine-hero">
      <img className="mine-hero__band" src={areaFile(MINE_BAND)} width={390} height={200} alt="" fetchPriority="high" />
      <header className="mine-titlebar">
        <span className="mine-titlebar__side" />
        <h1 className="mine-titlebar__title">我的</h1>
        <Link to={PAGES.customerService} className="mine-titlebar__side mine-titlebar__kefu" aria-label="在线客服">
          <Glyph name="headset" size={22} />
        </Link>
      </header>
      <div className="mine-profile">
        <AvatarPicker avatar={user?.avatar ?? ''} />
        <Link to={PAGES.profile} className="mine-profile__info">
          {/* named 个人资料 and then what it shows (WCAG 2.5.3) */}
          <span className="h5-visually-hidden">个人资料：</span>
          <span className="mine-profile__text">
            <span className="mine-profile__line">
              <span className="mine-profile__name" data-testid="mine-username">
                {user?.username ?? ''}
              </span>
              <span className="mine-vip" data-testid="mine-vip">
                <Glyph name="crown" size={11} strokeWidth={2.4} />
                {vipLabel}
              </span>
            </span>
            <span className="mine-profile__days" data-testid="mine-joinday">
              加入 {user?.joinday ?? 1} 天
            </span>
          </span>
          <span className="mine-profile__arrow" aria-hidden="true">
            <Glyph name="chevron" size={18} />
          </span>
        </Link>
      </div>
    </section>
  );
}
