import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayInfoData } from '../../features/deposit/api/post-pay-info';
import PaymentInfoPage, { EXPIRED_TEXT } from '../payment-info-page';
import { api, routeApi } from './money-api';
import { answer, renderAt, resetDom, session, toastText, where } from './money-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockInfo = api.payInfo;

const QR = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
const order = (over: Partial<PayInfoData['info']> = {}): PayInfoData => ({
  deposit_no: 'D20261124ABCDEFGHJK',
  info: {
    amount: '200.00',
    created_at: '2026-11-24 15:00:00',
    paytype: 'usdt',
    pay_way: 'USDT',
    usdt_amount: '27.77',
    ...over,
  },
  cardlist: { mch_id: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', content: 'TRC20', payimg: QR },
});
// 2026-11-24 15:00:00 in Shanghai is 07:00:00 UTC
const CREATED_MS = Date.UTC(2026, 10, 24, 7, 0, 0);

beforeEach(() => {
  resetDom();
  jest.resetAllMocks();
  routeApi();
  session(null);
});
afterEach(() => jest.useRealTimers());

describe('/payInfo page', () => {
  it('USDT: amount, mm:ss counting down each second to one hour after created_at, number, time, method, QR, address with copy, protocol', async () => {
    jest.useFakeTimers({ now: CREATED_MS + 5 * 60_000 + 30_000 });
    mockInfo.mockResolvedValue(answer(order(), 'usdtpay') as never);
    renderAt('/payInfo?deposit_no=D20261124ABCDEFGHJK', '/payInfo', <PaymentInfoPage />);
    await act(async () => {});
    expect(mockInfo).toHaveBeenCalledWith('D20261124ABCDEFGHJK');
    expect(screen.getByTestId('payinfo-amount')).toHaveTextContent('200.00');
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('54:30');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('54:29');
    await act(async () => jest.advanceTimersByTime(61_000));
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('53:28');
    expect(screen.getByTestId('payinfo-no')).toHaveTextContent('D20261124ABCDEFGHJK');
    expect(screen.getByText('2026-11-24 15:00:00')).toBeInTheDocument();
    expect(screen.getByTestId('payinfo-method')).toHaveTextContent('USDT');
    expect(screen.getByTestId('payinfo-qr')).toHaveAttribute('src', QR);
    expect(screen.getByTestId('payinfo-address')).toHaveTextContent('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    expect(screen.getByTestId('payinfo-protocol')).toHaveTextContent('TRC20');
    expect(screen.getByText(/自动到账/)).toBeInTheDocument();
    expect(screen.getByText(/联系在线客服/)).toBeInTheDocument();
  });

  it('the countdown stops at 00:00 and says the order has expired', async () => {
    jest.useFakeTimers({ now: CREATED_MS + 3600_000 - 2000 });
    mockInfo.mockResolvedValue(answer(order(), 'usdtpay') as never);
    renderAt('/payInfo?deposit_no=D1', '/payInfo', <PaymentInfoPage />);
    await act(async () => {});
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('00:02');
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('00:00');
    expect(screen.getByTestId('payinfo-expired')).toHaveTextContent(EXPIRED_TEXT);
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('payinfo-countdown')).toHaveTextContent('00:00');
  });

  it('copying the address says 复制成功！', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    mockInfo.mockResolvedValue(answer(order(), 'usdtpay') as never);
    const user = userEvent.setup();
    renderAt('/payInfo?deposit_no=D1', '/payInfo', <PaymentInfoPage />);
    await user.click(await screen.findByRole('button', { name: '复制 TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }));
    await waitFor(() => expect(toastText()).toBe('复制成功！'));
    // user-event's clipboard stands in for the browser's
    expect(await navigator.clipboard.readText()).toBe('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
  });

  it('WeChat: no address block; method from the order; a QR that is not an image is not shown', async () => {
    mockInfo.mockResolvedValue(
      answer(
        {
          ...order({ pay_way: '微信支付', paytype: 'wxpay' }),
          cardlist: { mch_id: 'wxp://x', content: '张三', payimg: 'javascript:alert(1)' },
        },
        'wxpay',
      ) as never,
    );
    renderAt('/payInfo?deposit_no=D1', '/payInfo', <PaymentInfoPage />);
    await screen.findByTestId('payinfo-method');
    expect(screen.getByTestId('payinfo-method')).toHaveTextContent('微信支付');
    expect(screen.queryByTestId('payinfo-address')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payinfo-qr')).not.toBeInTheDocument();
    expect(screen.getByText('暂无支付二维码')).toBeInTheDocument();
  });

  it('both buttons go to /transRecord', async () => {
    mockInfo.mockResolvedValue(answer(order(), 'usdtpay') as never);
    const user = userEvent.setup();
    const { unmount } = renderAt('/payInfo?deposit_no=D1', '/payInfo', <PaymentInfoPage />);
    await user.click(await screen.findByRole('button', { name: '充值完成' }));
    expect(where()).toBe('/transRecord');
    unmount();
    renderAt('/payInfo?deposit_no=D1', '/payInfo', <PaymentInfoPage />);
    await user.click(await screen.findByRole('button', { name: '资金明细' }));
    expect(where()).toBe('/transRecord');
  });

  it("an unknown order: the server's message was toasted, the page says so and stays usable", async () => {
    mockInfo.mockResolvedValue(answer(null, '订单不存在', 404) as never);
    renderAt('/payInfo?deposit_no=NOPE', '/payInfo', <PaymentInfoPage />);
    expect(await screen.findByText('未找到该订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '资金明细' })).toBeEnabled();
  });
});
