import { checkLogin, checkRegister, isValidPid, LIMITS } from '@h5/shared/validators';
import {
  isNetworkError,
  NETWORK_ERROR,
  Link,
  safeRedirect,
  toast,
  useNavigate,
  useSearchParams,
  useSession,
} from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postLogin, type LoginForm } from '../features/auth/api/post-login';
import { postRegister, type RegisterForm } from '../features/auth/api/post-register';
import { AuthForm, LOGIN_FIELDS, REGISTER_FIELDS, type LoginKey, type RegisterKey } from '../features/auth/components/auth-form';
import { AuthHero } from '../features/auth/components/auth-hero';
import { BoltIcon, ClockIcon, CompassIcon, GiftIcon, HeadsetIcon, ShieldIcon } from '../features/auth/components/icons';
import { useCaptcha } from '../features/auth/hooks/use-captcha';
import './login-page.css';

type View = 'login' | 'register';

const EMPTY_LOGIN: LoginForm = { name: '', password: '', code: '' };
const EMPTY_REGISTER: RegisterForm = { name: '', password: '', confirmPass: '', realname: '', paypassword: '', code: '' };
const LOGIN_SPEC = LOGIN_FIELDS(LIMITS.fieldMax);
const REGISTER_SPEC = REGISTER_FIELDS(LIMITS.fieldMax);

/** /login: login and register (000 §2, §4, §5, §8). `?type=0|1&pid=&redirect=` */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view: View = params.get('type') === '1' ? 'register' : 'login';
  const queryPid = (params.get('pid') ?? '').trim();
  const storedPid = useSession((s) => s.pid);
  const pid = isValidPid(queryPid) ? queryPid : storedPid;
  const siteTitle = useSession((s) => s.appInfo?.title) || '星耀娱乐';

  const [login, setLogin] = useState<LoginForm>(EMPTY_LOGIN);
  const [register, setRegister] = useState<RegisterForm>(EMPTY_REGISTER);
  const [revealed, setRevealed] = useState<Partial<Record<RegisterKey, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const captcha = useCaptcha();
  const { reload: reloadCaptcha } = captcha;

  // A view switch (tabs, or the shell's 登录/注册 buttons changing ?type) starts both forms afresh.
  useEffect(() => {
    setLogin(EMPTY_LOGIN);
    setRegister(EMPTY_REGISTER);
    setRevealed({});
    reloadCaptcha();
  }, [view, reloadCaptcha]);

  // The query's pid overrides the stored one (000 §3 "Stored locally").
  useEffect(() => {
    if (isValidPid(queryPid) && queryPid !== useSession.getState().pid) useSession.getState().setPid(queryPid);
  }, [queryPid]);

  const switchTo = (next: View) => {
    if (next === view) return;
    setParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        q.set('type', next === 'register' ? '1' : '0');
        return q;
      },
      { replace: true },
    );
  };

  const toggleReveal = useCallback((key: RegisterKey) => setRevealed((r) => ({ ...r, [key]: !r[key] })), []);

  /** One request at a time: further taps are ignored until it settles. */
  const once = async (action: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Every attempt uses up the captcha on the server: a failed one shows why, clears the code and loads a new image. */
  const failed = (message: string, clearCode: () => void) => {
    toast.error(message);
    clearCode();
    reloadCaptcha();
  };

  const enter = async (token: string) => {
    try {
      await useSession.getState().signIn(token);
    } catch {
      // the token is stored and polling starts; the user info loads on the next refresh
    }
  };

  const target = () => safeRedirect(params.get('redirect'));

  const submitLogin = () => {
    const problem = checkLogin(login);
    if (problem) return toast(problem);
    const clearCode = () => setLogin((f) => ({ ...f, code: '' }));
    void once(async () => {
      let res;
      try {
        res = await postLogin(login, captcha.captcha?.id ?? '');
      } catch (e) {
        return failed(isNetworkError(e) ? e.message : NETWORK_ERROR, clearCode);
      }
      if (res.code !== 200 || !res.data?.api_token) return failed(res.message || '登录失败，请稍后重试', clearCode);
      await enter(res.data.api_token);
      toast.success(res.message || '登录成功');
      navigate(target(), { replace: true });
    });
  };

  const submitRegister = () => {
    const problem = checkRegister(register);
    if (problem) return toast(problem);
    const clearCode = () => setRegister((f) => ({ ...f, code: '' }));
    void once(async () => {
      let res;
      try {
        res = await postRegister(register, captcha.captcha?.id ?? '', pid);
      } catch (e) {
        return failed(isNetworkError(e) ? e.message : NETWORK_ERROR, clearCode);
      }
      if (res.code !== 200 || !res.data?.api_token) return failed(res.message || '注册失败，请稍后重试', clearCode);
      toast.success(res.message || '注册成功');
      await enter(res.data.api_token);
      navigate(target(), { replace: true });
    });
  };

  return (
    <div className="login-page">
      <AuthHero
        title={view === 'login' ? `欢迎来到${siteTitle}` : `加入${siteTitle}`}
        subtitle={view === 'login' ? '真人 · 体育 · 电竞 · 棋牌 · 电子 · 彩票' : '一分钟完成注册，畅享全场精彩'}
      />
      <section className="login-card">
        <div className="login-tabs" role="tablist" aria-label="登录或注册">
          {(['login', 'register'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className={`login-tabs__tab${view === v ? ' is-active' : ''}`}
              onClick={() => switchTo(v)}
            >
              {v === 'login' ? '登录' : '注册'}
            </button>
          ))}
          <i className={`login-tabs__ink login-tabs__ink--${view}`} aria-hidden="true" />
        </div>
        {view === 'login' ? (
          <AuthForm<LoginKey>
            title="登录"
            fields={LOGIN_SPEC}
            values={login}
            onChange={(key, value) => setLogin((f) => ({ ...f, [key]: value }))}
            revealed={revealed}
            onToggleReveal={toggleReveal}
            captcha={captcha}
            captchaMaxLength={LIMITS.loginCaptchaMax}
            submitText="立即登录"
            busy={busy}
            onSubmit={submitLogin}
          />
        ) : (
          <AuthForm<RegisterKey>
            title="注册"
            fields={REGISTER_SPEC}
            values={register}
            onChange={(key, value) => setRegister((f) => ({ ...f, [key]: value }))}
            revealed={revealed}
            onToggleReveal={toggleReveal}
            captcha={captcha}
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
            busy={busy}
            onSubmit={submitRegister}
          />
        )}
        <nav className="login-links">
          <Link to="/" className="login-links__item">
            <CompassIcon />
            先去逛逛
          </Link>
          <i className="login-links__divider" aria-hidden="true" />
          <Link to="/kefu" className="login-links__item">
            <HeadsetIcon />
            在线客服
          </Link>
        </nav>
      </section>
      <ul className="login-trust" aria-label="服务保障">
        <li>
          <ShieldIcon size={18} />
          <span>资金安全</span>
        </li>
        <li>
          <BoltIcon />
          <span>极速存取</span>
        </li>
        <li>
          <ClockIcon />
          <span>7×24 客服</span>
        </li>
      </ul>
      <p className="login-footnote">理性娱乐 · 未满18周岁请勿注册</p>
    </div>
  );
}
