import { NetworkError } from '@h5/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DepositPage, { NO_CARD_TITLE, USDT_STEPS, USDT_WARNING } from '../deposit-page';
import { api, routeApi } from './money-api';
import { answer, BANK_CARD, PLAYER, renderAt, resetDom, session, toastKind, toastText, where } from './money-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockWay = api.payWays;
const mockBanks = api.bankList;
const mockPayBank = api.payBank;
const mockRange = api.payRange;
const mockRecharge = api.recharge;
const mockCards = api.getCard;

const ACCOUNTS = [
  {
    bank_no: '6222021001123456789',
    bank_owner: '深圳市星耀网络科技有限公司',
    bank_address: '深圳市福田区深南中路支行',
    bank_data: { bank_name: '中国工商银行' },
  },
];
const RANGES: Record<string, { min_price: string; max_price: string }> = {
  bank: { min_price: '100.00', max_price: '50000.00' },
  'usdt-trc20': { min_price: '200.00', max_price: '100000.00' },
  'usdt-erc20': { min_price: '300.00', max_price: '100000.00' },
  wechat: { min_price: '100.00', max_price: '10000.00' },
  alipay: { min_price: '50.50', max_price: '5000.00' },
};

function setup({
  flags = { card: 1, usdt: 1, wechat: 1, alipay: 1 } as Record<string, number>,
  cards = [[BANK_CARD], []] as unknown[][],
  rangesLoad = true,
} = {}) {
  mockWay.mockResolvedValue(answer(flags) as never);
  mockCards.mockImplementation(async (type) => answer(type === 1 ? cards[0] : cards[1]) as never);
  mockPayBank.mockResolvedValue(answer(ACCOUNTS) as never);
  mockBanks.mockResolvedValue(answer([{ bank_name: '招商银行' }, { bank_name: '中国银行' }]) as never);
  mockRange.mockImplementation(rangesLoad ? async (t) => answer(RANGES[t]) as never : () => new Promise(() => {}));
  session(PLAYER);
  // antd-mobile's popups animate in (pointer-events none for a moment in jsdom)
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderAt('/recharge', '/recharge', <DepositPage />);
  return user;
}
/** The page with cards bound and whatever getPayWay was told to answer. */
function renderPlain() {
  mockCards.mockImplementation(async () => answer([BANK_CARD]) as never);
  session(PLAYER);
  return renderAt('/recharge', '/recharge', <DepositPage />);
}
const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const submit = () => screen.getByRole('button', { name: '立即存款' });
const amount = () => screen.getByLabelText('存款金额');

beforeEach(() => {
  resetDom();
  jest.resetAllMocks();
  routeApi();
});

