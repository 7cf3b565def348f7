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

/**
 * antd's default colours fall short of WCAG AA contrast (4.5:1) for text in places: the primary blue (#1677ff, 4:1 on
 * white), the error red of danger links, the lighter greys, the tags' preset and status colours on their pale
 * backgrounds (2.2–3.4:1), the empty tables' "暂无数据" and a switch's unchecked label. These are one or two shades
 * darker (axe-core in e2e/backoffice-a11y.test.mjs checks every page).
 */
const DARKER_TAG_TEXT = {
  // a preset tag's text is its palette's 7th shade: here the 8th
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  red7: '#a8071a',
  volcano7: '#ad2102',
  blue7: '#003eb3',
  geekblue7: '#10239e',
  cyan7: '#006d75',
  lime7: '#3f6600',
  purple7: '#391085',
  magenta7: '#9e1068',
  // a status tag's text is the status colour
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorError: '#a8071a',
  colorInfo: '#003eb3',
};
const GREY_TEXT = 'rgba(0, 0, 0, 0.58)';

/**
 * zh_CN, but a date picker's year and month buttons are named by what they show (2026年, 11月): with the locale's
 * 选择年份 / 选择月份 as aria-label, the spoken name would not contain the visible one (WCAG 2.5.3, label in name).
 */
const LOCALE: typeof zhCN = {
  ...zhCN,
  DatePicker: zhCN.DatePicker && {
    ...zhCN.DatePicker,
    lang: { ...zhCN.DatePicker.lang, yearSelect: undefined, monthSelect: undefined, decadeSelect: undefined },
  },
} as typeof zhCN;
const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: GREY_TEXT,
    colorTextDescription: GREY_TEXT,
    colorTextPlaceholder: GREY_TEXT,
    borderRadius: 6,
  },
  components: {
    Tag: DARKER_TAG_TEXT,
    Table: { colorTextDisabled: GREY_TEXT },
    Empty: { colorTextDisabled: GREY_TEXT, colorTextDescription: GREY_TEXT },
    // the days of the next and previous months, shown around the current one
    DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
  },
};

export function ConsoleApp({ queryClient, children }: { queryClient: QueryClient; children?: ReactNode }) {
  return (
    <ConfigProvider locale={LOCALE} theme={THEME}>
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
