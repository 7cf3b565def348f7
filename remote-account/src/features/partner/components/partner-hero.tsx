/** The partner plan's banner: title, three selling points and artwork drawn here (no downloaded images). */
export function PartnerHero() {
  return (
    <section className="agent-hero">
      <div className="agent-hero__text">
        <b>合伙人计划</b>
        <small>零成本加盟 · 高额佣金 · 专属推广</small>
      </div>
      <svg className="agent-hero__art" viewBox="0 0 120 100" aria-hidden="true">
        <defs>
          <linearGradient id="agent-coin" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff0c2" />
            <stop offset="0.5" stopColor="#f2b441" />
            <stop offset="1" stopColor="#c9801a" />
          </linearGradient>
        </defs>
        <rect x="14" y="58" width="18" height="30" rx="4" fill="#6aa8ff" />
        <rect x="40" y="44" width="18" height="44" rx="4" fill="#4fdcad" />
        <rect x="66" y="30" width="18" height="58" rx="4" fill="#ff8fbd" />
        <path
          d="M16 46l26-14 22 8 34-26"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M90 12h10v10" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="98" cy="70" r="16" fill="url(#agent-coin)" />
        <text x="98" y="76" textAnchor="middle" fontSize="17" fontWeight="700" fill="#7a4a08">
          ¥
        </text>
      </svg>
      <ul className="agent-hero__points">
        <li>
          <b>55%</b>
          <span>最高佣金</span>
        </li>
        <li>
          <b>0</b>
          <span>加盟费用</span>
        </li>
        <li>
          <b>月结</b>
          <span>准时发放</span>
        </li>
      </ul>
    </section>
  );
}
