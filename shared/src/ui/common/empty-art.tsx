// Apart from infinite-list.tsx: a page that shows only this (an empty /activity) does not load antd-mobile's
// InfiniteScroll with it.
/** An empty tray, drawn (no downloaded artwork). */
export function EmptyArt({ size = 120 }: { size?: number }) {
  return (
    <svg viewBox="0 0 120 100" width={size} height={(size * 100) / 120} aria-hidden="true">
      <ellipse cx="60" cy="88" rx="42" ry="6" fill="#e9ebf1" />
      <path
        d="M22 52l12-26h52l12 26v26a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4z"
        fill="#fff"
        stroke="#d8dbe4"
        strokeWidth="2.5"
      />
      <path d="M22 52h24a14 14 0 0 0 28 0h24" fill="none" stroke="#d8dbe4" strokeWidth="2.5" />
      <circle cx="48" cy="14" r="3" fill="#f6cf7d" />
      <circle cx="74" cy="10" r="2" fill="#f2a3a3" />
      <circle cx="86" cy="20" r="2.5" fill="#9fd8b5" />
    </svg>
  );
}
