/**
 * The home lobby's artwork, drawn here as SVG (nothing downloaded), like the promotions' banners:
 * - `/assets/banners/banner-<n>.svg`: the home carousel (750×300);
 * - `/assets/games/<code>.svg`: a venue tile (300×200; the lottery venue `vr` is drawn wide, 600×200, since the home
 *   list shows it full width) or a slot game's icon (200×200).
 * The text is the seeded names; an operator who adds a game with its own picture never reaches these routes.
 */
import { GAMES, VENUES } from '#app/db/seed/content';
import type { GameCategory } from '#app/db/schema/index';

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const GOLD_DEFS = `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b8"/><stop offset=".5" stop-color="#f6c35b"/><stop offset="1" stop-color="#c9801a"/></linearGradient>`;

/** Per category: background gradient and the emblem drawn on its tiles. */
const CATEGORY_STYLE: Record<GameCategory, { bg: [string, string]; glow: string; label: string }> = {
  realbet: { bg: ['#7a1e2c', '#2a0b12'], glow: '#ff8a7a', label: 'LIVE CASINO' },
  sport: { bg: ['#11693f', '#062515'], glow: '#7dffb0', label: 'SPORTS' },
  gaming: { bg: ['#3b2597', '#120a3a'], glow: '#a98bff', label: 'E-SPORTS' },
  joker: { bg: ['#0f5c73', '#05222c'], glow: '#7fe8ff', label: 'BOARD GAMES' },
  concise: { bg: ['#8a4a0c', '#2e1604'], glow: '#ffcf6a', label: 'SLOTS' },
  lottery: { bg: ['#9c1d5a', '#33071d'], glow: '#ff9ad0', label: 'LOTTERY' },
};

/** Emblems centred on (0,0), about 120 units tall. */
const EMBLEM: Record<GameCategory, string> = {
  realbet: `
    <g transform="rotate(-14)"><rect x="-46" y="-62" width="76" height="106" rx="9" fill="#fff"/><text x="-34" y="-36" font-family="${FONT}" font-size="22" font-weight="900" fill="#d12b3a">A</text><path d="M-8 0c-16-14-26-24-16-34 6-6 14-2 16 4 2-6 10-10 16-4 10 10 0 20-16 34z" fill="#d12b3a"/></g>
    <g transform="rotate(12) translate(28 4)"><rect x="-38" y="-60" width="76" height="106" rx="9" fill="#fff8e6" stroke="#e8c57a" stroke-width="2"/><text x="-26" y="-34" font-family="${FONT}" font-size="22" font-weight="900" fill="#1d1d2b">K</text><path d="M0-18l14 20-14 20-14-20z" fill="#1d1d2b"/></g>
    <g transform="translate(-52 52)"><circle r="20" fill="url(#gold)"/><circle r="13" fill="none" stroke="#fff2c4" stroke-width="3" stroke-dasharray="5 4"/></g>`,
  sport: `
    <circle r="54" fill="#fff"/>
    <path d="M0-20l19 14-7 22h-24l-7-22z" fill="#1d1d2b"/>
    <path d="M0-20v-33M19-6l31-10M12 16l19 27M-12 16l-19 27M-19-6l-31-10" stroke="#1d1d2b" stroke-width="4"/>
    <path d="M-24-48l-10 8 4 14M24-48l10 8-4 14M50 8l-4 16-14 4M-50 8l4 16 14 4M-14 50h28" fill="none" stroke="#1d1d2b" stroke-width="4"/>
    <circle r="54" fill="none" stroke="url(#gold)" stroke-width="5"/>`,
  gaming: `
    <path d="M-62-22c8-18 28-22 40-14h44c12-8 32-4 40 14l14 44c6 20-16 32-30 18l-16-16h-60l-16 16c-14 14-36 2-30-18z" fill="#fff"/>
    <path d="M-40-10v20M-50 0h20" stroke="#3b2597" stroke-width="7" stroke-linecap="round"/>
    <circle cx="34" cy="-8" r="6" fill="#e0455e"/><circle cx="48" cy="6" r="6" fill="#27b36b"/><circle cx="20" cy="6" r="6" fill="#f6c35b"/><circle cx="34" cy="20" r="6" fill="#3a7bff"/>
    <path d="M-70-48l10 10M70-48l-10 10" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>`,
  joker: `
    <g transform="translate(-22 10)"><circle r="40" fill="#e0455e"/><circle r="40" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="12 9"/><circle r="26" fill="#c22a44"/><text y="9" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="900" fill="#fff">牛</text></g>
    <g transform="translate(30 -18)"><circle r="36" fill="url(#gold)"/><circle r="36" fill="none" stroke="#fff6d8" stroke-width="7" stroke-dasharray="10 8"/><circle r="23" fill="#d9971f"/><text y="8" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="900" fill="#fff">¥</text></g>`,
  concise: `
    <rect x="-66" y="-46" width="132" height="92" rx="14" fill="url(#gold)"/>
    <rect x="-56" y="-34" width="112" height="68" rx="8" fill="#2a1203"/>
    ${[-36, 0, 36].map((x) => `<rect x="${x - 15}" y="-28" width="30" height="56" rx="5" fill="#fff8e6"/><text x="${x}" y="12" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="900" fill="#d12b3a">7</text>`).join('')}
    <path d="M66-20h10v-24" stroke="url(#gold)" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="76" cy="-50" r="8" fill="#e0455e"/>`,
  lottery: `
    ${[
      [-40, 12, '#e0455e', '8'],
      [0, -16, '#3a7bff', '3'],
      [40, 12, '#27b36b', '6'],
      [0, 34, '#f6a623', '1'],
    ]
      .map(
        ([x, y, c, n]) =>
          `<g transform="translate(${x} ${y})"><circle r="26" fill="${c}"/><circle r="15" fill="#fff"/><text y="7" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="900" fill="#1d1d2b">${n}</text><ellipse cx="-9" cy="-14" rx="8" ry="4" fill="#fff" opacity=".45"/></g>`,
      )
      .join('')}`,
};

