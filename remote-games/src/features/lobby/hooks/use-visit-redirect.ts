import { clearQueries, useSession } from '@h5/shared';
import { useEffect } from 'react';
import { leaveTo } from '../../../lib/leave';
import { useVisitUrl } from '../api/get-visit-url';

/** The visit address's first answer of the page load has been acted on. */
let handled = false;

/** Where a visit address sends the browser: only http(s) on another origin, to its register path with the pid. */
export function visitTarget(url: string | undefined, pid: string | null): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(target.protocol) || target.origin === window.location.origin) return null;
  return pid ? `${url.replace(/\/+$/, '')}/#/login?type=1&pid=${encodeURIComponent(pid)}` : url;
}

/**
 * The visit address, once per page load: an address on another origin is followed (with the register path and the
 * pid when there is one). The same origin is never followed, so it cannot loop; no answer: stay.
 */
export function useVisitRedirect() {
  const { answer } = useVisitUrl();
  useEffect(() => {
    if (!answer || handled) return;
    handled = true;
    const target = visitTarget(answer.code === 200 ? answer.data?.url : '', useSession.getState().pid);
    if (target) leaveTo(target);
  }, [answer]);
}

/** Tests start each case as a new page load: nothing handled, nothing cached. */
export const resetVisitRedirect = () => {
  handled = false;
  clearQueries();
};
