import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { clearQueries } from '@h5/shared';
import type { getRedPacketInfo } from '../../features/red-packet/api/get-red-packet-info';
import type { postRedPacketRecords } from '../../features/red-packet/api/post-red-packet-records';
import type { postActivityApplyLog } from '../../features/promotions/api/post-activity-apply-log';
import PromotionApplicationsPage from '../promotion-applications-page';
import WelfarePage from '../welfare-page';
import { answer, answerCalls, PLAYER, renderAt, resetDom, session } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** each endpoint's answers, called with what the page asked for */
const mockInfo = jest.fn<ReturnType<typeof getRedPacketInfo>, []>();
const mockRecords = jest.fn<ReturnType<typeof postRedPacketRecords>, [page: number]>();
const mockLog = jest.fn<ReturnType<typeof postActivityApplyLog>, [page: number]>();

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({
    'GET /api/userredpacket': () => mockInfo(),
    'POST /api/redpacket': (body) => mockRecords(body.page as number),
    'POST /api/activityApplyLog': (body) => mockLog(body.page as number),
  });
  session(PLAYER);
  mockInfo.mockReset();
  mockRecords.mockReset();
  mockLog.mockReset();
});

describe('/activityRecord page', () => {
  it('lists title, application time and the state text of each application (0 and 4 are 未定义), then 没有更多了', async () => {
    const rows = [1, 2, 3, 0, 4].map((state, i) => ({
      activity_name: `活动${i + 1}`,
      created_at: `2026-11-2${i} 10:00:00`,
      state,
    }));
    mockLog.mockResolvedValue(answer({ data: rows, total: 5, last_page: 1 }) as never);
    renderAt('/activityRecord', '/activityRecord', <PromotionApplicationsPage />);
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(5));
    const shown = screen
      .getAllByTestId('application-row')
      .map((r) => [
        within(r).getByText(/^活动\d$/).textContent,
        within(r).getByText(/^申请时间/).textContent,
        r.querySelector('.record-state')!.textContent,
      ]);
    expect(shown).toEqual([
      ['活动1', '申请时间：2026-11-20 10:00:00', '待审核'],
      ['活动2', '申请时间：2026-11-21 10:00:00', '已通过'],
      ['活动3', '申请时间：2026-11-22 10:00:00', '已拒绝'],
      ['活动4', '申请时间：2026-11-23 10:00:00', '未定义'],
      ['活动5', '申请时间：2026-11-24 10:00:00', '未定义'],
    ]);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(mockLog).toHaveBeenCalledWith(1);
  });

  it('pages on: the next page is asked until last_page', async () => {
    mockLog.mockImplementation(
      async (page: number) =>
        answer({
          data: [{ activity_name: `第${page}页`, created_at: '2026-11-21 10:00:00', state: 1 }],
          total: 2,
          last_page: 2,
        }) as never,
    );
    renderAt('/activityRecord', '/activityRecord', <PromotionApplicationsPage />);
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(2));
    expect(mockLog.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('nothing yet: 空空如也', async () => {
    mockLog.mockResolvedValue(answer({ data: [], total: 0, last_page: 1 }) as never);
    renderAt('/activityRecord', '/activityRecord', <PromotionApplicationsPage />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});

describe('/welfare page', () => {
  it('shows remaining (0 when negative) and claimed counts, 去领取 to /hongbao, and the red-packet records', async () => {
    mockInfo.mockResolvedValue(answer({ sendnums: -1, acquirednum: 3, max_times: 2, rules: [] }) as never);
    mockRecords.mockResolvedValue(
      answer({
        data: [
          {
            money: '1000.00',
            redpacketmoney: '8.88',
            created_at: '2026-11-21 09:30:00',
            usetime: '2026-11-21 10:05:00',
          },
        ],
        total: 1,
        last_page: 1,
      }) as never,
    );
    renderAt('/welfare', '/welfare', <WelfarePage />);
    await waitFor(() => expect(screen.getByTestId('welfare-claimed')).toHaveTextContent('3'));
    expect(screen.getByTestId('welfare-remaining')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: '去领取' })).toHaveAttribute('href', '#/hongbao');
    const row = await screen.findByTestId('welfare-row');
    expect(row).toHaveTextContent('充值金额1000.00');
    expect(row).toHaveTextContent('红包金额+8.88');
    expect(row).toHaveTextContent('充值时间：2026-11-21 09:30:00');
    expect(row).toHaveTextContent('领取时间：2026-11-21 10:05:00');
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('no records: 空空如也', async () => {
    mockInfo.mockResolvedValue(answer({ sendnums: 2, acquirednum: 0, max_times: 2, rules: [] }) as never);
    mockRecords.mockResolvedValue(answer({ data: [], total: 0, last_page: 1 }) as never);
    renderAt('/welfare', '/welfare', <WelfarePage />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(screen.getByTestId('welfare-remaining')).toHaveTextContent('2');
  });
});
