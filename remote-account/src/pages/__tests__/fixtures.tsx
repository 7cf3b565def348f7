import { useSession, type UserInfo } from '@h5/shared';
import { PLAYER as BASE_PLAYER } from '@h5/shared/testing';
export { answer, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

/** The shared test player with what this area's tests need changed. */
export const PLAYER: UserInfo = { ...BASE_PLAYER, paysum: '0.00' };

/** Signs a player in (store and session storage), or out with null. */
export function session(user: UserInfo | null, refreshUser: jest.Mock = jest.fn(async () => user)) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser });
  return refreshUser;
}

