// The two-colour tones of the account area's icon tiles (light → dark), apart from account-ui.tsx: the /mine page
// uses them on its first paint, and account-ui.tsx brings antd-mobile (77 KB gzip) with it, which /mine does not need.
export const TONES = {
  gold: ['#f8cd6b', '#e08a12'],
  blue: ['#6aa8ff', '#2f6fe0'],
  red: ['#ff8a7a', '#e8413c'],
  green: ['#4fdcad', '#14a37a'],
  purple: ['#b99bff', '#7a4ff0'],
  orange: ['#ffae6b', '#f0652a'],
  cyan: ['#5fd8ee', '#1c9fc4'],
  pink: ['#ff8fbd', '#e8457f'],
  slate: ['#9aa6bd', '#5f6a80'],
} as const;