describe('/recharge page', () => {
  it("shows the enabled ways in the response's order (card as bank transfer), then 人工充值; the first is selected", async () => {
    setup({ flags: { wechat: 1, card: 1, alipay: 0, usdt: 1 } });
    await waitFor(() => expect(tabs()).toEqual(['微信支付', '银行卡转账', 'USDT', '人工充值']));
    expect(screen.getByRole('tab', { name: '微信支付' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('deposit-form-wechat')).toBeInTheDocument();
    expect(mockRange).toHaveBeenCalledWith('wechat');
  });

  it('the pay way tabs: only the selected one is tabbable; Left, Right, Home and End select and focus; its panel is named by it (issue 24)', async () => {
    const user = setup({ flags: { wechat: 1, card: 1, alipay: 0, usdt: 1 } });
    await waitFor(() => expect(tabs()).toEqual(['微信支付', '银行卡转账', 'USDT', '人工充值']));
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('微信支付')]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('微信支付');
    tab('微信支付').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('银行卡转账')).toHaveFocus();
    expect(tab('银行卡转账')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('银行卡转账');
    expect(screen.getByTestId('deposit-form-bank')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tab('人工充值')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('人工充值');
    await user.keyboard('{ArrowRight}');
    expect(tab('微信支付')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(tab('微信支付')).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('微信支付')]);
  });

  it('with no way enabled only 人工充值 shows; its button leads to customer service, and the support link is always there', async () => {
    const user = setup({ flags: { card: 0, usdt: 0, wechat: 0, alipay: 0 } });
    await waitFor(() => expect(tabs()).toEqual(['人工充值']));
    expect(screen.getByRole('link', { name: /联系人工客服/ })).toHaveAttribute('href', '#/kefu');
    await user.click(submit());
    expect(where()).toBe('/kefu');
    expect(mockRecharge).not.toHaveBeenCalled();
  });

  it('when the ways are refused or cannot be loaded, 人工充值 still shows', async () => {
    mockWay.mockResolvedValueOnce(answer(null, '服务器繁忙', 500) as never);
    const { unmount } = renderPlain();
    await waitFor(() => expect(tabs()).toEqual(['人工充值']));
    unmount();
    mockWay.mockRejectedValueOnce(new NetworkError(new Error('offline')));
    renderPlain();
    await waitFor(() => expect(tabs()).toEqual(['人工充值']));
    expect(screen.getByRole('tab', { name: '人工充值' })).toHaveAttribute('aria-selected', 'true');
  });

  it("bank transfer: receiving accounts with copy buttons, then each missing field in the spec's order", async () => {
    const user = setup();
    await screen.findByTestId('receiving-accounts');
    for (const v of ['6222021001123456789', '深圳市星耀网络科技有限公司', '中国工商银行', '深圳市福田区深南中路支行']) {
      expect(screen.getByText(v)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `复制 ${v}` })).toBeInTheDocument();
    }
    await waitFor(() => expect(amount()).toHaveAttribute('placeholder', '单笔100-50000元'));
    const seen: string[] = [];
    const tap = async () => {
      await user.click(submit());
      seen.push(toastText() ?? '');
    };
    await tap();
    await user.type(screen.getByLabelText('存款人姓名'), '张三');
    await tap();
    // the bank picker (antd-mobile Picker): it takes focus (确定, in a dialog named 选择银行) and Escape gives it back
    const bankField = () => screen.getByRole('button', { name: /^银行类型 / });
    await user.click(bankField());
    await screen.findByRole('dialog', { name: '选择银行' });
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择银行' })).toBeNull());
    expect(bankField()).toHaveFocus();
    // pick 招商银行 and confirm: focus back on the field
    await user.click(bankField());
    await screen.findByText('招商银行', { selector: '.adm-picker-view-column-item-label' });
    await user.click(screen.getByText('确定'));
    await waitFor(() => expect(bankField()).toHaveTextContent('招商银行'));
    await waitFor(() => expect(bankField()).toHaveFocus());
    await tap();
    await user.type(screen.getByLabelText('银行卡号'), '6225-8801x12345678');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225880112345678');
    await tap();
    await user.type(screen.getByLabelText('开户行地址'), '上海分行');
    await tap();
    await user.type(amount(), '99.99');
    await tap();
    expect(seen).toEqual([
      '请输入存款人姓名',
      '请输入银行类型',
      '请输入银行卡号',
      '请输入银行开户行地址',
      '请输入金额在100-50000之间！',
      '请输入金额在100-50000之间！',
    ]);
    expect(toastKind()).toContain('danger');
    expect(mockRecharge).not.toHaveBeenCalled();
  });

  it('until the range has loaded the default 100–10000 applies', async () => {
    const user = setup({ rangesLoad: false });
    await waitFor(() => expect(tabs()[0]).toBe('银行卡转账'));
    await user.click(screen.getByRole('tab', { name: '微信支付' }));
    expect(amount()).toHaveAttribute('placeholder', '单笔100-10000元');
    await user.type(amount(), '10000.01');
    await user.click(submit());
    expect(toastText()).toBe('请输入金额在100-10000之间！');
    await user.clear(amount());
    await user.type(amount(), '99');
    await user.click(submit());
    expect(toastText()).toBe('请输入金额在100-10000之间！');
  });

  it('the range is requested per pay type, and its bounds are inclusive', async () => {
    const user = setup();
    await waitFor(() => expect(tabs()[0]).toBe('银行卡转账'));
    await user.click(screen.getByRole('tab', { name: '支付宝' }));
    await waitFor(() => expect(amount()).toHaveAttribute('placeholder', '单笔50.50-5000元'));
    await user.type(amount(), '50.49');
    await user.click(submit());
    expect(toastText()).toBe('请输入金额在50.50-5000之间！');
    mockRecharge.mockResolvedValue(answer({ deposit_no: 'D1' }, 'D1') as never);
    await user.clear(amount());
    await user.type(amount(), '50.50');
    await user.click(submit());
    await waitFor(() =>
      expect(mockRecharge).toHaveBeenCalledWith({ paytype: 'alipay', amount: '50.50' }, expect.any(String)),
    );
    expect(mockRange.mock.calls.map((c) => c[0])).toEqual(['bank', 'alipay']);
  });

  it('bank success: 提交成功，等待后台审核 and /transRecord; a double tap places one order', async () => {
    const user = setup();
    await screen.findByTestId('receiving-accounts');
    await user.click(screen.getByRole('button', { name: /^银行类型 / }));
    // jsdom lays nothing out, so the wheel stays on its first entry: 招商银行
    await screen.findByText('中国银行', { selector: '.adm-picker-view-column-item-label' });
    await user.click(screen.getByText('确定'));
    await user.type(screen.getByLabelText('存款人姓名'), '张三');
    await user.type(screen.getByLabelText('银行卡号'), '6225880112345678');
    await user.type(screen.getByLabelText('开户行地址'), '上海分行');
    await user.type(amount(), '500');
    let release!: () => void;
    mockRecharge.mockImplementation(
      () => new Promise((r) => (release = () => r(answer({ deposit_no: 'D2026' }, 'D2026') as never))),
    );
    await user.click(submit());
    await user.click(submit());
    expect(mockRecharge).toHaveBeenCalledTimes(1);
    expect(mockRecharge.mock.calls[0][0]).toEqual({
      paytype: 'bank',
      amount: '500',
      bank: '招商银行',
      bank_owner: '张三',
      bank_no: '6225880112345678',
      bank_address: '上海分行',
    });
    expect(mockRecharge.mock.calls[0][1]).toMatch(/^[0-9a-f]{32}$/);
    await act(async () => release());
    await waitFor(() => expect(where()).toBe('/transRecord'));
    expect(toastText()).toBe('提交成功，等待后台审核');
    expect(toastKind()).toContain('success');
  });

  it('USDT: TRC20 by default, ERC20 on tap; equivalent rounded down, the rate, /usdtmore, the steps and the warning; success → /payInfo', async () => {
    const user = setup();
    await waitFor(() => expect(tabs()[1]).toBe('USDT'));
    await user.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('0.00 USDT');
    expect(screen.getByTestId('usdt-rate')).toHaveTextContent('1 USDT ≈ 7.20 CNY');
    await user.type(amount(), '100');
    // 100 / 7.2 = 13.888… → 13.88
    expect(screen.getByTestId('usdt-equivalent')).toHaveTextContent('13.88 USDT');
    expect(screen.getByRole('link', { name: /协议区别/ })).toHaveAttribute('href', '#/usdtmore');
    for (const s of USDT_STEPS) expect(screen.getByText(s)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(USDT_WARNING);
    await waitFor(() => expect(mockRange).toHaveBeenCalledWith('usdt-trc20'));
    await user.click(submit());
    expect(toastText()).toBe('请输入金额在200-100000之间！');
    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    await waitFor(() => expect(mockRange).toHaveBeenCalledWith('usdt-erc20'));
    await user.clear(amount());
    await user.type(amount(), '300');
    mockRecharge.mockResolvedValue(answer({ deposit_no: 'D20261124ABC' }, 'D20261124ABC') as never);
    await user.click(submit());
    await waitFor(() => expect(where()).toBe('/payInfo?deposit_no=D20261124ABC'));
    expect(mockRecharge.mock.calls[0][0]).toEqual({ paytype: 'usdt', amount: '300', catepay: 'ERC20' });
  });

  it('WeChat is sent as wxpay; a refusal keeps what was typed; after a network failure the retry carries the same key', async () => {
    const user = setup();
    await waitFor(() => expect(tabs()[2]).toBe('微信支付'));
    await user.click(screen.getByRole('tab', { name: '微信支付' }));
    await user.type(amount(), '200');
    mockRecharge.mockResolvedValueOnce(
      answer(null, '您有5笔未完成的充值订单，请完成支付或等待订单过期后再试', 409) as never,
    );
    await user.click(submit());
    await waitFor(() => expect(mockRecharge).toHaveBeenCalledTimes(1));
    expect(amount()).toHaveValue('200');
    expect(where()).toBe('/recharge');
    // the player taps again once the button is back (it is disabled while the request runs)
    await waitFor(() => expect(submit()).toBeEnabled());
    mockRecharge.mockRejectedValueOnce(new NetworkError(new Error('timeout')));
    await user.click(submit());
    await waitFor(() => expect(mockRecharge).toHaveBeenCalledTimes(2));
    expect(amount()).toHaveValue('200');
    // the player taps again once the button is back (it is disabled while the request runs)
    await waitFor(() => expect(submit()).toBeEnabled());
    mockRecharge.mockResolvedValueOnce(answer({ deposit_no: 'DW1' }, 'DW1') as never);
    await user.click(submit());
    await waitFor(() => expect(where()).toBe('/payInfo?deposit_no=DW1'));
    const [first, second, third] = mockRecharge.mock.calls;
    expect(first[0]).toEqual({ paytype: 'wxpay', amount: '200' });
    // a refusal retires its key; a request that got no answer keeps it for the retry
    expect(second[1]).not.toBe(first[1]);
    expect(third[1]).toBe(second[1]);
  });

  it('no bound card: 温馨提示; 去绑定 goes to /wallet', async () => {
    const user = setup({ cards: [[], []] });
    const dialog = await screen.findByRole('dialog', { name: NO_CARD_TITLE });
    expect(dialog).toHaveTextContent('未绑定');
    await user.click(screen.getByRole('button', { name: '去绑定' }));
    expect(where()).toBe('/wallet');
  });

  it('no bound card: closing the modal goes back (home when the deposit page was the first page of the visit)', async () => {
    const user = setup({ cards: [[], []] });
    await screen.findByRole('dialog', { name: NO_CARD_TITLE });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no bound card: leaving the page with the modal open (browser back, a cached page hidden) closes it and navigates nowhere', async () => {
    setup({ cards: [[], []] });
    await screen.findByRole('dialog', { name: NO_CARD_TITLE });
    act(() => {
      window.location.hash = '#/withdrawal';
    });
    await waitFor(() => expect(where()).toBe('/withdrawal'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {});
    expect(where()).toBe('/withdrawal');
  });

  it('a bound USDT address alone is enough: no modal', async () => {
    setup({
      cards: [[], [{ id: 1, bank: 'USDT', bank_owner: 'TRC20', bank_no: '**** **** abcd', bank_address: '', ico: '' }]],
    });
    await waitFor(() => expect(mockCards).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/recharge and 理性娱乐 (issue 22)', () => {
  const none = { value: null, pending: null };
  const state = (day: { value: number | null; pending: null }) => ({
    deposit: { day, week: none, month: none },
    loss: { day: none, week: none, month: none },
    session: none,
    reality_check_minutes: 60,
    block: null,
  });

  it('links to the deposit limits', async () => {
    localStorage.setItem('depositLimitOffered', '1');
    api.protection.mockResolvedValue(answer(state(none)) as never);
    setup();
    expect(await screen.findByRole('link', { name: /理性娱乐：\s*设置存款限额/ })).toHaveAttribute(
      'href',
      '#/responsible',
    );
  });

  it('before the first deposit, with no deposit limit, a card offers one; × is remembered', async () => {
    api.protection.mockResolvedValue(answer(state(none)) as never);
    const user = setup();
    const tip = await screen.findByRole('region', { name: '理性娱乐提示' });
    expect(tip).toHaveTextContent('存款限额');
    expect(screen.getByRole('link', { name: '去设置' })).toHaveAttribute('href', '#/responsible');
    await user.click(screen.getByRole('button', { name: '不再提示' }));
    expect(screen.queryByRole('region', { name: '理性娱乐提示' })).toBeNull();
    expect(localStorage.getItem('depositLimitOffered')).toBe('1');
    expect(where()).toBe('/recharge');
  });

  it('no offer with a deposit limit set', async () => {
    api.protection.mockResolvedValue(answer(state({ value: 100000, pending: null })) as never);
    setup();
    await waitFor(() => expect(api.protection).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: '理性娱乐提示' })).toBeNull();
  });
});
