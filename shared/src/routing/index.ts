// Areas import routing ONLY from here: a remote that imports react-router-dom itself gets a second router context.
export {
  HashRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useSearchParams,
  useParams,
  matchPath,
  createSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router-dom';

import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router-dom';
import { toast } from '../ui/toast';

export const ALREADY_HERE = '已在当前页面！';

/** The full in-app path of a location (path + query), as used in `/login?redirect=`. */
export const fullPath = (loc: { pathname: string; search: string }) => `${loc.pathname}${loc.search}`;

/** Navigate, or say 已在当前页面！ when the target is where the player already is. */
export function useGo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (to === fullPath(location) || (to === location.pathname && !location.search)) {
        toast(ALREADY_HERE);
        return;
      }
      navigate(to, options);
    },
    [navigate, location],
  );
}

/** Only internal hash paths are followed after login; anything else goes home. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || typeof target !== 'string') return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // control characters never belong in a path
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(target)) return '/';
  if (target.startsWith('/login')) return '/';
  return target;
}

/**
 * Back to the previous in-app page, or home when this page was the first one of the visit (a deep link, a new tab):
 * react-router's history index says so, `history.length` does not (it counts pages of other sites too).
 */
export function goBack(navigate: NavigateFunction): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate('/', { replace: true });
}
