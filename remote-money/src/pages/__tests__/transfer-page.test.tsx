import { NetworkError, useSession } from '@h5/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TransferPage from '../transfer-page';
import { api, routeApi } from './money-api';
import {
  advanceTimers,
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
const mockTransfer = api.transfer;
const mockStatus = api.transferStatus;

function setup(transferstatus: 0 | 1 = 0) {
  mockList.mockResolvedValue(answer(VENUES) as never);
  mockRefresh.mockResolvedValue(NO_FRESH_USER);
  session({ ...PLAYER, transferstatus });
  const user = userEvent.setup({ pointerEventsCheck: 0, advanceTimers });
  renderAt('/transfer', '/transfer', <TransferPage />);
  return user;
}
const amount = () => screen.getByLabelText('转账金额');
const submit = () => screen.getByRole('button', { name: '立即转账' });
const theSwitch = () => screen.getByRole('switch');
async function choose(user: ReturnType<typeof userEvent.setup>, side: '转出钱包' | '转入钱包', wallet: string) {
  // the picker is named by its label, then the wallet it shows
  await user.click(screen.getByRole('button', { name: new RegExp(`^${side} `) }));
  const list = await screen.findByRole('listbox', { name: '选择钱包' });
  await user.click(within(list).getByRole('option', { name: new RegExp(`^${wallet}`) }));
  // the sheet closes after antd-mobile's closing animation (slower on a loaded CI machine than waitFor's 1 s default)
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });
}

