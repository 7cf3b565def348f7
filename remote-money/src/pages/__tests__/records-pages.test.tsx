import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import BetRecordsPage from '../bet-records-page';
import TransactionRecordsPage from '../transaction-records-page';
import { api, routeApi } from './money-api';
import { answer, PLAYER, renderAt, resetDom, session, VENUES } from './records-cards-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockVenues = api.balanceList;
const mockBets = api.betRecords;
const mockTrans = api.transactionRecords;

beforeEach(() => {
  resetDom();
  routeApi();
  session(PLAYER);
  mockVenues.mockReset().mockResolvedValue(answer(VENUES) as never);
  mockBets.mockReset();
  mockTrans.mockReset();
});

const bet = (i: number, status: number) => ({
  bet_id: `B${i}`,
  bet_amount: '100.00',
  win_loss: '195.00',
  Code: `庄赢 ${i}`,
  status,
  bet_time: `2026-11-2${i} 10:00:00`,
});
const chip = (name: string) => document.querySelector(`[data-filter="${name}"]`) as HTMLElement;
const options = () => screen.getAllByRole('option').map((o) => o.textContent);
async function choose(filter: string, label: string) {
  fireEvent.click(chip(filter));
  const list = await screen.findByRole('listbox');
  fireEvent.click(within(list).getByRole('option', { name: label }));
}

