import './auth-form.css';
import type { FormEvent, ReactNode } from 'react';
import type { CaptchaState } from '../api/get-captcha';
import { AuthField } from './auth-field';
import { CaptchaImage } from './captcha-image';
import { IdCardIcon, LockCheckIcon, LockIcon, ShieldIcon, UserIcon, WalletKeyIcon } from './icons';

export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  placeholder: string;
  icon: ReactNode;
  maxLength: number;
  secret?: boolean;
  autoComplete?: string;
}

export interface AuthFormProps<K extends string> {
  /** names the form for assistive technology */
  title: string;
  fields: FieldSpec<K>[];
  values: Record<K | 'code', string>;
  onChange: (key: K | 'code', value: string) => void;
  revealed: Partial<Record<K, boolean>>;
  onToggleReveal: (key: K) => void;
  captcha: CaptchaState;
  captchaMaxLength: number;
  /** between the fields and the button (the referrer line) */
  extra?: ReactNode;
  submitText: string;
  busy: boolean;
  onSubmit: () => void;
}

/** The fields of one view, its captcha row and its gold submit button. */
export function AuthForm<K extends string>(props: AuthFormProps<K>) {
  const {
    title,
    fields,
    values,
    onChange,
    revealed,
    onToggleReveal,
    captcha,
    captchaMaxLength,
    extra,
    submitText,
    busy,
    onSubmit,
  } = props;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="login-form" aria-label={title} noValidate onSubmit={submit}>
      {fields.map((f) => (
        <AuthField
          key={f.key}
          label={f.label}
          icon={f.icon}
          value={values[f.key]}
          onChange={(v) => onChange(f.key, v)}
          placeholder={f.placeholder}
          maxLength={f.maxLength}
          autoComplete={f.autoComplete}
          secret={f.secret ? { revealed: Boolean(revealed[f.key]), onToggle: () => onToggleReveal(f.key) } : undefined}
        />
      ))}
      <AuthField
        label="验证码"
        icon={<ShieldIcon />}
        value={values.code}
        onChange={(v) => onChange('code', v)}
        placeholder="请输入验证码"
        maxLength={captchaMaxLength}
        trailing={<CaptchaImage captcha={captcha.captcha} loading={captcha.loading} onRefresh={captcha.reload} />}
      />
      {extra}
      <button type="submit" className={`login-submit${busy ? ' is-busy' : ''}`} disabled={busy} aria-busy={busy}>
        {busy && <i className="login-submit__spinner" aria-hidden="true" />}
        {submitText}
      </button>
    </form>
  );
}

export type LoginKey = 'name' | 'password';
export type RegisterKey = 'name' | 'password' | 'confirmPass' | 'realname' | 'paypassword';

/** The login fields and their limits. */
export const LOGIN_FIELDS = (max: number): FieldSpec<LoginKey>[] => [
  {
    key: 'name',
    label: '用户名',
    placeholder: '请输入用户名',
    icon: <UserIcon />,
    maxLength: max,
    autoComplete: 'username',
  },
  {
    key: 'password',
    label: '密码',
    placeholder: '请输入密码',
    icon: <LockIcon />,
    maxLength: max,
    secret: true,
    autoComplete: 'current-password',
  },
];

/** The register fields, in the order they are checked. */
export const REGISTER_FIELDS = (max: number): FieldSpec<RegisterKey>[] => [
  {
    key: 'name',
    label: '用户名',
    placeholder: '6~16位字母或数字',
    icon: <UserIcon />,
    maxLength: max,
    autoComplete: 'username',
  },
  {
    key: 'password',
    label: '登录密码',
    placeholder: '请输入登录密码，至少6位',
    icon: <LockIcon />,
    maxLength: max,
    secret: true,
    autoComplete: 'new-password',
  },
  {
    key: 'confirmPass',
    label: '确认密码',
    placeholder: '请再次输入登录密码',
    icon: <LockCheckIcon />,
    maxLength: max,
    secret: true,
    autoComplete: 'new-password',
  },
  {
    key: 'realname',
    label: '真实姓名',
    placeholder: '须与提款银行卡姓名一致',
    icon: <IdCardIcon />,
    maxLength: max,
    autoComplete: 'name',
  },
  {
    key: 'paypassword',
    label: '支付密码',
    placeholder: '请输入支付密码，至少6位',
    icon: <WalletKeyIcon />,
    maxLength: max,
    secret: true,
    autoComplete: 'new-password',
  },
];
