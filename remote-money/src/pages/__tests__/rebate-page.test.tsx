import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RebatePage from '../rebate-page';
import { api, routeApi } from './money-api';
import { answer, PLAYER, renderAt, resetDom, session, toastKind, toastText, VENUES } from './records-cards-fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn(), get: jest.fn() }));
const mockVenues = api.balanceList;
const mockGet = api.rebateRecords;
const mockClaim = api.claimRebate;

const unclaimed = { gamename: '开元棋牌', money: '1.20', state: 0, created_at: '2026-11-23 00:05:00', updated_at: '' };
const claimed = {
  gamename: 'AG真人',
  money: '3.45',
  state: 1,
  created_at: '2026-11-22 00:05:00',
  updated_at: '2026-11-22 12:00:00',
};
const data = (rows: unknown[], jisuan: string, nojisuan: string) =>
  answer({ list: { data: rows, total: rows.length, last_page: 1 }, jisuan, nojisuan });

let refreshUser: jest.Mock;
beforeEach(() => {
  resetDom();
  routeApi();
  refreshUser = session(PLAYER);
  mockVenues.mockReset().mockResolvedValue(answer(VENUES) as never);
  mockGet.mockReset();
  mockClaim.mockReset();
});

const chip = (name: string) => document.querySelector(`[data-filter="${name}"]`) as HTMLElement;

describe('/fanshui', () => {
  it('shows received (jisuan) and pending (nojisuan), and each record with its claim time or 未领取', async () => {
    mockGet.mockResolvedValue(data([unclaimed, claimed], '3.45', '1.20') as never);
    renderAt('/fanshui', '/fanshui', <RebatePage />);
    await waitFor(() => expect(screen.getAllByTestId('rebate-row')).toHaveLength(2));
    expect(mockGet).toHaveBeenCalledWith({ date: 4, page: 1, api_type: '' });
    expect(screen.getByTestId('rebate-received')).toHaveTextContent('3.45');
    expect(screen.getByTestId('rebate-pending')).toHaveTextContent('1.20');
    const [first, second] = screen.getAllByTestId('rebate-row');
    expect(first).toHaveTextContent('开元棋牌');
    expect(first).toHaveTextContent('+1.20');
    expect(first).toHaveTextContent('返水时间2026-11-23 00:05:00');
    expect(first).toHaveTextContent('领取时间未领取');
    expect(second).toHaveTextContent('领取时间2026-11-22 12:00:00');
    expect(chip('api_type')).toHaveTextContent('全部平台');
    expect(chip('date')).toHaveTextContent('近30天');
  });

  it('nothing pending: 暂无领取额度！ and no claim is sent; an empty list says 空空如也', async () => {
    mockGet.mockResolvedValue(data([], '0.00', '0.00') as never);
    renderAt('/fanshui', '/fanshui', <RebatePage />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    expect(toastText()).toBe('暂无领取额度！');
    expect(toastKind()).toContain('danger');
    expect(mockClaim).not.toHaveBeenCalled();
  });

  it('a claim carries an Idempotency-Key, sends once for a double tap, shows the server message, refreshes the user and the list', async () => {
    mockGet
      .mockResolvedValueOnce(data([unclaimed], '0.00', '1.20') as never)
      .mockResolvedValue(
        data([{ ...unclaimed, state: 1, updated_at: '2026-11-24 10:00:00' }], '1.20', '0.00') as never,
      );
    let resolve!: (v: unknown) => void;
    mockClaim.mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    renderAt('/fanshui', '/fanshui', <RebatePage />);
    await screen.findByText('未领取');
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    expect(mockClaim).toHaveBeenCalledTimes(1);
    expect(mockClaim.mock.calls[0][0]).toMatch(/^fs-[0-9a-f]{32}$/);
    await act(async () => resolve(answer({ money: '1.20', records: 1 }, '领取成功，共 1.20 元')));
    await waitFor(() => expect(toastText()).toBe('领取成功，共 1.20 元'));
    expect(toastKind()).toContain('success');
    expect(refreshUser).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('rebate-pending')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('rebate-received')).toHaveTextContent('1.20');
    expect(screen.getByTestId('rebate-row')).toHaveTextContent('领取时间2026-11-24 10:00:00');
    expect(mockGet.mock.calls.map((c) => c[0].page)).toEqual([1, 1]);
  });

  it('the platform popup lists 全部平台 first and the venues; a choice reloads page 1 for that venue; the date popup too', async () => {
    mockGet.mockResolvedValue(data([claimed], '3.45', '0.00') as never);
    renderAt('/fanshui', '/fanshui', <RebatePage />);
    await screen.findByTestId('rebate-row');
    await waitFor(() => expect(mockVenues).toHaveBeenCalled());
    fireEvent.click(chip('api_type'));
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['全部平台', 'AG真人', '开元棋牌']),
    );
    fireEvent.click(within(list).getByRole('option', { name: 'AG真人' }));
    await waitFor(() => expect(mockGet).toHaveBeenLastCalledWith({ date: 4, page: 1, api_type: 'ag' }));
    fireEvent.click(chip('date'));
    const dates = await screen.findByRole('listbox');
    fireEvent.click(within(dates).getByRole('option', { name: '近15天' }));
    await waitFor(() => expect(mockGet).toHaveBeenLastCalledWith({ date: 3, page: 1, api_type: 'ag' }));
  });
});