function sparkles(w: number, h: number, seed: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const x = ((i * 97 + seed * 31) % (w - 10)) + 5;
    const y = ((i * 53 + seed * 17) % (h - 10)) + 5;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.1 + (i % 4) * 0.07}"/>`;
  }).join('');
}

/** A venue tile: the category's colours and emblem, the venue's name and an English kicker. */
function venueTile(platname: string, name: string, category: GameCategory, seed: number): string {
  const wide = platname === 'vr';
  const w = wide ? 600 : 300;
  const h = 200;
  const s = CATEGORY_STYLE[category];
  const ex = wide ? 470 : 214;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(name)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.bg[0]}"/><stop offset="1" stop-color="${s.bg[1]}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${s.glow}" stop-opacity=".6"/><stop offset="1" stop-color="${s.glow}" stop-opacity="0"/></radialGradient>
    ${GOLD_DEFS}
  </defs>
  <rect width="${w}" height="${h}" rx="18" fill="url(#bg)"/>
  <path d="M${w * 0.35} ${h}L${w * 0.62} 0h30L${w * 0.35 + 30} ${h}z" fill="#fff" opacity=".05"/>
  <circle cx="${ex}" cy="100" r="110" fill="url(#glow)"/>
  ${sparkles(w, h, seed)}
  <g transform="translate(${ex} 100) scale(${wide ? 1.05 : 0.86})">${EMBLEM[category]}</g>
  <g font-family="${FONT}">
    <text x="22" y="44" font-size="15" font-weight="700" fill="#ffd88a" letter-spacing="2">${s.label}</text>
    <text x="22" y="${wide ? 98 : 100}" font-size="${wide ? 44 : 32}" font-weight="900" fill="#fff">${esc(name.replace(/(真人|体育|电竞|棋牌|电子|彩票)$/, ''))}</text>
    <text x="22" y="${wide ? 132 : 134}" font-size="${wide ? 22 : 18}" font-weight="600" fill="#fff" opacity=".8">${esc(/(真人|体育|电竞|棋牌|电子|彩票)$/.exec(name)?.[0] ?? '')}${wide ? ' · 官方直营 · 秒速开奖' : ''}</text>
    <rect x="22" y="${h - 44}" width="${wide ? 132 : 96}" height="28" rx="14" fill="url(#gold)"/>
    <text x="${22 + (wide ? 66 : 48)}" y="${h - 25}" text-anchor="middle" font-size="15" font-weight="800" fill="#3b2608">进入游戏</text>
  </g>
