import { act, fireEvent, render, screen } from '@testing-library/react';
import { activeTabOf, HashRouter, useSession } from '@h5/shared';
import { App } from '../app';
import { ShellHeader, headerKind } from '../header';
import { ShellTabBar, tabsOf } from '../tab-bar';
import { RouteView } from '../route-view';
import type { AreaRoute } from '../../federation/remotes';

const warmPage = jest.fn();
jest.mock('../../federation/remotes', () => ({
  loadAreaPage: jest.fn(async (_area: string, path: string) => ({ default: () => <p>page {path}</p> })),
  warmPage: (...args: unknown[]) => warmPage(...args),
  // no area is registered here, so no area folder to draw a page's own art from
  areaBase: () => undefined,
}));

const at = (hash: string) => {
  window.location.hash = `#${hash}`;
};

const icon = ['M3 3h18v18H3z'];
/** A route table shaped like the areas' (their flags, not the shell, decide header, tab bar and guards). */
const ROUTES: AreaRoute[] = [
  { area: 'games', path: '/', title: '首页', cached: true, tab: { label: '首页', order: 1, icon } },
  { area: 'games', path: '/gamePage', title: '游戏' },
  { area: 'promotions', path: '/activity', title: '优惠活动', header: 'none', tab: { label: '优惠', order: 2, icon } },
  { area: 'promotions', path: '/zhanzhu', title: '赞助', tab: { label: '赞助', order: 4, icon } },
  { area: 'account', path: '/kefu', title: '在线客服', tab: { label: '客服', order: 3, icon } },
  { area: 'account', path: '/mine', title: '我的', auth: true, header: 'none', tab: { label: '我的', order: 5, icon } },
  { area: 'account', path: '/message', title: '消息中心', auth: true, header: 'back' },
  {
    area: 'account',
    path: '/abouts',
    title: '关于我们',
    header: 'back',
    headerTitle: '条款与规则',
    headerTitleBy: { param: 'type', titles: { '5': '条款与规则', '6': '隐私政策' } },
  },
  { area: 'account', path: '/login', title: '登录', tabBar: false },
  { area: 'money', path: '/money', title: '我的钱包', auth: true },
  { area: 'money', path: '/transfer', title: '转账', auth: true, askLogin: true, header: 'none' },
  {
    area: 'promotions',
    path: '/hongbao',
    title: '红包',
    askLogin: true,
    requiresSetting: { key: 'redpacket_switch', message: '红包已关闭' },
  },
  { area: 'promotions', path: '/vip', title: 'VIP特权', activeTab: '/mine' },
];
const route = (path: string) => ROUTES.find((r) => r.path === path);
const TABS = tabsOf(ROUTES);

beforeEach(() => {
  useSession.getState().clear();
  useSession.setState({ appInfo: null });
  document.body.innerHTML = '';
});

