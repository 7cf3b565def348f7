import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: every glyph reads one way. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CAPTCHA_LENGTH = 4;

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const WIDTH = 100;
const HEIGHT = 36;
const FONTS = [
  'Georgia, serif',
  "'Times New Roman', serif",
  'Verdana, sans-serif',
  "'Courier New', monospace",
  'Arial Black, sans-serif',
  'Trebuchet MS, sans-serif',
];
const INK = ['#1f4e9c', '#8c1d40', '#2d6a2f', '#6b3fa0', '#a0522d', '#12607a', '#333333'];

const rnd = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
const pick = <T>(list: readonly T[]) => list[randomInt(list.length)];
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Draws the code as a 100×36 SVG: rotated glyphs in mixed fonts over noise curves and dots. */
export function drawCaptcha(code: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${randomInt(360)},45%,94%)"/>`);
  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${rnd(0, WIDTH)}" cy="${rnd(0, HEIGHT)}" r="${rnd(0.4, 1.3)}" fill="${pick(INK)}" opacity="0.45"/>`);
  }
  for (let i = 0; i < 2; i++) {
    parts.push(
      `<path d="M${rnd(0, 15)} ${rnd(4, 32)} C${rnd(20, 45)} ${rnd(-10, 46)} ${rnd(55, 80)} ${rnd(-10, 46)} ${rnd(85, 100)} ${rnd(4, 32)}" ` +
        `stroke="${pick(INK)}" stroke-width="${rnd(0.8, 1.6)}" fill="none" opacity="0.6"/>`,
    );
  }
  const glyphs = [...code];
  const step = (WIDTH - 16) / glyphs.length;
  glyphs.forEach((ch, i) => {
    const x = 8 + step * i + step / 2 + rnd(-3, 3);
    const y = HEIGHT / 2 + rnd(-3, 3);
    const size = rnd(20, 26);
    parts.push(
      `<text x="${x}" y="${y}" font-family="${pick(FONTS)}" font-size="${size}" font-weight="${pick(['400', '700'])}" ` +
        `fill="${pick(INK)}" text-anchor="middle" dominant-baseline="central" ` +
        `transform="rotate(${rnd(-28, 28)} ${x} ${y}) skewX(${rnd(-10, 10)})">${escapeXml(ch)}</text>`,
    );
  });
  parts.push(
    `<path d="M0 ${rnd(10, 26)} Q${rnd(30, 70)} ${rnd(-6, 42)} ${WIDTH} ${rnd(10, 26)}" stroke="${pick(INK)}" stroke-width="1" fill="none" opacity="0.5"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