</svg>`;
}

/** Motifs for slot icons, centred on (0,0), about 90 units. */
const SLOT_MOTIFS = [
  // gem
  `<path d="M-40-14l16-24h48l16 24-40 50z" fill="#5ee7ff"/><path d="M-40-14h80M-24-38l8 24 16 50 16-50 8-24M-16-14L0-38l16 24" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" opacity=".8"/>`,
  // gold ingot
  `<path d="M-46 8c0-18 18-22 22-32h48c4 10 22 14 22 32 0 16-20 26-46 26s-46-10-46-26z" fill="url(#gold)"/><ellipse cy="-4" rx="22" ry="10" fill="#fff2c4" opacity=".7"/>`,
  // lucky seven
  `<text y="34" text-anchor="middle" font-family="${FONT}" font-size="96" font-weight="900" fill="url(#gold)" stroke="#7a2a00" stroke-width="3">7</text>`,
  // cherries
  `<path d="M-14 10c0-30 10-44 34-50M18 14c0-24 0-40 2-54" fill="none" stroke="#27b36b" stroke-width="5" stroke-linecap="round"/><circle cx="-18" cy="22" r="20" fill="#e0455e"/><circle cx="20" cy="26" r="20" fill="#d12b3a"/><circle cx="-24" cy="15" r="5" fill="#fff" opacity=".6"/><circle cx="14" cy="19" r="5" fill="#fff" opacity=".6"/>`,
  // crown
  `<path d="M-44 24l-6-50 26 22 24-36 24 36 26-22-6 50z" fill="url(#gold)"/><rect x="-44" y="24" width="88" height="14" rx="4" fill="#d9971f"/><circle cx="0" cy="6" r="7" fill="#e0455e"/><circle cx="-24" cy="12" r="5" fill="#3a7bff"/><circle cx="24" cy="12" r="5" fill="#27b36b"/>`,
  // lotus / flower
  `${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse rx="14" ry="36" cy="-26" transform="rotate(${a})" fill="#ff8fc4" opacity=".9"/>`).join('')}<circle r="16" fill="url(#gold)"/>`,
  // coin
  `<circle r="44" fill="url(#gold)"/><circle r="34" fill="none" stroke="#fff2c4" stroke-width="4"/><rect x="-12" y="-12" width="24" height="24" fill="#a8630a" transform="rotate(45)"/>`,
  // star
  `<path d="M0-48l13 30 33 3-25 21 8 32L0 21l-29 17 8-32-25-21 33-3z" fill="url(#gold)" stroke="#fff2c4" stroke-width="3"/>`,
];

const SLOT_BG: [string, string][] = [
  ['#7b2ff7', '#2a0a6b'],
  ['#e0455e', '#5a0b1e'],
  ['#1b8cff', '#072a66'],
  ['#19b68a', '#053a2c'],
  ['#f08a1c', '#5a2503'],
  ['#c42a9c', '#420a38'],
];

/** A slot game's icon: a coloured tile, a motif and the game's name. */
function slotIcon(name: string, seed: number): string {
  const [a, b] = SLOT_BG[seed % SLOT_BG.length];
  const motif = SLOT_MOTIFS[(seed * 3 + 1) % SLOT_MOTIFS.length];
  const size = name.length > 5 ? 22 : 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${esc(name)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    ${GOLD_DEFS}
  </defs>
  <rect width="200" height="200" rx="28" fill="url(#bg)"/>
  <circle cx="100" cy="84" r="80" fill="url(#glow)"/>
  ${sparkles(200, 200, seed)}
  <g transform="translate(100 82)">${motif}</g>
  <rect x="0" y="146" width="200" height="54" fill="#000" opacity=".28"/>
  <text x="100" y="${size > 24 ? 183 : 180}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="900" fill="#fff">${esc(name)}</text>
  <rect x="1.5" y="1.5" width="197" height="197" rx="27" fill="none" stroke="url(#gold)" stroke-width="3" opacity=".7"/>
</svg>`;
}

