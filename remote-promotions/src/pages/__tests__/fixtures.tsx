import { get, post, useSession, type CallOptions, type UserInfo, type VipLevel } from '@h5/shared';
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


/** A call's body (POST) or query parameters (GET), and its options, as the page's endpoint file sent them. */
export type CallHandler = (body: Record<string, unknown>, options: CallOptions) => Promise<unknown>;

/**
 * Answers the api client's calls from the test: `handlers['POST /api/activitylist']` answers that call (a call with no
 * handler fails the test). Each test file replaces the client's `get` and `post` first (the endpoint files pair their
 * call with its hook, so the call itself cannot be mocked apart):
 * `jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));`
 */
export function answerCalls(handlers: Record<string, CallHandler>) {
  const route = (method: string) => (path: string, body?: unknown, options: CallOptions = {}) => {
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`no answer for ${method} ${path} in this test`);
    return handler((body ?? {}) as Record<string, unknown>, options);
  };
  jest.mocked(get).mockImplementation(route('GET') as typeof get);
  jest.mocked(post).mockImplementation(route('POST') as typeof post);
}
