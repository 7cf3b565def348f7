/** Line icons drawn as SVG paths in a 24×24 box (no icon font, no downloaded artwork). */
export function Icon({
  d,
  size = 22,
  className,
  fill,
}: {
  d: string[];
  size?: number;
  className?: string;
  fill?: boolean;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true">
      {d.map((p) => (
        <path
          key={p}
          d={p}
          fill={fill ? 'currentColor' : 'none'}
          stroke={fill ? 'none' : 'currentColor'}
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

export const ICONS = {
  menu: ['M4 6.5h16', 'M4 12h16', 'M4 17.5h10'],
  speaker: ['M4 9.5h3.5L13 5v14l-5.5-4.5H4z', 'M16.5 9a4 4 0 0 1 0 6', 'M18.8 6.5a7.5 7.5 0 0 1 0 11'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  pause: ['M9 6.5v11', 'M15 6.5v11'],
  play: ['M8.5 6v12l9.5-6z'],
  shield: ['M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z', 'M9 12l2.2 2.2L15.5 10'],
  deposit: ['M4 7.5h16v11H4z', 'M4 11h16', 'M12 14v4', 'M10 16h4', 'M7 4.5h10'],
  transfer: ['M5 9h13l-3.5-3.5', 'M19 15H6l3.5 3.5'],
  withdraw: ['M4 6.5h16v10H4z', 'M12 9.5v9', 'M9 15.5l3 3 3-3', 'M7 6.5V4.5h10v2'],
  vip: ['M3.5 8l4 9h9l4-9-5 3.5L12 5l-3.5 6.5z', 'M7.5 20h9'],
  phone: [
    'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3z',
    'M11 18h2',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5c1-4 4-6 7.5-6s6.5 2 7.5 6'],
  message: ['M4 5.5h16v11H9l-5 4z', 'M8 10h8', 'M8 13h5'],
  feedback: [
    'M12 3.5a7.5 7.5 0 0 0-7.5 7.5v3a2 2 0 0 0 2 2h1.5v-6H5',
    'M12 3.5a7.5 7.5 0 0 1 7.5 7.5v3a2 2 0 0 1-2 2H16v-6h3.5',
    'M16 16.5c0 2-1.8 3.5-4 3.5',
  ],
  globe: [
    'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z',
    'M3.5 12h17',
    'M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z',
  ],
  info: ['M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z', 'M12 11v5.5', 'M12 7.8v.2'],
  crown: ['M4 8l3.5 8h9L20 8l-4.5 3L12 5l-3.5 6z', 'M7.5 19.5h9'],
  logout: ['M14 4.5H6.5v15H14', 'M10.5 12h10', 'M17 8.5l3.5 3.5-3.5 3.5'],
  login: ['M10 4.5h7.5v15H10', 'M3.5 12h10', 'M10 8.5l3.5 3.5-3.5 3.5'],
  chevron: ['M9.5 6l6 6-6 6'],
} satisfies Record<string, string[]>;

/** The side menu's category icons (filled shapes). */
export const CATEGORY_ICONS: Record<string, string[]> = {
  realbet: [
    'M7 3.5h7.5l3.5 3.5v13.5H7z',
    'M10.5 10.5c0-1.3 2.5-1.3 2.5 0 0-1.3 2.5-1.3 2.5 0 0 1.8-2.5 3.5-2.5 3.5s-2.5-1.7-2.5-3.5z',
  ],
  sport: [
    'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z',
    'M12 8l3.3 2.4-1.3 3.9h-4l-1.3-3.9z',
    'M12 8V3.6M15.3 10.4l4.2-1.4M14 14.3l2.6 3.6M10 14.3l-2.6 3.6M8.7 10.4L4.5 9',
  ],
  gaming: [
    'M7 8.5h10a4 4 0 0 1 4 4l.5 3.5a2 2 0 0 1-3.5 1.5l-2-2.5H8l-2 2.5A2 2 0 0 1 2.5 16L3 12.5a4 4 0 0 1 4-4z',
    'M7.5 11v3M6 12.5h3',
    'M15.5 11.5h.01M17.5 13.5h.01',
  ],
  joker: [
    'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z',
    'M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M12 3.5v3M12 17.5v3M3.5 12h3M17.5 12h3',
  ],
  concise: ['M4 5.5h16v13H4z', 'M9.3 5.5v13M14.7 5.5v13', 'M5.8 13.5l1.7-3M11.2 13.5l1.7-3M16.6 13.5l1.7-3'],
  lottery: [
    'M8.5 13a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z',
    'M15.5 20a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z',
    'M8.5 7v3M15.5 14v3',
  ],
};
