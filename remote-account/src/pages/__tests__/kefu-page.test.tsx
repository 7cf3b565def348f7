// jest-dom is loaded by jest/setup.ts; imported here too so the type checker knows its matchers
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, NETWORK_ERROR, NetworkError, Route, Routes } from '@h5/shared';
import { postServicerUrl } from '../../features/kefu/api/post-servicer-url';
import { SERVICE_FAILED } from '../../features/kefu/hooks/use-service-url';
import KefuPage from '../kefu-page';

jest.mock('../../features/kefu/api/post-servicer-url');
const mockUrl = postServicerUrl as jest.MockedFunction<typeof postServicerUrl>;

const answer = (url: unknown, code = 200, message = 'success') => ({ code, message, data: code === 200 ? { url } : null }) as Awaited<ReturnType<typeof postServicerUrl>>;

function renderKefu() {
  window.location.hash = '#/kefu';
  return render(
    <HashRouter>
      <Routes>
        <Route path="/kefu" element={<KefuPage />} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
    </HashRouter>,
  );
}

const frame = (container: HTMLElement) => container.querySelector('iframe');

beforeEach(() => {
  mockUrl.mockReset();
  delete (globalThis as { __H5_CONFIG__?: unknown }).__H5_CONFIG__;
});

describe('/kefu page', () => {
  it('shows a spinner while it asks, then frames the built-in chat the server answers (same origin, no token in it)', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof postServicerUrl>>) => void;
    mockUrl.mockReturnValue(new Promise((r) => (resolve = r)));
    sessionStorage.setItem('token', 'secret-token');
    const { container } = renderKefu();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(frame(container)).toBeNull();
    await act(async () => resolve(answer('/support/')));
    const iframe = frame(container)!;
    expect(iframe).toHaveAttribute('src', '/support/');
    expect(iframe).toHaveAttribute('title', '在线客服');
    // the chat runs its script and form on its own origin; it may open windows but never navigate the site
    expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(iframe.getAttribute('src')).not.toContain('secret-token');
    expect(mockUrl).toHaveBeenCalledTimes(1);
    // the spinner stays until the framed page has loaded
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    fireEvent.load(iframe);
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(container.textContent).not.toContain('/support/');
    sessionStorage.removeItem('token');
  });

  it('frames the operator’s outside service when the server answers one, sandboxed: it cannot send the player elsewhere', async () => {
    mockUrl.mockResolvedValue(answer('https://kefu.example.com/chat?site=1'));
    const { container } = renderKefu();
    await waitFor(() => expect(frame(container)).toHaveAttribute('src', 'https://kefu.example.com/chat?site=1'));
    expect(frame(container)).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('the built-in chat’s 去登录 (a message from the framed page of the site’s origin) opens /login; another origin’s is ignored', async () => {
    mockUrl.mockResolvedValue(answer('/support/'));
    const { container } = renderKefu();
    await waitFor(() => expect(frame(container)).toHaveAttribute('src', '/support/'));
    const ask = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'h5:navigate', path: '/login?redirect=%2Fkefu' }, origin, source: frame(container)!.contentWindow }));
      });
    ask('https://kefu.evil.example');
    expect(window.location.hash).toBe('#/kefu');
    expect(screen.queryByText('登录页')).toBeNull();
    ask(window.location.origin);
    expect(window.location.hash).toBe('#/login?redirect=%2Fkefu');
    expect(screen.getByText('登录页')).toBeInTheDocument();
  });

  it('prefixes a site path with the API base when the site runs with one', async () => {
    (globalThis as { __H5_CONFIG__?: unknown }).__H5_CONFIG__ = { apiBase: 'https://api.example.com' };
    mockUrl.mockResolvedValue(answer('/support/'));
    const { container } = renderKefu();
    await waitFor(() => expect(frame(container)).toHaveAttribute('src', 'https://api.example.com/support/'));
  });

  it.each([[''], [null], ['javascript:alert(1)'], ['//evil.example.com/'], ['http://plain.example.com/']])(
    'never frames an unusable address (%j): it says so',
    async (url) => {
      mockUrl.mockResolvedValue(answer(url));
      const { container } = renderKefu();
      expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_FAILED);
      expect(frame(container)).toBeNull();
    },
  );

  it('a server refusal shows its message; 重新加载 asks again and frames the answer', async () => {
    const user = userEvent.setup();
    mockUrl.mockResolvedValueOnce(answer(null, 500, '服务器繁忙，请稍后再试')).mockResolvedValueOnce(answer('/support/'));
    const { container } = renderKefu();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(frame(container)).toHaveAttribute('src', '/support/'));
    expect(mockUrl).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no answer at all (network) shows the network message', async () => {
    mockUrl.mockRejectedValue(new NetworkError(new Error('offline')));
    renderKefu();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
