import { NetworkError, type SavedCard } from '@h5/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WithdrawalPage from '../withdrawal-page';
import { api, routeApi } from './money-api';
import {
  advanceTimers,
  answer,
  BANK_CARD,
  NO_FRESH_USER,
  PLAYER,
  renderAt,
  resetDom,
  session,
  setVisibility,
  toastKind,
  toastText,
  USDT_CARD,
  VENUES,
  where,
} from './money-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockList = api.balanceList;
const mockRefresh = api.refreshUserMoney;
const mockAll = api.transAll;
const mockBet = api.betAmount;
const mockCards = api.getCard;
const mockWithdraw = api.withdraw;

function setup({ bank = [BANK_CARD], usdt = [USDT_CARD] }: { bank?: SavedCard[]; usdt?: SavedCard[] } = {}) {
  mockList.mockResolvedValue(answer(VENUES) as never);
  mockRefresh.mockResolvedValue(NO_FRESH_USER);
  mockBet.mockResolvedValue(answer({ bet_amount: '123.00' }) as never);
  mockCards.mockImplementation(async (type) => answer(type === 1 ? bank : usdt) as never);
  session(PLAYER);
  const user = userEvent.setup({ pointerEventsCheck: 0, advanceTimers });
  renderAt('/withdrawal', '/withdrawal', <WithdrawalPage />);
  return user;
}
const submit = () => screen.getByRole('button', { name: '立即取款' });
const amount = () => screen.getByLabelText('取款金额');
const password = () => screen.getByLabelText('支付密码');
/** The card picker: a button named by its field's label then what it shows; its sheet's list named `name`. */
const PICKER = { 选择USDT地址: /^USDT地址 /, 选择银行卡: /^银行卡 / };
async function pick(user: ReturnType<typeof userEvent.setup>, name: '选择USDT地址' | '选择银行卡') {
  await user.click(screen.getByRole('button', { name: PICKER[name] }));
  const list = await screen.findByRole('listbox', { name });
  await user.click(within(list).getAllByRole('option')[0]);
}

