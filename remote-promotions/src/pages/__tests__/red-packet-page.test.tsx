import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, NetworkError, type RedPacketInfo } from '@h5/shared';
import type { getRedPacketInfo } from '../../features/red-packet/api/get-red-packet-info';
import type { postRedPacketClaim } from '../../features/red-packet/api/post-red-packet-claim';
import RedPacketPage, { RED_PACKET_RULES } from '../red-packet-page';
import { answer, answerCalls, PLAYER, renderAt, resetDom, session, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** each endpoint's answers, called with what the page asked for (a claim: its Idempotency-Key) */
const mockInfo = jest.fn<ReturnType<typeof getRedPacketInfo>, []>();
const mockClaim = jest.fn<ReturnType<typeof postRedPacketClaim>, [idempotencyKey: string]>();

const RULES = [
  { start_time: '2026-11-01', end_time: '2026-11-30', day_flow: 1, flow_money: '3.00', recharge: '100.00' },
  { start_time: '2026-11-01', end_time: '2026-11-30', day_flow: 3, flow_money: '3.00', recharge: '1000.00' },
];
const info = (over: Partial<RedPacketInfo> = {}): RedPacketInfo => ({
  sendnums: 2,
  acquirednum: 1,
  max_times: 3,
  rules: RULES,
  ...over,
});

let refreshUser: jest.Mock;
function renderPage(first: RedPacketInfo) {
  mockInfo.mockResolvedValue(answer(first) as never);
  refreshUser = session(PLAYER);
  const user = userEvent.setup();
  renderAt('/hongbao', '/hongbao', <RedPacketPage />);
  return user;
}
const claimButton = () => screen.getByRole('button', { name: '立即领取' });
const popup = () => screen.queryByRole('dialog');

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({
    'GET /api/userredpacket': () => mockInfo(),
    'POST /api/douserredpacket': (_body, options) => mockClaim(options.headers?.['Idempotency-Key'] as string),
  });
  mockInfo.mockReset();
  mockClaim.mockReset();
});

