// The wallet feature: what pages use (venue balances with polling and per-venue refresh, one-click recall).
export { useVenues } from './hooks/use-venues';
export { REFRESHED } from './api/post-user-api-money';
export { RECALLED, useRecallAll } from './api/post-trans-all';
