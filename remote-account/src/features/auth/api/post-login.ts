import { post, useMutation, type MutationOptions } from '@h5/shared';
import type { LoginData, LoginPayload } from '@h5/shared/types';

export type LoginForm = LoginPayload;

export type SessionGrant = LoginData;

export interface LoginRequest {
  form: LoginForm;
  captchaId: string;
}

/**
 * `POST /api/login_pc` with name, password, the code and the server's `captcha_id`. The page shows the answer itself:
 * no automatic error toast, and a 401 here means "wrong credentials", not "session expired".
 */
export const postLogin = ({ form, captchaId }: LoginRequest) =>
  post<SessionGrant | null>(
    '/api/login_pc',
    { name: form.name, password: form.password, code: form.code.trim(), captcha_id: captchaId },
    { toastError: false, on401: 'ignore' },
  );

/**
 * The login. `onSuccess` (signing in) is awaited inside the write, so the button stays busy until the session exists.
 * It invalidates nothing: signing in empties the whole query cache.
 */
export const useLogin = (options: MutationOptions<SessionGrant | null>) => useMutation(postLogin, options);
