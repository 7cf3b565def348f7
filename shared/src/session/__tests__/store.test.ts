import { http } from '../../api/http';
import { BALANCE_POLL_MS, useSession } from '../store';

type Adapter = NonNullable<typeof http.defaults.adapter>;
const calls: string[] = [];
let answers: Record<string, { status: number; data: unknown }> = {};

beforeEach(() => {
  calls.length = 0;
  answers = {
    '/api/user': {
      status: 200,
      data: { code: 200, message: '', data: { username: 'demo888', balance: '10.00', gameblance: '0.00', vip: 2 } },
    },
    '/api/balance': { status: 200, data: { code: 200, message: '', data: { balance: '12.50', gameblance: '3.00' } } },
    '/api/logoff': { status: 200, data: { code: 200, message: '', data: null } },
  };
  http.defaults.adapter = (async (config: { url: string }) => {
    calls.push(config.url);
    const a = answers[config.url] ?? { status: 404, data: { code: 404, message: '接口不存在', data: null } };
    return { status: a.status, statusText: '', headers: {}, config, data: a.data };
  }) as unknown as Adapter;
  useSession.getState().clear();
  window.location.hash = '#/';
});

afterEach(() => {
  useSession.getState().stopPolling();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the session store', () => {
  it('signs in: the token goes to session storage, the user to local storage', async () => {
    await useSession.getState().signIn('tok-1');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userInfo')!).username).toBe('demo888');
    expect(useSession.getState().userInfo?.balance).toBe('10.00');
  });

  it('polls the balance every 4300 ms while logged in and stops on clear', async () => {
    expect(BALANCE_POLL_MS).toBe(4300);
    await useSession.getState().signIn('tok-1');
    jest.useFakeTimers();
    useSession.getState().stopPolling();
    useSession.getState().startPolling();
    calls.length = 0;
    await jest.advanceTimersByTimeAsync(4299);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['/api/balance']);
    await jest.advanceTimersByTimeAsync(4300);
    expect(calls).toEqual(['/api/balance', '/api/balance']);
    useSession.getState().clear();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual(['/api/balance', '/api/balance']);
  });

  it('a balance refresh updates the stored user', async () => {
    await useSession.getState().signIn('tok-1');
    await useSession.getState().refreshBalance();
    expect(useSession.getState().userInfo).toMatchObject({ balance: '12.50', gameblance: '3.00' });
    expect(JSON.parse(localStorage.getItem('userInfo')!).balance).toBe('12.50');
  });

  it('a 401 on the balance poll clears everything silently and goes to /login', async () => {
    await useSession.getState().signIn('tok-1');
    localStorage.setItem('pid', '77');
    answers['/api/balance'] = { status: 401, data: { code: 401, message: '登录已过期，请重新登录', data: null } };
    await useSession.getState().refreshBalance();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('pid')).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(window.location.hash).toBe('#/login');
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('a 401 elsewhere shows 认证失败 and clears only after the player confirms', async () => {
    await useSession.getState().signIn('tok-1');
    answers['/api/user'] = { status: 401, data: { code: 401, message: '登录已过期，请重新登录', data: null } };
    await useSession.getState().refreshUser();
    const dialog = document.body.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('认证失败');
    expect(dialog.textContent).toContain('登录已过期，请重新登录');
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    (dialog.querySelector('button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('sign-out calls logoff and clears the session whatever the answer', async () => {
    await useSession.getState().signIn('tok-1');
    answers['/api/logoff'] = { status: 500, data: { code: 500, message: 'x', data: null } };
    await useSession.getState().signOut();
    expect(calls).toContain('/api/logoff');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
  });
});
