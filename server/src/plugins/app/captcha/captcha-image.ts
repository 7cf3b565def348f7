import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: every glyph reads one way. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CAPTCHA_LENGTH = 4;

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

type Pt = [number, number];
type Stroke = Pt[];

/** Points of an elliptical arc (degrees, 0 = right, 90 = down), `a0` to `a1` in either direction. */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Stroke {
  const n = Math.max(4, Math.ceil(Math.abs(a1 - a0) / 12));
  const pts: Stroke = [];
  for (let i = 0; i <= n; i++) {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pts;
}
const join = (...parts: Stroke[]): Stroke => parts.flat();

/**
 * A stroke font drawn in a 10 × 14 box (y down): every letter and digit, so any test code can be drawn too. The image
 * carries only these strokes, bent and broken up — never a character, a font name or a <text> element.
 */
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 14],
      [5, 0],
      [10, 14],
    ],
    [
      [2.2, 8.5],
      [7.8, 8.5],
    ],
  ],
  B: [
    join(
      [[1, 7]],
      [
        [1, 0],
        [5.5, 0],
      ],
      arc(5.5, 3.5, 3.2, 3.5, -90, 90),
      [[1, 7]],
    ),
    join(
      [
        [1, 0],
        [1, 14],
        [6, 14],
      ],
      arc(6, 10.5, 3.6, 3.5, 90, -90),
      [[1, 7]],
    ),
  ],
  C: [arc(5.6, 7, 4.8, 7, 315, 45)],
  D: [
    join(
      [
        [1, 14],
        [1, 0],
        [4, 0],
      ],
      arc(4, 7, 5.5, 7, -90, 90),
      [[1, 14]],
    ),
  ],
  E: [
    [
      [9, 0],
      [1, 0],
      [1, 14],
      [9, 14],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [9, 0],
      [1, 0],
      [1, 14],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  G: [
    join(arc(5.6, 7, 4.8, 7, 315, 20), [
      [10, 7],
      [6, 7],
    ]),
  ],
  H: [
    [
      [1, 0],
      [1, 14],
    ],
    [
      [9, 0],
      [9, 14],
    ],
    [
      [1, 7],
      [9, 7],
    ],
  ],
  I: [
    [
      [5, 0],
      [5, 14],
    ],
    [
      [2, 0],
      [8, 0],
    ],
    [
      [2, 14],
      [8, 14],
    ],
  ],
  J: [
    join(
      [
        [9, 0],
        [9, 10],
      ],
      arc(5, 10, 4, 4, 0, 180),
    ),
  ],
  K: [
    [
      [1, 0],
      [1, 14],
    ],
    [
      [9, 0],
      [1, 8.5],
    ],
    [
      [4, 5.5],
      [9.5, 14],
    ],
  ],
  L: [
    [
      [1, 0],
      [1, 14],
      [9, 14],
    ],
  ],
  M: [
    [
      [0.5, 14],
      [1, 0],
      [5, 10],
      [9, 0],
      [9.5, 14],
    ],
  ],
  N: [
    [
      [1, 14],
      [1, 0],
      [9, 14],
      [9, 0],
    ],
  ],
  O: [arc(5, 7, 4.6, 7, 0, 360)],
  P: [
    join(
      [
        [1, 14],
        [1, 0],
        [5.5, 0],
      ],
      arc(5.5, 3.8, 3.6, 3.8, -90, 90),
      [[1, 7.6]],
    ),
  ],
  Q: [
    arc(5, 7, 4.6, 7, 0, 360),
    [
      [6, 10],
      [10, 14.5],
    ],
  ],
  R: [
    join(
      [
        [1, 14],
        [1, 0],
        [5.5, 0],
      ],
      arc(5.5, 3.8, 3.6, 3.8, -90, 90),
      [[1, 7.6]],
    ),
    [
      [5, 7.6],
      [9.5, 14],
    ],
  ],
  S: [join(arc(5, 3.6, 4, 3.6, -20, -270), arc(5, 10.5, 4.4, 3.5, -90, 160))],
  T: [
    [
      [0, 0],
      [10, 0],
    ],
    [
      [5, 0],
      [5, 14],
    ],
  ],
  U: [
    join(
      [
        [1, 0],
        [1, 9.5],
      ],
      arc(5, 9.5, 4, 4.5, 180, 0),
      [[9, 0]],
    ),
  ],
  V: [
    [
      [0, 0],
      [5, 14],
      [10, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [2.5, 14],
      [5, 4.5],
      [7.5, 14],
      [10, 0],
    ],
  ],
  X: [
    [
      [1, 0],
      [9, 14],
    ],
    [
      [9, 0],
      [1, 14],
    ],
  ],
  Y: [
    [
      [0, 0],
      [5, 7],
      [10, 0],
    ],
    [
      [5, 7],
      [5, 14],
    ],
  ],
  Z: [
    [
      [0.5, 0],
      [9.5, 0],
      [0.5, 14],
      [9.5, 14],
    ],
  ],
  '0': [
    arc(5, 7, 4.5, 7, 0, 360),
    [
      [8, 2],
      [2, 12],
    ],
  ],
  '1': [
    [
      [2, 3],
      [5.5, 0],
      [5.5, 14],
    ],
    [
      [2, 14],
      [9, 14],
    ],
  ],
  '2': [
    join(arc(5, 4, 4.2, 4, -165, 25), [
      [0.5, 14],
      [9.5, 14],
    ]),
  ],
  '3': [join(arc(5, 3.6, 4, 3.6, -160, 90), arc(5, 10.5, 4.5, 3.5, -90, 160))],
  '4': [
    [
      [7, 14],
      [7, 0],
      [0, 10],
      [10, 10],
    ],
  ],
  '5': [
    join(
      [
        [9, 0],
        [1.8, 0],
        [1.2, 6.6],
      ],
      arc(5, 9.8, 4.4, 4.2, -135, 150),
    ),
  ],
  '6': [
    join([
      [8.6, 1],
      [7, 0.1],
      [4.6, 0.2],
      [2.6, 1.6],
      [1.2, 4.5],
      [0.8, 8],
      [0.9, 10],
    ]),
    arc(5, 10, 4.2, 4, 0, 360),
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 14],
    ],
  ],
  '8': [arc(5, 3.5, 3.6, 3.5, 0, 360), arc(5, 10.5, 4.4, 3.5, 0, 360)],
  '9': [
    arc(5, 4, 4.2, 4, 0, 360),
    join([
      [9.2, 4],
      [9.1, 7.5],
      [8.2, 10.8],
      [6.6, 13.2],
      [4.6, 14],
      [2.6, 13.6],
      [1.3, 12.6],
    ]),
  ],
};

