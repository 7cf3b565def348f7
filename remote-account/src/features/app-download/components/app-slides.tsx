/** The carousel's slides: phone screens drawn in SVG (no downloaded artwork), one per part of the app. */
export const APP_SLIDES = [
  {
    title: '真人视讯',
    note: '多桌同开 高清直播',
    c1: '#f6c35b',
    c2: '#c9801a',
    glyph: 'M-14 -6h28v18h-28z M-8 -14h16',
  },
  {
    title: '体育赛事',
    note: '万场赛事 滚球投注',
    c1: '#4fdcad',
    c2: '#14a37a',
    glyph: 'M0 -16a16 16 0 1 0 0.1 0z M0 -16v32 M-16 0h32',
  },
  {
    title: '电子游戏',
    note: '上千款游戏 一键畅玩',
    c1: '#b99bff',
    c2: '#7a4ff0',
    glyph: 'M-16 -8h32v16h-32z M-8 0h0.1 M8 0h0.1',
  },
  {
    title: '极速存取',
    note: '秒级到账 安全无忧',
    c1: '#6aa8ff',
    c2: '#2f6fe0',
    glyph: 'M-16 -10h32v20h-32z M-16 -4h32 M-10 5h8',
  },
] as const;

export function AppSlide({ index }: { index: number }) {
  const s = APP_SLIDES[index];
  const id = `app-slide-${index}`;
  return (
    <svg className="app-slide" viewBox="0 0 340 190" role="img" aria-label={`${s.title}：${s.note}`}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b3152" />
          <stop offset="1" stopColor="#151927" />
        </linearGradient>
        <linearGradient id={`${id}-accent`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={s.c1} />
          <stop offset="1" stopColor={s.c2} />
        </linearGradient>
      </defs>
      <rect width="340" height="190" rx="16" fill={`url(#${id}-bg)`} />
      <circle cx="300" cy="20" r="70" fill={s.c2} opacity="0.18" />
      <text x="24" y="78" fontSize="24" fontWeight="700" fill="#fff">
        {s.title}
      </text>
      <text x="24" y="106" fontSize="13" fill="rgba(255,255,255,0.7)">
        {s.note}
      </text>
      <rect x="24" y="126" width="88" height="28" rx="14" fill={`url(#${id}-accent)`} />
      <text x="68" y="145" fontSize="13" fontWeight="700" fill="#fff" textAnchor="middle">
        立即体验
      </text>
      <g transform="translate(238 22)">
        <rect width="78" height="150" rx="14" fill="#0d1020" stroke="#3a4063" strokeWidth="3" />
        <rect x="7" y="14" width="64" height="122" rx="6" fill={`url(#${id}-accent)`} />
        <rect x="30" y="5" width="18" height="4" rx="2" fill="#3a4063" />
        <g
          transform="translate(39 62)"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={s.glyph} />
        </g>
        <rect x="15" y="96" width="48" height="6" rx="3" fill="rgba(255,255,255,0.7)" />
        <rect x="21" y="108" width="36" height="6" rx="3" fill="rgba(255,255,255,0.45)" />
      </g>
    </svg>
  );
}

/** Shown when the QR image cannot be loaded: a drawn app tile (a star) and a pointer to the button below. */
export function QrFallback() {
  return (
    <svg className="app-qr__img" viewBox="0 0 160 160" role="img" aria-label="二维码暂不可用">
      <rect width="160" height="160" rx="12" fill="#f3f4f8" />
      <rect x="45" y="30" width="70" height="70" rx="18" fill="#e8a32c" />
      <path d="M80 46l8 16 18 2.5-13 12.5 3 18-16-8.5-16 8.5 3-18-13-12.5 18-2.5z" fill="#fff" />
      <text x="80" y="126" textAnchor="middle" fontSize="13" fill="#5b6170">
        点击下方按钮下载
      </text>
    </svg>
  );
}
