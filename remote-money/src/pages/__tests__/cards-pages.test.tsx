import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NetworkError } from '@h5/shared';
import AddBankCardPage from '../add-bank-card-page';
import AddUsdtCardPage from '../add-usdt-card-page';
import CardsPage from '../cards-page';
import UsdtProtocolsPage from '../usdt-protocols-page';
import { api, routeApi } from './money-api';
import { answer, PLAYER, renderAt, resetDom, session, toastKind, toastText } from './records-cards-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockGet = api.getCard;
const mockBind = api.bindCard;
const mockDel = api.delCard;
const mockBanks = api.bankList;

const usdt = (id: number, protocol = 'TRC20') => ({
  id,
  bank: 'USDT',
  bank_owner: protocol,
  bank_no: `**** **** ${String(id).padStart(4, 'a')}`,
  bank_address: '',
  ico: '',
});
const bank = (id: number) => ({
  id,
  bank: '招商银行',
  bank_owner: '张三',
  bank_no: `6225880100${String(id).padStart(6, '0')}`,
  bank_address: '上海',
  ico: '',
});

let cards: { 1: ReturnType<typeof bank>[]; 2: ReturnType<typeof usdt>[] };
beforeEach(() => {
  resetDom();
  routeApi();
  session(PLAYER);
  cards = { 1: [bank(11), bank(12)], 2: [usdt(1), usdt(2, 'ERC20')] };
  mockGet.mockReset().mockImplementation(async (type) => answer(cards[type]) as never);
  mockBind.mockReset();
  mockDel.mockReset();
  mockBanks.mockReset().mockResolvedValue(answer([{ bank_name: '中国工商银行' }, { bank_name: '招商银行' }]) as never);
});

const dialog = () => document.querySelector('.h5-dialog') as HTMLElement | null;

describe('/wallet', () => {
  it('opens on 虚拟币 (also for ?type=0 from the red-packet page): USDT addresses masked to their last 4 characters', async () => {
    renderAt('/wallet?type=0', '/wallet', <CardsPage />);
    const list = await screen.findByTestId('cards-usdt');
    await waitFor(() => expect(within(list).getAllByTestId('card-face')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: '虚拟币' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(list)
        .getAllByTestId('card-no')
        .map((n) => n.textContent),
    ).toEqual(['**** **** aaa1', '**** **** aaa2']);
    expect(within(list).getByText('TRC20 钱包地址')).toBeInTheDocument();
    expect(within(list).getByText('ERC20 钱包地址')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /添加USDT地址/ })).toHaveAttribute('href', '#/addUsdtCard');
    expect(within(list).getByText('最多支持添加5个USDT地址')).toBeInTheDocument();
    expect(mockGet.mock.calls.map((c) => c[0]).sort()).toEqual([1, 2]);
  });

  it('?type=2 opens the bank cards: a full number shows only its last 4 digits', async () => {
    renderAt('/wallet?type=2', '/wallet', <CardsPage />);
    await waitFor(() => expect(screen.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true'));
    const list = await screen.findByTestId('cards-bank');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('card-no')
          .map((n) => n.textContent),
      ).toEqual(['**** **** 0011', '**** **** 0012']),
    );
    expect(list).not.toHaveTextContent('6225880100');
    expect(within(list).getByRole('link', { name: /添加银行卡/ })).toHaveAttribute('href', '#/addBankCard');
  });

  it('the add button is hidden at 5 entries; the note stays', async () => {
    cards = { 1: [1, 2, 3, 4, 5].map(bank), 2: [1, 2, 3, 4].map((i) => usdt(i)) };
    renderAt('/wallet?type=2', '/wallet', <CardsPage />);
    const bankList = await screen.findByTestId('cards-bank');
    await waitFor(() => expect(within(bankList).getAllByTestId('card-face')).toHaveLength(5));
    expect(within(bankList).queryByRole('link', { name: /添加银行卡/ })).toBeNull();
    expect(within(bankList).getByText('最多支持添加5张银行卡')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '虚拟币' }));
    const usdtList = await screen.findByTestId('cards-usdt');
    expect(within(usdtList).getByRole('link', { name: /添加USDT地址/ })).toBeInTheDocument();
  });

  it('delete asks 温馨提示; cancel sends nothing; confirm unbinds, says 解绑成功 and reloads both lists', async () => {
    renderAt('/wallet', '/wallet', <CardsPage />);
    const list = await screen.findByTestId('cards-usdt');
    await waitFor(() => expect(within(list).getAllByTestId('card-face')).toHaveLength(2));
    fireEvent.click(within(list).getAllByRole('button', { name: '解绑该USDT地址' })[1]);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('.h5-dialog__title')).toHaveTextContent('温馨提示');
    expect(dialog()).toHaveTextContent('是否解绑该USDT地址？');
    fireEvent.click(within(dialog()!).getByRole('button', { name: '取消' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(dialog()).toBeNull();
    expect(mockDel).not.toHaveBeenCalled();

    mockDel.mockImplementation(async (id) => {
      cards[2] = cards[2].filter((c) => c.id !== id);
      return answer(null, '解绑成功') as never;
    });
    const calls = mockGet.mock.calls.length;
    fireEvent.click(within(list).getAllByRole('button', { name: '解绑该USDT地址' })[1]);
    await waitFor(() => expect(dialog()).not.toBeNull());
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toastText()).toBe('解绑成功'));
    expect(toastKind()).toContain('success');
    expect(mockDel).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(list).getAllByTestId('card-face')).toHaveLength(1));
    expect(
      mockGet.mock.calls
        .slice(calls)
        .map((c) => c[0])
        .sort(),
    ).toEqual([1, 2]);
  });

  it('a refused unbind keeps the card (the client toasts the server message), no 解绑成功', async () => {
    mockDel.mockResolvedValue(answer(null, '银行卡不存在或已解绑', 404) as never);
    renderAt('/wallet?type=2', '/wallet', <CardsPage />);
    const list = await screen.findByTestId('cards-bank');
    await waitFor(() => expect(within(list).getAllByTestId('card-face')).toHaveLength(2));
    fireEvent.click(within(list).getAllByRole('button', { name: '解绑该银行卡' })[0]);
    await waitFor(() => expect(dialog()).toHaveTextContent('是否解绑该银行卡？'));
    fireEvent.click(within(dialog()!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mockDel).toHaveBeenCalledWith(11));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toastText()).not.toBe('解绑成功');
    expect(within(list).getAllByTestId('card-face')).toHaveLength(2);
  });
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认添加' }));

