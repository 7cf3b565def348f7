import {
  DashboardOutlined,
  DownCircleOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UpCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Dropdown, Flex, Layout, Menu, Spin, Tag, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authApi, fetchMe, ME_KEY, useMe } from '../features/auth/api';
import { usePendingCount } from '../features/cashier/api';
import { canSeeMoney, ROLE_LABEL } from '../lib/roles';
import { IdleWatch } from './IdleWatch';

const { Header, Sider, Content } = Layout;

/** The signed-in console: a Sider menu of what the role may open, the header (who, sign out), the idle watch. */
export default function ConsoleLayout() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const cashier = canSeeMoney(me.data?.role);
  const pendingDeposits = usePendingCount('deposits', cashier);
  const pendingWithdrawals = usePendingCount('withdrawals', cashier);

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

  const items: MenuProps['items'] = [
    { key: '/', icon: <DashboardOutlined />, label: '概况' },
    ...(cashier
      ? [
          {
            key: 'cashier',
            type: 'group' as const,
            label: collapsed ? null : '财务审核',
            children: [
              {
                key: '/deposits',
                icon: <DownCircleOutlined />,
                label: (
                  <Flex justify="space-between" align="center">
                    待审充值 <Badge count={pendingDeposits} size="small" overflowCount={99} />
                  </Flex>
                ),
              },
              {
                key: '/withdrawals',
                icon: <UpCircleOutlined />,
                label: (
                  <Flex justify="space-between" align="center">
                    待审取款 <Badge count={pendingWithdrawals} size="small" overflowCount={99} />
                  </Flex>
                ),
              },
            ],
          },
        ]
      : []),
    {
      key: 'me',
      type: 'group' as const,
      label: collapsed ? null : '我的',
      children: [{ key: '/security', icon: <SafetyOutlined />, label: '账号安全' }],
    },
  ];

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
          selectedKeys={[location.pathname]}
          items={items}
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