const WIDTH = 100;
const HEIGHT = 36;
const INK = ['#1f4e9c', '#8c1d40', '#2d6a2f', '#6b3fa0', '#a0522d', '#12607a', '#333333'];

const rnd = (min: number, max: number) => min + randomInt(Math.round((max - min) * 1000) + 1) / 1000;
const pick = <T>(list: readonly T[]) => list[randomInt(list.length)];
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** Splits a stroke into pieces no longer than `step` (so the warp bends straight lines too). */
function densify(stroke: Stroke, step = 0.8): Stroke {
  const out: Stroke = [stroke[0]];
  for (let i = 1; i < stroke.length; i++) {
    const [x0, y0] = stroke[i - 1];
    const [x1, y1] = stroke[i];
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  }
  return out;
}

/** A stroke as the points of a <polyline> (numbers only: no letter at all in the markup of a stroke). */
const toPoints = (pts: Stroke) => pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * Draws the code as a 100×36 SVG made only of outlines (polylines): each glyph of a stroke font is scaled, rotated and skewed at
 * random, the whole drawing is bent by two random waves, every point is jittered, each stroke is cut into pieces,
 * and the pieces are written in random order among noise curves and dots. No character, font or <text> is in the
 * markup: reading it takes OCR. Large, thick glyphs keep it legible on a phone.
 */
