import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, NetworkError, useSession } from '@h5/shared';
import type { postGameUrl } from '../../features/launch/api/post-game-url';
import { leaveTo } from '../../lib/leave';
import type { getGameList } from '../../features/lobby/api/get-game-list';
import type { getVisitUrl } from '../../features/lobby/api/get-visit-url';
import type { postBannerList } from '../../features/lobby/api/post-banner-list';
import type { postHomeNotice } from '../../features/lobby/api/post-home-notice';
import { resetVisitRedirect } from '../../features/lobby/hooks/use-visit-redirect';
import HomePage from '../home-page';
// The popups the page loads on first use (React.lazy), loaded here with the test file: in jest the first load of the
// welcome popup or the drawer reaches @h5/shared/ui's index and through it all of antd-mobile (nothing is
// tree-shaken here), which takes 2–5 s on a busy machine and used to fall inside the waits below (the popup then
// appeared after findByRole had given up). A browser fetches the popup's own small chunk.
import '../../features/lobby/components/welcome-popup';
import '../../features/lobby/components/drawer';
import {
  answer,
  answerCalls,
  APP_INFO,
  GAMES,
  PLAYER,
  renderAt,
  resetDom,
  session,
  toastKind,
  toastText,
} from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
jest.mock('../../lib/leave');
/** each endpoint's answers, called with what the page asked for */
const mockGames = jest.fn<ReturnType<typeof getGameList>, [category: string]>();
const mockBanners = jest.fn<ReturnType<typeof postBannerList>, []>();
const mockNotices = jest.fn<ReturnType<typeof postHomeNotice>, []>();
const mockVisit = jest.fn<ReturnType<typeof getVisitUrl>, []>();
const mockGameUrl = jest.fn<ReturnType<typeof postGameUrl>, [platform: string, code: string, type: string | number]>();
const mockLeave = leaveTo as jest.MockedFunction<typeof leaveTo>;

const BANNERS = [1, 2, 3, 4, 5].map((n) => ({ src: `/assets/banners/banner-${n}.svg` }));
const NOTICES = ['第一条公告', '第二条公告'];

beforeEach(() => {
  resetDom();
  clearQueries();
  resetVisitRedirect();
  answerCalls({
    'GET /api/game/list': (query) => mockGames(query.category as string),
    'POST /api/bannerList': () => mockBanners(),
    'POST /api/homenotice': () => mockNotices(),
    'GET /api/getVisitUrl': () => mockVisit(),
    'POST /api/getGameUrl': (body) =>
      mockGameUrl(body.plat_name as string, body.game_code as string, body.game_type as string | number),
  });
  session(null);
  mockGames.mockReset().mockResolvedValue(answer(GAMES));
  mockBanners.mockReset().mockResolvedValue(answer(BANNERS));
  mockNotices.mockReset().mockResolvedValue(answer(NOTICES));
  mockVisit.mockReset().mockResolvedValue(answer({ url: '' }));
  mockGameUrl.mockReset().mockResolvedValue(answer({ url: 'http://localhost/venue/ag/launch?ticket=t1' }));
  mockLeave.mockReset();
});

const renderHome = () => renderAt('/', '/', <HomePage />);
/** The side menu's tab of each category: named by the short label it shows. */
const TAB: Record<string, string> = {
  真人视讯: '真人',
  体育赛事: '体育',
  电子竞技: '电竞',
  棋牌游戏: '棋牌',
  电子游艺: '电子',
  彩票游戏: '彩票',
};
const tiles = () => screen.queryAllByTestId('game-tile').map((t) => t.getAttribute('aria-label'));
const where = () => screen.getByTestId('where').textContent;

