import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, NetworkError } from '@h5/shared';
import type { postVipLevels } from '../../features/vip/api/post-vip-levels';
import VipPage, { VIP_RULES } from '../vip-page';
import { answer, answerCalls, LEVELS, PLAYER, renderAt, resetDom, session } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** the endpoint's answers */
const mockLevels = jest.fn<ReturnType<typeof postVipLevels>, []>();

const percent = () => screen.getByTestId('vip-percent').textContent;
const activeTab = () => document.querySelector('.adm-tabs-tab-active')?.textContent;

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({ 'POST /api/uservip': () => mockLevels() });
  mockLevels.mockReset();
  mockLevels.mockResolvedValue(answer(LEVELS));
});

describe('/vip page', () => {
  it('renders only once the level list is loaded', async () => {
    let resolve!: (v: ReturnType<typeof answer>) => void;
    mockLevels.mockReturnValue(new Promise((r) => (resolve = r as typeof resolve)) as never);
    session(null);
    renderAt('/vip', '/vip', <VipPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vip-percent')).not.toBeInTheDocument();
    resolve(answer(LEVELS));
    expect(await screen.findByTestId('vip-percent')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(LEVELS.map((_, i) => `VIP${i + 1}`));
  });

  it('a visitor opens on VIP1 with 0 %, nothing reached, and a way to log in', async () => {
    session(null);
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    expect(activeTab()).toBe('VIP1');
    expect(percent()).toBe('0%');
    expect(screen.getByTestId('vip-reached-1')).toHaveTextContent('未达成');
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '#/login?redirect=%2Fvip');
  });

  it('a player opens on their level; the percent is round(paysum / recharge of the entry at index vip × 100)', async () => {
    const refresh = session({ ...PLAYER, vip: 3, paysum: '12345.67' });
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    expect(refresh).toHaveBeenCalled(); // the player's info is reloaded each time the page shows
    expect(activeTab()).toBe('VIP3');
    // vip 3 → the entry at index 3 (VIP4, recharge 20000.00): 12345.67 / 20000 = 61.73 % → 62
    expect(percent()).toBe('62%');
    expect(screen.getByTestId('vip-current')).toHaveTextContent('当前等级 VIP3');
    expect(screen.getByText('累计存款 12345.67 / 20000.00，距 VIP4')).toBeInTheDocument();
    for (const level of [1, 2, 3]) expect(screen.getByTestId(`vip-reached-${level}`)).toHaveTextContent('已达成');
    for (const level of [4, 10]) expect(screen.getByTestId(`vip-reached-${level}`)).toHaveTextContent('未达成');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
  });

  it.each([
    ['half rounds up', 2, '2500.00', '50%'],
    ['0.5 % rounds up', 1, '5.00', '1%'],
    ['just under half a percent rounds down', 1, '4.99', '0%'],
    ['capped at 100', 2, '99999.00', '100%'],
    ['no deposit', 2, '0.00', '0%'],
    ['the last level has no next threshold', 10, '1.00', '100%'],
  ])('percent: %s', async (_name, vip, paysum, expected) => {
    session({ ...PLAYER, vip, paysum });
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    expect(percent()).toBe(expected);
  });

  it('a threshold of 0 answers 0 %', async () => {
    mockLevels.mockResolvedValue(answer(LEVELS.map((l) => ({ ...l, recharge: '0.00' }))));
    session({ ...PLAYER, vip: 2, paysum: '500.00' });
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    expect(percent()).toBe('0%');
  });

  it('a tab shows its level: deposit and turnover required, its row of the rebate table highlighted', async () => {
    session({ ...PLAYER, vip: 2 });
    const user = userEvent.setup();
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    await user.click(screen.getByRole('tab', { name: 'VIP5' }));
    expect(activeTab()).toBe('VIP5');
    expect(screen.getByTestId('vip-recharge-5')).toHaveTextContent('50000.00');
    expect(screen.getByTestId('vip-flow-5')).toHaveTextContent('500000.00');
    expect(screen.getByText('各等级最高返水比例，当前选中 VIP5')).toBeInTheDocument();
    const table = screen.getByTestId('vip-rebate-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['等级', '真人', '体育', '电竞', '棋牌', '电子', '彩票']);
    const row5 = within(table).getByRole('rowheader', { name: 'VIP5' }).closest('tr')!;
    expect(row5).toHaveClass('is-selected');
    expect(
      within(row5)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.60%', '0.60%', '0.60%', '0.60%', '0.60%', '0.50%']);
  });

  it("moves to the player's level when it changes (a login while the cached page is kept)", async () => {
    session(null);
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    expect(activeTab()).toBe('VIP1');
    act(() => {
      session({ ...PLAYER, vip: 4, paysum: '25000.00' });
    });
    await waitFor(() => expect(activeTab()).toBe('VIP4'));
    // vip 4 → entry at index 4 (VIP5, 50000.00): 50 %
    expect(percent()).toBe('50%');
  });

  it('shows the VIP rules as text', async () => {
    session(null);
    renderAt('/vip', '/vip', <VipPage />);
    await screen.findByTestId('vip-percent');
    for (const rule of VIP_RULES) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(VIP_RULES.join('')).toMatch(/90 天/);
  });

  it('a failed load says so and retries', async () => {
    mockLevels.mockRejectedValueOnce(new NetworkError(new Error('down')));
    session(null);
    const user = userEvent.setup();
    renderAt('/vip', '/vip', <VipPage />);
    expect(await screen.findByText('等级信息加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByTestId('vip-percent')).toBeInTheDocument());
  });
});
