import { useSession, type Banner } from '@h5/shared';
import { useCallback, useEffect, useState } from 'react';
import { takeOncePerVisit } from './use-remembered-flag';

/** Session storage: the welcome popup has been shown in this visit. */
export const WELCOME_SHOWN_KEY = 'welcomeShown';

/**
 * The welcome popup (`index_modal` 1 and some `webcontent`): once per visit, after the page's largest paint (the
 * first banner's picture loaded or failed, or no banner at all), when the browser is idle, so that it never competes
 * with the first paint. `bannerShown` is the carousel's `onShown`.
 */
export function useWelcomePopup(banners: Banner[] | null) {
  const appInfo = useSession((s) => s.appInfo);
  const html = appInfo?.webcontent ?? '';
  const wanted = Number(appInfo?.index_modal) === 1 && !!html;
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const settled = banners !== null && (banners.length === 0 || shown);

  useEffect(() => {
    if (!wanted || !settled || !takeOncePerVisit(WELCOME_SHOWN_KEY)) return;
    const show = () => setOpen(true);
    const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle) idle(show, { timeout: 800 });
    else setTimeout(show, 200);
  }, [wanted, settled]);

  return {
    open,
    html,
    bannerShown: useCallback(() => setShown(true), []),
    close: useCallback(() => setOpen(false), []),
  };
}