describe('/betRecord', () => {
  it('lists each bet with order number, amounts, Code, the status text of 001 §4 and the time; 全部平台 and 近30天 by default', async () => {
    mockBets.mockResolvedValue(
      answer({ data: [bet(1, 0), bet(2, 1), bet(3, 2), bet(4, 9)], total: 4, last_page: 1 }) as never,
    );
    renderAt('/betRecord', '/betRecord', <BetRecordsPage />);
    await waitFor(() => expect(screen.getAllByTestId('bet-row')).toHaveLength(4));
    expect(mockBets).toHaveBeenCalledWith({ date: 4, page: 1, api_type: '' });
    const rows = screen.getAllByTestId('bet-row');
    expect(rows.map((r) => r.querySelector('.money-state')!.textContent)).toEqual([
      '无效注单',
      '已结算',
      '未结算',
      '未定义',
    ]);
    expect(rows[0]).toHaveTextContent('注单号：B1');
    expect(rows[0]).toHaveTextContent('投注金额100.00');
    expect(rows[0]).toHaveTextContent('派彩金额195.00');
    expect(rows[0]).toHaveTextContent('结果庄赢 1');
    expect(rows[0]).toHaveTextContent('投注时间2026-11-21 10:00:00');
    expect(chip('api_type')).toHaveTextContent('全部平台');
    expect(chip('date')).toHaveTextContent('近30天');
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('the venue popup lists 全部平台 first; the date popup 1/7/15/30 days; a choice reloads from page 1', async () => {
    mockBets.mockImplementation(async (q) => answer({ data: [bet(q.page, 1)], total: 2, last_page: 2 }) as never);
    renderAt('/betRecord', '/betRecord', <BetRecordsPage />);
    await waitFor(() => expect(mockBets).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(mockVenues).toHaveBeenCalled());
    fireEvent.click(chip('api_type'));
    await screen.findByRole('listbox');
    await waitFor(() => expect(options()).toEqual(['全部平台', 'AG真人', '开元棋牌']));
    fireEvent.click(screen.getByRole('option', { name: '开元棋牌' }));
    await waitFor(() => expect(mockBets).toHaveBeenLastCalledWith({ date: 4, page: 2, api_type: 'ky' }));
    expect(mockBets.mock.calls.slice(2).map((c) => c[0])).toEqual([
      { date: 4, page: 1, api_type: 'ky' },
      { date: 4, page: 2, api_type: 'ky' },
    ]);
    expect(chip('api_type')).toHaveTextContent('开元棋牌');

    fireEvent.click(chip('date'));
    await screen.findByRole('listbox');
    expect(options()).toEqual(['今天', '近7天', '近15天', '近30天']);
    fireEvent.click(screen.getByRole('option', { name: '今天' }));
    await waitFor(() => expect(mockBets.mock.calls[4][0]).toEqual({ date: 1, page: 1, api_type: 'ky' }));
    expect(chip('date')).toHaveTextContent('今天');
  });

  it('stops when the rows reach total even if last_page says more; 空空如也 when there is nothing', async () => {
    mockBets.mockImplementation(async (q) => answer({ data: [bet(q.page, 1)], total: 2, last_page: 9 }) as never);
    const { unmount } = renderAt('/betRecord', '/betRecord', <BetRecordsPage />);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(mockBets).toHaveBeenCalledTimes(2);
    unmount();
    mockBets.mockReset().mockResolvedValue(answer({ data: [], total: 0, last_page: 1 }) as never);
    renderAt('/betRecord', '/betRecord', <BetRecordsPage />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('a history of 1,000 bets: scrolling never loads more than one page ahead of what is on screen', async () => {
    const ROW = 150; // px per rendered row in this fake layout
    const PER = 10;
    mockBets.mockImplementation(
      async (q) =>
        answer({
          data: Array.from({ length: PER }, (_, i) => bet((q.page - 1) * PER + i, 1)),
          total: 1000,
          last_page: 100,
        }) as never,
    );
    // a layout: each row is ROW px tall, the list's loader sits below the rows, the window scrolls
    let scrollY = 0;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const rows = document.querySelectorAll('[data-testid="bet-row"]').length;
      const top = this.classList.contains('adm-infinite-scroll') ? 60 + rows * ROW - scrollY : 0;
      return {
        top,
        bottom: top + 40,
        left: 0,
        right: 390,
        width: 390,
        height: 40,
        x: 0,
        y: top,
        toJSON: () => ({}),
      } as DOMRect;
    });
    try {
      renderAt('/betRecord', '/betRecord', <BetRecordsPage />);
      // scroll events until the list stops asking (the shared CPU may be slow: wait for quiet, not for a fixed time)
      const settle = async () => {
        let quiet = 0;
        for (let round = 0; round < 80 && quiet < 4; round++) {
          const before = mockBets.mock.calls.length;
          await act(async () => {
            window.dispatchEvent(new Event('scroll'));
            await new Promise((r) => setTimeout(r, 150));
          });
          quiet = mockBets.mock.calls.length === before ? quiet + 1 : 0;
        }
      };
      const pagesNeeded = () => Math.ceil((scrollY + window.innerHeight + 300 - 60) / (ROW * PER));
      await waitFor(() => expect(screen.getAllByTestId('bet-row').length).toBeGreaterThanOrEqual(PER));
      await settle();
      expect(mockBets.mock.calls.length).toBeLessThanOrEqual(pagesNeeded() + 1);
      for (const y of [1500, 4000, 9000, 20000]) {
        scrollY = y;
        await settle();
        const asked = mockBets.mock.calls.length;
        expect(asked).toBeGreaterThanOrEqual(pagesNeeded()); // what is on screen is there
        expect(asked).toBeLessThanOrEqual(pagesNeeded() + 1); // and at most one page more
      }
      expect(mockBets.mock.calls.length).toBeLessThan(100);
      expect(mockBets.mock.calls.map((c) => c[0].page)).toEqual(mockBets.mock.calls.map((_, i) => i + 1));
    } finally {
      rect.mockRestore();
    }
  }, 30_000);
});

describe('/transRecord', () => {
  const row = (state: number, i = 0) => ({
    out_trade_no: `D2026112${i}AB`,
    amount: '500.00',
    pay_way: '银行卡转账',
    state,
    created_at: `2026-11-2${i} 09:00:00`,
  });

  it('deposits by default (type 1, 近30天, 全部平台): order number, amount, way, state texts 未定义/待审核/审核通过/审核拒绝, time', async () => {
    mockTrans.mockResolvedValue(
      answer({ data: [0, 1, 2, 3].map((s, i) => row(s, i)), total: 4, last_page: 1 }) as never,
    );
    renderAt('/transRecord', '/transRecord', <TransactionRecordsPage />);
    await waitFor(() => expect(screen.getAllByTestId('trans-row')).toHaveLength(4));
    expect(mockTrans).toHaveBeenCalledWith({ date: 4, type: 1, page: 1, api_type: '' });
    const rows = screen.getAllByTestId('trans-row');
    expect(rows.map((r) => r.querySelector('.money-state')!.textContent)).toEqual([
      '未定义',
      '待审核',
      '审核通过',
      '审核拒绝',
    ]);
    expect(rows[1]).toHaveTextContent('订单号D20261121AB');
    expect(rows[1]).toHaveTextContent('银行卡转账');
    expect(rows[1]).toHaveTextContent('500.00');
    expect(rows[1]).toHaveTextContent('2026-11-21 09:00:00');
    expect(chip('type')).toHaveTextContent('存款');
  });

  it('the type popup offers 存款/取款/转入/转出; transfers read 失败/成功/待结算/未定义 and show no order number', async () => {
    mockTrans.mockImplementation(
      async (q) =>
        answer({
          data: q.type === 1 ? [row(1)] : [0, 1, 2, 3].map((s, i) => ({ ...row(s, i), pay_way: 'AG真人' })),
          total: 4,
          last_page: 1,
        }) as never,
    );
    renderAt('/transRecord', '/transRecord', <TransactionRecordsPage />);
    await screen.findByTestId('trans-row');
    fireEvent.click(chip('type'));
    await screen.findByRole('listbox');
    expect(options()).toEqual(['存款', '取款', '转入', '转出']);
    fireEvent.click(screen.getByRole('option', { name: '转出' }));
    await waitFor(() => expect(screen.getAllByTestId('trans-row')).toHaveLength(4));
    expect(mockTrans).toHaveBeenLastCalledWith({ date: 4, type: 4, page: 1, api_type: '' });
    const rows = screen.getAllByTestId('trans-row');
    expect(rows.map((r) => r.querySelector('.money-state')!.textContent)).toEqual(['失败', '成功', '待结算', '未定义']);
    expect(rows[0]).not.toHaveTextContent('订单号');
    await choose('type', '取款');
    await waitFor(() => expect(mockTrans).toHaveBeenLastCalledWith({ date: 4, type: 2, page: 1, api_type: '' }));
    await choose('date', '近7天');
    await waitFor(() => expect(mockTrans).toHaveBeenLastCalledWith({ date: 2, type: 2, page: 1, api_type: '' }));
  });

  it('a refused page stops the list (the client toasts the message)', async () => {
    mockTrans.mockResolvedValue(answer(null, '场馆不存在', 400) as never);
    renderAt('/transRecord', '/transRecord', <TransactionRecordsPage />);
    await waitFor(() => expect(mockTrans).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(mockTrans).toHaveBeenCalledTimes(1);
  });
});
