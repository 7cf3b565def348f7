import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deposit } from '../api/types';
import { fakeServer, me } from './fake-server';
import { renderConsole } from './render';

const order = (no: string, extra: Partial<Deposit> = {}): Deposit => ({
  id: Number(no.slice(-3)),
  deposit_no: no,
  user_id: 42,
  username: 'player42',
  paytype: 'bank',
  pay_way: '银行卡转账',
  catepay: null,
  amount: '500.00',
  usdt_amount: null,
  usdt_rate: null,
  bank: '招商银行',
  bank_no: '6225880112345678',
  bank_owner: '李四',
  bank_address: '上海',
  state: 1,
  expired: false,
  reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: '2026-11-26 10:00:00',
  ...extra,
});

const page = (rows: Deposit[]) => ({ data: rows, total: rows.length, last_page: 1, current_page: 1, per_page: 20 });

const player = {
  id: 42,
  username: 'player42',
  realname: '李四',
  mobile: null,
  vip: 1,
  balance: '88.00',
  gameblance: '0.00',
  paysum: '0.00',
  bet_amount: '0.00',
  created_at: '2026-11-20 09:00:00',
  last_login_at: null,
  last_login_ip: null,
  locked: 0,
  recent_ledger: [
    {
      entry_id: 7,
      kind: 'adjustment',
      wallet: 'central',
      amount: '88.00',
      memo: '活动补发',
      created_at: '2026-11-25 12:00:00',
    },
  ],
};

function server(state: { pending: Deposit[]; confirm: () => { status?: number; message?: string } }) {
  return fakeServer({
    'GET /me': { data: me('super') },
    'GET /deposits': (_b, url) =>
      url.searchParams.get('per_page') === '1'
        ? { data: { ...page([]), total: state.pending.length } }
        : { data: page(url.searchParams.get('state') === '1' ? state.pending : []) },
    'GET /withdrawals': { data: page([]) },
    'GET /users/42': { data: player },
    'POST /deposits/D001/confirm': () => state.confirm(),
    'POST /deposits/D001/reject': (body) => {
      state.pending = [];
      return { data: { deposit_no: 'D001', state: 3, reason: (body as { reason: string }).reason } };
    },
  });
}

describe('deposit queue', () => {
  test('the pending orders; the drawer shows the order and the player’s ledger; 确认入账 confirms and the queue is asked again', async () => {
    const state = {
      pending: [order('D001')],
      confirm: () => {
        state.pending = [];
        return { message: '已确认入账' };
      },
    };
    const s = server(state);
    const user = userEvent.setup({ delay: null });
    renderConsole('/deposits');
    const row = (await screen.findByText('D001')).closest('tr')!;
    expect(row).toHaveTextContent('player42（42）');
    expect(row).toHaveTextContent('¥500.00');
    expect(row).toHaveTextContent('待审核');
    expect(s.callsTo('GET', '/deposits').some((c) => c.search.includes('state=1'))).toBe(true);

    await user.click(row);
    // (jsdom: the drawer's dialog is found by its title, its accessible name is Chromium's, see e2e/backoffice)
    const drawer = (await screen.findByText('充值订单 D001')).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('活动补发')).toBeInTheDocument();
    expect(within(drawer).getByText('¥88.00')).toBeInTheDocument();

    const asked = s.callsTo('GET', '/deposits').length;
    await user.click(within(drawer).getByRole('button', { name: '确认入账' }));
    const pop = await screen.findByRole('tooltip');
    await user.click(within(pop).getByRole('button', { name: '确认入账' }));
    expect(await screen.findByText('D001 已入账')).toBeInTheDocument();
    expect(s.callsTo('POST', '/deposits/D001/confirm')[0].headers['x-h5-console']).toBe('1');
    await waitFor(() => expect(s.callsTo('GET', '/deposits').length).toBeGreaterThan(asked));
    expect(await screen.findByText('暂无待审核订单')).toBeInTheDocument();
  });

  test('another cashier got there first: the 409 message as the server wrote it, and the queue refreshed', async () => {
    const taken = '该订单已确认入账（由 finance1 于 2026-11-26 10:12:03 处理）';
    const state = {
      pending: [order('D001')],
      confirm: () => {
        state.pending = [];
        return { status: 409, message: taken };
      },
    };
    const s = server(state);
    const user = userEvent.setup({ delay: null });
    renderConsole('/deposits');
    const row = (await screen.findByText('D001')).closest('tr')!;
    const asked = s.callsTo('GET', '/deposits').length;
    await user.click(within(row).getByRole('button', { name: '确认入账' }));
    const pop = await screen.findByRole('tooltip');
    await user.click(within(pop).getByRole('button', { name: '确认入账' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(s.callsTo('GET', '/deposits').length).toBeGreaterThan(asked));
    expect(await screen.findByText('暂无待审核订单')).toBeInTheDocument();
  });

  test('the queue holds still while a confirmation is open: another cashier’s approval does not take the row away under the pointer; the press tells who handled it', async () => {
    jest.useFakeTimers();
    try {
      const taken = '该订单已确认入账（由 finance1 于 2026-11-26 10:12:03 处理）';
      const state = {
        pending: [order('D001')],
        confirm: () => ({ status: 409, message: taken }),
      };
      const s = server(state);
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      renderConsole('/deposits');
      const row = (await screen.findByText('D001')).closest('tr')!;
      await act(() => jest.advanceTimersByTimeAsync(6_000));
      const beforeOpen = s.callsTo('GET', '/deposits').filter((c) => !c.search.includes('per_page=1')).length;
      expect(beforeOpen).toBeGreaterThan(1); // refreshing by itself

      await user.click(within(row).getByRole('button', { name: '确认入账' }));
      const pop = await screen.findByRole('tooltip');
      expect(screen.getByText('确认中，暂停自动刷新')).toBeInTheDocument();
      // another cashier confirms it meanwhile; three refresh periods go by
      state.pending = [];
      await act(() => jest.advanceTimersByTimeAsync(16_000));
      expect(s.callsTo('GET', '/deposits').filter((c) => !c.search.includes('per_page=1'))).toHaveLength(beforeOpen);
      expect(screen.getByText('D001')).toBeInTheDocument();
      await act(async () => {
        await user.click(within(pop).getByRole('button', { name: '确认入账' }));
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(await screen.findByText(taken)).toBeInTheDocument();
      expect(s.callsTo('POST', '/deposits/D001/confirm')).toHaveLength(1);
      // answered: the queue is asked again and goes on refreshing
      expect(await screen.findByText('暂无待审核订单')).toBeInTheDocument();
      expect(screen.getByText('每 5 秒自动刷新')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('拒绝 asks for a reason (required) and sends it', async () => {
    const state = { pending: [order('D001')], confirm: () => ({}) };
    const s = server(state);
    const user = userEvent.setup({ delay: null });
    renderConsole('/deposits');
    const row = (await screen.findByText('D001')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '拒 绝' }));
    const modal = (await screen.findByText('拒绝订单 D001')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(modal).getByRole('button', { name: '确认拒绝' }));
    expect(await within(modal).findByText('请填写拒绝原因')).toBeInTheDocument();
    expect(s.callsTo('POST', '/deposits/D001/reject')).toHaveLength(0);
    await user.type(within(modal).getByLabelText('拒绝原因（玩家可见）'), '未收到款项');
    await user.click(within(modal).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('D001 已拒绝')).toBeInTheDocument();
    expect(s.callsTo('POST', '/deposits/D001/reject')[0].body).toEqual({ reason: '未收到款项' });
  });
});
