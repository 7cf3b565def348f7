import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result, Button, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedListener } from './api/client';
import { canSeeMoney } from './lib/roles';
import { ME_KEY, useMe } from './features/auth/api';
import './lib/time';

// every page is its own chunk, loaded when it opens
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ './features/auth/LoginPage'));
const ConsoleLayout = lazy(() => import(/* webpackChunkName: "layout" */ './layout/ConsoleLayout'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'));
const DepositsPage = lazy(() => import(/* webpackChunkName: "deposits" */ './pages/DepositsPage'));
const WithdrawalsPage = lazy(() => import(/* webpackChunkName: "withdrawals" */ './pages/WithdrawalsPage'));
const SecurityPage = lazy(() => import(/* webpackChunkName: "security" */ './features/auth/SecurityPage'));

/** Any 401 (the session ended: idle, signed out elsewhere, revoked) → /login, keeping where the admin was. */
function SessionEnds({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setUnauthorizedListener((message) => {
      if (window.location.pathname === '/login') return;
      // a first visit without a session is not an ended session: no message then
      const wasSignedIn = queryClient.getQueryData(ME_KEY) !== undefined;
      queryClient.clear();
      navigate('/login', {
        replace: true,
        state: { from: window.location.pathname + window.location.search, message: wasSignedIn ? message : undefined },
      });
    });
    return () => setUnauthorizedListener(null);
  }, [navigate, queryClient, location.key]);
  return null;
}

/** A page only some roles may open: the others see a 403 (the menu does not offer it either). */
function MoneyOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  if (!me.data) return null;
  if (canSeeMoney(me.data.role)) return children;
  return (
    <Result
      status="403"
      title="没有权限"
      subTitle="此页面仅财务和超级管理员可以访问。"
      extra={<Button onClick={() => navigate('/')}>返回概况</Button>}
    />
  );
}

const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

export function ConsoleApp({ queryClient, children }: { queryClient: QueryClient; children?: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          {children ?? <ConsoleRoutes queryClient={queryClient} />}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function ConsoleRoutes({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <SessionEnds queryClient={queryClient} />
      <Suspense fallback={<Spin size="large" fullscreen />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<ConsoleLayout />}>
            <Route index element={<DashboardPage />} />
            <Route
              path="deposits"
              element={
                <MoneyOnly>
                  <DepositsPage />
                </MoneyOnly>
              }
            />
            <Route
              path="withdrawals"
              element={
                <MoneyOnly>
                  <WithdrawalsPage />
                </MoneyOnly>
              }
            />
            <Route path="security" element={<SecurityPage />} />
            <Route path="*" element={<Result status="404" title="页面不存在" />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
