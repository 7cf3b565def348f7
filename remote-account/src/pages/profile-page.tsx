import { useSession } from '@h5/shared';
import { FORM_LIMITS } from '@h5/shared/validators';
import { Card, FieldRow, SubmitButton, TextInput } from '../components/account-ui';
import { AvatarPicker } from '../features/mine';
import { BirthdayField, useProfileForm } from '../features/profile';
import './profile-page.css';

/**
 * /userInfo, the profile: the avatar (tap to upload a PNG or GIF, as on /mine), the username and real name read-only,
 * the birthday from a date picker (from 1980-01-01), mobile and email. 确认 checks mobile, email and birthday in that
 * order (the first failure is toasted, nothing is sent); success updates the stored user info and shows 操作成功.
 * What the player typed stays after a refusal.
 */
export default function ProfilePage() {
  const user = useSession((s) => s.userInfo);
  const { form, set, submit, busy } = useProfileForm();

  return (
    <div className="acc-page user-info-page">
      <section className="user-info-hero">
        <AvatarPicker avatar={user?.avatar ?? ''} />
        <div className="user-info-hero__text">
          <b>{user?.username ?? ''}</b>
          <small>点击头像更换（支持 PNG、GIF，2MB 以内）</small>
        </div>
      </section>

      <Card title="基本信息">
        <FieldRow label="用户名">
          <span className="acc-field__value" data-testid="profile-username">
            {user?.username ?? ''}
          </span>
        </FieldRow>
        <FieldRow label="真实姓名">
          <span className="acc-field__value" data-testid="profile-realname">
            {user?.realname ?? ''}
          </span>
        </FieldRow>
        <FieldRow label="出生日期" htmlFor="birthday">
          <BirthdayField value={form.birthday} onChange={set('birthday')} />
        </FieldRow>
      </Card>

      <Card title="联系方式">
        <FieldRow label="手机号码" htmlFor="mobile">
          <TextInput
            id="mobile"
            type="tel"
            inputMode="tel"
            maxLength={16}
            placeholder="请输入手机号码"
            value={form.mobile}
            onChange={(e) => set('mobile')(e.target.value)}
          />
        </FieldRow>
        <FieldRow label="电子邮箱" htmlFor="email">
          <TextInput
            id="email"
            type="email"
            inputMode="email"
            maxLength={FORM_LIMITS.emailMax}
            placeholder="请输入电子邮箱"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </FieldRow>
      </Card>
      <p className="acc-note">用户名与真实姓名不可修改，如需更正请联系在线客服。</p>

      <SubmitButton busy={busy} onClick={submit}>
        确认
      </SubmitButton>
    </div>
  );
}
