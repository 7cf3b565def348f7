import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  confirmDialog,
  fullPath,
  goBack,
  Navigate,
  safeRedirect,
  toast,
  useLocation,
  useNavigate,
  useSession,
} from '@h5/shared';
import type { AreaRoute } from '../federation/remotes';
import { AreaPage } from './area-boundary';
import { PAGES } from '@h5/shared/paths';

export const LOGIN_PROMPT = '精彩内容等你来体验，快来登录吧！';

const loginPath = (from: string) => `${PAGES.login}?redirect=${encodeURIComponent(from)}`;

/** Asks a logged-out player to log in (or refuses a closed red packet) before the page shows. */
function AskToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void confirmDialog({ title: '温馨提示', content: LOGIN_PROMPT, confirmText: '去登录', cancelText: '取消' }).then(
      (ok) => {
        if (!live) return;
        if (ok) navigate(loginPath(from), { replace: true });
        else goBack(navigate);
      },
    );
    return () => {
      live = false;
      document.querySelectorAll('.h5-dialog-mask').forEach((el) => el.remove());
    };
  }, [from, navigate]);
  return null;
}

/** A page whose site switch is off (红包已关闭): said once, then back. */
function SwitchedOff({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast(message);
    goBack(navigate);
  }, [message, navigate]);
  return null;
}

function Guarded({ route }: { route: AreaRoute }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const required = route.requiresSetting;
  const setting = useSession((s) =>
    required ? (s.appInfo as Record<string, unknown> | null)?.[required.key] : undefined,
  );
  const from = fullPath(location);
  if (!token && route.askLogin) return <AskToLogin from={from} />;
  if (required && setting !== undefined && Number(setting) === 0) return <SwitchedOff message={required.message} />;
  if (route.auth && !token) return <Navigate to={loginPath(from)} replace />;
  return <AreaPage area={route.area} path={route.path} frame={route.frame} />;
}

/**
 * The routed page. Cached routes (000 §2) stay mounted inside a hidden <Activity> once visited, so their
 * state and scroll survive; every other navigation starts at the top.
 */
export function RouteView({ routes }: { routes: AreaRoute[] }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const byPath = useRef(new Map(routes.map((r) => [r.path, r]))).current;
  const route = byPath.get(location.pathname);
  const [visited, setVisited] = useState<string[]>([]);
  const scrolls = useRef(new Map<string, number>());
  const current = useRef(location.pathname);

  // remember where each cached page was scrolled to
  useEffect(() => {
    const onScroll = () => {
      if (byPath.get(current.current)?.cached) scrolls.current.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [byPath]);

  useLayoutEffect(() => {
    current.current = location.pathname;
    const saved = route?.cached ? scrolls.current.get(location.pathname) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.pathname, location.search, route]);

  const canCache = route?.cached && (!route.auth || token);
  useEffect(() => {
    if (canCache && route && !visited.includes(route.path)) setVisited((v) => [...v, route.path]);
  }, [canCache, route, visited]);

  // a logout drops the cached pages that belong to the player
  useEffect(() => {
    if (!token) setVisited((v) => v.filter((p) => !byPath.get(p)?.auth));
  }, [token, byPath]);

  if (!route) return <Navigate to="/" replace />;

  const cachedPaths = canCache && !visited.includes(route.path) ? [...visited, route.path] : visited;
  return (
    <>
      {cachedPaths.map((path) => {
        const r = byPath.get(path)!;
        return (
          <Activity key={path} mode={path === route.path ? 'visible' : 'hidden'}>
            <Guarded route={r} />
          </Activity>
        );
      })}
      {!canCache && <Guarded key={location.pathname} route={route} />}
    </>
  );
}

export { safeRedirect };
