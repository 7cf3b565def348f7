import { post } from '@h5/shared';
import type { LoginData, RegisterPayload } from '@h5/shared/types';

/** The form's fields: the contract's body without the referrer (`pid`, added from the link). */
export type RegisterForm = Omit<RegisterPayload, 'pid'>;

/** `POST /api/register` (000 §3 register payload, `pid` only when there is a referrer, plus `captcha_id`). */
export const postRegister = (form: RegisterForm, captchaId: string, pid?: string | null) =>
  post<LoginData | null>(
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
