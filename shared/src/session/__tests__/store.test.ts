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

  it("a 401 with the server's own reason (a session-time limit) shows it, even on the balance poll", async () => {
    await useSession.getState().signIn('tok-1');
    const reason = '您已达到设置的单次登录时长（30分钟），请休息一下再登录';
    answers['/api/balance'] = { status: 401, data: { code: 401, message: reason, data: null } };
    await useSession.getState().refreshBalance();
    const dialog = document.body.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain(reason);
    expect(dialog.textContent).not.toContain('认证失败');
    (dialog.querySelector('button') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it("a reload keeps the player: the store is filled from the spec's keys as it is created", () => {
    sessionStorage.setItem('token', 'tok-7');
    localStorage.setItem('userInfo', JSON.stringify({ username: 'demo888', balance: '8.00' }));
    localStorage.setItem('appInfo', JSON.stringify({ title: '星耀娱乐' }));
    localStorage.setItem('pid', 'A1024');
    localStorage.setItem('baseURL', 'http://localhost');
    jest.isolateModules(() => {
      const { useSession: reloaded } = jest.requireActual<typeof import('../store')>('../store');
      expect(reloaded.getState()).toMatchObject({
        token: 'tok-7',
        userInfo: { username: 'demo888', balance: '8.00' },
        appInfo: { title: '星耀娱乐' },
        pid: 'A1024',
        baseURL: 'http://localhost',
      });
    });
    // reading wrote nothing back
    expect(localStorage.getItem('pid')).toBe('A1024');
    expect(sessionStorage.getItem('token')).toBe('tok-7');
  });

  it("each action writes its field under the spec's key and format, and only what it changed", () => {
    const { setPid, setBaseURL, setAppInfo } = useSession.getState();
    setPid('A1024');
    setBaseURL('http://localhost');
    expect(localStorage.getItem('pid')).toBe('A1024');
    expect(localStorage.getItem('baseURL')).toBe('http://localhost');
    // a token another script put there (a browser test) is not touched by an unrelated change
    sessionStorage.setItem('token', 'set-by-a-test');
    setAppInfo({ title: '星耀娱乐' } as never);
    expect(JSON.parse(localStorage.getItem('appInfo')!)).toEqual({ title: '星耀娱乐' });
    expect(sessionStorage.getItem('token')).toBe('set-by-a-test');
  });

  it('clear empties both storages but keeps the site settings (appInfo)', async () => {
    await useSession.getState().signIn('tok-1');
    useSession.getState().setAppInfo({ title: '星耀娱乐' } as never);
    useSession.getState().setPid('A1024');
    useSession.getState().setBaseURL('http://localhost');
    localStorage.setItem('redpacketClosed', '1');
    sessionStorage.setItem('welcomeShown', '1');
    useSession.getState().clear();
    expect(sessionStorage.length).toBe(0);
    expect(Object.keys(localStorage)).toEqual(['appInfo']);
    expect(JSON.parse(localStorage.getItem('appInfo')!)).toEqual({ title: '星耀娱乐' });
    expect(useSession.getState()).toMatchObject({ token: null, userInfo: null, pid: null, baseURL: null });
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
