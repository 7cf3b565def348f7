import { post } from '@h5/shared';
import type { LoginData, LoginPayload } from '@h5/shared/types';

export type LoginForm = LoginPayload;

export type SessionGrant = LoginData;

/**
 * `POST /api/login_pc` (000 §3 login payload, plus the server's `captcha_id`). The page shows the answer itself:
 * no automatic error toast, and a 401 here means "wrong credentials", not "session expired".
 */
export const postLogin = (form: LoginForm, captchaId: string) =>
  post<SessionGrant | null>(
    '/api/login_pc',
    { name: form.name, password: form.password, code: form.code.trim(), captcha_id: captchaId },
    { toastError: false, on401: 'ignore' },
  );
