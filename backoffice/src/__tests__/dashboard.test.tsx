import { screen, within } from '@testing-library/react';
import { dashboard, fakeServer, me } from './fake-server';
import { renderConsole } from './render';

jest.mock('../features/dashboard/DaysChart', () => ({
  __esModule: true,
  default: ({ money }: { money: boolean }) => <div data-testid="chart">{money ? 'money' : 'players only'}</div>,
}));

describe('dashboard', () => {
  test('finance sees the money cards, the queues in the menu and the 14-day chart', async () => {
    fakeServer({
      'GET /me': { data: me('finance') },
      'GET /dashboard': { data: dashboard(true) },
      'GET /deposits': { data: { data: [], total: 4, last_page: 4, current_page: 1, per_page: 1 } },
      'GET /withdrawals': { data: { data: [], total: 1, last_page: 1, current_page: 1, per_page: 1 } },
    });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: '今日概况' })).toBeInTheDocument();
    const money = screen.getByTestId('money-cards');
    expect(within(money).getByText('今日充值（7 笔）')).toBeInTheDocument();
    expect(money).toHaveTextContent('12,345.60');
    expect(money).toHaveTextContent('10,345.60');
    expect(await screen.findByTestId('chart')).toHaveTextContent('money');
    expect(screen.getByRole('menuitem', { name: /待审充值/ })).toHaveTextContent('4');
    expect(screen.getByText('财务')).toBeInTheDocument();
  });

  test('an editor sees no money: no money card, no cashier menu, the chart without money', async () => {
    const server = fakeServer({
      'GET /me': { data: me('editor') },
      'GET /dashboard': { data: dashboard(false) },
    });
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: '今日概况' })).toBeInTheDocument();
    expect(screen.getByText('今日新增玩家')).toBeInTheDocument();
    expect(screen.getByText('今日活跃玩家')).toBeInTheDocument();
    expect(screen.queryByTestId('money-cards')).toBeNull();
    expect(screen.queryByText(/今日充值/)).toBeNull();
    expect(screen.queryByText(/今日净入/)).toBeNull();
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /待审充值/ })).toBeNull();
    expect(await screen.findByTestId('chart')).toHaveTextContent('players only');
    // the queues are never asked for an editor
    expect(server.calls.filter((c) => c.path === '/deposits' || c.path === '/withdrawals')).toEqual([]);
  });

  test('an editor who opens /deposits by its address is told it is not theirs', async () => {
    fakeServer({ 'GET /me': { data: me('editor') }, 'GET /dashboard': { data: dashboard(false) } });
    renderConsole('/deposits');
    expect(await screen.findByText('此页面仅财务和超级管理员可以访问。')).toBeInTheDocument();
  });
});
