import { post, setUnauthorizedHandler, isNetworkError } from '../client';
import { http } from '../http';
import { useLoading } from '../../ui/loading';

type Adapter = NonNullable<typeof http.defaults.adapter>;
const reply = (status: number, data: unknown): Adapter =>
  (async (config: unknown) => ({ status, statusText: '', headers: {}, config, data })) as unknown as Adapter;

afterEach(() => {
  http.defaults.adapter = undefined;
  document.body.innerHTML = '';
});

describe('the api client', () => {
  it('sends the bearer token from session storage and answers the envelope', async () => {
    sessionStorage.setItem('token', 'tok-123');
    let auth: unknown;
    http.defaults.adapter = (async (config: { headers: { get(n: string): unknown } }) => {
      auth = config.headers.get('Authorization');
      return {
        status: 200,
        statusText: '',
        headers: {},
        config,
        data: { code: 200, message: 'ok', data: { balance: '1.00' } },
      };
    }) as unknown as Adapter;
    const res = await post<{ balance: string }>('/api/balance');
    expect(auth).toBe('Bearer tok-123');
    expect(res).toEqual({ code: 200, message: 'ok', data: { balance: '1.00' } });
  });

  it('uses a 30 s timeout', () => {
    expect(http.defaults.timeout).toBe(30_000);
  });

  it('shows the server message of a failure as a toast, unless told not to', async () => {
    http.defaults.adapter = reply(400, { code: 400, message: '金额格式不正确', data: null });
    const res = await post('/api/withdraw', { amount: 'x' });
    expect(res.code).toBe(400);
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('金额格式不正确');
    document.body.innerHTML = '';
    await post('/api/withdraw', { amount: 'x' }, { toastError: false });
    expect(document.body.querySelector('[role="alert"]')).toBeNull();
  });

  it('hands a 401 to the session with the mode the caller asked for', async () => {
    const seen: string[] = [];
    setUnauthorizedHandler((mode) => seen.push(mode));
    http.defaults.adapter = reply(401, { code: 401, message: '登录已过期，请重新登录', data: null });
    await post('/api/user');
    await post('/api/balance', {}, { on401: 'silent' });
    await post('/api/logoff', {}, { on401: 'ignore' });
    expect(seen).toEqual(['alert', 'silent']);
  });

  it('counts running requests for the loading overlay, but not silent ones', async () => {
    let during = -1;
    http.defaults.adapter = (async (config: unknown) => {
      during = useLoading.getState().pending;
      return { status: 200, statusText: '', headers: {}, config, data: { code: 200, message: '', data: null } };
    }) as unknown as Adapter;
    await post('/api/user');
    expect(during).toBe(1);
    await post('/api/balance', {}, { silent: true });
    expect(during).toBe(0);
    expect(useLoading.getState().pending).toBe(0);
  });

  it('turns a network failure into a NetworkError with the spec message', async () => {
    http.defaults.adapter = (async () => {
      throw new Error('socket hang up');
    }) as unknown as Adapter;
    const err = await post('/api/login_pc').catch((e) => e);
    expect(isNetworkError(err)).toBe(true);
    expect(err.message).toBe('网络错误，请检查网络后重试！');
    expect(useLoading.getState().pending).toBe(0);
  });
});
