import { useSession } from '@h5/shared';
import { Icon, ListCard, MenuRow } from '../components/account-ui';
import { SECURITY_ENTRIES, SecuritySummary } from '../features/security';
import './security-centre-page.css';

/** /userCent, the security centre: four links under a summary of the account's protection. */
export default function SecurityCentrePage() {
  const user = useSession((s) => s.userInfo);
  return (
    <div className="acc-page user-cent-page">
      <SecuritySummary user={user} />
      <ListCard title="账户与安全">
        {SECURITY_ENTRIES.map((e) => (
          <MenuRow key={e.to} to={e.to} label={e.label} tone={e.tone} icon={<Icon name={e.icon} />} />
        ))}
      </ListCard>
      <p className="acc-note">为保障资金安全，请定期修改登录密码，取款密码请勿与登录密码相同，切勿向任何人透露。</p>
    </div>
  );
}
