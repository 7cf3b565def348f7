import type { PageFrame, StartRequest } from '@h5/shared';

/**
 * /activity's opening calls as plain data: the list of every type (postActivityList() with no type sends exactly
 * this) and the types (postActivityTypes()), declared in routes.ts as the page's `startRequests`, so a first visit to
 * /activity asks for them from index.html while the area's code is on its way, and the first promotion's banner
 * (`banner`) is drawn in the frame.
 */
export const PROMOTIONS_START = {
  list: { method: 'POST', path: '/api/activitylist', image: 'banner' },
  types: { method: 'POST', path: '/api/activitytype' },
} as const satisfies Record<string, StartRequest>;

/**
 * /activity as index.html's frame and the shell's loading view draw it (see PageFrame): its dark title bar (46 px,
 * `.promo-titlebar`) and white tab row (39 px, `.promo-tabs`) as the background's bands, the list's padding (12 px,
 * `.promo-list`) and the first card's banner box (750 × 300, the card's radius 14): the first banner shows there as
 * soon as it has loaded, where the page then draws it. Change them together with pages/promotions-page.css.
 */
export const PROMOTIONS_FRAME: PageFrame = {
  background: 'linear-gradient(180deg, #171b29 0, #232a40 46px, #ffffff 46px, #ffffff 85px, #f3f4f8 85px)',
  inset: 12,
  hero: { ratio: 750 / 300, radius: 14, top: 85 },
};
