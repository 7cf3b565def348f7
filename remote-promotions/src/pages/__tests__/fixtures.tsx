import { useSession, type UserInfo, type VipLevel } from '@h5/shared';
export { answer, PLAYER, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

/** The seeded VIP levels (as /api/uservip answers). */
export const LEVELS: VipLevel[] = [
  [0, 0, '0.40', '0.30'],
  [1_000, 10_000, '0.45', '0.35'],
  [5_000, 50_000, '0.50', '0.40'],
  [20_000, 200_000, '0.55', '0.45'],
  [50_000, 500_000, '0.60', '0.50'],
  [100_000, 1_000_000, '0.70', '0.55'],
  [300_000, 3_000_000, '0.80', '0.60'],
  [800_000, 8_000_000, '0.90', '0.70'],
  [2_000_000, 20_000_000, '1.00', '0.80'],
  [5_000_000, 50_000_000, '1.20', '1.00'],
].map(([recharge, flow, rate, lottery]) => ({
  recharge: Number(recharge).toFixed(2),
  flow: Number(flow).toFixed(2),
  realperson: rate,
  sport: rate,
  e_sport: rate,
  joker: rate,
  electron: rate,
  lottery,
}));

/** Signs a player in (store and session storage), or out with null. */
export function session(user: UserInfo | null, refreshUser: jest.Mock = jest.fn(async () => user)) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser });
  return refreshUser;
}

/** The api client answered from the test (shared: `@h5/shared/testing`). */
export { answerCalls, type CallHandler } from '@h5/shared/testing';
