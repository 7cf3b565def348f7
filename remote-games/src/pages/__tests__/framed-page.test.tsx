import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, NetworkError } from '@h5/shared';
import type { getAgentLoginUrl } from '../../features/frames/api/get-agent-login-url';
import type { postServiceUrl } from '../../features/frames/api/post-service-url';
import type { postGameUrl } from '../../features/launch/api/post-game-url';
import FramedPage from '../framed-page';
import { answer, answerCalls, APP_INFO, PLAYER, renderAt, resetDom, session, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** each endpoint's answers, called with what the page asked for */
const mockGameUrl = jest.fn<ReturnType<typeof postGameUrl>, [platform: string, code: string, type: string | number]>();
const mockAgent = jest.fn<ReturnType<typeof getAgentLoginUrl>, []>();
const mockService = jest.fn<ReturnType<typeof postServiceUrl>, []>();

beforeEach(() => {
  resetDom();
  clearQueries();
  session(PLAYER);
  answerCalls({
    'POST /api/getGameUrl': (body) =>
      mockGameUrl(body.plat_name as string, body.game_code as string, body.game_type as string | number),
    'GET /api/getAgentLoginUrl': () => mockAgent(),
    'POST /api/getservicerurl': () => mockService(),
  });
  mockGameUrl.mockReset().mockResolvedValue(answer({ url: 'http://localhost/venue/avia/launch?ticket=t9' }));
  mockAgent.mockReset().mockResolvedValue(answer({ url: 'https://agent.example.com/login' }));
  mockService.mockReset().mockResolvedValue(answer({ url: '/kefu-chat' }));
});

const frame = () => document.querySelector('iframe');
const where = () => screen.getByTestId('where').textContent;
const open = (query: string) => renderAt(`/gamePage?${query}`, '/gamePage', <FramedPage />);
/** what each framed page may do: never navigate the site away */
const PAGE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

describe('/gamePage', () => {
  it('a game (name, type, code): its launch address in a full-height frame under a home bar', async () => {
    open('name=avia&type=0&code=0');
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'http://localhost/venue/avia/launch?ticket=t9'));
    expect(frame()).toHaveAttribute('sandbox', PAGE_SANDBOX);
    expect(frame()).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(mockGameUrl).toHaveBeenCalledWith('avia', '0', '0');
    expect(screen.getByRole('heading', { name: 'AVIA' })).toBeInTheDocument();
  });

  it('the bar shows the venue name kept from the home lists; its home button goes to /', async () => {
    // kept locally by the lobby from its last answer of GET /api/game/list
    localStorage.setItem(
      'gamingList',
      JSON.stringify([
        {
          category_id: 'gaming',
          platform_name: 'avia',
          game_code: '0',
          app_state: 1,
          mobile_img: '',
          name: '泛亚电竞',
        },
      ]),
    );
    const user = userEvent.setup();
    open('name=avia&type=0&code=0');
    expect(await screen.findByRole('heading', { name: '泛亚电竞' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    expect(where()).toBe('/');
  });

  it('a refused game shows the server message and goes home; no answer says 网络连接超时，请重试!', async () => {
    mockGameUrl.mockResolvedValueOnce(answer(null as never, '游戏不存在', 404) as never);
    const first = open('name=avia&type=0&code=nope');
    await waitFor(() => expect(where()).toBe('/'));
    expect(toastText()).toBe('游戏不存在');
    first.unmount();
    mockGameUrl.mockRejectedValueOnce(new NetworkError(new Error('timeout')));
    open('name=avia&type=0&code=0');
    await waitFor(() => expect(where()).toBe('/'));
    expect(toastText()).toBe('网络连接超时，请重试!');
  });

  it('a visitor is told 请登录！ and goes home', async () => {
    session(null);
    open('name=avia&type=0&code=0');
    await waitFor(() => expect(where()).toBe('/'));
    expect(toastText()).toBe('请登录！');
    expect(mockGameUrl).not.toHaveBeenCalled();
  });

  it('dailiD=1: the agent login page; a refusal is shown with a retry', async () => {
    const first = open('dailiD=1');
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'https://agent.example.com/login'));
    expect(frame()).toHaveAttribute('sandbox', PAGE_SANDBOX);
    expect(screen.getByRole('heading', { name: '代理登录' })).toBeInTheDocument();
    first.unmount();
    mockAgent.mockResolvedValueOnce(answer(null as never, '您还不是代理，请先申请成为合伙人', 403) as never);
    open('dailiD=1');
    expect(await screen.findByText('您还不是代理，请先申请成为合伙人', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(toastText()).toBe('您还不是代理，请先申请成为合伙人');
  });

  it('dailiD=2: customer service framed; when the call fails the page says so and retries', async () => {
    const user = userEvent.setup();
    mockService.mockResolvedValueOnce(answer(null as never, '接口不存在', 404) as never);
    open('dailiD=2');
    expect(await screen.findByText('接口不存在', { selector: 'p' })).toBeInTheDocument();
    expect(toastText()).toBe('接口不存在');
    expect(where()).toBe('/gamePage?dailiD=2');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(frame()).toHaveAttribute('src', '/kefu-chat'));
    expect(frame()).toHaveAttribute('sandbox', PAGE_SANDBOX);
    expect(screen.getByRole('heading', { name: '在线客服' })).toBeInTheDocument();
    // the built-in chat's 去登录 asks the site (it may not navigate the site itself)
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'h5:navigate', path: '/login?redirect=%2Fkefu' },
          origin: window.location.origin,
          source: frame()!.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fkefu'));
  });

  it('the browser back button returns to / even when another page opened the game', async () => {
    renderAt('/concise?type=pp', '*', <FramedPage />);
    window.location.hash = '#/gamePage?name=avia&type=0&code=0';
    await waitFor(() => expect(where()).toBe('/gamePage?name=avia&type=0&code=0'));
    window.history.back();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('app=1: the iOS download address in the frame', async () => {
    session(null, { ...APP_INFO, ios_download_url: 'https://download.xingyao.example/ios' });
    open('app=1');
    await waitFor(() => expect(frame()).toHaveAttribute('src', 'https://download.xingyao.example/ios'));
    // a download page: it may download or hand over to the installer, no forms or popups, never navigate the site
    expect(frame()).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-downloads allow-top-navigation-to-custom-protocols',
    );
  });
});