beforeEach(() => {
  resetDom();
  jest.resetAllMocks();
  routeApi();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('/transfer page', () => {
  it('its own back bar, the central balance, 4 wallets collapsed counting the platform wallet, per-venue refresh', async () => {
    mockOne.mockResolvedValue(answer({ name: 'BBIN真人', platname: 'bbin', balance: '1.00' }) as never);
    const user = setup();
    expect(screen.getByRole('heading', { name: '转账' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByTestId('central-balance')).toHaveTextContent('1234.50');
    await waitFor(() =>
      expect(screen.getAllByTestId('venue').map((v) => v.textContent)).toEqual([
        '平台钱包1234.50',
        'AG真人100.00',
        'BBIN真人200.25',
        '沙巴体育0.00',
      ]),
    );
    // the platform wallet has no refresh icon
    expect(screen.getAllByRole('button', { name: /^刷新.*余额$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getAllByTestId('venue')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: '刷新BBIN真人余额' }));
    await waitFor(() => expect(screen.getAllByTestId('venue')[2]).toHaveTextContent('BBIN真人1.00'));
  });

  it('validation: 请输入操作金额！, then 选择钱包 missing, 场馆内钱包不支持互转; the note is shown', async () => {
    const user = setup();
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(4));
    expect(screen.getByText(/注：场馆内钱包不支持互转/)).toBeInTheDocument();
    expect(screen.getByTestId('transfer-target')).toHaveTextContent('选择钱包');
    await user.click(submit());
    expect(toastText()).toBe('请输入操作金额！');
    await user.type(amount(), '10');
    await user.click(submit());
    expect(toastText()).toBe('请选择钱包');
    await choose(user, '转出钱包', 'AG真人');
    await choose(user, '转入钱包', 'BBIN真人');
    await user.click(submit());
    expect(toastText()).toBe('场馆内钱包不支持互转');
    expect(toastKind()).toContain('danger');
    expect(mockTransfer).not.toHaveBeenCalled();
  });

  it("最大金额 fills the platform balance, or the chosen source venue's", async () => {
    const user = setup();
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amount()).toHaveValue('1234.50');
    await choose(user, '转出钱包', 'BBIN真人');
    await user.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amount()).toHaveValue('200.25');
  });

  it('a transfer in: the server message, balances reload; a double tap moves once; a refusal keeps the amount', async () => {
    const user = setup();
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(4));
    // tapping a venue card sets platform → that venue
    await user.click(screen.getByRole('button', { name: /^AG真人/ }));
    expect(screen.getByTestId('transfer-source')).toHaveTextContent('平台钱包');
    expect(screen.getByTestId('transfer-target')).toHaveTextContent('AG真人');
    await user.type(amount(), '50');
    mockTransfer.mockResolvedValueOnce(answer(null, '余额不足', 400) as never);
    await user.click(submit());
    await waitFor(() => expect(toastText()).toBe('余额不足'));
    expect(amount()).toHaveValue('50');
    let release!: () => void;
    mockTransfer.mockImplementation(
      () =>
        new Promise(
          (r) =>
            (release = () =>
              r(
                answer({ out_trade_no: 'T1', amount: '50.00', state: 1, platname: 'ag', type: 3 }, '转账成功') as never,
              )),
        ),
    );
    await user.click(submit());
    await user.click(submit());
    expect(mockTransfer).toHaveBeenCalledTimes(2);
    expect(mockTransfer.mock.calls[1][0]).toEqual({ amount: '50', sourcetype: 'userbalance', targettype: 'ag' });
    expect(mockTransfer.mock.calls[1][1]).not.toBe(mockTransfer.mock.calls[0][1]);
    await act(async () => release());
    await waitFor(() => expect(toastText()).toBe('转账成功'));
    expect(toastKind()).toContain('success');
    expect(amount()).toHaveValue('');
    expect(mockList.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('a network failure keeps the amount, and the retry carries the same Idempotency-Key', async () => {
    const user = setup();
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(4));
    await choose(user, '转出钱包', 'BBIN真人');
    await choose(user, '转入钱包', '平台钱包');
    await user.type(amount(), '20');
    mockTransfer.mockRejectedValueOnce(new NetworkError(new Error('timeout')));
    await user.click(submit());
    await waitFor(() => expect(mockTransfer).toHaveBeenCalledTimes(1));
    expect(amount()).toHaveValue('20');
    // the player taps again once the button is back (it is disabled while the request runs)
    await waitFor(() => expect(submit()).toBeEnabled());
    mockTransfer.mockResolvedValueOnce(
      answer({ out_trade_no: 'T2', amount: '20.00', state: 1, platname: 'bbin', type: 4 }, '转账成功') as never,
    );
    await user.click(submit());
    await waitFor(() => expect(mockTransfer).toHaveBeenCalledTimes(2));
    expect(mockTransfer.mock.calls[0][0]).toEqual({ amount: '20', sourcetype: 'bbin', targettype: 'userbalance' });
    expect(mockTransfer.mock.calls[1][1]).toBe(mockTransfer.mock.calls[0][1]);
  });

  it('自动免转: the switch changes only when the server says 200 (操作成功！); on, manual entry hides and 一键回收 shows', async () => {
    const user = setup(0);
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(4));
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
    mockStatus.mockResolvedValueOnce(answer(null, '服务器繁忙', 500) as never);
    await user.click(theSwitch());
    await waitFor(() => expect(mockStatus).toHaveBeenCalledWith(1));
    await act(async () => {});
    expect(theSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(useSession.getState().userInfo?.transferstatus).toBe(0);
    mockStatus.mockResolvedValueOnce(answer({ transferstatus: 1 }, '操作成功') as never);
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(toastText()).toBe('操作成功！');
    expect(useSession.getState().userInfo?.transferstatus).toBe(1);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').transferstatus).toBe(1);
    expect(screen.queryByLabelText('转账金额')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即转账' })).not.toBeInTheDocument();
    // venue cards cannot be opened while it is on
    expect(screen.queryByRole('button', { name: /^AG真人/ })).not.toBeInTheDocument();
    mockAll.mockResolvedValue(answer({ amount: '300.25' }, '回收成功，共回收 300.25 元') as never);
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    await waitFor(() => expect(toastText()).toBe('回收成功，共回收 300.25 元'));
    // off again
    mockStatus.mockResolvedValueOnce(answer({ transferstatus: 0 }, '操作成功') as never);
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(mockStatus).toHaveBeenLastCalledWith(0);
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即转账' })).toBeInTheDocument();
  });

  it('polls every 1.5 s while visible', async () => {
    jest.useFakeTimers();
    setup();
    await act(async () => {});
    expect(mockList).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1500));
    expect(mockList).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTime(1500));
    expect(mockList).toHaveBeenCalledTimes(3);
    act(() => setVisibility('hidden'));
    await act(async () => jest.advanceTimersByTime(9000));
    expect(mockList).toHaveBeenCalledTimes(3);
  });
});
