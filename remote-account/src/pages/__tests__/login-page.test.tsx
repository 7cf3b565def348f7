// jest-dom is loaded by jest/setup.ts; imported here too so the type checker knows its matchers
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@h5/shared/validators';
import { get, HashRouter, NetworkError, post, Route, Routes, useLocation, useSession } from '@h5/shared';
import LoginPage from '../login-page';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));

const mockPost = post as jest.MockedFunction<typeof post>;
const mockGet = get as jest.MockedFunction<typeof get>;
const NETWORK = '网络错误，请检查网络后重试！';

let captchaSeq = 0;
const captchaImg = (n: number) => `data:image/svg+xml;base64,Y2FwdGNoYS0${n}`;

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  const user = userEvent.setup();
  render(
    <HashRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </HashRouter>,
  );
  return user;
}

const where = () => screen.getByTestId('where').textContent;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /立即(登录|注册)/ });
const toastBox = () => screen.getByRole('alert');
const captchaImage = () => screen.findByRole('img', { name: '验证码' }) as Promise<HTMLImageElement>;

async function fillLogin(user: ReturnType<typeof userEvent.setup>, code = 'ab12') {
  await user.type(input('用户名'), 'player01');
  await user.type(input('密码'), 'secret1');
  if (code) await user.type(input('验证码'), code);
}

async function fillRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('用户名'), 'player01');
  await user.type(input('登录密码'), 'abc12345');
  await user.type(input('确认密码'), 'abc12345');
  await user.type(input('真实姓名'), '张三');
  await user.type(input('支付密码'), '654321');
  await user.type(input('验证码'), 'AB12');
}

beforeEach(() => {
  captchaSeq = 0;
  mockPost.mockReset();
  mockGet.mockReset();
  mockGet.mockImplementation(async () => {
    captchaSeq += 1;
    return { code: 200, message: '', data: { id: `c${captchaSeq}`, img: captchaImg(captchaSeq) } };
  });
  // the session store is real; only its follow-up calls (user info, balance poll) are kept off the network
  useSession.setState({
    token: null,
    pid: null,
    userInfo: null,
    refreshUser: jest.fn(async () => null),
    startPolling: jest.fn(),
  });
  document.querySelectorAll('.h5-toast-host').forEach((h) => (h.innerHTML = ''));
});

