import { useSearchParams } from '@h5/shared';
import { Form } from '@h5/shared/antd';
import { ListCard, SubmitButton } from '../components/account-ui';
import { PasswordField, usePasswordChange } from '../features/security';

/**
 * /password: `type=1` changes the login password, any other value sets the withdrawal password. Three masked fields
 * (old, new, confirmation) checked in a fixed seven-step order (新旧密码不能一致！ clears the form). Login password
 * success: storage, token and polling cleared, then /login (the server ended every session). Withdrawal password
 * success: the page stays and the form is cleared.
 */
export default function PasswordPage() {
  const [params] = useSearchParams();
  const isLogin = params.get('type') === '1';
  const { form, initialValues, submit, busy } = usePasswordChange(isLogin);
  const what = isLogin ? '登录密码' : '取款密码';
  return (
    <div className="acc-page password-page">
      <Form form={form} initialValues={initialValues} layout="horizontal" className="acc-form">
        <ListCard title={isLogin ? '修改登录密码' : '设置取款密码'}>
          <PasswordField name="oldPassword" label="旧密码" placeholder={`请输入旧${what}`} />
          <PasswordField name="newPassword" label="新密码" placeholder={`请输入新${what}（至少6位）`} />
          <PasswordField name="confirmation" label="确认密码" placeholder={`请再次输入新${what}`} />
        </ListCard>
      </Form>
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
