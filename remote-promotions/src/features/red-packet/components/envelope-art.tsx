/** A closed red envelope with its gold seal (drawn, no downloaded artwork). `seal` is the character on the seal. */
export function EnvelopeArt({
  width = 180,
  seal = '開',
  opened = false,
}: {
  width?: number;
  seal?: string;
  opened?: boolean;
}) {
  const height = (width * 220) / 180;
  return (
    <svg viewBox="0 0 180 220" width={width} height={height} aria-hidden="true" className="rp-envelope">
      <defs>
        <linearGradient id="rpe-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5446" />
          <stop offset="1" stopColor="#d81e2a" />
        </linearGradient>
        <linearGradient id="rpe-flap" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6a55" />
          <stop offset="1" stopColor="#e8322f" />
        </linearGradient>
        <radialGradient id="rpe-seal" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.55" stopColor="#f6c35b" />
          <stop offset="1" stopColor="#c9801a" />
        </radialGradient>
      </defs>
      <rect x="10" y="14" width="160" height="200" rx="18" fill="url(#rpe-body)" />
      <rect
        x="10"
        y="14"
        width="160"
        height="200"
        rx="18"
        fill="none"
        stroke="#ffb199"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <g opacity="0.16" fill="#ffd77a">
        <circle cx="40" cy="176" r="16" />
        <circle cx="140" cy="190" r="22" />
        <circle cx="150" cy="150" r="6" />
      </g>
      {opened ? (
        <>
          <path d="M10 40a18 18 0 0 1 18-18h124a18 18 0 0 1 18 18v10L90 8 10 50z" fill="#b8141f" />
          <rect x="34" y="34" width="112" height="96" rx="10" fill="#fff8e6" />
          <path d="M10 70q80 58 160 0v126a18 18 0 0 1-18 18H28a18 18 0 0 1-18-18z" fill="url(#rpe-body)" />
        </>
      ) : (
        <path d="M10 32a18 18 0 0 1 18-18h124a18 18 0 0 1 18 18v44q-80 50-160 0z" fill="url(#rpe-flap)" />
      )}
      {!opened && (
        <g>
          <circle cx="90" cy="96" r="30" fill="#a3121c" opacity="0.35" />
          <circle cx="90" cy="92" r="30" fill="url(#rpe-seal)" stroke="#fff0c2" strokeWidth="2" />
          <text
            x="90"
            y="104"
            textAnchor="middle"
            fontSize="32"
            fontWeight="900"
            fill="#9a5a08"
            fontFamily="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"
          >
            {seal}
          </text>
        </g>
      )}
    </svg>
  );
}

/** A small gold coin with the yuan sign. */
export function CoinArt({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
      <defs>
        <linearGradient id="rpc-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0b8" />
          <stop offset="0.5" stopColor="#f6c35b" />
          <stop offset="1" stopColor="#d98a16" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="21.5" r="17" fill="#b8740f" />
      <circle cx="20" cy="20" r="17" fill="url(#rpc-g)" />
      <circle cx="20" cy="20" r="12.5" fill="none" stroke="#fff2c4" strokeOpacity="0.8" strokeWidth="1.6" />
      <text x="20" y="26.5" textAnchor="middle" fontSize="17" fontWeight="900" fill="#a8630a" fontFamily="sans-serif">
        ¥
      </text>
    </svg>
  );
}