describe('/login page', () => {
  it('opens on the login view by default with the server captcha fetched silently', async () => {
    renderAt('/login');
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    expect((await captchaImage()).src).toBe(captchaImg(1));
    expect(mockGet).toHaveBeenCalledWith('/api/captcha', undefined, expect.objectContaining({ silent: true }));
    expect(screen.queryByLabelText('确认密码')).toBeNull();
  });

  it('opens the register view with ?type=1', async () => {
    renderAt('/login?type=1');
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['用户名', '登录密码', '确认密码', '真实姓名', '支付密码', '验证码'])
      expect(input(label)).toBeInTheDocument();
    await captchaImage();
  });

  it('登录 and 注册 are one named tab list: only the current tab is in the Tab order, the arrows switch the form', async () => {
    const user = renderAt('/login');
    const list = screen.getByRole('tablist', { name: '登录或注册' });
    const [login, register] = within(list).getAllByRole('tab');
    expect([login.tabIndex, register.tabIndex]).toEqual([0, -1]);
    login.focus();
    await user.keyboard('{ArrowRight}');
    expect(register).toHaveFocus();
    expect(register).toHaveAttribute('aria-selected', 'true');
    expect(input('确认密码')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(login).toHaveFocus();
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('确认密码')).toBeNull();
  });

  it('limits input lengths: login 32 / captcha 6, register 32 / captcha 4', async () => {
    const user = renderAt('/login');
    expect(input('用户名')).toHaveAttribute('maxLength', '32');
    expect(input('密码')).toHaveAttribute('maxLength', '32');
    expect(input('验证码')).toHaveAttribute('maxLength', '6');
    await user.click(screen.getByRole('tab', { name: '注册' }));
    for (const label of ['用户名', '登录密码', '确认密码', '真实姓名', '支付密码'])
      expect(input(label)).toHaveAttribute('maxLength', '32');
    expect(input('验证码')).toHaveAttribute('maxLength', '4');
  });

  it('checks the register rules in the spec order, one toast each, and sends nothing', async () => {
    const user = renderAt('/login?type=1');
    await captchaImage();
    const steps: [string, string, string][] = [
      ['用户名', 'player01', MSG.usernameLength],
      ['登录密码', 'abc123', MSG.passwordLength],
      ['确认密码', 'abc123', MSG.passwordMismatch],
      ['真实姓名', '张三', MSG.realName],
      ['支付密码', '654321', MSG.payPasswordLength],
      ['验证码', 'AB12', MSG.captchaRequired],
    ];
    for (const [label, value, message] of steps) {
      await user.click(submit());
      expect(toastBox()).toHaveTextContent(message);
      await user.type(input(label), value);
    }
    expect(MSG.usernameLength).toBe('用户名长度6~16位，字母或数字');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('refuses a short username and a mismatched confirmation with their messages', async () => {
    const user = renderAt('/login?type=1');
    await user.type(input('用户名'), 'abc');
    await user.click(submit());
    expect(toastBox()).toHaveTextContent('用户名长度6~16位，字母或数字');
    await user.clear(input('用户名'));
    await user.type(input('用户名'), 'player01');
    await user.type(input('登录密码'), 'abc123');
    await user.type(input('确认密码'), 'abc124');
    await user.click(submit());
    expect(toastBox()).toHaveTextContent('两次密码输入不一致！');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('checks the login rules: account and password, then captcha', async () => {
    const user = renderAt('/login');
    await user.click(submit());
    expect(toastBox()).toHaveTextContent('请输入账号和密码！');
    await user.type(input('用户名'), 'player01');
    await user.click(submit());
    expect(toastBox()).toHaveTextContent('请输入账号和密码！');
    await user.type(input('密码'), 'secret1');
    await user.click(submit());
    expect(toastBox()).toHaveTextContent('请输入验证码！');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('toggles password visibility with the eye button', async () => {
    const user = renderAt('/login');
    expect(input('密码')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input('密码')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input('密码')).toHaveAttribute('type', 'password');
  });

  it('switching views clears both forms, resets visibility, follows in the URL and loads a new captcha', async () => {
    const user = renderAt('/login?redirect=%2Fmine');
    await captchaImage();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: '显示密码' }));

    await user.click(screen.getByRole('tab', { name: '注册' }));
    expect(where()).toBe('/login?redirect=%2Fmine&type=1');
    expect(input('用户名')).toHaveValue('');
    expect(input('验证码')).toHaveValue('');
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(2));
    expect((await captchaImage()).src).toBe(captchaImg(2));
    await user.type(input('用户名'), 'newplayer');
    await user.type(input('登录密码'), 'abc123');
    await user.click(screen.getByRole('button', { name: '显示登录密码' }));

    await user.click(screen.getByRole('tab', { name: '登录' }));
    expect(where()).toBe('/login?redirect=%2Fmine&type=0');
    expect(input('用户名')).toHaveValue('');
    expect(input('密码')).toHaveValue('');
    expect(input('密码')).toHaveAttribute('type', 'password');
    expect(input('验证码')).toHaveValue('');
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(3));

    await user.click(screen.getByRole('tab', { name: '注册' }));
    expect(input('用户名')).toHaveValue('');
    expect(input('登录密码')).toHaveValue('');
    expect(input('登录密码')).toHaveAttribute('type', 'password');
  });

  it('follows ?type when the shell header changes it', async () => {
    renderAt('/login');
    await captchaImage();
    act(() => {
      window.location.hash = '#/login?type=1';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true'));
    expect(input('确认密码')).toBeInTheDocument();
  });

  it('tapping the captcha image loads a new one', async () => {
    const user = renderAt('/login');
    await user.click(await captchaImage());
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(2));
    expect((await captchaImage()).src).toBe(captchaImg(2));
  });

  it('a wrong captcha is shown as an error, clears the field and loads a new image', async () => {
    mockPost.mockResolvedValue({ code: 400, message: '验证码错误！', data: null });
    const user = renderAt('/login');
    await captchaImage();
    await fillLogin(user, 'zzzz');
    await user.click(submit());
    expect(await screen.findByText('验证码错误！')).toBeInTheDocument();
    expect(toastBox()).toHaveClass('h5-toast--danger');
    expect(input('验证码')).toHaveValue('');
    expect(input('用户名')).toHaveValue('player01');
    expect((await captchaImage()).src).toBe(captchaImg(2));
    expect(where()).toBe('/login');
  });

  it('a refused login shows the server message as an error toast and loads a new captcha', async () => {
    mockPost.mockResolvedValue({ code: 400, message: '用户名或密码错误', data: null });
    const user = renderAt('/login');
    await captchaImage();
    await fillLogin(user);
    await user.click(submit());
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(toastBox()).toHaveClass('h5-toast--danger');
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(2));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('logs in: sends the payload with the captcha id, stores the token and goes to the redirect', async () => {
    mockPost.mockResolvedValue({ code: 200, message: '登录成功', data: { api_token: 'tok-123' } });
    const user = renderAt('/login?redirect=%2Fmine%3Ftab%3D1');
    await captchaImage();
    await fillLogin(user);
    await user.click(submit());
    await waitFor(() => expect(where()).toBe('/mine?tab=1'));
    expect(mockPost).toHaveBeenCalledWith(
      '/api/login_pc',
      { name: 'player01', password: 'secret1', code: 'ab12', captcha_id: 'c1' },
      expect.objectContaining({ toastError: false }),
    );
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(useSession.getState().token).toBe('tok-123');
    expect(useSession.getState().startPolling).toHaveBeenCalled();
    expect(toastBox()).toHaveTextContent('登录成功');
    expect(toastBox()).toHaveClass('h5-toast--success');
  });

  it.each(['//evil.com', 'https://evil.com', '/login?type=1'])(
    'goes home instead of the redirect %s',
    async (redirect) => {
      mockPost.mockResolvedValue({ code: 200, message: '', data: { api_token: 'tok-9' } });
      const user = renderAt(`/login?redirect=${encodeURIComponent(redirect)}`);
      await captchaImage();
      await fillLogin(user);
      await user.click(submit());
      await waitFor(() => expect(where()).toBe('/'));
      expect(sessionStorage.getItem('token')).toBe('tok-9');
      expect(toastBox()).toHaveTextContent('登录成功');
    },
  );

  it('a network failure on login says so and loads a new captcha', async () => {
    mockPost.mockRejectedValue(new NetworkError(new Error('ECONNREFUSED')));
    const user = renderAt('/login');
    await captchaImage();
    await fillLogin(user);
    await user.click(submit());
    expect(await screen.findByText(NETWORK)).toBeInTheDocument();
    await waitFor(() => expect(mockGet).toHaveBeenCalledTimes(2));
    expect(where()).toBe('/login');
  });

  it('a network failure on register says so', async () => {
    mockPost.mockRejectedValue(new NetworkError(new Error('timeout')));
    const user = renderAt('/login?type=1');
    await captchaImage();
    await fillRegister(user);
    await user.click(submit());
    expect(await screen.findByText(NETWORK)).toBeInTheDocument();
  });

  it('registers: shows the server message as a success toast, sends pid, signs in and goes to the redirect', async () => {
    mockPost.mockResolvedValue({ code: 200, message: '注册成功，欢迎加入！', data: { api_token: 'tok-new' } });
    const user = renderAt('/login?type=1&pid=A1024&redirect=%2Fvip');
    await captchaImage();
    expect(screen.getByTestId('login-referrer')).toHaveTextContent('A1024');
    await fillRegister(user);
    await user.click(submit());
    await waitFor(() => expect(where()).toBe('/vip'));
    expect(mockPost).toHaveBeenCalledWith(
      '/api/register',
      {
        name: 'player01',
        password: 'abc12345',
        confirmPass: 'abc12345',
        realname: '张三',
        paypassword: '654321',
        code: 'AB12',
        captcha_id: 'c1',
        pid: 'A1024',
      },
      expect.objectContaining({ toastError: false }),
    );
    expect(toastBox()).toHaveTextContent('注册成功，欢迎加入！');
    expect(toastBox()).toHaveClass('h5-toast--success');
    expect(sessionStorage.getItem('token')).toBe('tok-new');
    expect(localStorage.getItem('pid')).toBe('A1024');
    // 理性娱乐 (issue 22): the new player is offered a deposit limit; 去设置 opens /responsible, and it is asked once
    const offer = await screen.findByRole('dialog', { name: '理性娱乐' });
    expect(offer).toHaveTextContent('存款限额');
    await user.click(within(offer).getByRole('button', { name: '去设置' }));
    await waitFor(() => expect(where()).toBe('/responsible'));
    expect(localStorage.getItem('depositLimitOffered')).toBe('1');
  });

  it('sends the stored pid when the query has none, and no pid at all without one', async () => {
    mockPost.mockResolvedValue({ code: 400, message: '用户名已存在', data: null });
    useSession.setState({ pid: 'P77' });
    const user = renderAt('/login?type=1');
    await captchaImage();
    await fillRegister(user);
    await user.click(submit());
    await screen.findByText('用户名已存在');
    expect(mockPost.mock.calls[0][1]).toMatchObject({ pid: 'P77' });
    expect(toastBox()).toHaveClass('h5-toast--danger');
    // the failed attempt used up the captcha: new image, code cleared
    expect((await captchaImage()).src).toBe(captchaImg(2));
    expect(input('验证码')).toHaveValue('');

    act(() => useSession.setState({ pid: null }));
    await user.type(input('验证码'), 'CD34');
    await user.click(submit());
    await waitFor(() => expect(mockPost).toHaveBeenCalledTimes(2));
    expect(mockPost.mock.calls[1][1]).not.toHaveProperty('pid');
    expect(mockPost.mock.calls[1][1]).toMatchObject({ captcha_id: 'c2', code: 'CD34' });
  });

  it('shows loading on the button and ignores further taps while the request runs', async () => {
    let answer!: (v: Awaited<ReturnType<typeof post>>) => void;
    mockPost.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderAt('/login');
    await captchaImage();
    await fillLogin(user);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(mockPost).toHaveBeenCalledTimes(1);
    await act(async () => answer({ code: 400, message: '用户名或密码错误', data: null }));
    expect(submit()).not.toBeDisabled();
  });

  it('still shows the page to a logged-in player', async () => {
    sessionStorage.setItem('token', 'old');
    useSession.setState({ token: 'old' });
    renderAt('/login');
    expect(await captchaImage()).toBeInTheDocument();
    expect(where()).toBe('/login');
  });

  it('links to browsing first and to customer service', async () => {
    const user = renderAt('/login');
    await captchaImage();
    expect(screen.getByRole('link', { name: '先去逛逛' })).toHaveAttribute('href', '#/');
    await user.click(screen.getByRole('link', { name: '在线客服' }));
    expect(where()).toBe('/kefu');
  });
});
