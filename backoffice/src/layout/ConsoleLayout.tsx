import { LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Flex, Layout, Menu, Spin, Tag, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authApi, fetchMe, ME_KEY, useMe } from '../features/auth/api';
import type { AdminRole } from '../api/types';
import { ROLE_LABEL } from '../lib/roles';
import { GROUP_ICON, GROUP_LABEL, mayOpen, PAGES, type MenuGroup } from '../pages';
import { IdleWatch } from './IdleWatch';

const { Header, Sider, Content } = Layout;

/**
 * The menu: the pages of pages.tsx the role may open, in order. A group is a submenu with its icon (open at first),
 * its pages plain entries; a page without a group label (概况, 账号安全) is an entry of its own with its icon.
 */
function menuItems(role: AdminRole): NonNullable<MenuProps['items']> {
  const groups = new Map<MenuGroup, { key: string; icon?: ReactNode; label: ReactNode }[]>();
  for (const page of PAGES) {
    if (!page.group || !mayOpen(page, role)) continue;
    const Count = page.badge;
    const entry = {
      key: page.path,
      icon: page.icon,
      label: Count ? (
        <Flex justify="space-between" align="center">
          {page.title} <Count />
        </Flex>
      ) : (
        page.title
      ),
    };
    groups.set(page.group, [...(groups.get(page.group) ?? []), entry]);
  }
  return [...groups].flatMap(([group, children]): NonNullable<MenuProps['items']> => {
    const label = GROUP_LABEL[group];
    return label === null ? children : [{ key: `group:${group}`, icon: GROUP_ICON[group], label, children }];
  });
}

/** The menu entry of a path: itself, or the list a detail page belongs to (/players/7 → /players). */
const selectedKey = (path: string) =>
  PAGES.some((p) => p.group && p.path === path) ? path : `/${path.split('/')[1] ?? ''}`;

/** The signed-in console: a Sider menu of what the role may open, the header (who, sign out), the idle watch. */
export default function ConsoleLayout() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);

  const signOut = useCallback(
    async (how: 'one' | 'all' | 'idle') => {
      try {
        if (how === 'all') await authApi.logoutAll();
        else await authApi.logout();
      } catch (e) {
        if (how === 'all') {
          message.error((e as Error).message);
          return;
        }
      }
      queryClient.clear();
      const text = how === 'idle' ? '长时间未操作，已自动退出登录' : how === 'all' ? '已退出全部设备' : '已退出登录';
      navigate('/login', {
        replace: true,
        state: how === 'idle' ? { message: text, from: location.pathname + location.search } : { message: text },
      });
    },
    [location.pathname, location.search, message, navigate, queryClient],
  );
  const onExpire = useCallback(() => void signOut('idle'), [signOut]);
  const onContinue = useCallback(
    () => queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 0 }),
    [queryClient],
  );

  if (!me.data) return <Spin size="large" fullscreen />;

  const items = menuItems(me.data.role);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider breakpoint="lg" collapsible collapsed={collapsed} onCollapse={setCollapsed} width={216} theme="dark">
        <Flex
          align="center"
          justify="center"
          style={{ height: 56, color: '#fff', fontWeight: 600, fontSize: collapsed ? 14 : 17 }}
        >
          {collapsed ? '后台' : '运营后台'}
        </Flex>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[selectedKey(location.pathname)]}
          items={items}
          defaultOpenKeys={items.flatMap((i) => (i && 'children' in i ? [String(i.key)] : []))}
          onClick={({ key }) => navigate(key)}
        />
      </Sider>
      <Layout>
        <Header
          style={{
            background: token.colorBgContainer,
            paddingInline: 24,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Dropdown
            menu={{
              items: [
                { key: 'security', icon: <SafetyOutlined />, label: '账号安全' },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
                { key: 'logout-all', icon: <LogoutOutlined />, label: '退出全部设备', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'security') navigate('/security');
                else void signOut(key === 'logout' ? 'one' : 'all');
              },
            }}
          >
            <Button type="text" icon={<UserOutlined />} data-testid="account-menu">
              <Typography.Text strong>{me.data.username}</Typography.Text>
              <Tag
                color={me.data.role === 'super' ? 'gold' : me.data.role === 'finance' ? 'blue' : 'green'}
                style={{ marginInlineEnd: 0 }}
              >
                {ROLE_LABEL[me.data.role]}
              </Tag>
            </Button>
          </Dropdown>
        </Header>
        <Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 120 }} />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
      <IdleWatch idleMinutes={me.data.idle_timeout_minutes} onContinue={onContinue} onExpire={onExpire} />
    </Layout>
  );
}
