import { useSearchParams, useSession } from '@h5/shared';
import {
  AuthHero,
  AuthLinks,
  AuthTabs,
  LoginView,
  RegisterView,
  TrustBadges,
  useReferrer,
  type AuthViewName,
} from '../features/auth';
import './login-page.css';

/**
 * /login: login and register. `?type=0|1&pid=&redirect=`: the view follows `type` (the tabs and the shell's 登录/注册
 * buttons both change it, with replace); `pid` (the referrer) and `redirect` stay in the URL across switches. A switch
 * starts the form afresh: empty fields, passwords hidden, a new captcha.
 */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const view: AuthViewName = params.get('type') === '1' ? 'register' : 'login';
  const pid = useReferrer((params.get('pid') ?? '').trim());
  const redirect = params.get('redirect');
  const siteTitle = useSession((s) => s.appInfo?.title) || '星耀娱乐';

  const switchTo = (next: AuthViewName) => {
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

  return (
    <div className="login-page">
      <AuthHero
        title={view === 'login' ? `欢迎来到${siteTitle}` : `加入${siteTitle}`}
        subtitle={view === 'login' ? '真人 · 体育 · 电竞 · 棋牌 · 电子 · 彩票' : '一分钟完成注册，畅享全场精彩'}
      />
      <section className="login-card">
        <AuthTabs view={view} onSwitch={switchTo} />
        {view === 'login' ? <LoginView redirect={redirect} /> : <RegisterView redirect={redirect} pid={pid} />}
        <AuthLinks />
      </section>
      <TrustBadges />
      <p className="login-footnote">理性娱乐 · 未满18周岁请勿注册</p>
    </div>
  );
}
