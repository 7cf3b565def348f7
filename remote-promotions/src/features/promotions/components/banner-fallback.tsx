/** A drawn banner for a promotion that has no picture: gold on navy with its title. */
export function BannerFallback({ title }: { title: string }) {
  return (
    <svg className="promo-banner-fallback" viewBox="0 0 750 300" width="750" height="300" role="img" aria-label={title}>
      <defs>
        <linearGradient id="pbf-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#323b5c" />
          <stop offset="1" stopColor="#171b29" />
        </linearGradient>
        <linearGradient id="pbf-ink" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff2cf" />
          <stop offset="1" stopColor="#f0b54a" />
        </linearGradient>
      </defs>
      <rect width="750" height="300" fill="url(#pbf-bg)" />
      <circle cx="640" cy="60" r="150" fill="#f6c35b" opacity="0.08" />
      <path d="M0 300L300 0h60L60 300z" fill="#fff" opacity="0.04" />
      <path d="M620 92l16 33 36 5-26 25 6 36-32-17-32 17 6-36-26-25 36-5z" fill="url(#pbf-ink)" opacity="0.9" />
      <text
        x="48"
        y="168"
        fontSize="46"
        fontWeight="800"
        fill="url(#pbf-ink)"
        fontFamily="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"
      >
        {title.length > 11 ? `${title.slice(0, 11)}…` : title}
      </text>
    </svg>
  );
}