describe('header', () => {
  it("follows each route's header flag: none, a back header, or the main header (also for unknown paths)", () => {
    for (const p of ['/activity', '/mine', '/transfer']) expect(headerKind(route(p))).toBe('none');
    for (const p of ['/message', '/abouts']) expect(headerKind(route(p))).toBe('back');
    for (const p of ['/', '/money', '/login', '/gamePage']) expect(headerKind(route(p))).toBe('main');
    expect(headerKind(undefined)).toBe('main');
  });

  it('shows login and register to a visitor, the balance to a player', () => {
    at('/');
    const { unmount } = render(
      <HashRouter>
        <ShellHeader route={route('/')} />
      </HashRouter>,
    );
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注册' })).toBeInTheDocument();
    unmount();
    act(() =>
      useSession.setState({
        token: 't',
        userInfo: { username: 'demo888', balance: '8888.00', gameblance: '0.00' } as never,
      }),
    );
    render(
      <HashRouter>
        <ShellHeader route={route('/')} />
      </HashRouter>,
    );
    expect(screen.getByTestId('header-balance')).toHaveTextContent('8888.00');
    expect(screen.getByRole('button', { name: '一键回收' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it("titles a back header by the route's title, or by a query value (/abouts?type=6)", () => {
    at('/abouts?type=6');
    const { unmount } = render(
      <HashRouter>
        <ShellHeader route={route('/abouts')} />
      </HashRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('隐私政策');
    unmount();
    at('/abouts?type=x');
    const again = render(
      <HashRouter>
        <ShellHeader route={route('/abouts')} />
      </HashRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('条款与规则');
    again.unmount();
    at('/message?type=1');
    render(
      <HashRouter>
        <ShellHeader route={route('/message')} />
      </HashRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('消息中心');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });
});

describe('tab bar', () => {
  it('lists the routes that are tabs, in their order, and highlights the current one', () => {
    at('/');
    render(
      <HashRouter>
        <ShellTabBar tabs={TABS} active={activeTabOf(route('/'))} />
      </HashRouter>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['首页', '优惠', '客服', '赞助', '我的']);
    expect(screen.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights nothing on pages that are no tab, and the tab a page names in activeTab', () => {
    for (const p of ['/gamePage', '/hongbao']) {
      at(p);
      const { unmount } = render(
        <HashRouter>
          <ShellTabBar tabs={TABS} active={activeTabOf(route(p))} />
        </HashRouter>,
      );
      expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(0);
      unmount();
    }
    at('/vip');
    render(
      <HashRouter>
        <ShellTabBar tabs={TABS} active={activeTabOf(route('/vip'))} />
      </HashRouter>,
    );
    expect(screen.getByRole('button', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  it('says 已在当前页面！ when the current tab is tapped', () => {
    at('/');
    render(
      <HashRouter>
        <ShellTabBar tabs={TABS} active="/" />
      </HashRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '首页' }));
    expect(screen.getByRole('alert')).toHaveTextContent('已在当前页面！');
  });
});

describe('shell', () => {
  it('hides the tab bar where a route says so (/login) and the header where it says none', async () => {
    at('/login');
    const { container, unmount } = render(<App routes={ROUTES} />);
    await screen.findByText('page /login');
    expect(container.querySelector('nav.shell-tabbar')).toBeNull();
    expect(container.querySelector('header.shell-header')).not.toBeNull();
    unmount();
    at('/activity');
    const again = render(<App routes={ROUTES} />);
    await screen.findByText('page /activity');
    expect(again.container.querySelector('nav.shell-tabbar')).not.toBeNull();
    expect(again.container.querySelector('header.shell-header')).toBeNull();
  });
});

describe('shell tab bar', () => {
  it("a finger on another tab starts loading its page; a visitor's finger on a guarded tab does not", async () => {
    useSession.setState({ token: null });
    at('/activity');
    render(<App routes={ROUTES} />);
    await screen.findByText('page /activity');
    warmPage.mockClear();
    fireEvent.pointerDown(screen.getByRole('button', { name: '客服' }));
    expect(warmPage).toHaveBeenCalledWith('account', '/kefu');
    fireEvent.pointerDown(screen.getByRole('button', { name: '优惠' }));
    fireEvent.pointerDown(screen.getByRole('button', { name: '我的' }));
    expect(warmPage.mock.calls).toEqual([['account', '/kefu']]);
  });
});

describe('route view', () => {
  it('sends a visitor from a guarded page to /login with the full path', async () => {
    at('/money?tab=2');
    render(
      <HashRouter>
        <RouteView routes={ROUTES} />
      </HashRouter>,
    );
    await act(async () => {});
    expect(decodeURIComponent(window.location.hash)).toBe('#/login?redirect=/money?tab=2');
  });

  it('shows a guarded page to a player', async () => {
    useSession.setState({ token: 't' });
    at('/money');
    render(
      <HashRouter>
        <RouteView routes={ROUTES} />
      </HashRouter>,
    );
    expect(await screen.findByText('page /money')).toBeInTheDocument();
  });

  it('sends unknown paths home', async () => {
    at('/nowhere');
    render(
      <HashRouter>
        <RouteView routes={ROUTES} />
      </HashRouter>,
    );
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/');
  });

  it('refuses the red packet page with 红包已关闭 when the switch is off', async () => {
    useSession.setState({ token: 't', appInfo: { redpacket_switch: 0 } as never });
    at('/hongbao');
    render(
      <HashRouter>
        <RouteView routes={ROUTES} />
      </HashRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('红包已关闭');
    expect(screen.queryByText('page /hongbao')).toBeNull();
  });

  it('asks a visitor to log in before the red packet page', async () => {
    at('/hongbao');
    render(
      <HashRouter>
        <RouteView routes={ROUTES} />
      </HashRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('精彩内容等你来体验，快来登录吧！');
  });
});
