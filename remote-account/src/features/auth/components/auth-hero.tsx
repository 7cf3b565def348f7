import './auth-hero.css';

/** The navy-and-gold band under the shell header: crowned star medallion, fanned cards and chips (drawn here). */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="login-hero">
      <HeroArt />
      <h1 className="login-hero__title">{title}</h1>
      <p className="login-hero__subtitle">{subtitle}</p>
    </section>
  );
}

const STAR = 'M16 5.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L16 21.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';
const SPARK = 'M0-6C.5-1.5 1.5-.5 6 0 1.5.5.5 1.5 0 6-.5 1.5-1.5.5-6 0-1.5-.5-.5-1.5 0-6z';

function Card({
  x,
  y,
  angle,
  rank,
  suit,
  red,
}: {
  x: number;
  y: number;
  angle: number;
  rank: string;
  suit: string;
  red?: boolean;
}) {
  const ink = red ? '#d8423c' : '#1d2336';
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect
        x="-17"
        y="-24"
        width="34"
        height="48"
        rx="4.5"
        fill="url(#lh-card)"
        stroke="url(#lh-gold)"
        strokeWidth="1.4"
      />
      <text x="-10" y="-11" fontSize="11" fontWeight="700" textAnchor="middle" fill={ink} fontFamily="Georgia, serif">
        {rank}
      </text>
      <text x="-10" y="-1" fontSize="9" textAnchor="middle" fill={ink}>
        {suit}
      </text>
      <text x="3" y="14" fontSize="18" textAnchor="middle" fill={ink}>
        {suit}
      </text>
    </g>
  );
}

function Chip({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill={fill} />
      <circle r={r - 1.5} fill="none" stroke="#fff" strokeWidth="3.2" strokeDasharray={`${r * 0.52} ${r * 0.52}`} />
      <circle r={r * 0.62} fill="none" stroke="rgba(255,255,255,.75)" strokeWidth="1" />
      <circle r={r * 0.5} fill="rgba(0,0,0,.12)" />
      <text y={r * 0.22} fontSize={r * 0.62} textAnchor="middle" fontWeight="700" fill="#fff">
        ¥
      </text>
    </g>
  );
}

function HeroArt() {
  return (
    <svg className="login-hero__art" viewBox="0 0 260 128" width="260" height="128" aria-hidden="true">
      <defs>
        <linearGradient id="lh-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0c2" />
          <stop offset=".45" stopColor="#f2b441" />
          <stop offset="1" stopColor="#c9801a" />
        </linearGradient>
        <linearGradient id="lh-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f3ead3" />
        </linearGradient>
        <radialGradient id="lh-glow">
          <stop offset="0" stopColor="#ffcf6e" stopOpacity=".55" />
          <stop offset="1" stopColor="#ffcf6e" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="lh-medal" cx=".4" cy=".35">
          <stop offset="0" stopColor="#2f3857" />
          <stop offset="1" stopColor="#141827" />
        </radialGradient>
      </defs>
      <ellipse cx="130" cy="72" rx="112" ry="56" fill="url(#lh-glow)" />
      {/* cards fanned on the left */}
      <Card x={62} y={80} angle={-24} rank="A" suit="♠" />
      <Card x={80} y={74} angle={-9} rank="K" suit="♥" red />
      {/* chips on the right */}
      <Chip x={190} y={88} r={17} fill="#d8423c" />
      <Chip x={209} y={66} r={14} fill="#1f9d6b" />
      <Chip x={175} y={62} r={11} fill="#2b6fd6" />
      {/* medallion */}
      <circle cx="130" cy="76" r="36" fill="url(#lh-medal)" stroke="url(#lh-gold)" strokeWidth="3" />
      <circle
        cx="130"
        cy="76"
        r="29.5"
        fill="none"
        stroke="url(#lh-gold)"
        strokeWidth="1"
        strokeDasharray="2 3"
        opacity=".8"
      />
      <path d={STAR} transform="translate(130 77) scale(1.75) translate(-16 -15.5)" fill="url(#lh-gold)" />
      <circle cx="130" cy="76" r="4" fill="#fff6dc" />
      {/* crown */}
      <path d="M110 38l-3-20 13 9 10-15 10 15 13-9-3 20z" fill="url(#lh-gold)" stroke="#8a5510" strokeWidth=".6" />
      <rect x="110" y="37" width="40" height="5" rx="2" fill="url(#lh-gold)" stroke="#8a5510" strokeWidth=".6" />
      <circle cx="107" cy="17" r="2.6" fill="#fff2cf" />
      <circle cx="130" cy="11" r="3" fill="#fff2cf" />
      <circle cx="153" cy="17" r="2.6" fill="#fff2cf" />
      <circle cx="130" cy="31" r="2.4" fill="#d8423c" />
      {/* sparkles */}
      <path d={SPARK} transform="translate(36 30) scale(.9)" fill="#ffe3a3" />
      <path d={SPARK} transform="translate(226 28) scale(1.1)" fill="#ffe3a3" />
      <path d={SPARK} transform="translate(100 112) scale(.6)" fill="#ffe3a3" opacity=".8" />
      <path d={SPARK} transform="translate(236 104) scale(.5)" fill="#ffe3a3" opacity=".7" />
    </svg>
  );
}
