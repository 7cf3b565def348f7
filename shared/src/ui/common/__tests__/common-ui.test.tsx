import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  COPIED,
  copyWithToast,
  CopyButton,
  EmbeddedPage,
  FRAME_NAVIGATE,
  FRAME_SANDBOX,
  InfiniteList,
  pageFrom,
  RichText,
  sanitizeHtml,
  type ListPage,
} from '..';

type Row = { id: number; name: string };
const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `记录${from + i}` }));

describe('InfiniteList', () => {
  it('loads page after page until the last page, then says 没有更多了', async () => {
    const load = jest.fn(async (page: number): Promise<ListPage<Row>> => ({
      rows: rows((page - 1) * 3 + 1, 3),
      total: 7,
      lastPage: 3,
    }));
    render(<InfiniteList load={load} rowKey={(r) => r.id} renderItem={(r) => <span>{r.name}</span>} />);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(screen.getByText('记录9')).toBeInTheDocument();
  });

  it('stops when the rows reach total even if last_page says more', async () => {
    const load = jest.fn(async (page: number): Promise<ListPage<Row>> => ({
      rows: rows(page * 10, 2),
      total: 4,
      lastPage: 9,
    }));
    render(<InfiniteList load={load} rowKey={(r) => r.id} renderItem={(r) => <span>{r.name}</span>} />);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows 空空如也 when the first page is empty', async () => {
    render(
      <InfiniteList
        load={async () => ({ rows: [], total: 0, lastPage: 0 })}
        rowKey={(r: Row) => r.id}
        renderItem={(r) => r.name}
      />,
    );
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('starts again from page 1 when the filter changes, dropping a late answer for the old filter', async () => {
    let releaseOld!: () => void;
    const load = jest.fn(async (page: number, filter: string): Promise<ListPage<Row>> => {
      if (filter === 'old') {
        await new Promise<void>((r) => (releaseOld = r));
        return { rows: [{ id: 99, name: '旧筛选' }], total: 1, lastPage: 1 };
      }
      return { rows: [{ id: page, name: `新筛选${page}` }], total: 1, lastPage: 1 };
    });
    let setFilter!: (f: string) => void;
    function Page() {
      const [filter, set] = useState('old');
      setFilter = set;
      return (
        <InfiniteList
          resetKey={filter}
          load={(p) => load(p, filter)}
          rowKey={(r) => r.id}
          renderItem={(r) => <span>{r.name}</span>}
        />
      );
    }
    render(<Page />);
    await waitFor(() => expect(load).toHaveBeenCalledWith(1, 'old'));
    act(() => setFilter('new'));
    expect(await screen.findByText('新筛选1')).toBeInTheDocument();
    await act(async () => releaseOld());
    expect(screen.queryByText('旧筛选')).toBeNull();
    expect(load).toHaveBeenLastCalledWith(1, 'new');
  });

  it('stops without a message when the server refuses (null)', async () => {
    const load = jest.fn(async () => null);
    render(<InfiniteList load={load} rowKey={(r: Row) => r.id} renderItem={(r) => r.name} />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the contract pagination answer', () => {
    expect(pageFrom({ data: [1, 2], total: '12', last_page: 6 })).toEqual({ rows: [1, 2], total: 12, lastPage: 6 });
    expect(pageFrom(null)).toEqual({ rows: [], total: 0, lastPage: 0 });
  });
});

describe('RichText', () => {
  it('renders server HTML without scripts, handlers, frames or javascript: links', () => {
    const html =
      '<p>欢迎<b>光临</b></p><script>window.hacked=1</script><img src="x.png" onerror="window.hacked=2"><a href="javascript:alert(1)">链接</a><iframe src="https://evil"></iframe><a href="https://example.com/x">外链</a>';
    const { container } = render(<RichText html={html} />);
    expect(container.textContent).toContain('欢迎光临');
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    const out = container.querySelectorAll('a')[1];
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('<style>body{}</style>文字')).toBe('文字');
  });
});

describe('copy', () => {
  it('copies with the clipboard and says 复制成功！', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    render(<CopyButton text="https://h5.example.com" />);
    await act(async () => screen.getByRole('button', { name: '复制 https://h5.example.com' }).click());
    expect(writeText).toHaveBeenCalledWith('https://h5.example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(COPIED);
  });

  it('falls back to execCommand, and says so when that fails too', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    document.execCommand = jest.fn(() => false);
    await act(async () => {
      await copyWithToast('abc');
    });
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('alert')).toHaveTextContent('复制失败，请长按文字手动复制');
  });
});

describe('EmbeddedPage', () => {
  const tokens = (value: string) => value.split(' ');

  it('frames the page sandboxed as asked, without a referrer, with a spinner until it has loaded', () => {
    const { container } = render(
      <EmbeddedPage src="https://kefu.example.com/chat" title="在线客服" sandbox={FRAME_SANDBOX.service} />,
    );
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://kefu.example.com/chat');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('no kind of frame may navigate the site or let its windows escape the sandbox; each allows only its own needs', () => {
    expect(FRAME_SANDBOX).toEqual({
      service: 'allow-scripts allow-same-origin allow-forms allow-popups',
      game: 'allow-scripts allow-same-origin allow-forms allow-popups',
      agent: 'allow-scripts allow-same-origin allow-forms allow-popups',
      partner: 'allow-scripts allow-same-origin allow-popups',
      download: 'allow-scripts allow-same-origin allow-downloads allow-top-navigation-to-custom-protocols',
      downloadFile: 'allow-downloads allow-top-navigation-to-custom-protocols',
    });
    for (const value of Object.values(FRAME_SANDBOX)) {
      expect(tokens(value)).not.toContain('allow-top-navigation');
      expect(tokens(value)).not.toContain('allow-top-navigation-by-user-activation');
      expect(tokens(value)).not.toContain('allow-popups-to-escape-sandbox');
    }
  });

  it("opens the in-app path the site's own framed page asks for; other origins, other windows and other addresses are ignored", () => {
    const onNavigate = jest.fn();
    const { container } = render(
      <EmbeddedPage src="/support/" title="在线客服" sandbox={FRAME_SANDBOX.service} onNavigate={onNavigate} />,
    );
    const inner = container.querySelector('iframe')!.contentWindow!;
    const ask = (data: unknown, origin = window.location.origin, source: Window | null = inner) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    ask({ type: FRAME_NAVIGATE, path: '/login?redirect=%2Fkefu' });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/login?redirect=%2Fkefu');

    ask({ type: FRAME_NAVIGATE, path: '/login' }, 'https://kefu.evil.example');
    ask({ type: FRAME_NAVIGATE, path: '/login' }, window.location.origin, window);
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'login', '/a\nb', 7])
      ask({ type: FRAME_NAVIGATE, path });
    ask({ type: 'other', path: '/mine' });
    ask('/mine');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
