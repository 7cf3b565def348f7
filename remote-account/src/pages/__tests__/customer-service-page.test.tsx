// jest-dom is loaded by jest/setup.ts; imported here too so the type checker knows its matchers
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearQueries,
  HashRouter,
  NETWORK_ERROR,
  NetworkError,
  post,
  Route,
  Routes,
  type ApiResponse,
} from '@h5/shared';
import { SERVICE_FAILED } from '../../features/customer-service';
import CustomerServicePage from '../customer-service-page';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/getservicerurl`, the page's one call (any other path fails the test) */
const mockUrl = jest.fn<Promise<ApiResponse<{ url: unknown } | null>>, []>();

const answer = (url: unknown, code = 200, message = 'success'): ApiResponse<{ url: unknown } | null> => ({
  code,
  message,
  data: code === 200 ? { url } : null,
});

function renderKefu() {
  window.location.hash = '#/kefu';
  return render(
    <HashRouter>
      <Routes>
        <Route path="/kefu" element={<CustomerServicePage />} />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
    </HashRouter>,
  );
}

const frame = (container: HTMLElement) => container.querySelector('iframe');

beforeEach(() => {
  clearQueries(); // each test is a first visit
  mockUrl.mockReset();
  mockPost.mockReset();
  mockPost.mockImplementation(((path: string, body?: unknown) =>
    path === '/api/getservicerurl' && JSON.stringify(body) === '{}'
      ? mockUrl()
      : Promise.reject(new Error(`unexpected POST ${path}`))) as typeof post);
  delete (globalThis as { __H5_CONFIG__?: unknown }).__H5_CONFIG__;
});

describe('/kefu page', () => {
  it('shows a spinner while it asks, then frames the built-in chat the server answers (same origin, no token in it)', async () => {
    let resolve!: (v: ApiResponse<{ url: unknown } | null>) => void;
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
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'h5:navigate', path: '/login?redirect=%2Fkefu' },
            origin,
            source: frame(container)!.contentWindow,
          }),
        );
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
    mockUrl
      .mockResolvedValueOnce(answer(null, 500, '服务器繁忙，请稍后再试'))
      .mockResolvedValueOnce(answer('/support/'));
    const { container } = renderKefu();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(frame(container)).toHaveAttribute('src', '/support/'));
    expect(mockUrl).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('重新加载 shows the spinner again while it asks', async () => {
    const user = userEvent.setup();
    let resolve!: (v: ApiResponse<{ url: unknown } | null>) => void;
    mockUrl
      .mockRejectedValueOnce(new NetworkError(new Error('offline')))
      .mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { container } = renderKefu();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => resolve(answer('/support/')));
    expect(frame(container)).toHaveAttribute('src', '/support/');
  });

  it('no answer at all (network) shows the network message', async () => {
    mockUrl.mockRejectedValue(new NetworkError(new Error('offline')));
    renderKefu();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
