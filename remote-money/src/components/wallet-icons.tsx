/** Line icons of the money pages, drawn in code (24×24, current colour). */
const PATHS = {
  deposit: [
    'M4 7.5h16a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 20 19.5H4A1.5 1.5 0 0 1 2.5 18V9A1.5 1.5 0 0 1 4 7.5z',
    'M12 10.5v6M9.5 14l2.5 2.5 2.5-2.5',
    'M5 7.5l9-3.5 2 3.5',
  ],
  transfer: ['M4 8h14l-3.5-3.5', 'M20 16H6l3.5 3.5'],
  withdraw: [
    'M4 7.5h16a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 20 19.5H4A1.5 1.5 0 0 1 2.5 18V9A1.5 1.5 0 0 1 4 7.5z',
    'M12 16.5v-6M9.5 13l2.5-2.5 2.5 2.5',
  ],
  card: ['M3.5 6h17a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z', 'M2.5 10h19M6 14.5h4'],
  refresh: ['M20 12a8 8 0 1 1-2.34-5.66', 'M20 4v4.5h-4.5'],
  recall: ['M12 3v9', 'M8 8.5l4 4 4-4', 'M4 14v4.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V14'],
  chevron: ['M9 6l6 6-6 6'],
  wallet: [
    'M4 6.5h14.5a1.5 1.5 0 0 1 1.5 1.5v10.5a1.5 1.5 0 0 1-1.5 1.5H5.5A1.5 1.5 0 0 1 4 18.5z',
    'M4 6.5l11-3 1 3',
    'M16 12.5h4v3h-4a1.5 1.5 0 0 1 0-3z',
  ],
  service: [
    'M4.5 13v-1a7.5 7.5 0 0 1 15 0v1',
    'M4.5 13h2.5v5H5.5a1 1 0 0 1-1-1zM19.5 13H17v5h1.5a1 1 0 0 0 1-1z',
    'M17 18c0 1.5-2 2.5-4 2.5',
  ],
  shield: ['M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z', 'M9 12l2.2 2.2L15.5 10'],
} as const;

export type WalletIconName = keyof typeof PATHS;

export function WalletIcon({
  name,
  size = 22,
  className,
}: {
  name: WalletIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
