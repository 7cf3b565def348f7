// jest-dom is loaded by jest/setup.ts; imported here too so the type checker knows its matchers
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, Route, Routes, upload, useLocation, useSession, type UserInfo } from '@h5/shared';
import { http } from '@h5/shared/testing';
import { LOGOUT_CONFIRM } from '../../features/mine';
import MinePage from '../mine-page';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), upload: jest.fn() }));
const mockUpload = upload as jest.MockedFunction<typeof upload>;

const USER: UserInfo = {
  username: 'player01',
  realname: '张三',
  mobile: '',
  email: '',
  birthday: '',
  avatar: '',
  balance: '1234.50',
  gameblance: '20.00',
  current_vip: 'VIP2',
  vip: 2,
  joinday: 12,
  paysum: '0.00',
  isagent: 0,
  transferstatus: 0,
  usdtrate: '7.20',
  withdrawcashfee: '1',
  withdrawfeeusdttrc: '1',
  withdrawusdtrate: '7.10',
};

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

let refreshUser: jest.Mock;

function renderMine(user: Partial<UserInfo> = {}, setup: Parameters<typeof userEvent.setup>[0] = {}) {
  window.location.hash = '#/mine';
  const info = { ...USER, ...user };
  refreshUser = jest.fn(async () => info);
  sessionStorage.setItem('token', 'tok');
  useSession.setState({ token: 'tok', userInfo: info, refreshUser });
  const userEv = userEvent.setup(setup);
  render(
    <HashRouter>
      <Routes>
        <Route path="/mine" element={<MinePage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </HashRouter>,
  );
  return userEv;
}

const where = () => screen.getByTestId('where').textContent;
const link = (name: string | RegExp) => screen.getByRole('link', { name });
const toastText = () => document.querySelector('.h5-toast-host [role="alert"]')?.textContent;
const avatarInput = () => screen.getByLabelText('上传头像') as HTMLInputElement;

beforeEach(() => {
  mockUpload.mockReset();
  document.querySelectorAll('.h5-toast-host').forEach((h) => (h.innerHTML = ''));
  document.querySelectorAll('.h5-dialog-mask').forEach((m) => m.remove());
});

afterEach(() => {
  jest.restoreAllMocks();
  useSession.getState().stopPolling();
});

describe('/mine page', () => {
  it('shows the player: username, VIP badge, joined days and the balance as the server sent it', () => {
    renderMine();
    expect(screen.getByTestId('mine-username')).toHaveTextContent('player01');
    expect(screen.getByTestId('mine-vip')).toHaveTextContent('VIP2');
    expect(screen.getByText('加入 12 天')).toBeInTheDocument();
    expect(screen.getByTestId('mine-balance')).toHaveTextContent('1234.50');
    expect(screen.getByRole('heading', { name: '我的' })).toBeInTheDocument();
  });

  it('reloads the user info each time it shows', () => {
    renderMine();
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('links every entry to its page', () => {
    renderMine();
    const expected: [string | RegExp, string][] = [
      ['在线客服', '#/kefu'],
      [/^个人资料： player01 VIP2 加入/, '#/userInfo'],
      ['存款', '#/recharge'],
      ['转账', '#/transfer'],
      ['取款', '#/withdrawal'],
      [/VIP特权/, '#/vip'],
      [/礼品\/优惠/, '#/activity'],
      ['我的钱包', '#/money'],
      ['交易记录', '#/transRecord'],
      ['投注记录', '#/betRecord'],
      ['返水中心', '#/fanshui'],
      ['活动记录', '#/activityRecord'],
      ['福利中心', '#/welfare'],
      ['消息中心', '#/message'],
      ['个人资料', '#/userInfo'],
      ['账户设置', '#/userCent'],
      ['APP下载', '#/app'],
      [/^帮助中心/, '#/boutBallBet'],
    ];
    for (const [name, href] of expected) expect(link(name)).toHaveAttribute('href', href);
  });

  it('shows the help centre with its fixed version label', () => {
    renderMine();
    expect(within(link(/^帮助中心/)).getByText('v1.0.0')).toBeInTheDocument();
  });

  it('tapping the name opens the profile', async () => {
    const user = renderMine();
    await user.click(screen.getByTestId('mine-username'));
    expect(where()).toBe('/userInfo');
  });

  it('a player (isagent 0) sees 合伙人计划 → /applyagent, not the agent login', () => {
    renderMine({ isagent: 0 });
    expect(link('合伙人计划')).toHaveAttribute('href', '#/applyagent');
    expect(screen.queryByRole('link', { name: '代理登录' })).toBeNull();
  });

  it('an agent (isagent 1) sees 代理登录 → /gamePage?dailiD=1, not the partner programme', async () => {
    const user = renderMine({ isagent: 1 });
    expect(screen.queryByRole('link', { name: '合伙人计划' })).toBeNull();
    await user.click(link('代理登录'));
    expect(where()).toBe('/gamePage?dailiD=1');
  });

  it('the refresh button reloads the user info and says 刷新成功', async () => {
    const user = renderMine();
    refreshUser.mockClear();
    await user.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(refreshUser).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toastText()).toBe('刷新成功'));
  });

  it('no 刷新成功 when the refresh failed', async () => {
    const user = renderMine();
    refreshUser.mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: '刷新余额' }));
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(2));
    expect(toastText()).toBeUndefined();
  });

  it('draws a default avatar when the player has none', () => {
    renderMine({ avatar: '' });
    expect(screen.getByRole('img', { name: '默认头像' })).toBeInTheDocument();
  });

  it('shows the uploaded avatar', () => {
    renderMine({ avatar: '/uploads/avatars/abc.png' });
    expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', '/uploads/avatars/abc.png');
  });

  it('the avatar picker accepts GIF and PNG only; an upload sends the file and reloads the user info', async () => {
    const user = renderMine();
    expect(avatarInput()).toHaveAttribute('type', 'file');
    expect(avatarInput()).toHaveAttribute('accept', 'image/gif,image/png');
    mockUpload.mockResolvedValueOnce({ code: 200, message: '上传成功', data: { url: '/uploads/avatars/x.png' } });
    refreshUser.mockClear();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(avatarInput(), file);
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    expect(mockUpload).toHaveBeenCalledTimes(1);
    const [path, form] = mockUpload.mock.calls[0];
    expect(path).toBe('/api/uploadimg');
    expect((form as FormData).get('file')).toBe(file);
    expect(toastText()).toBe('上传成功');
  });

  it('a refused upload (server message toasted by the client) does not reload the user info', async () => {
    const user = renderMine();
    mockUpload.mockResolvedValueOnce({ code: 415, message: '只支持 PNG 或 GIF 格式的图片', data: null });
    refreshUser.mockClear();
    await user.upload(avatarInput(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await waitFor(() => expect(mockUpload).toHaveBeenCalledTimes(1));
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('other types and files over 2 MB are refused before any upload', async () => {
    const user = renderMine({}, { applyAccept: false });
    await user.upload(avatarInput(), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(toastText()).toBe('只支持 PNG 或 GIF 格式的图片');
    await user.upload(avatarInput(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(toastText()).toBe('图片不能超过2MB');
    expect(mockUpload).not.toHaveBeenCalled();
  });

  it('logout asks 您确定要退出登录吗?; 取消 keeps the session', async () => {
    const user = renderMine();
    const request = jest.spyOn(http, 'request');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LOGOUT_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok');
    expect(where()).toBe('/mine');
  });

  it('confirming logs off, clears local and session storage, and goes to /login', async () => {
    const user = renderMine();
    localStorage.setItem('userInfo', JSON.stringify(USER));
    const request = jest.spyOn(http, 'request').mockResolvedValue({
      status: 200,
      data: { code: 200, message: '退出成功', data: null },
      headers: {},
      config: {},
      statusText: 'OK',
    } as never);
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/api/logoff' }));
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('the session ends even when the logoff call fails', async () => {
    const user = renderMine();
    jest.spyOn(http, 'request').mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