describe('home lobby', () => {
  it('logged out: banners (indicator of 4), announcements, the not-logged-in prompt, the six categories in order', async () => {
    renderHome();
    await waitFor(() => expect(tiles()).toEqual(['AG真人', 'BBIN真人']));
    expect(screen.getAllByRole('img', { name: /广告/ })).toHaveLength(5);
    expect(screen.getByTestId('banner-dots').children).toHaveLength(4);
    const first = screen.getByRole('img', { name: '广告 1' });
    expect([first.getAttribute('width'), first.getAttribute('height'), first.getAttribute('loading')]).toEqual([
      '750',
      '300',
      'eager',
    ]);
    expect(screen.getByRole('img', { name: '广告 3' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('notice-text')).toHaveTextContent('第一条公告');
    expect(screen.getByText('您还未登录')).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-balance')).toBeNull();
    // each tab named by the short label it shows; the selected one's panel by the category's full name
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(Object.values(TAB));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('真人视讯');
    expect(mockGames).toHaveBeenCalledWith('');
    // the lists are kept locally under the spec's six keys
    expect(
      JSON.parse(localStorage.getItem('lotteryList') ?? '[]').map((g: { platform_name: string }) => g.platform_name),
    ).toEqual(['vr', 'sgwin']);
  });

  it("while the banners load, the first banner index.html's frame already shows stays in the carousel's place", async () => {
    let give: (v: Awaited<ReturnType<typeof postBannerList>>) => void = () => {};
    mockBanners.mockReturnValue(new Promise((resolve) => (give = resolve)));
    (window as { __h5Boot?: unknown }).__h5Boot = { hero: { path: '/', src: '/assets/banners/banner-1.svg' } };
    try {
      const { container } = renderHome();
      const early = container.querySelector('.lobby-banners--skeleton img');
      expect(early).toHaveAttribute('src', '/assets/banners/banner-1.svg');
      expect([early!.getAttribute('width'), early!.getAttribute('height')]).toEqual(['750', '300']);
      await act(async () => give(answer(BANNERS) as Awaited<ReturnType<typeof postBannerList>>));
      expect(container.querySelector('.lobby-banners--skeleton')).toBeNull();
      expect(screen.getByRole('img', { name: '广告 1' })).toHaveAttribute('src', '/assets/banners/banner-1.svg');
    } finally {
      delete (window as { __h5Boot?: unknown }).__h5Boot;
    }
  });

  it('every category lists its visible tiles; VR spans the lottery list; hidden tiles never show', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(tiles()).not.toContain('隐藏真人');
    const expected: Record<string, string[]> = {
      体育赛事: ['沙巴体育', '皇冠体育'],
      电子竞技: ['泛亚电竞', '雷火电竞'],
      棋牌游戏: ['开元棋牌'],
      电子游艺: ['OB电子', 'PP电子'],
      彩票游戏: ['VR彩票', '双赢彩票'],
    };
    for (const [label, names] of Object.entries(expected)) {
      await user.click(screen.getByRole('tab', { name: TAB[label] }));
      expect(screen.getByRole('tab', { name: TAB[label] })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
      expect(tiles()).toEqual(names);
    }
    const vr = screen.getByRole('button', { name: 'VR彩票' });
    expect(vr.closest('li')).toHaveClass('is-wide');
    expect(screen.getByRole('button', { name: '双赢彩票' }).closest('li')).not.toHaveClass('is-wide');
    expect(vr.querySelector('img')).toHaveAttribute('width', '600');
  });

  it('the category tabs: only the selected one is tabbable; the arrow keys, Home and End select and focus (issue 24)', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const tabbable = () => screen.getAllByRole('tab').filter((t) => t.tabIndex === 0);
    expect(tabbable()).toEqual([screen.getByRole('tab', { name: '真人' })]);
    screen.getByRole('tab', { name: '真人' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '体育' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('体育赛事');
    expect(tiles()).toEqual(['沙巴体育', '皇冠体育']);
    expect(tabbable()).toEqual([screen.getByRole('tab', { name: '体育' })]);
    // the menu is a vertical list: Down and Up move too
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: '电竞' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '彩票' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('彩票游戏');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '真人' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '彩票' })).toHaveFocus();
    expect(tiles()).toEqual(['VR彩票', '双赢彩票']);
  });

  it('logged out, a tile says 请登录！ and nothing is requested', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'AG真人' }));
    expect(toastText()).toBe('请登录！');
    expect(mockGameUrl).not.toHaveBeenCalled();
    expect(mockLeave).not.toHaveBeenCalled();
  });

  it('logged in: username and balance; a tile asks /api/getGameUrl and the browser leaves to data.url', async () => {
    session(PLAYER);
    const user = userEvent.setup();
    renderHome();
    expect(screen.getByTestId('lobby-username')).toHaveTextContent('player01');
    expect(screen.getByTestId('lobby-balance')).toHaveTextContent('1234.50');
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'AG真人' }));
    await waitFor(() => expect(mockLeave).toHaveBeenCalledWith('http://localhost/venue/ag/launch?ticket=t1'));
    expect(mockGameUrl).toHaveBeenCalledWith('ag', '0', 0);
    expect(toastText()).toBe('跳转中...');
  });

  it('avia opens /gamePage; a slots provider opens its /concise tab', async () => {
    session(PLAYER);
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: '电竞' }));
    await user.click(screen.getByRole('button', { name: '泛亚电竞' }));
    expect(where()).toBe('/gamePage?name=avia&type=0&code=0');
    expect(mockGameUrl).not.toHaveBeenCalled();
  });

  it('a slots provider tile opens /concise?type=<provider>', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: '电子' }));
    await user.click(screen.getByRole('button', { name: 'PP电子' }));
    expect(where()).toBe('/concise?type=pp');
  });

  it('launch refusals: the server message (non-200), 网络连接超时，请重试! (no answer); loading hidden after 1000 ms', async () => {
    jest.useFakeTimers();
    try {
      session(PLAYER);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderHome();
      await waitFor(() => expect(tiles()).toHaveLength(2));
      let resolve!: (v: Awaited<ReturnType<typeof postGameUrl>>) => void;
      mockGameUrl.mockReturnValueOnce(new Promise((r) => (resolve = r)));
      await user.click(screen.getByRole('button', { name: 'AG真人' }));
      expect(screen.getByRole('status', { name: '游戏加载中' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(999);
      });
      expect(screen.getByRole('status', { name: '游戏加载中' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('status', { name: '游戏加载中' })).toBeNull();
      await act(async () => resolve(answer(null as never, '该场馆正在维护，请稍后再试', 400) as never));
      expect(toastText()).toBe('该场馆正在维护，请稍后再试');
      expect(toastKind()).toContain('danger');
      expect(mockLeave).not.toHaveBeenCalled();

      mockGameUrl.mockRejectedValueOnce(new NetworkError(new Error('timeout')));
      await user.click(screen.getByRole('button', { name: 'BBIN真人' }));
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(toastText()).toBe('网络连接超时，请重试!');
      expect(mockLeave).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('red packet: shown only when redpacket_switch is 1; closing it is remembered', async () => {
    const user = userEvent.setup();
    session(null, { ...APP_INFO, redpacket_switch: 0 });
    const first = renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
    first.unmount();

    session(null, { ...APP_INFO, redpacket_switch: 1 });
    const second = renderHome();
    await user.click(await screen.findByRole('button', { name: '抢红包' }));
    expect(where()).toBe('/hongbao');
    second.unmount();

    const third = renderHome();
    await user.click(await screen.findByRole('button', { name: '关闭红包' }));
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
    third.unmount();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
  });

  it('empty or failing answers leave the page usable: no carousel, 暂无公告, an empty list', async () => {
    mockBanners.mockResolvedValue(answer([]));
    mockNotices.mockResolvedValue(answer(null as never, '公告读取失败', 500) as never);
    mockGames.mockResolvedValue(answer([]));
    renderHome();
    expect(await screen.findByText('暂无游戏，敬请期待')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /广告/ })).toBeNull();
    expect(document.querySelector('.lobby-banners')).toBeNull();
    expect(screen.getByTestId('notice-text')).toHaveTextContent('暂无公告');
    expect(screen.getByRole('button', { name: '查看公告' })).toBeDisabled();
    expect(screen.getByText('您还未登录')).toBeInTheDocument();
  });

  it('a network failure of the lists keeps the copy kept locally', async () => {
    localStorage.setItem('sportList', JSON.stringify(GAMES.filter((g) => g.category_id === 'sport')));
    session(null);
    mockGames.mockRejectedValue(new NetworkError(new Error('down')));
    mockBanners.mockRejectedValue(new NetworkError(new Error('down')));
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('tab', { name: '体育' }));
    expect(tiles()).toEqual(['沙巴体育', '皇冠体育']);
    await user.click(screen.getByRole('tab', { name: '真人' }));
    expect(await screen.findByText('暂无游戏，敬请期待')).toBeInTheDocument();
  });

  it('the lists kept from an earlier answer paint at once; the new answer replaces them', async () => {
    localStorage.setItem('sportList', JSON.stringify(GAMES.filter((g) => g.category_id === 'sport')));
    let give: (v: Awaited<ReturnType<typeof getGameList>>) => void = () => {};
    mockGames.mockReturnValue(new Promise((resolve) => (give = resolve)));
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('tab', { name: '体育' }));
    expect(tiles()).toEqual(['沙巴体育', '皇冠体育']);
    await act(async () => give(answer(GAMES.filter((g) => g.platform_name !== 'hg'))));
    expect(tiles()).toEqual(['沙巴体育']);
    expect(JSON.parse(localStorage.getItem('sportList')!).map((g: { name: string }) => g.name)).toEqual(['沙巴体育']);
  });

  it('the announcement popup shows every text and goes to /message', async () => {
    const user = userEvent.setup();
    renderHome();
    await waitFor(() => expect(screen.getByRole('button', { name: '查看公告' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '查看公告' }));
    const dialog = await screen.findByRole('dialog', { name: '平台公告' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(NOTICES);
    await user.click(within(dialog).getByRole('button', { name: '更多公告' }));
    expect(where()).toBe('/message');
  });

  it('welcome popup: the server HTML, sanitised, once per visit when index_modal is 1; never when 0', async () => {
    const user = userEvent.setup();
    session(null, {
      ...APP_INFO,
      index_modal: 1,
      webcontent:
        '<p><strong>欢迎</strong>光临</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>',
    });
    const first = renderHome();
    // it waits for the page's largest paint: the first banner's picture
    const banner = await screen.findByAltText('广告 1');
    await new Promise((r) => setTimeout(r, 1000));
    expect(screen.queryByRole('dialog', { name: '欢迎光临' })).toBeNull();
    fireEvent.load(banner);
    const dialog = await screen.findByRole('dialog', { name: '欢迎光临' }, { timeout: 4000 });
    expect(dialog).toHaveTextContent('欢迎光临');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.load(await screen.findByAltText('广告 1'));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: '欢迎光临' })).toBeNull();
  });

  it('welcome popup: a banner picture that fails to load does not hold it back', async () => {
    session(null, { ...APP_INFO, index_modal: 1, webcontent: '<p>欢迎</p>' });
    renderHome();
    fireEvent.error(await screen.findByAltText('广告 1'));
    expect(await screen.findByRole('dialog', { name: '欢迎光临' }, { timeout: 4000 })).toHaveTextContent('欢迎');
  });

  it('welcome popup: not shown when index_modal is 0', async () => {
    session(null, { ...APP_INFO, index_modal: 0 });
    renderHome();
    await waitFor(() => expect(tiles()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the app strip goes to /app and, once closed, stays closed', async () => {
    const user = userEvent.setup();
    const first = renderHome();
    await user.click(screen.getByRole('button', { name: '立即下载' }));
    expect(where()).toBe('/app');
    first.unmount();
    const second = renderHome();
    await user.click(screen.getByRole('button', { name: '关闭下载提示' }));
    expect(screen.queryByRole('button', { name: '立即下载' })).toBeNull();
    second.unmount();
    renderHome();
    expect(screen.queryByRole('button', { name: '立即下载' })).toBeNull();
  });

  it('the shortcuts go to /recharge, /transfer, /withdrawal and /vip', async () => {
    session(PLAYER);
    const user = userEvent.setup();
    renderHome();
    for (const [label, to] of [
      ['存款', '/recharge'],
      ['转账', '/transfer'],
      ['取款', '/withdrawal'],
      ['VIP', '/vip'],
    ]) {
      window.location.hash = '#/';
      await waitFor(() => expect(where()).toBe('/'));
      await user.click(screen.getByRole('button', { name: label }));
      expect(where()).toBe(to);
    }
  });

  it('drawer: 理性娱乐 opens the responsible-gaming page (issue 22)', async () => {
    session(PLAYER);
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await user.click(within(drawer).getByRole('button', { name: '理性娱乐' }));
    expect(where()).toBe('/responsible');
  });

  it('drawer, logged out: feedback, domain, about, VIP, login; no message centre', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).queryByText('消息中心')).toBeNull();
    for (const text of ['意见反馈', '永久域名', '关于我们', 'VIP会员中心', '登录/注册'])
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    expect(within(drawer).getByTestId('permanent-domain')).toHaveTextContent('https://h5.xingyao.example');
    await user.click(within(drawer).getByText('意见反馈'));
    expect(where()).toBe('/kefu');
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
  });

  it('drawer, logged in: message centre, copy of the domain (复制成功！), logout after 您确定要退出登录吗?', async () => {
    session(PLAYER);
    const signOut = jest.fn(async () => useSession.getState().clear());
    useSession.setState({ signOut });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    let drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).getByText('消息中心')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '理性娱乐' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '复制' }));
    await waitFor(() => expect(toastText()).toBe('复制成功！'));
    expect(await navigator.clipboard.readText()).toBe('https://h5.xingyao.example');

    // cancelling keeps the session
    await user.click(within(drawer).getByRole('button', { name: /退出登录/ }));
    expect(document.querySelector('.h5-dialog__content')).toHaveTextContent('您确定要退出登录吗?');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(signOut).not.toHaveBeenCalled();

    drawer = screen.getByRole('dialog', { name: '菜单' });
    await user.click(within(drawer).getByRole('button', { name: /退出登录/ }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('/api/getVisitUrl: another origin is followed (with the register path and pid); the same origin never', async () => {
    mockVisit.mockResolvedValue(answer({ url: 'https://new.xingyao.example' }));
    useSession.setState({ pid: '42' });
    const first = renderHome();
    await waitFor(() => expect(mockLeave).toHaveBeenCalledWith('https://new.xingyao.example/#/login?type=1&pid=42'));
    first.unmount();

    resetVisitRedirect();
    mockLeave.mockReset();
    mockVisit.mockResolvedValue(answer({ url: window.location.origin }));
    renderHome();
    await waitFor(() => expect(mockVisit).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(mockLeave).not.toHaveBeenCalled();
  });
});
