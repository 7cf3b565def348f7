/**
 * The seeded promotions' banners, drawn here as SVG (no downloaded artwork): 750×300, a themed background, the
 * promotion's headline on the left and an illustration on the right. Served by routes/assets/promotions as
 * `/assets/promotions/<name>.svg`, the paths the seed stores.
 */

const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";

interface Theme {
  /** background gradient, top-left to bottom-right */
  bg: [string, string, string];
  /** glow behind the illustration */
  glow: string;
  /** headline gradient */
  ink: [string, string];
  /** kicker line and button colours */
  accent: string;
  buttonInk: string;
}

interface Banner {
  theme: Theme;
  kicker: string;
  headline: string;
  /** the big figure line: [number, unit] */
  figure: [string, string];
  note: string;
  art: string;
}

const RED: Theme = {
  bg: ['#ff5a4e', '#d8232f', '#8e0f22'],
  glow: '#ffcf6a',
  ink: ['#fffbe8', '#ffd77a'],
  accent: '#ffe6a6',
  buttonInk: '#a3141f',
};
const GOLD: Theme = {
  bg: ['#3a2a16', '#21180d', '#120c06'],
  glow: '#f6c35b',
  ink: ['#fff3cf', '#f0b54a'],
  accent: '#f6c35b',
  buttonInk: '#3b2608',
};
const PURPLE: Theme = {
  bg: ['#7b4dff', '#4b23c8', '#24106b'],
  glow: '#b99bff',
  ink: ['#ffffff', '#e2d6ff'],
  accent: '#ffd36b',
  buttonInk: '#3a1a8f',
};
const TEAL: Theme = {
  bg: ['#19c4a6', '#0b8a7c', '#064c52'],
  glow: '#9ff7e2',
  ink: ['#ffffff', '#d5fff4'],
  accent: '#ffe27a',
  buttonInk: '#065a54',
};
const GREEN: Theme = {
  bg: ['#2fbf5b', '#138a3f', '#0a4a2a'],
  glow: '#b7ffb0',
  ink: ['#ffffff', '#e0ffd6'],
  accent: '#ffe27a',
  buttonInk: '#0d5a2c',
};
const NAVY: Theme = {
  bg: ['#2c4fd6', '#1a2f8f', '#0d1748'],
  glow: '#8fb4ff',
  ink: ['#ffffff', '#ffe8a8'],
  accent: '#ffd36b',
  buttonInk: '#15236b',
};

const coin = (x: number, y: number, r: number, tilt = 0) => `
  <g transform="translate(${x} ${y}) rotate(${tilt})">
    <ellipse rx="${r}" ry="${r}" cy="${r * 0.16}" fill="#b8740f"/>
    <circle r="${r}" fill="url(#coin)"/>
    <circle r="${r * 0.74}" fill="none" stroke="#fff2c4" stroke-opacity=".7" stroke-width="${r * 0.08}"/>
    <text y="${r * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${r}" fill="#a8630a">¥</text>
  </g>`;

const sparkle = (x: number, y: number, s: number, fill = '#fff') =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-10C1 -3 3-1 10 0C3 1 1 3 0 10C-1 3-3 1-10 0C-3-1-1-3 0-10z" fill="${fill}"/>`;