describe('/addUsdtCard', () => {
  const TRC = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

  it('checks in order: 请输入USDT地址, 请输人支付密码, then the address shape of the protocol; nothing is sent', async () => {
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    expect(screen.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
    submit();
    expect(toastText()).toBe('请输入USDT地址');
    type('USDT地址', TRC);
    submit();
    expect(toastText()).toBe('请输人支付密码');
    type('支付密码', 'Pay123456');
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    submit();
    expect(toastText()).toBe('请输入正确的ERC20地址（以0x开头，共42位）');
    fireEvent.click(screen.getByRole('radio', { name: 'TRC20' }));
    type('USDT地址', 'T123');
    submit();
    expect(toastText()).toBe('请输入正确的TRC20地址（以T开头，共34位）');
    expect(toastKind()).toContain('danger');
    expect(mockBind).not.toHaveBeenCalled();
  });

  it('the address input strips non-word characters as typed', () => {
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    type('USDT地址', ' TQn9-Y2kh EsLJ.W1Ch/VWFM ');
    expect(input('USDT地址').value).toBe('TQn9Y2khEsLJW1ChVWFM');
  });

  it('binds bank USDT with the protocol as bank_owner, once for a double tap, says the server message and goes back', async () => {
    let resolve!: (v: unknown) => void;
    mockBind.mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    type('USDT地址', '0x52908400098527886E0F7030069857D2E4169EE7');
    type('支付密码', 'Pay123456');
    submit();
    submit();
    expect(mockBind).toHaveBeenCalledTimes(1);
    expect(mockBind).toHaveBeenCalledWith({
      bank: 'USDT',
      bank_owner: 'ERC20',
      bank_no: '0x52908400098527886E0F7030069857D2E4169EE7',
      bank_address: '',
      pay_pass: 'Pay123456',
    });
    await act(async () => resolve(answer({ id: 9 }, '绑定成功')));
    await waitFor(() => expect(toastText()).toBe('绑定成功'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/wallet?type=1'));
  });

  it('a refusal keeps what was typed', async () => {
    mockBind.mockResolvedValue(answer(null, '该USDT地址已被其他账户绑定', 409) as never);
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    type('USDT地址', TRC);
    type('支付密码', 'Pay123456');
    submit();
    await waitFor(() => expect(mockBind).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(input('USDT地址').value).toBe(TRC);
    expect(screen.getByTestId('where')).toHaveTextContent('/addUsdtCard');
  });

  it('no answer says 网络错误，请检查网络后重试！ and keeps what was typed', async () => {
    mockBind.mockRejectedValue(new NetworkError(new Error('timeout')));
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    type('USDT地址', TRC);
    type('支付密码', 'Pay123456');
    submit();
    await waitFor(() => expect(toastText()).toBe('网络错误，请检查网络后重试！'));
    expect(toastKind()).toContain('danger');
    expect(input('USDT地址').value).toBe(TRC);
    expect(screen.getByTestId('where')).toHaveTextContent('/addUsdtCard');
  });

  it('links to the protocol explainer', () => {
    renderAt('/addUsdtCard', '/addUsdtCard', <AddUsdtCardPage />);
    expect(screen.getByRole('link', { name: '了解协议区别' })).toHaveAttribute('href', '#/usdtmore');
  });
});

describe('/addBankCard', () => {
  async function pickBank(name: string) {
    fireEvent.click(screen.getByRole('button', { name: /选择银行/ }));
    const list = await screen.findByRole('listbox', { name: '选择银行' });
    await waitFor(() => expect(within(list).getByRole('option', { name })).toBeInTheDocument());
    fireEvent.click(within(list).getByRole('option', { name }));
  }

  it('checks in the spec order: 请输入姓名, 请输入银行, 请输入开户行地址, 请输人银行卡号, 请输人支付密码, 请输人正确的卡号长度, 请输人支付密码长度', async () => {
    renderAt('/addBankCard', '/addBankCard', <AddBankCardPage />);
    submit();
    expect(toastText()).toBe('请输入姓名');
    type('持卡人姓名', '张三');
    submit();
    expect(toastText()).toBe('请输入银行');
    await pickBank('招商银行');
    expect(screen.getByRole('button', { name: /选择银行/ })).toHaveTextContent('招商银行');
    submit();
    expect(toastText()).toBe('请输入开户行地址');
    type('开户行地址', '上海市浦东新区支行');
    submit();
    expect(toastText()).toBe('请输人银行卡号');
    type('银行卡号', '6225888');
    submit();
    expect(toastText()).toBe('请输人支付密码');
    type('支付密码', '12345');
    submit();
    expect(toastText()).toBe('请输人正确的卡号长度');
    type('银行卡号', '62258881');
    submit();
    expect(toastText()).toBe('请输人支付密码长度');
    type('支付密码', '1234567890123456789');
    submit();
    expect(toastText()).toBe('请输人支付密码长度');
    expect(mockBind).not.toHaveBeenCalled();
  });

  it('a pasted escape sequence in the holder or branch is named and nothing is sent (the rule the server runs)', async () => {
    renderAt('/addBankCard', '/addBankCard', <AddBankCardPage />);
    type('持卡人姓名', '\u001b]0;PWN\u0007张三');
    await pickBank('招商银行');
    type('开户行地址', '上海市浦东新区支行');
    type('银行卡号', '6225880112345678');
    type('支付密码', 'Pay123456');
    submit();
    expect(toastText()).toBe('姓名包含无法识别的字符，请删除后重试');
    type('持卡人姓名', '张三');
    type('开户行地址', '上海\u202e行支');
    submit();
    expect(toastText()).toBe('开户行地址包含无法识别的字符，请删除后重试');
    expect(mockBind).not.toHaveBeenCalled();
  });

  it('the card number input strips non-digits; a valid form binds and goes back', async () => {
    mockBind.mockResolvedValue(answer({ id: 3 }, '绑定成功') as never);
    renderAt('/addBankCard', '/addBankCard', <AddBankCardPage />);
    type('银行卡号', '6225 8801-1234 5678x');
    expect(input('银行卡号').value).toBe('6225880112345678');
    type('持卡人姓名', '张三');
    await pickBank('中国工商银行');
    type('开户行地址', '北京分行');
    type('支付密码', 'Pay123456');
    submit();
    await waitFor(() => expect(toastText()).toBe('绑定成功'));
    expect(mockBind).toHaveBeenCalledWith({
      bank: '中国工商银行',
      bank_owner: '张三',
      bank_no: '6225880112345678',
      bank_address: '北京分行',
      pay_pass: 'Pay123456',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/wallet?type=2'));
  });
});

describe('/usdtmore', () => {
  it('compares TRC20 and ERC20 row by row, recommends TRC20 for small trades and warns the addresses do not mix', () => {
    renderAt('/usdtmore', '/usdtmore', <UsdtProtocolsPage />);
    const rows = screen.getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['对比项', 'TRC20', 'ERC20'],
      ['网络', '波场 (Tron)', '以太坊 (Ethereum)'],
      ['地址开头', 'T', '0x'],
      ['网络拥堵', '极少拥堵', '经常拥堵'],
      ['到账速度', '极快，数秒至数分钟', '一般，数分钟至数十分钟'],
      ['手续费', '低', '一般'],
      ['安全性', '一般', '高'],
      ['建议用途', '小额、高频交易', '中等金额交易'],
    ]);
    expect(screen.getByText(/小额交易推荐使用/)).toHaveTextContent('小额交易推荐使用 TRC20 协议');
    expect(screen.getByText(/两种协议的地址不能互通/)).toBeInTheDocument();
  });
});
