import type { PageFrame } from '@h5/shared';

/** /mine's navy band, a file of this area's build (public/frames/). */
export const MINE_BAND = 'frames/mine-band.svg';

/**
 * /mine as index.html's frame and the shell's loading view draw it (see PageFrame): the band at the top, full width,
 * 390 × 200 (MineHero draws it in the same box at the top of `.mine-hero`, which cuts the pixel or so that reaches below
 * it), on the page's background. Change them together with pages/mine-page.css.
 */
export const MINE_FRAME: PageFrame = {
  background: '#f3f4f8',
  inset: 0,
  hero: { ratio: 390 / 200, radius: 0, picture: MINE_BAND },
};
