import type { PageFrame } from '@h5/shared';

/** /login's opening art, a file of this area's build (public/frames/). */
export const LOGIN_ART = 'frames/login-art.svg';

/**
 * /login as index.html's frame and the shell's loading view draw it (see PageFrame): the band's navy, and the art's
 * box where AuthHero draws it (`.login-hero`'s 10 px above it, the frame's padding, `.login-hero__art` 240 px wide, centred, 260 × 128),
 * so the art shows with the frame's first paint and stays where it is when the page takes over. Change them together
 * with components/auth-hero.css.
 */
export const LOGIN_FRAME: PageFrame = {
  background: 'linear-gradient(180deg, #232a40 0, #1c2236 160px, #171b29 292px, #f3f4f8 292px)',
  dark: true,
  inset: 10,
  hero: { ratio: 260 / 128, radius: 0, width: 240, picture: LOGIN_ART },
};
