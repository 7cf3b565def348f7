import type { UserInfo } from '@h5/shared';
import { Icon } from '../../../components/account-ui';

/** The security centre's banner: the player's name and whether a mobile and an email are set. */
export function SecuritySummary({ user }: { user: UserInfo | null }) {
  return (
    <section className="user-cent-hero">
      <span className="user-cent-hero__badge" aria-hidden="true">
        <Icon name="shield" size={34} />
      </span>
      <div className="user-cent-hero__text">
        <b>账户安全中心</b>
        <small>{user?.username ?? ''}</small>
        <span className="user-cent-hero__chips">
          <span className={user?.mobile ? 'is-on' : ''}>手机{user?.mobile ? '已绑定' : '未绑定'}</span>
          <span className={user?.email ? 'is-on' : ''}>邮箱{user?.email ? '已绑定' : '未绑定'}</span>
        </span>
      </div>
    </section>
  );
}
