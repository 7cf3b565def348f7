import { act, fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, useSession } from '@h5/shared';
import { ShellHeader, headerKind } from '../header';
import { ShellTabBar } from '../tab-bar';
import { RouteView } from '../route-view';
import type { AreaRoute } from '../../federation/remotes';

jest.mock('../../federation/remotes', () => ({
  loadAreaPage: jest.fn(async (_area: string, path: string) => ({ default: () => <p>page {path}</p> })),
}));

const at = (hash: string) => {
  window.location.hash = `#${hash}`;
};

const ROUTES: AreaRoute[] = [
  { area: 'games', path: '/', title: '首页', cached: true },
  { area: 'money', path: '/money', title: '我的钱包', auth: true },
  { area: 'promotions', path: '/hongbao', title: '红包' },
  { area: 'account', path: '/login', title: '登录' },
];

beforeEach(() => {
  useSession.getState().clear();
  useSession.setState({ appInfo: null });
  document.body.innerHTML = '';
});

describe('header', () => {
  it('is hidden, a back header or the main header as the spec says', () => {
    for (const p of ['/activity', '/activityInfo', '/mine', '/transfer']) expect(headerKind(p)).toBe('none');
    for (const p of ['/message', '/abouts']) expect(headerKind(p)).toBe('back');
    for (const p of ['/', '/money', '/login', '/gamePage']) expect(headerKind(p)).toBe('main');
  });

  it('shows login and register to a visitor, the balance to a player', () => {
    at('/');
    const { unmount } = render(
      <HashRouter>
        <ShellHeader />
      </HashRouter>,
    );
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注册' })).toBeInTheDocument();
    unmount();
    act(() => useSession.setState({ token: 't', userInfo: { username: 'demo888', balance: '8888.00', gameblance: '0.00' } as never }));
    render(
      <HashRouter>
        <ShellHeader />
      </HashRouter>,
    );
    expect(screen.getByTestId('header-balance')).toHaveTextContent('8888.00');
    expect(screen.getByRole('button', { name: '一键回收' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('titles /abouts by type', () => {
    at('/abouts?type=6');
    render(
      <HashRouter>
        <ShellHeader />
      </HashRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('隐私政策');
  });
});

describe('tab bar', () => {
  it('lists the five tabs and highlights the current one', () => {
    at('/');
    render(
      <HashRouter>
        <ShellTabBar />
      </HashRouter>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['首页', '优惠', '客服', '赞助', '我的']);
    expect(screen.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights nothing on /gamePage and /hongbao, and is hidden on /login', () => {
    for (const p of ['/gamePage', '/hongbao']) {
      at(p);
      const { unmount } = render(
        <HashRouter>
          <ShellTabBar />
        </HashRouter>,
      );
      expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current'))).toHaveLength(0);
      unmount();
    }
    at('/login');
    const { container } = render(
      <HashRouter>
        <ShellTabBar />
      </HashRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says 已在当前页面！ when the current tab is tapped', () => {
    at('/');
    render(
      <HashRouter>
        <ShellTabBar />
      </HashRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '首页' }));
    expect(screen.getByRole('alert')).toHaveTextContent('已在当前页面！');
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
