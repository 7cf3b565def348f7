import { useSession, type SavedCard, type UserInfo, type Venue } from '@h5/shared';
import { answer, PLAYER as BASE_PLAYER } from '@h5/shared/testing';
export { answer, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

/** The shared test player with what this area's tests need changed. */
export const PLAYER: UserInfo = { ...BASE_PLAYER, gameblance: '300.25', paysum: '0.00' };

/** Venue wallets as /api/balancelist answers. */
export const VENUES: Venue[] = [
  { name: 'AG真人', platname: 'ag', balance: '100.00' },
  { name: 'BBIN真人', platname: 'bbin', balance: '200.25' },
  { name: '沙巴体育', platname: 'sb', balance: '0.00' },
  { name: '开元棋牌', platname: 'ky', balance: '0.00' },
  { name: 'PP电子', platname: 'pp', balance: '0.00' },
];

export const BANK_CARD: SavedCard = {
  id: 7,
  bank: '招商银行',
  bank_owner: '张三',
  bank_no: '**** **** 5678',
  bank_address: '上海分行',
  ico: '/assets/banks/cmb.svg',
};
export const USDT_CARD: SavedCard = {
  id: 9,
  bank: 'USDT',
  bank_owner: 'ERC20',
  bank_no: '**** **** 9a0F',
  bank_address: '',
  ico: '/assets/banks/usdt.svg',
};

/** What /api/refreshusermoney answers when a test does not care: nothing new (the stored user info stays). */
export const NO_FRESH_USER = answer(null, '', 500) as never;

/** Signs a player in (store and session storage), or out with null. */
export function session(user: UserInfo | null) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  const refreshUser = jest.fn(async () => user);
  const refreshBalance = jest.fn(async () => {});
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, refreshUser, refreshBalance });
  return { refreshUser, refreshBalance };
}

/** Sets document.visibilityState and fires visibilitychange. */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

// jsdom "follows" an <a> without href to the document's URL (dropping the hash route); browsers do nothing. antd-mobile's
// picker buttons (确定, 取消) are such anchors, so here a click on one is kept from navigating, as in a browser.
document.addEventListener(
  'click',
  (e) => {
    if ((e.target as Element | null)?.closest?.('a:not([href])')) e.preventDefault();
  },
  true,
);

/** For userEvent.setup: advances jest's fake timers when a test installed them, else nothing. */
export const advanceTimers = (ms: number) => {
  if (typeof (setTimeout as unknown as { clock?: unknown }).clock === 'object') jest.advanceTimersByTime(ms);
};

// These tests type into real forms and open antd-mobile popups: on a busy machine one can take longer than jest's 5 s.
jest.setTimeout(30_000);
