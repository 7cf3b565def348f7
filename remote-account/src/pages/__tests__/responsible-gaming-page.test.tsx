import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import ResponsibleGamingPage from '../responsible-gaming-page';
import { answer, answerPosts, PLAYER, renderAt, resetDom, session, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;

const none = { value: null, pending: null };
const STATE: ProtectionState = {
  deposit: { day: none, week: none, month: none },
  loss: { day: none, week: none, month: none },
  session: none,
  reality_check_minutes: 60,
  block: null,
};
const withState = (patch: Partial<ProtectionState>): ProtectionState => ({ ...STATE, ...patch });

const endpoints = {
  '/api/protection': jest.fn(),
  '/api/protection/limit': jest.fn(),
  '/api/protection/cancel': jest.fn(),
  '/api/protection/timeout': jest.fn(),
  '/api/protection/exclusion': jest.fn(),
  '/api/protection/reopen': jest.fn(),
  '/api/protection/history': jest.fn(),
  '/api/protection/reality': jest.fn(),
};

beforeEach(() => {
  resetDom();
  session(PLAYER);
  mockPost.mockReset();
  for (const e of Object.values(endpoints)) e.mockReset();
  endpoints['/api/protection'].mockResolvedValue(answer(STATE));
  endpoints['/api/protection/history'].mockResolvedValue(answer({ data: [], total: 0, last_page: 1 }));
  endpoints['/api/protection/reality'].mockResolvedValue(
    answer({ started_at: '2026-11-26 10:00:00', minutes: 42, net: -12345, bets: 3 }),
  );
  answerPosts(mockPost, endpoints);
});

const open = () => renderAt('/responsible', '/responsible', <ResponsibleGamingPage />);

describe('/responsible page', () => {
  it('sets a daily deposit limit in whole yuan and shows the answer and the server’s words', async () => {
    endpoints['/api/protection/limit'].mockResolvedValue({
      code: 200,
      message: '设置成功，已立即生效',
      data: withState({ deposit: { day: { value: 100000, pending: null }, week: none, month: none } }),
    });
    open();
    expect(await screen.findByText('本次登录 42 分钟 · 输赢 -123.45 元')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('deposit-day')).toHaveTextContent('不限'));
    await userEvent.click(screen.getByRole('button', { name: /^修改每日存款限额：/ }));
    const input = await screen.findByRole('textbox', { name: '每日存款限额' });
    await userEvent.type(input, '1000');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(endpoints['/api/protection/limit']).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', value: 1000 }),
    );
    await waitFor(() => expect(screen.getByTestId('deposit-day')).toHaveTextContent('1000.00元'));
    expect(toastText()).toContain('设置成功，已立即生效');
  });

  it('refuses a limit with decimals before sending it', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('loss-week')).toHaveTextContent('不限'));
    await userEvent.click(screen.getByRole('button', { name: /^修改每周亏损限额：/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: '每周亏损限额' }), '10.5');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(toastText()).toContain('限额必须是1到10000000之间的整数（元）');
    expect(endpoints['/api/protection/limit']).not.toHaveBeenCalled();
  });

  it('shows a pending change with its time and cancels it', async () => {
    const pending = { value: 200000, pending: { value: null, at: '2026-11-27 10:30:00' } };
    endpoints['/api/protection'].mockResolvedValue(
      answer(withState({ deposit: { day: none, week: pending, month: none } })),
    );
    endpoints['/api/protection/cancel'].mockResolvedValue({ code: 200, message: '已撤销待生效的修改', data: STATE });
    open();
    const line = await screen.findByTestId('pending-change');
    expect(line).toHaveTextContent('待生效2026-11-27 10:30 起改为 不限');
    expect(screen.getByTestId('deposit-week')).toHaveTextContent('2000.00元');
    await userEvent.click(within(line).getByRole('button', { name: '撤销每周存款限额的修改' }));
    await waitFor(() =>
      expect(endpoints['/api/protection/cancel']).toHaveBeenCalledWith({ kind: 'deposit', period: 'week' }),
    );
    await waitFor(() => expect(screen.queryByTestId('pending-change')).toBeNull());
    expect(toastText()).toContain('已撤销待生效的修改');
  });

  it('a time-out is asked only after a confirm that says it cannot be lifted; cancelling sends nothing', async () => {
    endpoints['/api/protection/timeout'].mockResolvedValue({
      code: 200,
      message: '已设置暂停娱乐至2026-11-27 10:00:00',
      data: withState({ block: { kind: 'timeout', until: '2026-11-27 10:00:00', reopen_at: null } }),
    });
    open();
    await waitFor(() => expect(screen.getByTestId('deposit-day')).toHaveTextContent('不限'));
    const row = () => screen.getByRole('button', { name: /^设置暂停娱乐：/ });
    await userEvent.click(row());
    await userEvent.click(await screen.findByRole('option', { name: /24小时/ }));
    let dialog = await screen.findByRole('dialog', { name: '确认暂停娱乐' });
    expect(dialog).toHaveTextContent('不能缩短或提前解除');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(endpoints['/api/protection/timeout']).not.toHaveBeenCalled();

    await userEvent.click(row());
    await userEvent.click(await screen.findByRole('option', { name: /24小时/ }));
    dialog = await screen.findByRole('dialog', { name: '确认暂停娱乐' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认设置' }));
    await waitFor(() =>
      expect(endpoints['/api/protection/timeout']).toHaveBeenCalledWith({ choice: '24h', confirm: 1 }),
    );
    const banner = await screen.findByRole('status', { name: '暂停娱乐中' });
    expect(within(banner).getByTestId('block-until')).toHaveTextContent('2026-11-27 10:00');
  });

  it('after an ended self-exclusion: the banner offers 申请恢复', async () => {
    endpoints['/api/protection'].mockResolvedValue(
      answer(withState({ block: { kind: 'exclusion', until: null, reopen_at: null } })),
    );
    endpoints['/api/protection/reopen'].mockResolvedValue({
      code: 200,
      message: '已收到恢复申请，将于2026-11-27 10:00:00恢复',
      data: withState({ block: { kind: 'exclusion', until: null, reopen_at: '2026-11-27 10:00:00' } }),
    });
    open();
    const banner = await screen.findByRole('status', { name: '自我排除中' });
    expect(banner).toHaveTextContent('自我排除期已结束');
    await userEvent.click(within(banner).getByRole('button', { name: '申请恢复' }));
    await waitFor(() => expect(banner).toHaveTextContent('账户将于 2026-11-27 10:00 恢复'));
    expect(endpoints['/api/protection/reopen']).toHaveBeenCalledTimes(1);
  });

  it('lists the history: what, who, before → after, when', async () => {
    endpoints['/api/protection/history'].mockResolvedValue(
      answer({
        data: [
          {
            id: 2,
            actor: 'player',
            action: 'limit.deposit',
            before: { kind: 'deposit', period: 'day', value: null, pending: null },
            after: { kind: 'deposit', period: 'day', value: 100000, pending: null },
            at: '2026-11-26 12:00:00',
          },
          { id: 1, actor: 'admin:3', action: 'refused.lift', before: null, after: null, at: '2026-11-26 11:00:00' },
        ],
        total: 2,
        last_page: 1,
      }),
    );
    open();
    const rows = await screen.findAllByTestId('protection-change');
    expect(rows[0]).toHaveTextContent('每日存款限额本人不限 → 1000.00元2026-11-26 12:00:00');
    expect(rows[1]).toHaveTextContent('后台修改（已拒绝）后台');
  });
});
