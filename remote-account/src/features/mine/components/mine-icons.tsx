// Glyphs of the mine page (24×24, currentColor), drawn here: no icon font, no downloaded artwork.
import type { ReactNode } from 'react';
import { LineSvg } from '../../../components/line-svg';

export type GlyphName =
  | 'wallet'
  | 'receipt'
  | 'dice'
  | 'rebate'
  | 'flag'
  | 'gift'
  | 'bell'
  | 'handshake'
  | 'agent'
  | 'idcard'
  | 'shield'
  | 'phone'
  | 'help'
  | 'deposit'
  | 'transfer'
  | 'withdraw'
  | 'crown'
  | 'headset'
  | 'refresh'
  | 'camera'
  | 'chevron'
  | 'logout';

const PATHS: Record<GlyphName, ReactNode> = {
  wallet: (
    <>
      <path d="M19 8V6.5A2.5 2.5 0 0 0 16.5 4h-10A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20h11a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2H6.5" />
      <circle cx="16" cy="14" r="1.2" fill="currentColor" stroke="none" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3.5h12v17l-2.4-1.6-2.4 1.6-2.4-1.6-2.4 1.6L6 20.5z" />
      <path d="M9 8h6M9 11.5h6M9 15h3.5" />
    </>
  ),
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3.5" />
      <circle cx="9" cy="9" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="15" cy="15" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="15" cy="9" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="9" cy="15" r="1.3" fill="currentColor" stroke="none" />
    </>
  ),
  rebate: (
    <>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v4.5h-4.5" />
      <path d="M9.5 9l2.5 3 2.5-3M12 12v4.5M9.8 13.2h4.4" />
    </>
  ),
  flag: (
    <>
      <path d="M5.5 21V4" />
      <path d="M5.5 4.5h11l-2.2 3.8 2.2 3.7h-11" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7M12 8.5v12M12 8.5S10.8 4 8.3 4a2.2 2.2 0 0 0 0 4.5M12 8.5S13.2 4 15.7 4a2.2 2.2 0 0 1 0 4.5" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  handshake: (
    <>
      <circle cx="8.5" cy="8" r="3.2" />
      <path d="M2.8 19.5c.7-3.4 3-5.3 5.7-5.3s5 1.9 5.7 5.3" />
      <circle cx="16.2" cy="9" r="2.6" />
      <path d="M15.6 14.3c.2 0 .4-.1.6-.1 2.3 0 4.3 1.6 4.9 4.6" />
    </>
  ),
  agent: (
    <>
      <circle cx="10" cy="8" r="3.6" />
      <path d="M3.5 20c.8-3.6 3.4-5.6 6.5-5.6 1.3 0 2.5.3 3.5 1" />
      <circle cx="17.5" cy="15.5" r="2.2" />
      <path d="M17.5 17.7V21M16 20h1.5" />
    </>
  ),
  idcard: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="8.8" cy="11" r="2.1" />
      <path d="M5.8 16.2c.6-1.5 1.7-2.3 3-2.3s2.4.8 3 2.3M14.5 10h3.5M14.5 13.5h3.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7 2.8v5.4c0 4.4-3 8.1-7 9.8-4-1.7-7-5.4-7-9.8V5.8z" />
      <path d="M9 12l2.2 2.2L15.3 10" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M12 7v6.5M9.5 11l2.5 2.5 2.5-2.5M10.5 18.5h3" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.1-2.4 3.7" />
      <circle cx="12" cy="17" r=".9" fill="currentColor" stroke="none" />
    </>
  ),
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18" />
      <path d="M12 12.5v4.5M9.8 14.8L12 17l2.2-2.2" />
    </>
  ),
  transfer: (
    <>
      <path d="M4 8.5h14l-3.5-3.5" />
      <path d="M20 15.5H6l3.5 3.5" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18" />
      <path d="M12 17v-4.5M9.8 14.7L12 12.5l2.2 2.2" />
    </>
  ),
  crown: (
    <>
      <path d="M4 18l-1-10 5 4 4-6.5 4 6.5 5-4-1 10z" />
      <path d="M5 21h14" />
    </>
  ),
  headset: (
    <>
      <path d="M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14" />
      <rect x="3" y="12.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="12.5" width="4" height="6" rx="1.5" />
      <path d="M19 18.5c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v4.5h-4.5" />
    </>
  ),
  camera: (
    <>
      <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.5-2h5.6l1.5 2h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
      <circle cx="12" cy="12.8" r="3.2" />
    </>
  ),
  chevron: <path d="M9.5 5.5l6.5 6.5-6.5 6.5" />,
  logout: (
    <>
      <path d="M14 4.5H7A2.5 2.5 0 0 0 4.5 7v10A2.5 2.5 0 0 0 7 19.5h7" />
      <path d="M10.5 12h10M17 8.5l3.5 3.5-3.5 3.5" />
    </>
  ),
};

export function Glyph({
  name,
  size = 20,
  strokeWidth = 1.8,
}: {
  name: GlyphName;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <LineSvg size={size} strokeWidth={strokeWidth}>
      {PATHS[name]}
    </LineSvg>
  );
}

/** The player's silhouette on a navy-and-gold disc, for a player without an avatar. */
export function DefaultAvatar({ size = 64 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mine-av-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a4466" />
          <stop offset="1" stopColor="#1c2134" />
        </linearGradient>
        <linearGradient id="mine-av-fg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe6a8" />
          <stop offset="1" stopColor="#e8a32c" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill="url(#mine-av-bg)" />
      <circle cx="32" cy="25" r="11" fill="url(#mine-av-fg)" />
      <path d="M11 56c3-11 11.5-17 21-17s18 6 21 17a31.8 31.8 0 0 1-42 0z" fill="url(#mine-av-fg)" />
      <path
        d="M16 12a28 28 0 0 1 13-6"
        stroke="rgba(255,255,255,.35)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
