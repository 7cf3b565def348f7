import type { PageFrame, StartRequest } from '@h5/shared';

/** The banner type of the home carousel. */
export const HOME_BANNER_TYPE = 2;

/**
 * The home page's opening calls as plain data: the endpoint files send exactly these, and routes.ts declares them
 * as the page's `startRequests`, so on a first visit to / index.html asks for them while the area's code is still
 * on its way (the shell's preboot script; the client hands the answers over). Plain data because the build reads
 * routes.ts outside the browser.
 */
export const LOBBY_START = {
  banners: { method: 'POST', path: '/api/bannerList', body: { type: HOME_BANNER_TYPE }, image: 'src' },
  notices: { method: 'POST', path: '/api/homenotice' },
  games: { method: 'GET', path: '/api/game/list', body: { category: '' } },
  visitUrl: { method: 'GET', path: '/api/getVisitUrl' },
} as const satisfies Record<string, StartRequest>;

/**
 * The home page as index.html's frame and the shell's loading view draw it (see PageFrame): the lobby's background
 * and padding (pages/home-page.css `.lobby`) and the banner carousel's box (`.lobby-banners`: 750 × 300, radius 14),
 * where the first banner shows as soon as it has loaded. Change them together.
 */
export const LOBBY_FRAME: PageFrame = {
  background: 'radial-gradient(120% 40% at 50% 0%, #20283d 0%, #121623 60%)',
  dark: true,
  inset: 10,
  hero: { ratio: 750 / 300, radius: 14 },
};