/** A regular pentagon's path around (cx, cy), its first corner at `turn` degrees. */
function pentagon(cx: number, cy: number, r: number, turn: number): string {
  const pts = [0, 1, 2, 3, 4].map((k) => {
    const a = ((turn + 72 * k) * Math.PI) / 180;
    return `${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  });
  return `M${pts.join('L')}z`;
}

const ART: Record<string, string> = {
  // a red envelope bursting with gold coins
  envelope: `
    <g transform="translate(560 160)">
      <g transform="rotate(-8)">
        <rect x="-78" y="-92" width="156" height="200" rx="16" fill="#e8322f"/>
        <rect x="-78" y="-92" width="156" height="200" rx="16" fill="url(#shine)" opacity=".5"/>
        <path d="M-78-60q78 62 156 0v-16a16 16 0 0 0-16-16h-124a16 16 0 0 0-16 16z" fill="#c91d26"/>
        <circle cy="-22" r="30" fill="url(#coin)" stroke="#fff2c4" stroke-width="3"/>
        <text y="-11" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="30" fill="#a8630a">福</text>
        <text y="70" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="26" fill="#ffd77a" letter-spacing="4">首存礼</text>
      </g>
      ${coin(-112, 52, 26, -14)}${coin(104, 66, 22, 12)}${coin(96, -96, 18, 20)}${coin(-98, -84, 15, -20)}
    </g>`,
  // a gift box with a ribbon and a "18" tag
  gift: `
    <g transform="translate(570 168)">
      <rect x="-92" y="-20" width="184" height="118" rx="10" fill="#ffb02e"/>
      <rect x="-102" y="-52" width="204" height="42" rx="10" fill="#ffc857"/>
      <rect x="-16" y="-52" width="32" height="150" fill="#e8322f"/>
      <path d="M0-52c-30-46-86-34-64-6 10 12 42 8 64 6zM0-52c30-46 86-34 64-6-10 12-42 8-64 6z" fill="#ff4d4a"/>
      <rect x="-92" y="-10" width="184" height="14" fill="#000" opacity=".08"/>
      <g transform="translate(96 -78) rotate(14)">
        <rect x="-44" y="-26" width="88" height="52" rx="10" fill="#fff"/>
        <text y="12" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="34" fill="#e8322f">¥18</text>
      </g>
    </g>`,
  // a calendar with check marks
  calendar: `
    <g transform="translate(572 160)">
      <rect x="-104" y="-96" width="208" height="196" rx="18" fill="#fff"/>
      <path d="M-104-60v-18a18 18 0 0 1 18-18h172a18 18 0 0 1 18 18v18z" fill="#ff6b4a"/>
      <rect x="-64" y="-112" width="14" height="34" rx="7" fill="#4b23c8"/><rect x="50" y="-112" width="14" height="34" rx="7" fill="#4b23c8"/>
      ${[0, 1, 2, 3, 4, 5, 6]
        .map((i) => {
          const cx = -72 + (i % 4) * 48;
          const cy = -26 + Math.floor(i / 4) * 58;
          const done = i < 5;
          return `<circle cx="${cx}" cy="${cy}" r="19" fill="${done ? '#7b4dff' : '#ece6ff'}"/>${
            done
              ? `<path d="M${cx - 8} ${cy}l6 6 11-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
              : `<text x="${cx}" y="${cy + 7}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="19" fill="#7b4dff">${i + 1}</text>`
          }`;
        })
        .join('')}
      <text x="72" y="40" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="20" fill="#ff6b4a">188</text>
    </g>`,
  // a slot machine showing 777
  slots: `
    <g transform="translate(570 166)">
      <rect x="-110" y="-98" width="220" height="200" rx="22" fill="#ffd36b"/>
      <rect x="-96" y="-84" width="192" height="40" rx="12" fill="#e8322f"/>
      <text y="-55" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="24" fill="#fff" letter-spacing="6">JACKPOT</text>
      <rect x="-96" y="-34" width="192" height="96" rx="12" fill="#fff"/>
      ${[-64, 0, 64].map((x) => `<rect x="${x - 28}" y="-28" width="56" height="84" rx="8" fill="#f3f6ff"/><text x="${x}" y="34" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="58" fill="#e8322f">7</text>`).join('')}
      <rect x="-96" y="72" width="192" height="18" rx="9" fill="#c98a12"/>
      <rect x="116" y="-64" width="12" height="96" rx="6" fill="#b7bfd6"/><circle cx="122" cy="-70" r="16" fill="#e8322f"/>
    </g>`,
  // a football with speed lines
  football: `
    <g transform="translate(580 160)">
      <path d="M-190-40h80M-210 0h96M-186 40h72" stroke="#fff" stroke-opacity=".55" stroke-width="10" stroke-linecap="round"/>
      <clipPath id="ball"><circle r="96"/></clipPath>
      <circle r="96" fill="#fff"/>
      <g clip-path="url(#ball)" fill="#14213d" stroke="#14213d" stroke-width="5" stroke-linejoin="round">
        <path d="${pentagon(0, 0, 30, -90)}"/>
        ${[0, 1, 2, 3, 4]
          .map((k) => {
            const a = ((-90 + 36 + 72 * k) * Math.PI) / 180;
            const inner = ((-90 + 72 * k) * Math.PI) / 180;
            return `<path d="${pentagon(Math.cos(a) * 92, Math.sin(a) * 92, 30, -90 + 36 + 72 * k)}"/><path d="M${(Math.cos(inner) * 30).toFixed(1)} ${(Math.sin(inner) * 30).toFixed(1)}L${(Math.cos(inner) * 62).toFixed(1)} ${(Math.sin(inner) * 62).toFixed(1)}" fill="none"/>`;
          })
          .join('')}
      </g>
      <circle r="96" fill="url(#shine)" opacity=".25"/>
      <circle r="96" fill="none" stroke="#d9e2f2" stroke-width="4"/>
      <g transform="translate(70 -84) rotate(12)">
        <rect x="-46" y="-24" width="92" height="48" rx="24" fill="#ffd36b"/>
        <text y="10" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="28" fill="#0d5a2c">+38%</text>
      </g>
    </g>`,
  // a trophy with laurels
  trophy: `
    <g transform="translate(572 160)">
      <path d="M-60-96h120v44a60 60 0 0 1-120 0z" fill="url(#coin)"/>
      <path d="M-60-80h-26a26 26 0 0 0 30 46M60-80h26a26 26 0 0 1-30 46" fill="none" stroke="#f0b54a" stroke-width="10"/>
      <rect x="-12" y="6" width="24" height="40" fill="#d9971f"/>
      <path d="M-46 46h92l10 30h-112z" fill="#b8740f"/>
      <rect x="-62" y="76" width="124" height="22" rx="6" fill="#8c560a"/>
      <text y="-36" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="34" fill="#a8630a">1</text>
      <path d="M-110 60c-26-40-20-96 14-128M110 60c26-40 20-96-14-128" fill="none" stroke="#ffe08a" stroke-width="5" stroke-linecap="round"/>
      ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${-112 + i * 2}" cy="${40 - i * 30}" rx="8" ry="15" transform="rotate(${-30 + i * 6} ${-112 + i * 2} ${40 - i * 30})" fill="#ffe08a"/><ellipse cx="${112 - i * 2}" cy="${40 - i * 30}" rx="8" ry="15" transform="rotate(${30 - i * 6} ${112 - i * 2} ${40 - i * 30})" fill="#ffe08a"/>`).join('')}
    </g>`,
};

const BANNERS: Record<string, Banner> = {
  'first-deposit': {
    theme: RED,
    kicker: '新人专享 · 首存加赠',
    headline: '新人首存礼',
    figure: ['100%', '彩金'],
    note: '最高赠送 888 元',
    art: 'envelope',
  },
  'trial-bonus': {
    theme: GOLD,
    kicker: '注册即送 · 绑卡领取',
    headline: '新人体验金',
    figure: ['18', '元'],
    note: '1 倍流水即可提款',
    art: 'gift',
  },
  'daily-checkin': {
    theme: PURPLE,
    kicker: '日常活动 · 天天有礼',
    headline: '每日签到好礼',
    figure: ['188', '元'],
    note: '连续签到 7 天最高可领',
    art: 'calendar',
  },
  'slots-weekly': {
    theme: TEAL,
    kicker: '电子游戏 · 每周一结算',
    headline: '电子周周返',
    figure: ['5%', '返还'],
    note: '负盈利返还 · 无上限',
    art: 'slots',
  },
  'parlay-boost': {
    theme: GREEN,
    kicker: '体育优惠 · 3串1起',
    headline: '体育串关加奖',
    figure: ['38%', '加奖'],
    note: '沙巴体育 · 皇冠体育',
    art: 'football',
  },
  'cup-guess': {
    theme: NAVY,
    kicker: '冠军竞猜 · 每人限猜一次',
    headline: '欧洲杯竞猜',
    figure: ['100万', '奖池'],
    note: '猜中冠军即可瓜分',
    art: 'trophy',
  },
};

export const PROMOTION_BANNER_NAMES = Object.keys(BANNERS);

/** The banner's SVG, or null for a name that has none. */
export function promotionBannerSvg(name: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(BANNERS, name)) return null;
  const { theme: t, kicker, headline, figure, note, art } = BANNERS[name];
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 97 + 31) % 740;
    const y = (i * 53 + 17) % 290;
    return `<circle cx="${x}" cy="${y}" r="${1.5 + (i % 3)}" fill="#fff" opacity="${0.12 + (i % 4) * 0.06}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${headline}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset=".55" stop-color="${t.bg[1]}"/><stop offset="1" stop-color="${t.bg[2]}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${t.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.ink[0]}"/><stop offset="1" stop-color="${t.ink[1]}"/></linearGradient>
    <linearGradient id="coin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b8"/><stop offset=".5" stop-color="#f6c35b"/><stop offset="1" stop-color="#d98a16"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#bg)"/>
  <path d="M0 0h750v300H0z" fill="none"/>
  <path d="M-40 300L260 0h90L50 300zM140 300L440 0h40L180 300z" fill="#fff" opacity=".06"/>
  <circle cx="575" cy="160" r="190" fill="url(#glow)"/>
  <circle cx="680" cy="-30" r="120" fill="#fff" opacity=".07"/>
  ${dots}
  ${ART[art]}
  ${sparkle(440, 64, 1.4)}${sparkle(708, 236, 1.1)}${sparkle(470, 250, 0.8, t.accent)}
  <g font-family="${FONT}">
    <rect x="40" y="40" width="${kicker.length * 19 + 28}" height="34" rx="17" fill="#000" opacity=".18"/>
    <text x="54" y="63" font-size="19" font-weight="600" fill="${t.accent}" letter-spacing="1">${kicker}</text>
    <text x="40" y="132" font-size="52" font-weight="900" fill="url(#ink)" letter-spacing="3">${headline}</text>
    <text x="40" y="204" font-size="64" font-weight="900" fill="${t.accent}" font-style="italic">${figure[0]}<tspan font-size="32" dx="8" font-style="normal" fill="url(#ink)">${figure[1]}</tspan></text>
    <text x="42" y="240" font-size="20" fill="#fff" opacity=".85">${note}</text>
    <rect x="40" y="254" width="132" height="34" rx="17" fill="${t.accent}"/>
    <text x="106" y="277" text-anchor="middle" font-size="18" font-weight="800" fill="${t.buttonInk}" letter-spacing="2">立即参与</text>
  </g>
</svg>`;
}
