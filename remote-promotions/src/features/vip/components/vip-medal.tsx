/** The colours of a level's medal and card: bronze, silver, gold, platinum, diamond as the levels rise. */
export const VIP_TIERS = [
  { upTo: 2, name: 'bronze', light: '#ffe0c2', main: '#d98c5f', deep: '#8a4a24' },
  { upTo: 4, name: 'silver', light: '#ffffff', main: '#b9c3d6', deep: '#5f6b82' },
  { upTo: 6, name: 'gold', light: '#fff0c2', main: '#f2b441', deep: '#a86a0c' },
  { upTo: 8, name: 'platinum', light: '#efe6ff', main: '#a78bfa', deep: '#5b3fb8' },
  { upTo: 10, name: 'diamond', light: '#d9f6ff', main: '#5ccff5', deep: '#1f5f9e' },
] as const;

export const tierOf = (level: number) => VIP_TIERS.find((t) => level <= t.upTo) ?? VIP_TIERS[VIP_TIERS.length - 1];

/** A level's medal: a faceted shield with a crown and the level number (drawn, no downloaded artwork). */
export function VipMedal({ level, size = 96 }: { level: number; size?: number }) {
  const t = tierOf(level);
  const id = `vm-${level}`;
  return (
    <svg viewBox="0 0 100 110" width={size} height={(size * 110) / 100} aria-hidden="true" className="vip-medal">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={t.light} />
          <stop offset="0.5" stopColor={t.main} />
          <stop offset="1" stopColor={t.deep} />
        </linearGradient>
        <linearGradient id={`${id}-i`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={t.deep} />
          <stop offset="1" stopColor="#171b29" />
        </linearGradient>
      </defs>
      <path d="M50 8l38 14v34c0 26-17 42-38 50C29 98 12 82 12 56V22z" fill={`url(#${id}-g)`} />
      <path d="M50 16l31 11v29c0 21-14 34-31 41-17-7-31-20-31-41V27z" fill={`url(#${id}-i)`} />
      <path d="M50 16l31 11v10L50 26 19 37V27z" fill="#fff" opacity="0.12" />
      <path d="M34 40l8 7 8-12 8 12 8-7-3 16H37z" fill={`url(#${id}-g)`} />
      <text
        x="50"
        y="86"
        textAnchor="middle"
        fontSize={level >= 10 ? 24 : 28}
        fontWeight="900"
        fontStyle="italic"
        fill={`url(#${id}-g)`}
        fontFamily="'Arial Black','PingFang SC',sans-serif"
      >
        {level}
      </text>
      <circle cx="24" cy="18" r="2.5" fill="#fff" opacity="0.8" />
      <circle cx="82" cy="90" r="1.8" fill="#fff" opacity="0.6" />
    </svg>
  );
}
