import { post, useMutation, type MutationOptions } from '@h5/shared';
import type { SessionGrant } from './post-login';
import type { RegisterPayload } from '@h5/shared/types';

/** The form's fields: the contract's body without the referrer (`pid`, added from the link). */
export type RegisterForm = Omit<RegisterPayload, 'pid'>;

export interface RegisterRequest {
  form: RegisterForm;
  captchaId: string;
  /** the referrer, sent only when there is one */
  pid?: string | null;
}

/** `POST /api/register`: the form, `pid` only when there is a referrer, and the server's `captcha_id`. */
export const postRegister = ({ form, captchaId, pid }: RegisterRequest) =>
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

/**
 * The registration. `onSuccess` (signing in) is awaited inside the write, so the button stays busy until the session
 * exists. It invalidates nothing: signing in empties the whole query cache.
 */
export const useRegister = (options: MutationOptions<SessionGrant | null>) => useMutation(postRegister, options);
