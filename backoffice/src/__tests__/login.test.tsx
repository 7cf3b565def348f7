import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboard, fakeServer, me } from './fake-server';
import { renderConsole } from './render';

jest.mock('../features/dashboard/DaysChart', () => ({ __esModule: true, default: () => <div data-testid="chart" /> }));

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const first = document.querySelector<HTMLInputElement>('.ant-otp input');
  await user.click(first!);
  await user.keyboard(code);
}

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('用户名'), 'finance1');
  await user.type(screen.getByLabelText('密码'), 'Secret!2026');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

afterEach(() => jest.restoreAllMocks());

describe('sign-in', () => {
  test('password → the TOTP code → the dashboard; every POST carries X-H5-Console', async () => {
    let signedIn = false;
    const server = fakeServer({
      'GET /me': () =>
        signedIn
          ? { data: me('finance', { totp_enabled: true }) }
          : { status: 401, message: '管理员登录已过期，请重新登录' },
      'POST /login': { data: { role: 'finance', username: 'finance1', expires_at: '', second_factor: 'totp' } },
      'POST /login/totp': (body) => {
        if ((body as { code: string }).code !== '123456') return { status: 400, message: '动态验证码错误' };
        signedIn = true;
        return { data: null };
      },
      'GET /dashboard': { data: dashboard(true) },
      'GET /deposits': { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } },
      'GET /withdrawals': { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/');
    await password(user);
    expect(await screen.findByRole('heading', { name: '两步验证' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/login')[0].body).toEqual({ username: 'finance1', password: 'Secret!2026' });

    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText('动态验证码错误')).toBeInTheDocument();

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('heading', { name: '今日概况' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(server.callsTo('POST', '/login/totp').at(-1)!.body).toEqual({ code: '123456' });
    for (const c of server.calls.filter((c) => c.method !== 'GET')) expect(c.headers['x-h5-console']).toBe('1');
  });

  test('a recovery code instead of the TOTP code', async () => {
    let signedIn = false;
    const server = fakeServer({
      'GET /me': () => (signedIn ? { data: me('editor') } : { status: 401 }),
      'POST /login': { data: { role: 'editor', username: 'editor1', expires_at: '', second_factor: 'totp' } },
      'POST /login/totp': () => {
        signedIn = true;
        return {};
      },
      'GET /dashboard': { data: dashboard(false) },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/login');
    await password(user);
    await user.click(await screen.findByRole('button', { name: '无法使用验证器？使用恢复码' }));
    await user.type(screen.getByLabelText('恢复码'), ' abcde-fghij ');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByRole('heading', { name: '今日概况' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/login/totp')[0].body).toEqual({ recovery_code: 'abcde-fghij' });
  });

  test('enrol: the QR and the secret, a code, then the 10 recovery codes once (copy, download), 我已保存 → in', async () => {
    let signedIn = false;
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-xxxxx`);
    const server = fakeServer({
      'GET /me': () => (signedIn ? { data: me('super', { totp_enabled: true }) } : { status: 401 }),
      'POST /login': { data: { role: 'super', username: 'admin', expires_at: '', second_factor: 'enrol' } },
      'POST /totp/enrol': {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      },
      'POST /totp/enrol/confirm': () => {
        signedIn = true;
        return { data: { recovery_codes: codes } };
      },
      'GET /dashboard': { data: dashboard(true) },
      'GET /deposits': { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } },
      'GET /withdrawals': { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    // after setup: user-event puts its own clipboard stub in place
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = jest.fn(() => 'blob:codes');
    URL.revokeObjectURL = jest.fn();
    // jsdom does not navigate: the download link's click is caught and checked
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderConsole('/login');
    await password(user);
    expect(await screen.findByRole('heading', { name: '绑定两步验证' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const qr = screen.getByRole('img', { name: /两步验证二维码/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(server.callsTo('POST', '/totp/enrol')).toHaveLength(1);

    await typeCode(user, '246810');
    await user.click(screen.getByRole('button', { name: '验证并开启' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(server.callsTo('POST', '/totp/enrol/confirm')[0].body).toEqual({ code: '246810' });

    await user.click(screen.getByRole('button', { name: /复制全部/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(codes.join('\n')));
    await user.click(screen.getByRole('button', { name: /下载 \.txt/ }));
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked.map((a) => [a.download, a.href])).toEqual([['recovery-codes-admin.txt', 'blob:codes']]);

    await user.click(screen.getByRole('button', { name: '我已保存' }));
    expect(await screen.findByRole('heading', { name: '今日概况' })).toBeInTheDocument();
  });

  test('a wrong password shows the server message as-is and stays on the form', async () => {
    fakeServer({
      'GET /me': { status: 401 },
      'POST /login': { status: 400, message: '账号或密码错误' },
    });
    const user = userEvent.setup({ delay: null });
    renderConsole('/login');
    await password(user);
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
