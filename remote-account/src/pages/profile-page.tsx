import { STORAGE_KEYS, toast, useSession, writeJSON } from '@h5/shared';
import { checkProfile, FORM_LIMITS } from '@h5/shared/validators';
import { useEffect, useRef, useState } from 'react';
import { Card, FieldRow, SubmitButton, TextInput } from '../components/account-ui';
import { AvatarPicker } from '../features/mine/components/avatar-picker';
import { postUpdateUserInfo } from '../features/profile/api/post-update-user-info';
import { BirthdayField } from '../features/profile/components/birthday-field';
import './user-info-page.css';

export const PROFILE_SAVED = '操作成功';

/**
 * /userInfo, the profile (001 §2, §4, §5): the avatar (tap to upload a PNG or GIF, as on /mine), the username and real
 * name read-only, the birthday from a date picker (from 1980-01-01), mobile and email. 确认 checks mobile, email and
 * birthday in that order (the first failure is toasted, nothing is sent); success updates the stored user info and
 * shows 操作成功. What the player typed stays after a refusal.
 */
export default function UserInfoPage() {
  const user = useSession((s) => s.userInfo);
  const [form, setForm] = useState({ mobile: user?.mobile ?? '', email: user?.email ?? '', birthday: user?.birthday ?? '' });
  const [busy, setBusy] = useState(false);
  const touched = useRef(false);

  // the stored info may be refreshed after the page opened: fill the form with it until the player edits
  useEffect(() => {
    useSession
      .getState()
      .refreshUser()
      .then((fresh) => {
        if (fresh && !touched.current) setForm({ mobile: fresh.mobile ?? '', email: fresh.email ?? '', birthday: fresh.birthday ?? '' });
      })
      .catch(() => {});
  }, []);

  const set = (key: keyof typeof form) => (value: string) => {
    touched.current = true;
    setForm((f) => ({ ...f, [key]: value }));
  };

  const submit = async () => {
    if (busy) return;
    const problem = checkProfile(form);
    if (problem) return toast(problem);
    setBusy(true);
    try {
      const payload = { mobile: form.mobile.trim(), email: form.email.trim(), birthday: form.birthday };
      const res = await postUpdateUserInfo(payload);
      if (res.code === 200) {
        const current = useSession.getState().userInfo;
        if (current) {
          const userInfo = { ...current, ...payload };
          writeJSON(STORAGE_KEYS.userInfo, userInfo);
          useSession.setState({ userInfo });
        }
        toast.success(PROFILE_SAVED);
      }
    } catch {
      toast.error('网络错误，请检查网络后重试！');
    } finally {
      setBusy(false);
    }
  };

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
          <TextInput id="mobile" type="tel" inputMode="tel" maxLength={16} placeholder="请输入手机号码" value={form.mobile} onChange={(e) => set('mobile')(e.target.value)} />
        </FieldRow>
        <FieldRow label="电子邮箱" htmlFor="email">
          <TextInput id="email" type="email" inputMode="email" maxLength={FORM_LIMITS.emailMax} placeholder="请输入电子邮箱" value={form.email} onChange={(e) => set('email')(e.target.value)} />
        </FieldRow>
      </Card>
      <p className="acc-note">用户名与真实姓名不可修改，如需更正请联系在线客服。</p>

      <SubmitButton busy={busy} onClick={submit}>
        确认
      </SubmitButton>
    </div>
  );
}
