import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WalletPage from '../wallet-page';
import { api, routeApi } from './money-api';
import {
  answer,
  NO_FRESH_USER,
  PLAYER,
  renderAt,
  resetDom,
  session,
  setVisibility,
  toastKind,
  toastText,
  VENUES,
} from './money-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockList = api.balanceList;
const mockOne = api.userApiMoney;
const mockAll = api.transAll;
const mockRefresh = api.refreshUserMoney;

beforeEach(() => {
  resetDom();
  jest.resetAllMocks();
  routeApi();
  mockList.mockResolvedValue(answer(VENUES) as never);
  mockRefresh.mockResolvedValue(NO_FRESH_USER);
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('/money page', () => {
  it('shows total assets (central plus every venue, exactly), the central wallet, the shortcuts and the venue grid', async () => {
    session(PLAYER);
    renderAt('/money', '/money', <WalletPage />);
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(5));
    // 1234.50 + 100.00 + 200.25
    expect(screen.getByTestId('total-assets')).toHaveTextContent('1534.75');
    expect(screen.getByTestId('central-balance')).toHaveTextContent('1234.50');
    const nav = screen.getByRole('navigation', { name: '快捷入口' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['存款', '#/recharge'],
      ['转账', '#/transfer'],
      ['取款', '#/withdrawal'],
      ['卡片管理', '#/wallet'],
    ]);
    expect(screen.getAllByTestId('venue')[1]).toHaveTextContent('BBIN真人200.25');
    expect(mockRefresh).toHaveBeenCalled();
  });

  it("until the venues answer, total assets count the user info's game wallet", async () => {
    mockList.mockImplementation(() => new Promise(() => {}));
    session({ ...PLAYER, gameblance: '65.50' });
    renderAt('/money', '/money', <WalletPage />);
    expect(screen.getByTestId('total-assets')).toHaveTextContent('1300.00');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
  });

  it('one-key recall is shown only when transferstatus is 1', async () => {
    session({ ...PLAYER, transferstatus: 0 });
    const { unmount } = renderAt('/money', '/money', <WalletPage />);
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
    unmount();
    session({ ...PLAYER, transferstatus: 1 });
    renderAt('/money', '/money', <WalletPage />);
    expect(await screen.findByRole('button', { name: '一键回收' })).toBeInTheDocument();
  });

  it('recall: the server message as a success toast, then the venues and the user money reload; a double tap recalls once', async () => {
    session({ ...PLAYER, transferstatus: 1 });
    let release!: () => void;
    mockAll.mockImplementation(
      () =>
        new Promise((r) => (release = () => r(answer({ amount: '300.25' }, '回收成功，共回收 300.25 元') as never))),
    );
    const user = userEvent.setup();
    renderAt('/money', '/money', <WalletPage />);
    const btn = await screen.findByRole('button', { name: '一键回收' });
    await waitFor(() => expect(mockList).toHaveBeenCalledTimes(1));
    await user.click(btn);
    await user.click(btn);
    expect(mockAll).toHaveBeenCalledTimes(1);
    expect(mockAll.mock.calls[0][0]).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => release());
    await waitFor(() => expect(toastText()).toBe('回收成功，共回收 300.25 元'));
    expect(toastKind()).toContain('success');
    expect(mockList).toHaveBeenCalledTimes(2);
    expect(mockRefresh).toHaveBeenCalledTimes(2);
  });

  it("a venue refresh shows the venue's new balance and 刷新成功", async () => {
    session(PLAYER);
    mockOne.mockResolvedValue(answer({ name: 'AG真人', platname: 'ag', balance: '150.00' }) as never);
    const user = userEvent.setup();
    renderAt('/money', '/money', <WalletPage />);
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: '刷新AG真人余额' }));
    await waitFor(() => expect(screen.getAllByTestId('venue')[0]).toHaveTextContent('AG真人150.00'));
    expect(mockOne).toHaveBeenCalledWith('ag');
    expect(toastText()).toBe('刷新成功');
  });

  it('polls the venues every 3.5 s while visible, not while hidden, and never after leaving', async () => {
    jest.useFakeTimers();
    session(PLAYER);
    const { unmount } = renderAt('/money', '/money', <WalletPage />);
    await act(async () => {});
    expect(mockList).toHaveBeenCalledTimes(1);
    expect(mockList.mock.calls[0][0]).toEqual({ poll: false });
    await act(async () => jest.advanceTimersByTime(3499));
    expect(mockList).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(mockList).toHaveBeenCalledTimes(2);
    expect(mockList.mock.calls[1][0]).toEqual({ poll: true });
    act(() => setVisibility('hidden'));
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(mockList).toHaveBeenCalledTimes(2);
    // visible again: at once, then every 3.5 s
    act(() => setVisibility('visible'));
    expect(mockList).toHaveBeenCalledTimes(3);
    await act(async () => jest.advanceTimersByTime(3500));
    expect(mockList).toHaveBeenCalledTimes(4);
    unmount();
    await act(async () => jest.advanceTimersByTime(20_000));
    expect(mockList).toHaveBeenCalledTimes(4);
  });
});
