import { LIMITS } from '@h5/shared/validators';
import { useLoginForm, useRegisterForm } from '../hooks/use-auth-form';
import { AuthForm, LOGIN_FIELDS, REGISTER_FIELDS, type LoginKey, type RegisterKey } from './auth-form';
import { GiftIcon } from './icons';

const LOGIN_SPEC = LOGIN_FIELDS(LIMITS.fieldMax);
const REGISTER_SPEC = REGISTER_FIELDS(LIMITS.fieldMax);

/** The login view's form (a view switch mounts a fresh one: empty fields, passwords hidden, a new captcha). */
export function LoginView({ redirect }: { redirect: string | null }) {
  const form = useLoginForm(redirect);
  return (
    <AuthForm<LoginKey>
      title="登录"
      fields={LOGIN_SPEC}
      captchaMaxLength={LIMITS.loginCaptchaMax}
      submitText="立即登录"
      {...form}
    />
  );
}

/** The register view's form, with the referrer shown read-only (推荐人ID) when there is one. */
export function RegisterView({ redirect, pid }: { redirect: string | null; pid: string | null }) {
  const form = useRegisterForm(redirect, pid);
  return (
    <AuthForm<RegisterKey>
      title="注册"
      fields={REGISTER_SPEC}
      captchaMaxLength={LIMITS.registerCaptchaMax}
      extra={
        pid ? (
          <p className="login-referrer" data-testid="login-referrer">
            <GiftIcon />
            推荐人ID：<b>{pid}</b>
          </p>
        ) : null
      }
      submitText="立即注册"
      {...form}
    />
  );
}
