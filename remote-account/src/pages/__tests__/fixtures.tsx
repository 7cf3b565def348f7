import { clearQueries, useSession, type post, type UserInfo } from '@h5/shared';
import { PLAYER as BASE_PLAYER } from '@h5/shared/testing';
export { answer, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

/** The shared test player with what this area's tests need changed. */
export const PLAYER: UserInfo = { ...BASE_PLAYER, paysum: '0.00' };

/**
 * Signs a player in (store and session storage), or out with null. Like the session store when the player changes,
 * it empties the query cache: no answer read for one test's player is shown to the next.
 */
export function session(user: UserInfo | null, refreshUser: jest.Mock = jest.fn(async () => user)) {
  clearQueries();
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser });
  return refreshUser;
}

/**
 * Answers the api client's `post` (mocked by the test file: `jest.mock('@h5/shared', …)`) by path: each endpoint's
 * mock gets the request body and answers; a call to any other path fails.
 */
export function answerPosts(mockPost: jest.MockedFunction<typeof post>, endpoints: Record<string, jest.Mock>) {
  mockPost.mockImplementation(((path: string, body?: unknown) => {
    const endpoint = endpoints[path];
    return endpoint ? endpoint(body) : Promise.reject(new Error(`unexpected POST ${path}`));
  }) as typeof post);
}
