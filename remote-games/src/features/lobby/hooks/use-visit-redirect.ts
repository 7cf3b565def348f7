import { useSession } from '@h5/shared';
import { useEffect } from 'react';
import { getVisitUrl } from '../api/get-visit-url';

/**
 * GET /api/getVisitUrl once per page load (000 §7): on 200 with an address on another origin the browser goes there,
 * with the register path and the pid when there is one. The same origin is never followed, so it cannot loop.
 */
let asked = false;
export function useVisitRedirect(go: (url: string) => void) {
  useEffect(() => {
    if (asked) return;
    asked = true;
    getVisitUrl()
      .then((res) => {
        const url = res.code === 200 ? res.data?.url : '';
        if (!url) return;
        let target: URL;
        try {
          target = new URL(url);
        } catch {
          return;
        }
        if (!/^https?:$/.test(target.protocol) || target.origin === window.location.origin) return;
        const pid = useSession.getState().pid;
        go(pid ? `${url.replace(/\/+$/, '')}/#/login?type=1&pid=${encodeURIComponent(pid)}` : url);
      })
      .catch(() => {
        /* no answer: stay */
      });
  }, [go]);
}

/** Tests start each case fresh. */
export const resetVisitRedirect = () => {
  asked = false;
};