beforeEach(() => {
  resetDom();
  jest.resetAllMocks();
  routeApi();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('/withdrawal page', () => {
  it('tabs USDT提现 then 银行卡提现; balances; read-only turnover; 3 venues then 展开/收起', async () => {
    const user = setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['USDT提现', '银行卡提现']);
    expect(screen.getByRole('tab', { name: 'USDT提现' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('central-balance')).toHaveTextContent('1234.50');
    expect(screen.getByTestId('game-balance')).toHaveTextContent('300.25');
    await waitFor(() => expect(screen.getByLabelText('打码量')).toHaveValue('123.00'));
    expect(screen.getByLabelText('打码量')).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getAllByTestId('venue')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getAllByTestId('venue')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getAllByTestId('venue')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /联系在线客服/ })).toHaveAttribute('href', '#/kefu');
  });

  it('USDT tab, in order: 请选择USDT地址, 单笔取款不能低于100元, 请输入您的支付密码', async () => {
    const user = setup();
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    const seen: string[] = [];
    const tap = async () => {
      await user.click(submit());
      seen.push(toastText() ?? '');
    };
    await tap();
    await pick(user, '选择USDT地址');
    // masked to the last 4
    expect(screen.getByTestId('selected-card')).toHaveTextContent('USDT-ERC20 **** **** 9a0F');
    await tap();
    await user.type(amount(), '99.99');
    await tap();
    await user.clear(amount());
    await user.type(amount(), '100');
    await tap();
    expect(seen).toEqual(['请选择USDT地址', '单笔取款不能低于100元', '单笔取款不能低于100元', '请输入您的支付密码']);
    expect(toastKind()).toContain('danger');
    expect(mockWithdraw).not.toHaveBeenCalled();
  });

  it('bank tab: 请选择您要提现到的银行卡 first; the picker shows masked numbers; more than the balance is 余额不足', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: '银行卡提现' }));
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    await user.click(submit());
    expect(toastText()).toBe('请选择您要提现到的银行卡');
    await user.click(screen.getByRole('button', { name: PICKER.选择银行卡 }));
    const list = await screen.findByRole('listbox', { name: '选择银行卡' });
    expect(within(list).getByRole('option')).toHaveTextContent('招商银行**** **** 5678');
    await user.click(within(list).getByRole('option'));
    await user.type(amount(), '5000');
    await user.type(password(), 'Pay123456');
    await user.click(submit());
    expect(toastText()).toBe('余额不足');
    expect(mockWithdraw).not.toHaveBeenCalled();
  });

  it('no saved card: an add link to /addUsdtCard (USDT) or /addBankCard (bank)', async () => {
    const user = setup({ bank: [], usdt: [] });
    expect(await screen.findByRole('link', { name: /添加USDT地址/ })).toHaveAttribute('href', '#/addUsdtCard');
    await user.click(screen.getByRole('tab', { name: '银行卡提现' }));
    expect(screen.getByRole('link', { name: /添加银行卡/ })).toHaveAttribute('href', '#/addBankCard');
  });

  it("the picker's add link leads to the add page", async () => {
    const user = setup();
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: PICKER.选择USDT地址 }));
    await user.click(await screen.findByRole('button', { name: /添加USDT地址/ }));
    expect(where()).toBe('/addUsdtCard');
  });

  it('最大金额 fills the balance; USDT fee (ERC20: withdrawcashfee), equivalent and amount received, rounded down', async () => {
    const user = setup();
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    // no card yet: the TRC20 fee
    expect(screen.getByTestId('usdt-fee')).toHaveTextContent('1.00 USDT');
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('0.00 USDT');
    await pick(user, '选择USDT地址');
    expect(screen.getByTestId('usdt-fee')).toHaveTextContent('5.00 USDT');
    await user.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amount()).toHaveValue('1234.50');
    // 1234.50 / 7.10 = 173.873… → 173.87; minus 5.00 → 168.87
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('173.87 USDT');
    expect(screen.getByTestId('usdt-received')).toHaveTextContent('168.87 USDT');
  });

  it('success: 提交成功，等待后台审核, the form resets, /transRecord after 1.5 s; a double tap submits once', async () => {
    jest.useFakeTimers();
    const user = setup();
    await act(async () => {});
    await pick(user, '选择USDT地址');
    await user.type(amount(), '200');
    await user.type(password(), 'Pay123456');
    let release!: () => void;
    mockWithdraw.mockImplementation(
      () => new Promise((r) => (release = () => r(answer({ out_trade_no: 'W1' }, '提交成功，等待后台审核') as never))),
    );
    await user.click(submit());
    await user.click(submit());
    expect(mockWithdraw).toHaveBeenCalledTimes(1);
    expect(mockWithdraw.mock.calls[0][0]).toEqual({ bank: 9, amount: '200', password: 'Pay123456' });
    expect(mockWithdraw.mock.calls[0][1]).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => release());
    expect(toastText()).toBe('提交成功，等待后台审核');
    expect(toastKind()).toContain('success');
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(screen.getByTestId('selected-card')).toHaveTextContent('请选择USDT地址');
    await act(async () => jest.advanceTimersByTime(1499));
    expect(where()).toBe('/withdrawal');
    await act(async () => jest.advanceTimersByTime(1));
    expect(where()).toBe('/transRecord');
  });

  it('a refusal clears only the payment password; a network failure keeps everything and the retry has the same key', async () => {
    const user = setup();
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    await pick(user, '选择USDT地址');
    await user.type(amount(), '200');
    await user.type(password(), 'wrongpass');
    mockWithdraw.mockResolvedValueOnce(answer(null, '您还需完成 123.00 元打码量才能取款', 400) as never);
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveValue(''));
    expect(amount()).toHaveValue('200');
    expect(screen.getByTestId('selected-card')).toHaveTextContent('**** **** 9a0F');
    await user.type(password(), 'Pay123456');
    // the player taps again once the button is back (it is disabled while the request runs)
    await waitFor(() => expect(submit()).toBeEnabled());
    mockWithdraw.mockRejectedValueOnce(new NetworkError(new Error('timeout')));
    await user.click(submit());
    await waitFor(() => expect(mockWithdraw).toHaveBeenCalledTimes(2));
    expect(password()).toHaveValue('Pay123456');
    // the player taps again once the button is back (it is disabled while the request runs)
    await waitFor(() => expect(submit()).toBeEnabled());
    mockWithdraw.mockResolvedValueOnce(answer({ out_trade_no: 'W2' }, '提交成功，等待后台审核') as never);
    await user.click(submit());
    await waitFor(() => expect(mockWithdraw).toHaveBeenCalledTimes(3));
    expect(mockWithdraw.mock.calls[2][1]).toBe(mockWithdraw.mock.calls[1][1]);
    expect(mockWithdraw.mock.calls[1][1]).not.toBe(mockWithdraw.mock.calls[0][1]);
  });

  it('switching tab clears the selected card, the amount and the password', async () => {
    const user = setup();
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    await pick(user, '选择USDT地址');
    await user.type(amount(), '300');
    await user.type(password(), 'Pay123456');
    expect(screen.getByTestId('usdt-equivalent')).not.toHaveTextContent('0.00 USDT');
    await user.click(screen.getByRole('tab', { name: '银行卡提现' }));
    expect(screen.getByTestId('selected-card')).toHaveTextContent('请选择银行卡');
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(screen.queryByTestId('usdt-info')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'USDT提现' }));
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('0.00 USDT');
    expect(screen.getByTestId('selected-card')).toHaveTextContent('请选择USDT地址');
  });

  it('one-click recall and the refresh icon reload the money; the venues poll every 3.5 s', async () => {
    jest.useFakeTimers();
    mockAll.mockResolvedValue(answer({ amount: '0.00' }, '暂无可回收余额') as never);
    const user = setup();
    await act(async () => {});
    expect(mockList).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(3500));
    expect(mockList).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '一键回收' }));
    expect(mockAll).toHaveBeenCalledTimes(1);
    expect(toastText()).toBe('暂无可回收余额');
    await user.click(screen.getByRole('button', { name: '刷新余额' }));
    await act(async () => {});
    expect(mockRefresh.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});