interface HomeBanner {
  kicker: string;
  headline: string;
  note: string;
  category: GameCategory;
  bg: [string, string, string];
}

const BANNERS: Record<string, HomeBanner> = {
  'banner-1': {
    kicker: '星耀娱乐 · 全新升级',
    headline: '真人视讯 美女荷官',
    note: 'AG · BBIN 百家乐 24小时在线',
    category: 'realbet',
    bg: ['#3a2a16', '#1c140a', '#0d0905'],
  },
  'banner-2': {
    kicker: '体育赛事 · 串关加奖',
    headline: '五大联赛 火热开赛',
    note: '沙巴体育 · 皇冠体育 早盘滚球',
    category: 'sport',
    bg: ['#1a7a4a', '#0b4028', '#041a10'],
  },
  'banner-3': {
    kicker: '电子游艺 · 天天爆奖',
    headline: '千款电子 奖池累积',
    note: 'OB · FG · PP · AE 电子游艺',
    category: 'concise',
    bg: ['#8a3dff', '#4516a8', '#1c0852'],
  },
  'banner-4': {
    kicker: '彩票游戏 · 秒速开奖',
    headline: 'VR彩票 好运连连',
    note: '快3 · 时时彩 · 赛车 全天开奖',
    category: 'lottery',
    bg: ['#e0455e', '#8e1232', '#3d0616'],
  },
};

export const LOBBY_BANNER_NAMES = Object.keys(BANNERS);

export function lobbyBannerSvg(name: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(BANNERS, name)) return null;
  const b = BANNERS[name];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${esc(b.headline)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset=".55" stop-color="${b.bg[1]}"/><stop offset="1" stop-color="${b.bg[2]}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffd77a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd77a" stop-opacity="0"/></radialGradient>
    <linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#ffd77a"/></linearGradient>
    ${GOLD_DEFS}
  </defs>
  <rect width="750" height="300" fill="url(#bg)"/>
  <path d="M-40 300L260 0h90L50 300zM140 300L440 0h40L180 300z" fill="#fff" opacity=".06"/>
  <circle cx="575" cy="150" r="180" fill="url(#glow)"/>
  ${sparkles(750, 300, LOBBY_BANNER_NAMES.indexOf(name) + 3)}
  <g transform="translate(575 150) scale(1.6)">${EMBLEM[b.category]}</g>
  <g font-family="${FONT}">
    <rect x="40" y="44" width="${b.kicker.length * 19 + 28}" height="34" rx="17" fill="#000" opacity=".22"/>
    <text x="54" y="67" font-size="19" font-weight="600" fill="#ffe6a6" letter-spacing="1">${esc(b.kicker)}</text>
    <text x="40" y="150" font-size="50" font-weight="900" fill="url(#ink)" letter-spacing="2">${esc(b.headline)}</text>
    <text x="42" y="196" font-size="22" fill="#fff" opacity=".85">${esc(b.note)}</text>
    <rect x="40" y="222" width="144" height="40" rx="20" fill="url(#gold)"/>
    <text x="112" y="249" text-anchor="middle" font-size="19" font-weight="800" fill="#3b2608" letter-spacing="2">立即游戏</text>
  </g>
</svg>`;
}

/** The artwork of a seeded tile (`<platname>` for venues, `<game_code>` for slot games), or null. */
export function gameArtSvg(code: string): string | null {
  const venue = VENUES.findIndex((v) => v.platname === code);
  if (venue >= 0) return venueTile(VENUES[venue].platname, VENUES[venue].name, VENUES[venue].category, venue);
  const slot = GAMES.findIndex((g) => g.catecode && g.gameCode === code);
  if (slot >= 0) return slotIcon(GAMES[slot].name, slot);
  return null;
}

/**
 * Artwork for a game an operator added without its own picture: a slot icon with its name, or a venue tile in its
 * category's colours (the seed's own artwork comes first).
 */
export function drawnGameArt(
  code: string,
  game: { name: string; categoryId: GameCategory; catecode: string | null; platformName: string },
): string {
  const seed = [...code].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 997, 7);
  return game.catecode ? slotIcon(game.name, seed) : venueTile(game.platformName, game.name, game.categoryId, seed);
}
