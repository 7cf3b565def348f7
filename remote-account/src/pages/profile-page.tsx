import { useSession } from '@h5/shared';
import { Form, Input } from '@h5/shared/antd';
import { FORM_LIMITS } from '@h5/shared/validators';
import { ListCard, SubmitButton } from '../components/account-ui';
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
  const { form, initialValues, submit, busy } = useProfileForm();

  return (
    <div className="acc-page user-info-page">
      <section className="user-info-hero">
        <AvatarPicker avatar={user?.avatar ?? ''} />
        <div className="user-info-hero__text">
          <b>{user?.username ?? ''}</b>
          <small>点击头像更换（支持 PNG、GIF，2MB 以内）</small>
        </div>
      </section>

      <Form form={form} initialValues={initialValues} layout="horizontal" className="acc-form">
        <ListCard title="基本信息">
          <Form.Item label="用户名">
            <span className="acc-field__value" data-testid="profile-username">
              {user?.username ?? ''}
            </span>
          </Form.Item>
          <Form.Item label="真实姓名">
            <span className="acc-field__value" data-testid="profile-realname">
              {user?.realname ?? ''}
            </span>
          </Form.Item>
          <Form.Item label="出生日期" name="birthday">
            <BirthdayField />
          </Form.Item>
        </ListCard>

        <ListCard title="联系方式">
          <Form.Item label="手机号码" name="mobile">
            <Input type="tel" inputMode="tel" maxLength={16} placeholder="请输入手机号码" autoComplete="off" />
          </Form.Item>
          <Form.Item label="电子邮箱" name="email">
            <Input
              type="email"
              inputMode="email"
              maxLength={FORM_LIMITS.emailMax}
              placeholder="请输入电子邮箱"
              autoComplete="off"
            />
          </Form.Item>
        </ListCard>
      </Form>
      <p className="acc-note">用户名与真实姓名不可修改，如需更正请联系在线客服。</p>

      <SubmitButton busy={busy} onClick={submit}>
        确认
      </SubmitButton>
    </div>
  );
}
