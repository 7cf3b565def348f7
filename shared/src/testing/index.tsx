import { get, HashRouter, post, Route, Routes, useLocation, type CallOptions, type UserInfo } from '@h5/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The api client's axios instance (its own lazily loaded chunk in a build), for tests that stub the transport. */
export { http } from '../api/http';

/**
 * What every area's page tests share (test code only: no page imports this): a page rendered at a hash path with
 * a catch-all route and the current location on screen, the toast and dialog hosts reset, the api envelope.
 */
export function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

/** Renders `page` at `path` (hash routing), with a catch-all and the current location in [data-testid=where]. */
export function renderAt(path: string, route: string, page: ReactElement) {
  window.location.hash = `#${path}`;
  return render(
    <HashRouter>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </HashRouter>,
  );
}

/** The current location as `Where` shows it ('' before anything rendered). */
export const where = () => document.querySelector('[data-testid="where"]')?.textContent ?? '';
export const toastText = () => document.querySelector('.h5-toast-host [role="alert"]')?.textContent ?? null;
export const toastKind = () => document.querySelector('.h5-toast-host [role="alert"]')?.className ?? '';

export function resetDom() {
  document.querySelectorAll('.h5-toast-host').forEach((h) => (h.innerHTML = ''));
  document.querySelectorAll('.h5-dialog-mask').forEach((m) => m.remove());
}

/** An envelope as the api client answers. */
export const answer = <T,>(data: T, message = 'success', code = 200) => ({ code, message, data });

/** A logged-in player as /api/user answers (an area's tests override what they need: `{ ...PLAYER, paysum: '0.00' }`). */
export const PLAYER: UserInfo = {
  username: 'player01',
  realname: '张三',
  mobile: '',
  email: '',
  birthday: '',
  avatar: '',
  balance: '1234.50',
  gameblance: '0.00',
  current_vip: 'VIP2',
  vip: 2,
  joinday: 3,
  paysum: '2500.00',
  isagent: 0,
  transferstatus: 0,
  usdtrate: '7.20',
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
  withdrawusdtrate: '7.10',
};

/** A call's body (POST) or query parameters (GET), and its options, as the page's endpoint file sent them. */
export type CallHandler = (body: Record<string, unknown>, options: CallOptions) => Promise<unknown>;

/**
 * Answers the api client's calls from the test: `handlers['POST /api/activitylist']` answers that call (a call with no
 * handler fails the test). Each test file replaces the client's `get` and `post` first (the endpoint files pair their
 * call with its hook, so the call itself cannot be mocked apart):
 * `jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));`
 */
export function answerCalls(handlers: Record<string, CallHandler>) {
  const route =
    (method: string) =>
    (path: string, body?: unknown, options: CallOptions = {}) => {
      const handler = handlers[`${method} ${path}`];
      if (!handler) throw new Error(`no answer for ${method} ${path} in this test`);
      return handler((body ?? {}) as Record<string, unknown>, options);
    };
  jest.mocked(get).mockImplementation(route('GET') as typeof get);
  jest.mocked(post).mockImplementation(route('POST') as typeof post);
}
