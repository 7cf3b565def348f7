import { activeTabOf, HashRouter, useLoading, useLocation, useNavigate, useSession } from '@h5/shared';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { isValidPid } from '@h5/shared/validators';
import type { AreaRoute } from '../federation/remotes';
import { firstPageShown } from '../federation/page-shown';
import { warmPage } from '../federation/remotes';
import { ShellHeader, headerKind } from './header';
import { RouteView } from './route-view';
import { ShellTabBar, tabsOf } from './tab-bar';
import { PAGES } from '@h5/shared/paths';

/** The reality check's dialog (issue 22): its own chunk, asked only once the first page is on screen. */
const RealityCheck = lazy(() =>
  firstPageShown.then(() => import(/* webpackChunkName: "reality-check" */ './reality-check')),
);

/** Mounted for a signed-in player only (nothing is fetched for a visitor). */
function RealityCheckFor() {
  const token = useSession((s) => s.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}

function LoadingOverlay() {
  const pending = useLoading((s) => s.pending);
  if (pending <= 0) return null;
  return (
    <div className="shell-loading" role="status" aria-label="加载中">
      <div className="shell-loading__box">
        <i className="shell-loading__spinner" />
        <span>加载中...</span>
      </div>
    </div>
  );
}

function Maintenance({ tips }: { tips: string }) {
  return (
    <main className="shell-maintenance">
      <svg viewBox="0 0 160 140" width="170" height="150" aria-hidden="true">
        <defs>
          <linearGradient id="mt-g" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#ffd98a" />
            <stop offset="1" stopColor="#e8a32c" />
          </linearGradient>
        </defs>
        <ellipse cx="80" cy="128" rx="56" ry="8" fill="#e6e8ef" />
        <circle cx="80" cy="66" r="50" fill="#fff5e0" />
        <path d="M56 92l34-34a14 14 0 1 1 12 12L68 104z" fill="url(#mt-g)" />
        <circle cx="104" cy="48" r="6" fill="#fff" />
        <rect x="44" y="96" width="20" height="12" rx="3" transform="rotate(-45 54 102)" fill="#c9801a" />
      </svg>
      <h1>系统维护中</h1>
      <p className="shell-maintenance__tips">{tips}</p>
    </main>
  );
}

/** The page title follows the route (and the site's name). */
function useDocumentTitle(routes: AreaRoute[]) {
  const { pathname } = useLocation();
  const siteTitle = useSession((s) => s.appInfo?.title) || '星耀娱乐';
  useEffect(() => {
    const route = routes.find((r) => r.path === pathname);
    document.title = route?.title && pathname !== '/' ? `${route.title} - ${siteTitle}` : siteTitle;
  }, [pathname, routes, siteTitle]);
}

/** A `pid` in the start URL is kept and the visitor lands on the register view (000 §4). */
function usePidCapture() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const outer = new URLSearchParams(window.location.search).get('pid');
    const inner = new URLSearchParams(location.search).get('pid');
    const pid = (inner || outer || '').trim();
    if (!isValidPid(pid)) return;
    useSession.getState().setPid(pid);
    if (outer)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    if (location.pathname !== PAGES.login)
      navigate(`${PAGES.login}?type=1&pid=${encodeURIComponent(pid)}`, { replace: true });
    // only the start URL counts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Shell({ routes }: { routes: AreaRoute[] }) {
  const { pathname } = useLocation();
  const siteState = useSession((s) => s.appInfo?.site_state);
  const repairTips = useSession((s) => s.appInfo?.repair_tips);
  usePidCapture();
  useDocumentTitle(routes);
  const byPath = useMemo(() => new Map(routes.map((r) => [r.path, r])), [routes]);
  const tabs = useMemo(() => tabsOf(routes), [routes]);
  if (siteState !== undefined && Number(siteState) === 0)
    return <Maintenance tips={repairTips || '系统维护中，请稍后再来'} />;
  const route = byPath.get(pathname);
  const withHeader = headerKind(route) !== 'none';
  const withTabBar = route?.tabBar !== false && tabs.length > 0;
  return (
    <div className={`shell${withHeader ? ' shell--with-header' : ''}${withTabBar ? ' shell--with-tabbar' : ''}`}>
      <ShellHeader route={route} />
      <main className="shell-main">
        <RouteView routes={routes} />
      </main>
      {withTabBar && (
        <ShellTabBar
          tabs={tabs}
          active={activeTabOf(route)}
          onIntent={(path) => {
            // a guarded page a visitor may not open is not warmed (the shell sends them to /login)
            const target = byPath.get(path);
            if (target && !((target.auth || target.askLogin) && !useSession.getState().token))
              warmPage(target.area, target.path);
          }}
        />
      )}
      <LoadingOverlay />
      <RealityCheckFor />
    </div>
  );
}

export function App({ routes }: { routes: AreaRoute[] }) {
  return (
    <HashRouter>
      <Shell routes={routes} />
    </HashRouter>
  );
}
