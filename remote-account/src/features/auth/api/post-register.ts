import { post } from '@h5/shared';
import type { SessionGrant } from './post-login';

export interface RegisterForm {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
}

/** `POST /api/register` (000 §3 register payload, `pid` only when there is a referrer, plus `captcha_id`). */
export const postRegister = (form: RegisterForm, captchaId: string, pid?: string | null) =>
  post<SessionGrant | null>(
    '/api/register',
    {
      name: form.name,
      password: form.password,
      confirmPass: form.confirmPass,
      realname: form.realname.trim(),
      paypassword: form.paypassword,
      code: form.code.trim(),
      captcha_id: captchaId,
      ...(pid ? { pid } : {}),
    },
    { toastError: false, on401: 'ignore' },
  );
