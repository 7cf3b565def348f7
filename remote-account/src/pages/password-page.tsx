import { toast, useNavigate, useSearchParams, useSession } from '@h5/shared';
import { checkPasswordChange } from '@h5/shared/validators';
import { useState } from 'react';
import { Card, SubmitButton } from '../components/account-ui';
import { postEditPassword } from '../features/security/api/post-edit-password';
import { postEditPayPassword } from '../features/security/api/post-edit-pay-password';
import { PasswordField } from '../features/security/components/password-field';

export const PASSWORD_CHANGED = '密码修改成功！';
const EMPTY = { password: '', paypassword: '', newpasword: '' };

/**
 * /password (001 §2, §4, §5): `type=1` changes the login password, any other value sets the withdrawal password.
 * Three masked fields (old, new, confirmation) checked in the spec's seven-step order (新旧密码不能一致！ clears the
 * form). Login password success: storage, token and polling cleared, then /login (the server ended every session).
 * Withdrawal password success: the page stays and the form is cleared.
 */
export default function PasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isLogin = params.get('type') === '1';
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    if (busy) return;
    const problem = checkPasswordChange(form);
    if (problem) {
      if (problem.clearForm) setForm(EMPTY);
      return toast(problem.message);
    }
    setBusy(true);
    try {
      const payload = { password: form.password, paypassword: form.paypassword };
      const res = await (isLogin ? postEditPassword(payload) : postEditPayPassword(payload));
      if (res.code !== 200) return;
      toast.success(res.message || PASSWORD_CHANGED);
      if (isLogin) {
        useSession.getState().clear();
        navigate('/login', { replace: true });
      } else {
        setForm(EMPTY);
      }
    } catch {
      toast.error('网络错误，请检查网络后重试！');
    } finally {
      setBusy(false);
    }
  };

  const what = isLogin ? '登录密码' : '取款密码';
  return (
    <div className="acc-page password-page">
      <Card title={isLogin ? '修改登录密码' : '设置取款密码'}>
        <PasswordField id="old-password" label="旧密码" placeholder={`请输入旧${what}`} value={form.password} onChange={set('password')} />
        <PasswordField id="new-password" label="新密码" placeholder={`请输入新${what}（至少6位）`} value={form.paypassword} onChange={set('paypassword')} />
        <PasswordField id="confirm-password" label="确认密码" placeholder={`请再次输入新${what}`} value={form.newpasword} onChange={set('newpasword')} />
      </Card>
      <p className="acc-note">
        {isLogin
          ? '修改成功后所有设备将退出登录，请使用新密码重新登录。'
          : '取款密码用于提现与绑定银行卡，请勿与登录密码相同。忘记旧密码请联系在线客服。'}
      </p>
      <SubmitButton busy={busy} onClick={submit}>
        确认修改
      </SubmitButton>
    </div>
  );
}
