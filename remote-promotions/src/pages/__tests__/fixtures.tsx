import { HashRouter, Route, Routes, useLocation, useSession, type UserInfo, type VipLevel } from '@h5/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** A logged-in player as /api/user answers. */
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

export function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

/** Signs a player in (store and session storage), or out with null. */
export function session(user: UserInfo | null, refreshUser: jest.Mock = jest.fn(async () => user)) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser });
  return refreshUser;
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

export const toastText = () => document.querySelector('.h5-toast-host [role="alert"]')?.textContent ?? null;
export const toastKind = () => document.querySelector('.h5-toast-host [role="alert"]')?.className ?? '';

export function resetDom() {
  document.querySelectorAll('.h5-toast-host').forEach((h) => (h.innerHTML = ''));
  document.querySelectorAll('.h5-dialog-mask').forEach((m) => m.remove());
}

/** An envelope as the api client answers. */
export const answer = <T,>(data: T, message = 'success', code = 200) => ({ code, message, data });
