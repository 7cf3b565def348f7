import { act, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { IdleWatch } from '../layout/IdleWatch';

// the idle clock starts at the last request: a fresh module load is "just now"
jest.mock('../api/client', () => ({
  lastRequestTime: () => (globalThis as { lastRequest?: number }).lastRequest ?? 0,
}));

describe('idle watch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('two minutes before the server would end the session a countdown shows; 继续使用 asks again; at zero it signs out', async () => {
    (globalThis as { lastRequest?: number }).lastRequest = Date.now();
    const onContinue = jest.fn(async () => {
      (globalThis as { lastRequest?: number }).lastRequest = Date.now();
    });
    const onExpire = jest.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <IdleWatch idleMinutes={3} onContinue={onContinue} onExpire={onExpire} />
        </App>
      </ConfigProvider>,
    );
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.queryByText('即将自动退出')).toBeNull();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByText('即将自动退出')).toBeInTheDocument();
    expect(screen.getByText('01:59')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: /继续使用/ }).click());
    expect(onContinue).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByText('即将自动退出')).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();

    // nothing more: three minutes after the last request the console signs out
    act(() => jest.advanceTimersByTime(3 * 60_000));
    expect(onExpire).toHaveBeenCalled();
  });
});
