import { useSession, type UserInfo } from '@h5/shared';
export { answer, PLAYER, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

/** Signs a player in (store and session storage). */
export function session(user: UserInfo | null, refreshUser: jest.Mock = jest.fn(async () => user)) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser });
  return refreshUser;
}

/** The venues of /api/balancelist. */
export const VENUES = [
  { name: 'AG真人', platname: 'ag', balance: '0.00' },
  { name: '开元棋牌', platname: 'ky', balance: '12.00' },
];
