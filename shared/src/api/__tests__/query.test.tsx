import { Activity, Component, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NetworkError } from '../client';
import {
  clearQueries,
  invalidateQueries,
  removeQueries,
  setQueryAnswer,
  useMutation,
  useQuery,
  type QueryFetcher,
} from '../query';
import type { ApiResponse } from '../../types';

const ok = <T,>(data: T, message = 'success'): ApiResponse<T> => ({ code: 200, message, data });

/** A fetcher whose answers the test releases one by one. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve: (a: ApiResponse<T>) => void; reject: (e: unknown) => void }[] = [];
  const fetcher: QueryFetcher<T> = (signal) =>
    new Promise((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { fetcher, calls };
}

function Balance({
  fetcher,
  id = 'a',
  staleMs,
  keepPrevious,
}: {
  fetcher: QueryFetcher<string>;
  id?: string;
  staleMs?: number;
  keepPrevious?: boolean;
}) {
  const q = useQuery(['balance', id], fetcher, { staleMs, keepPrevious });
  if (q.loading) return <p>加载中</p>;
  return (
    <div>
      <p>余额 {q.data ?? '—'}</p>
      {q.networkError && <p role="alert">网络错误</p>}
      {q.answer && q.answer.code !== 200 && <p>拒绝 {q.answer.message}</p>}
      <button onClick={() => void q.refetch()}>刷新</button>
    </div>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button onClick={() => this.setState({ failed: false })}>重试</button>
    ) : (
      this.props.children
    );
  }
}

afterEach(() => clearQueries());

describe("useQuery: the site's query cache", () => {
  it('shows loading, then the answer; two readers of one key make one request', async () => {
    const { fetcher, calls } = controlled<string>();
    render(
      <>
        <Balance fetcher={fetcher} />
        <Balance fetcher={fetcher} />
      </>,
    );
    expect(screen.getAllByText('加载中')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve(ok('100.00')));
    expect(screen.getAllByText('余额 100.00')).toHaveLength(2);
  });

  it('a page opened again shows the cached answer at once and asks again behind it; staleMs skips the second ask', async () => {
    const { fetcher, calls } = controlled<string>();
    const first = render(<Balance fetcher={fetcher} />);
    await act(async () => calls[0].resolve(ok('100.00')));
    first.unmount();
    const again = render(<Balance fetcher={fetcher} />);
    expect(screen.getByText('余额 100.00')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(ok('80.00')));
    expect(screen.getByText('余额 80.00')).toBeInTheDocument();
    again.unmount();
    render(<Balance fetcher={fetcher} staleMs={60_000} />);
    expect(screen.getByText('余额 80.00')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('no answer at all keeps the last good one and says so; refetch recovers', async () => {
    const { fetcher, calls } = controlled<string>();
    render(<Balance fetcher={fetcher} />);
    await act(async () => calls[0].resolve(ok('100.00')));
    fireEvent.click(screen.getByText('刷新'));
    await act(async () => calls[1].reject(new NetworkError(new Error('offline'))));
    expect(screen.getByText('余额 100.00')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
    fireEvent.click(screen.getByText('刷新'));
    await act(async () => calls[2].resolve(ok('90.00')));
    expect(screen.getByText('余额 90.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal is an answer: its message is readable and data stays empty', async () => {
    const { fetcher, calls } = controlled<string>();
    render(<Balance fetcher={fetcher} />);
    await act(async () => calls[0].resolve({ code: 403, message: '账户已冻结', data: null as unknown as string }));
    expect(screen.getByText('拒绝 账户已冻结')).toBeInTheDocument();
    expect(screen.getByText('余额 —')).toBeInTheDocument();
  });

  it('a bug in a fetcher reaches the error view; its retry asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fetcher, calls } = controlled<string>();
    render(
      <Boundary>
        <Balance fetcher={fetcher} />
      </Boundary>,
    );
    await act(async () => calls[0].reject(new TypeError('boom')));
    expect(screen.getByText('重试')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    fireEvent.click(screen.getByText('重试'));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(ok('7.00')));
    expect(screen.getByText('余额 7.00')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('a page left before its answer aborts the request, and the late answer changes nothing', async () => {
    const { fetcher, calls } = controlled<string>();
    const view = render(<Balance fetcher={fetcher} />);
    view.unmount();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => calls[0].reject(new NetworkError(new Error('aborted'))));
  });

  it('invalidateQueries asks again the queries on screen whose key starts with the prefix', async () => {
    const { fetcher, calls } = controlled<string>();
    render(<Balance fetcher={fetcher} id="central" />);
    await act(async () => calls[0].resolve(ok('1.00')));
    act(() => invalidateQueries(['other']));
    expect(calls).toHaveLength(1);
    act(() => invalidateQueries(['balance']));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(ok('2.00')));
    expect(screen.getByText('余额 2.00')).toBeInTheDocument();
  });

  it("setQueryAnswer shows a write's answer without a request; clearQueries forgets everything", async () => {
    const { fetcher, calls } = controlled<string>();
    const view = render(<Balance fetcher={fetcher} staleMs={60_000} />);
    await act(async () => calls[0].resolve(ok('1.00')));
    act(() => setQueryAnswer(['balance', 'a'], ok('5.00')));
    expect(screen.getByText('余额 5.00')).toBeInTheDocument();
    view.unmount();
    clearQueries();
    render(<Balance fetcher={fetcher} staleMs={60_000} />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('clearQueries: a query on screen shows loading and asks again for the new player', async () => {
    const { fetcher, calls } = controlled<string>();
    render(<Balance fetcher={fetcher} />);
    await act(async () => calls[0].resolve(ok('1.00')));
    act(() => clearQueries());
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(ok('9.00')));
    expect(screen.getByText('余额 9.00')).toBeInTheDocument();
  });

  it('a page opened again after a failure says loading from its first frame, not the old failure', async () => {
    const { fetcher, calls } = controlled<string>();
    const first = render(<Balance fetcher={fetcher} />);
    await act(async () => calls[0].reject(new NetworkError(new Error('offline'))));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    first.unmount();
    const frames: string[] = [];
    function Probe() {
      const q = useQuery(['balance', 'a'], fetcher);
      frames.push(q.loading ? 'loading' : q.networkError ? 'failed' : 'shown');
      return null;
    }
    render(<Probe />);
    expect(frames[0]).toBe('loading');
    await act(async () => calls[1].reject(new NetworkError(new Error('offline'))));
    expect(frames.at(-1)).toBe('failed');
  });

  it('removeQueries forgets a single-use answer nobody shows', async () => {
    const { fetcher, calls } = controlled<string>();
    const view = render(<Balance fetcher={fetcher} staleMs={60_000} />);
    await act(async () => calls[0].resolve(ok('1.00')));
    view.unmount();
    removeQueries(['balance']);
    render(<Balance fetcher={fetcher} staleMs={60_000} />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
  });

  it('a cached page (kept in a hidden Activity) asks again each time it shows', async () => {
    const { fetcher, calls } = controlled<string>();
    const view = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Balance fetcher={fetcher} />
      </Activity>
    );
    const { rerender } = render(view('visible'));
    await act(async () => calls[0].resolve(ok('1.00')));
    rerender(view('hidden'));
    rerender(view('visible'));
    expect(screen.getByText('余额 1.00')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1].resolve(ok('2.00')));
    expect(screen.getByText('余额 2.00')).toBeInTheDocument();
  });

  it("keepPrevious shows the previous key's answer while the new one loads", async () => {
    const { fetcher, calls } = controlled<string>();
    function Switcher() {
      const [id, setId] = useState('a');
      return (
        <>
          <button onClick={() => setId('b')}>切换</button>
          <Balance fetcher={fetcher} id={id} keepPrevious />
        </>
      );
    }
    render(<Switcher />);
    await act(async () => calls[0].resolve(ok('1.00')));
    fireEvent.click(screen.getByText('切换'));
    expect(screen.getByText('余额 1.00')).toBeInTheDocument();
    await act(async () => calls[1].resolve(ok('2.00')));
    expect(screen.getByText('余额 2.00')).toBeInTheDocument();
  });
});

describe('noAnswerToast: what a hook says when no answer came', () => {
  const toastText = () => document.querySelector('.h5-toast__text')?.textContent ?? null;
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function Venue({ fetcher, say }: { fetcher: QueryFetcher<string>; say: string | (() => string | undefined) }) {
    const q = useQuery(['venue'], fetcher, { noAnswerToast: say });
    return <button onClick={() => void q.refetch()}>{q.data ?? '—'}</button>;
  }

  it('a query toasts its message once per request that got no answer; a refusal or an answer says nothing', async () => {
    const { fetcher, calls } = controlled<string>();
    render(<Venue fetcher={fetcher} say="网络连接超时，请重试!" />);
    await act(async () => calls[0].resolve({ code: 500, message: '维护中', data: null as unknown as string }));
    expect(toastText()).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    await act(async () => calls[1].reject(new NetworkError(new Error('timeout'))));
    expect(toastText()).toBe('网络连接超时，请重试!');
    expect(document.querySelectorAll('.h5-toast')).toHaveLength(1);
  });

  it('never for a page already left (its request aborted)', async () => {
    const { fetcher, calls } = controlled<string>();
    const view = render(<Venue fetcher={fetcher} say="网络连接超时，请重试!" />);
    view.unmount();
    await act(() => new Promise((r) => setTimeout(r, 5)));
    expect(calls[0].signal.aborted).toBe(true);
    await act(async () => calls[0].reject(new NetworkError(new Error('aborted'))));
    expect(toastText()).toBeNull();
  });

  it('a function is asked as each request starts: a quiet ask says nothing', async () => {
    const { fetcher, calls } = controlled<string>();
    let quiet = false;
    render(<Venue fetcher={fetcher} say={() => (quiet ? undefined : '服务器错误，请稍后再试')} />);
    await act(async () => calls[0].resolve(ok('avia')));
    quiet = true;
    fireEvent.click(screen.getByRole('button'));
    quiet = false;
    await act(async () => calls[1].reject(new NetworkError(new Error('timeout'))));
    expect(toastText()).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    await act(async () => calls[2].reject(new NetworkError(new Error('timeout'))));
    expect(toastText()).toBe('服务器错误，请稍后再试');
  });

  it('a mutation toasts its message when the write got no answer, and run answers null', async () => {
    let result: unknown = 'unset';
    function Apply({ send }: { send: () => Promise<ApiResponse<null>> }) {
      const m = useMutation(send, { noAnswerToast: '网络错误，请检查网络后重试！' });
      return <button onClick={() => void m.run(undefined).then((r) => (result = r))}>申请</button>;
    }
    const send = jest
      .fn<Promise<ApiResponse<null>>, []>()
      .mockResolvedValueOnce({ code: 400, message: '', data: null })
      .mockRejectedValueOnce(new NetworkError(new Error('offline')));
    render(<Apply send={send} />);
    await act(async () => fireEvent.click(screen.getByText('申请')));
    expect(toastText()).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('申请')));
    expect(result).toBeNull();
    expect(toastText()).toBe('网络错误，请检查网络后重试！');
  });
});

describe('useMutation', () => {
  function Claim({ send }: { send: () => Promise<ApiResponse<null>> }) {
    const m = useMutation(send, { invalidates: [['balance']] });
    return (
      <>
        <button disabled={m.pending} onClick={() => void m.run(undefined)}>
          领取
        </button>
        {m.networkError && <p role="alert">未收到回复</p>}
      </>
    );
  }

  it('a double tap sends once; a 200 asks the listed queries again', async () => {
    const balance = controlled<string>();
    let release: (a: ApiResponse<null>) => void = () => {};
    const send = jest.fn(() => new Promise<ApiResponse<null>>((r) => (release = r)));
    render(
      <>
        <Balance fetcher={balance.fetcher} />
        <Claim send={send} />
      </>,
    );
    await act(async () => balance.calls[0].resolve(ok('1.00')));
    fireEvent.click(screen.getByText('领取'));
    fireEvent.click(screen.getByText('领取'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('领取')).toBeDisabled();
    await act(async () => release(ok(null)));
    expect(balance.calls).toHaveLength(2);
    expect(screen.getByText('领取')).toBeEnabled();
  });

  it('an onSuccess that answers a promise keeps the write pending until it settles', async () => {
    let finish: () => void = () => {};
    function Save() {
      const m = useMutation(() => Promise.resolve(ok(null)), {
        onSuccess: () => new Promise<void>((r) => (finish = r)),
      });
      return (
        <button disabled={m.pending} onClick={() => void m.run(undefined)}>
          保存
        </button>
      );
    }
    render(<Save />);
    await act(async () => fireEvent.click(screen.getByText('保存')));
    expect(screen.getByText('保存')).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByText('保存')).toBeEnabled();
  });

  it('no answer: nothing is invalidated, the button is free again and the page can say so', async () => {
    const balance = controlled<string>();
    const send = jest.fn(() => Promise.reject(new NetworkError(new Error('offline'))));
    render(
      <>
        <Balance fetcher={balance.fetcher} />
        <Claim send={send} />
      </>,
    );
    await act(async () => balance.calls[0].resolve(ok('1.00')));
    await act(async () => fireEvent.click(screen.getByText('领取')));
    expect(screen.getByRole('alert')).toHaveTextContent('未收到回复');
    expect(balance.calls).toHaveLength(1);
    expect(screen.getByText('领取')).toBeEnabled();
  });
});