export function drawCaptcha(code: string): string {
  const chars = [...code.toUpperCase()].filter((c) => GLYPHS[c]);
  const pieces: string[] = [];
  const hue = randomInt(360);
  const background = `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue},45%,94%)"/>`;

  // the warp of the whole image
  const ay = rnd(1.2, 2.4);
  const fy = rnd(0.07, 0.12);
  const py = rnd(0, 6.28);
  const ax = rnd(0.6, 1.3);
  const fx = rnd(0.15, 0.3);
  const px = rnd(0, 6.28);
  const warp = ([x, y]: Pt): Pt => [
    x + ax * Math.sin(y * fx + px) + rnd(-0.25, 0.25),
    y + ay * Math.sin(x * fy + py) + rnd(-0.25, 0.25),
  ];

  const slot = (WIDTH - 18) / Math.max(1, chars.length);
  chars.forEach((ch, i) => {
    const scale = rnd(1.5, 1.8); // the 10 × 14 box becomes about 16 × 23 px
    const angle = (rnd(-20, 20) * Math.PI) / 180;
    const skew = rnd(-0.25, 0.25);
    const cx = 9 + slot * i + slot / 2 + rnd(-1.5, 1.5);
    const cy = HEIGHT / 2 + rnd(-2, 2);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([gx, gy]: Pt): Pt => {
      const x = (gx - 5) * scale + (gy - 7) * scale * skew;
      const y = (gy - 7) * scale;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    };
    const ink = pick(INK);
    const width = f1(rnd(2.1, 2.7));
    for (const stroke of GLYPHS[ch]) {
      const pts = densify(stroke).map(place).map(warp);
      // cut the stroke into 2–3 pieces at random points (they still meet)
      const cuts = [
        0,
        ...[...Array(randomInt(1, 3))].map(() => randomInt(1, Math.max(2, pts.length - 1))).sort((a, b) => a - b),
        pts.length - 1,
      ];
      for (let k = 0; k < cuts.length - 1; k++) {
        if (cuts[k + 1] <= cuts[k]) continue;
        const part = pts.slice(cuts[k], cuts[k + 1] + 1);
        pieces.push(
          `<polyline points="${toPoints(part)}" stroke="${ink}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
      }
    }
  });

  // noise: long thin waves across the image, short arcs and dots, in the same inks
  for (let i = 0; i < 2; i++) {
    const y0 = rnd(6, 30);
    const wave = densify(
      [
        [rnd(-2, 8), y0],
        [rnd(30, 45), rnd(2, 34)],
        [rnd(55, 70), rnd(2, 34)],
        [rnd(92, 102), rnd(6, 30)],
      ],
      3,
    ).map(warp);
    pieces.push(
      `<polyline points="${toPoints(wave)}" stroke="${pick(INK)}" stroke-width="${f1(rnd(0.9, 1.4))}" fill="none" opacity="0.75"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = rnd(4, 96);
    const y = rnd(4, 32);
    const r = rnd(2, 5);
    const a = rnd(0, 360);
    pieces.push(
      `<polyline points="${toPoints(arc(x, y, r, r * rnd(0.6, 1.2), a, a + rnd(60, 150)))}" stroke="${pick(INK)}" stroke-width="${f1(rnd(0.7, 1.2))}" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    pieces.push(
      `<circle cx="${f1(rnd(0, WIDTH))}" cy="${f1(rnd(0, HEIGHT))}" r="${f1(rnd(0.4, 1.2))}" fill="${pick(INK)}" opacity="0.5"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background}${shuffle(pieces).join('')}</svg>`;
}

export function toDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
