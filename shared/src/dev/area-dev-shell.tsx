// An area's own dev shell (`npm run dev -w remote-<area>`): the area's pages with the real shared package and the real
// API (proxied to API_URL, default http://localhost:8080 — run `npm start` there), without the host. Never shipped.
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import type { RemoteRoute } from '../federation/contract';
import { get, post } from '../api/client';
import { HashRouter, useLocation, useNavigate } from '../routing';
import { useSession } from '../session/store';
import '../ui/base.css';

declare const __AREA_ROUTES__: { routes: RemoteRoute[] };

function DevLogin() {
  const [captcha, setCaptcha] = useState<{ id: string; img: string } | null>(null);
  const [form, setForm] = useState({ name: 'demo888', password: 'demo888', code: '' });
  const [message, setMessage] = useState('');
  const load = () =>
    void get<{ id: string; img: string }>('/api/captcha', {}, { silent: true })
      .then((r) => r.code === 200 && setCaptcha(r.data))
      .catch(() => setMessage('接口不可用：请先在 API_URL（默认 http://localhost:8080）运行 npm start'));
  useEffect(load, []);
  const submit = async () => {
    const res = await post<{ api_token: string }>(
      '/api/login_pc',
      { ...form, captcha_id: captcha?.id },
      { toastError: false },
    );
    if (res.code === 200) await useSession.getState().signIn(res.data.api_token);
    else {
      setMessage(res.message);
      load();
    }
  };
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <b>开发登录（仅开发环境）</b>
      <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} placeholder="用户名" />
      <input
        value={form.password}
        type="password"
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        placeholder="密码"
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <input value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} placeholder="验证码" />
        {captcha && <img src={captcha.img} alt="验证码" onClick={load} />}
      </div>
      <button type="button" onClick={submit}>
        登录
      </button>
      {message && <span style={{ color: 'var(--h5-danger)' }}>{message}</span>}
    </div>
  );
}

function DevShell({ routes }: { routes: RemoteRoute[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const route = routes.find((r) => r.path === pathname) ?? routes[0];
  const [Page, setPage] = useState<React.ComponentType | null>(null);
  useEffect(() => {
    setPage(null);
    void route.page().then((m) => setPage(() => m.default));
  }, [route]);
  return (
    <>
      <nav style={{ display: 'flex', gap: 6, overflowX: 'auto', padding: 8, background: '#1c2030' }}>
        {routes.map((r) => (
          <button
            key={r.path}
            type="button"
            onClick={() => navigate(r.path)}
            style={{ whiteSpace: 'nowrap', fontWeight: r === route ? 700 : 400 }}
          >
            {r.title}
          </button>
        ))}
      </nav>
      {route.auth && !token ? <DevLogin /> : Page ? <Page /> : <p style={{ padding: 16 }}>加载中…</p>}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <DevShell routes={__AREA_ROUTES__.routes} />
  </HashRouter>,
);
