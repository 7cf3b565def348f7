import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result, Button, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedListener } from './api/client';
import { ME_KEY, useMe } from './features/auth/api';
import { mayOpen, PAGES, rolesInWords, type ConsolePage } from './pages';
import './lib/time';

// every page is its own chunk, loaded when it opens (pages.tsx lists them)
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ './features/auth/LoginPage'));
const ConsoleLayout = lazy(() => import(/* webpackChunkName: "layout" */ './layout/ConsoleLayout'));
const PAGE_ELEMENTS = PAGES.map((page) => ({ page, Page: lazy(page.load) }));

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
function RoleGate({ page, children }: { page: ConsolePage; children: ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  if (!me.data) return null;
  if (mayOpen(page, me.data.role)) return children;
  return (
    <Result
      status="403"
      title="没有权限"
      subTitle={`此页面仅${rolesInWords(page)}可以访问。`}
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
            {PAGE_ELEMENTS.map(({ page, Page }) => (
              <Route
                key={page.path}
                path={page.path}
                element={
                  <RoleGate page={page}>
                    <Page />
                  </RoleGate>
                }
              />
            ))}
            <Route path="*" element={<Result status="404" title="页面不存在" />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
