import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, post, Route, Routes, useLocation, useSession } from '@h5/shared';
import RealityCheck, { minutesToNext, realityText } from '../reality-check';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;

const ok = <T,>(data: T) => ({ code: 200, message: '', data });
let interval = 15;
let minutes = 5;
let net = -12345;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const show = () =>
  render(
    <HashRouter>
      <RealityCheck />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </HashRouter>,
  );

beforeEach(() => {
  jest.useFakeTimers();
  window.location.hash = '#/';
  interval = 15;
  minutes = 5;
  net = -12345;
  mockPost.mockReset();
  mockPost.mockImplementation((async (path: string) => {
    if (path === '/api/protection') return ok({ reality_check_minutes: interval });
    if (path === '/api/protection/reality') return ok({ started_at: '2026-11-26 10:00:00', minutes, net, bets: 2 });
    throw new Error(`unexpected POST ${path}`);
  }) as typeof post);
  sessionStorage.setItem('token', 'tok');
  useSession.setState({ token: 'tok' });
});
afterEach(() => {
  jest.useRealTimers();
});

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  });
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('the reality check', () => {
  it('says the minutes and the net result with its sign', () => {
    expect(realityText({ minutes: 60, net: -12345 })).toBe('您已登录 60 分钟，本次登录以来输赢 -123.45 元');
    expect(realityText({ minutes: 15, net: 500 })).toBe('您已登录 15 分钟，本次登录以来输赢 +5.00 元');
    expect(realityText({ minutes: 15, net: 0 })).toBe('您已登录 15 分钟，本次登录以来输赢 0.00 元');
    expect(minutesToNext(5, 15)).toBe(10);
    expect(minutesToNext(15, 15)).toBe(15);
  });

  it('shows the dialog at the next multiple of the interval since sign-in; 继续游戏 waits for the next', async () => {
    show();
    await flush();
    await advance(9 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    minutes = 15;
    await advance(60_000);
    const dialog = screen.getByRole('dialog', { name: '现实提醒' });
    expect(dialog).toHaveTextContent('您已登录 15 分钟，本次登录以来输赢 -123.45 元');
    fireEvent.click(screen.getByRole('button', { name: '继续游戏' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await flush();
    minutes = 30;
    net = 2000;
    await advance(15 * 60_000);
    expect(screen.getByRole('dialog')).toHaveTextContent('您已登录 30 分钟，本次登录以来输赢 +20.00 元');
  });

  it('查看记录 opens the bet records; 退出登录 signs out', async () => {
    minutes = 14;
    show();
    await flush();
    minutes = 15;
    await advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: '查看记录' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/betRecord');
    await flush();
    minutes = 30;
    await advance(15 * 60_000);
    const signOut = jest.fn(async () => {});
    useSession.setState({ signOut });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await flush();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing more when the player turned it off (0)', async () => {
    interval = 0;
    show();
    await flush();
    await advance(3 * 60 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockPost.mock.calls.filter(([p]) => p === '/api/protection/reality')).toHaveLength(1);
  });
});