describe('/hongbao page', () => {
  it('shows remaining draws (0 when negative), draws taken and the maximum, the rules table and the rule texts', async () => {
    renderPage(info({ sendnums: -2, acquirednum: 4, max_times: 2 }));
    await waitFor(() => expect(screen.getByTestId('rp-taken')).toHaveTextContent('4'));
    expect(screen.getByTestId('rp-remaining')).toHaveTextContent('0');
    expect(screen.getByTestId('rp-max')).toHaveTextContent('2');
    const table = screen.getByTestId('rp-rules');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['活动时间', '累计充值金额', '抽奖次数']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-11-01至 2026-11-30', '≥ 100.00 元', '1 次'],
      ['2026-11-01至 2026-11-30', '≥ 1000.00 元', '3 次'],
    ]);
    for (const rule of RED_PACKET_RULES) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(RED_PACKET_RULES.join('')).toMatch(/10:00 - 12:00.*前一日 12:00 至当日 10:00.*美东时间/);
    expect(screen.getByText('每日 10:00 - 12:00（北京时间）')).toBeInTheDocument();
  });

  it('no rules: no table', async () => {
    renderPage(info({ rules: [] }));
    await waitFor(() => expect(screen.getByTestId('rp-remaining')).toHaveTextContent('2'));
    expect(screen.queryByTestId('rp-rules')).not.toBeInTheDocument();
    expect(screen.queryByText('活动规则')).not.toBeInTheDocument();
  });

  it('with no draw left the "not yet met" popup shows and the server is not called', async () => {
    const user = renderPage(info({ sendnums: 0 }));
    await waitFor(() => expect(claimButton()).toBeEnabled());
    await user.click(claimButton());
    expect(popup()).toHaveAttribute('data-testid', 'rp-popup-failed');
    expect(screen.getByTestId('rp-failed-message')).toHaveTextContent('您还未达到领取条件，快去完成吧！');
    expect(mockClaim).not.toHaveBeenCalled();
    // tapping the envelope is the same claim
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(screen.getByRole('button', { name: '拆红包' }));
    expect(screen.getByTestId('rp-failed-message')).toHaveTextContent('您还未达到领取条件，快去完成吧！');
    expect(mockClaim).not.toHaveBeenCalled();
  });

  it("a win shows the amount, reloads the draws and the player's balance; each tap has its own Idempotency-Key", async () => {
    const user = renderPage(info({ sendnums: 2, acquirednum: 1 }));
    await waitFor(() => expect(claimButton()).toBeEnabled());
    mockClaim.mockResolvedValue(answer({ redpacketmoney: '8.88' }, '恭喜您抽中红包 8.88 元') as never);
    mockInfo.mockResolvedValue(answer(info({ sendnums: 1, acquirednum: 2 })) as never);
    await user.click(claimButton());
    expect(await screen.findByTestId('rp-won-amount')).toHaveTextContent('¥8.88');
    expect(popup()).toHaveAttribute('data-testid', 'rp-popup-won');
    await waitFor(() => expect(screen.getByTestId('rp-remaining')).toHaveTextContent('1'));
    expect(screen.getByTestId('rp-taken')).toHaveTextContent('2');
    expect(refreshUser).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '开心收下' }));
    expect(popup()).not.toBeInTheDocument();
    await user.click(claimButton());
    const keys = mockClaim.mock.calls.map((c) => c[0]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^rp-[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each([
    [410, '活动尚未开始', 'rp-popup-notStarted', '每日北京时间 10:00 - 12:00 开放领取，请准时参与'],
    [411, '活动已结束', 'rp-popup-ended', '今日领取时间已过，明日 10:00 准时开抢'],
  ])("the server's code %i shows its popup", async (code, message, testId, text) => {
    const user = renderPage(info());
    await waitFor(() => expect(claimButton()).toBeEnabled());
    mockClaim.mockResolvedValue(answer(null, message, code) as never);
    await user.click(claimButton());
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(refreshUser).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(popup()).not.toBeInTheDocument();
  });

  it("any other refusal is the failure popup with the server's message; 立即充值 goes to /wallet?type=0", async () => {
    const user = renderPage(info());
    await waitFor(() => expect(claimButton()).toBeEnabled());
    mockClaim.mockResolvedValue(answer(null, '红包已关闭', 400) as never);
    await user.click(claimButton());
    expect(await screen.findByTestId('rp-failed-message')).toHaveTextContent('红包已关闭');
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/wallet?type=0');
  });

  it('closing a popup resets them all: the next answer shows alone', async () => {
    const user = renderPage(info());
    await waitFor(() => expect(claimButton()).toBeEnabled());
    mockClaim.mockResolvedValueOnce(answer(null, '活动尚未开始', 410) as never);
    await user.click(claimButton());
    await screen.findByTestId('rp-popup-notStarted');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(popup()).not.toBeInTheDocument();
    mockClaim.mockResolvedValueOnce(answer(null, '活动已结束', 411) as never);
    await user.click(claimButton());
    expect(await screen.findByTestId('rp-popup-ended')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('活动尚未开始')).not.toBeInTheDocument();
  });

  it('a request failure (no answer) is a toast, not a popup', async () => {
    const user = renderPage(info());
    await waitFor(() => expect(claimButton()).toBeEnabled());
    mockClaim.mockRejectedValue(new NetworkError(new Error('timeout')));
    await user.click(claimButton());
    await waitFor(() => expect(toastText()).toBe('服务器错误，请稍后再试'));
    expect(popup()).not.toBeInTheDocument();
  });

  it('a double tap sends one claim', async () => {
    const user = renderPage(info());
    await waitFor(() => expect(claimButton()).toBeEnabled());
    let resolve!: (v: unknown) => void;
    mockClaim.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    await user.click(claimButton());
    await user.click(screen.getByRole('button', { name: '拆红包' }));
    expect(mockClaim).toHaveBeenCalledTimes(1);
    resolve(answer({ redpacketmoney: '1.00' }));
    expect(await screen.findByTestId('rp-won-amount')).toHaveTextContent('1.00');
  });
});
