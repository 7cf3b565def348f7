import { NETWORK_ERROR, safeRedirect, toast, useNavigate, useSession, type ApiResponse } from '@h5/shared';
import { offerDepositLimit } from '@h5/shared/ui';
import { checkLogin, checkRegister } from '@h5/shared/validators';
import { useState } from 'react';
import { useCaptcha } from '../api/get-captcha';
import { useLogin, type LoginForm, type SessionGrant } from '../api/post-login';
import { useRegister, type RegisterForm } from '../api/post-register';

type Grant = ApiResponse<SessionGrant | null>;

/** The token of an answer that grants a session, else null. */
const tokenOf = (answer: Grant) => (answer.code === 200 && answer.data?.api_token ? answer.data.api_token : null);

/** Stores the token and starts the session (user info, balance poll). */
async function enter(token: string) {
  try {
    await useSession.getState().signIn(token);
  } catch {
    // the token is stored and polling starts; the user info loads on the next refresh
  }
}

interface AuthFormOptions<F extends { code: string }> {
  empty: F;
  /** the rules, in their order: the first failure, or null */
  check: (form: F) => string | null;
  /** sends the form with the captcha's id: the answer, or null when none came */
  send: (form: F, captchaId: string) => Promise<Grant | null>;
  busy: boolean;
  /** said when the server refuses without a message */
  refused: string;
  /** where to go once signed in (only an internal path is followed, else home) */
  redirect: string | null;
}

/**
 * One view's form (login or register): its values, which passwords are shown, its captcha, and the submit. The
 * rules run before any request, the first failure toasted. The server uses up the captcha on every attempt, so a
 * failed one (refused, or no answer at all) shows why as an error toast, clears the code and loads a new image; the
 * other fields stay. Success goes to `redirect`, replacing /login. Taps while a request runs are ignored.
 */
function useAuthForm<F extends { code: string }>({ empty, check, send, busy, refused, redirect }: AuthFormOptions<F>) {
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [revealed, setRevealed] = useState<Partial<Record<keyof F, boolean>>>({});
  const captcha = useCaptcha();

  const onSubmit = async () => {
    const problem = check(values);
    if (problem) return toast(problem);
    if (busy) return;
    const answer = await send(values, captcha.captcha?.id ?? '');
    if (answer && tokenOf(answer)) return navigate(safeRedirect(redirect), { replace: true });
    toast.error(answer ? answer.message || refused : NETWORK_ERROR);
    setValues((v) => ({ ...v, code: '' }));
    captcha.reload();
  };

  return {
    values,
    onChange: (key: keyof F, value: string) => setValues((v) => ({ ...v, [key]: value })),
    revealed,
    onToggleReveal: (key: keyof F) => setRevealed((r) => ({ ...r, [key]: !r[key] })),
    captcha,
    busy,
    onSubmit,
  };
}

const EMPTY_LOGIN: LoginForm = { name: '', password: '', code: '' };
const EMPTY_REGISTER: RegisterForm = {
  name: '',
  password: '',
  confirmPass: '',
  realname: '',
  paypassword: '',
  code: '',
};

/** The login view: success stores the token, then toasts the server's message (default 登录成功). */
export function useLoginForm(redirect: string | null) {
  const login = useLogin({
    onSuccess: async (answer) => {
      const token = tokenOf(answer);
      if (!token) return;
      await enter(token);
      toast.success(answer.message || '登录成功');
    },
  });
  return useAuthForm({
    empty: EMPTY_LOGIN,
    check: checkLogin,
    send: (form, captchaId) => login.run({ form, captchaId }),
    busy: login.pending,
    refused: '登录失败，请稍后重试',
    redirect,
  });
}

/** The register view: success toasts the server's message (default 注册成功) first, then signs in and offers a deposit limit. */
export function useRegisterForm(redirect: string | null, pid: string | null) {
  const register = useRegister({
    onSuccess: async (answer) => {
      const token = tokenOf(answer);
      if (!token) return;
      toast.success(answer.message || '注册成功');
      await enter(token);
      // 理性娱乐 (issue 22): a new player is offered a deposit limit once, over the page the sign-up leads to
      void offerDepositLimit();
    },
  });
  return useAuthForm({
    empty: EMPTY_REGISTER,
    check: checkRegister,
    send: (form, captchaId) => register.run({ form, captchaId, pid }),
    busy: register.pending,
    refused: '注册失败，请稍后重试',
    redirect,
  });
}
