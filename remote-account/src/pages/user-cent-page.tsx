import { useSession } from '@h5/shared';
import { Card, Icon, MenuRow, TONES } from '../components/account-ui';
import './user-cent-page.css';

/** The security hub's entries (001 §2): profile, card management, login password, withdrawal password. */
export const SECURITY_ENTRIES = [
  { to: '/userInfo', label: '个人资料', icon: 'user', tone: TONES.blue },
  { to: '/wallet', label: '卡片管理', icon: 'card', tone: TONES.gold },
  { to: '/password?type=1', label: '修改登录密码', icon: 'lock', tone: TONES.purple },
  { to: '/password?type=2', label: '设置取款密码', icon: 'key', tone: TONES.green },
] as const;

/** /userCent, the security hub (001 §2): four links under a summary of the account's protection. */
export default function UserCentPage() {
  const user = useSession((s) => s.userInfo);
  return (
    <div className="acc-page user-cent-page">
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
      <Card title="账户与安全">
        {SECURITY_ENTRIES.map((e) => (
          <MenuRow key={e.to} to={e.to} label={e.label} tone={e.tone} icon={<Icon name={e.icon} />} />
        ))}
      </Card>
      <p className="acc-note">为保障资金安全，请定期修改登录密码，取款密码请勿与登录密码相同，切勿向任何人透露。</p>
    </div>
  );
}
