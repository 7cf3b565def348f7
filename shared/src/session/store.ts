import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { post, SESSION_EXPIRED, setUnauthorizedHandler } from '../api/client';
import { clearQueries } from '../api/query';
import type { AppInfo, UserInfo } from '../types';
import { alertDialog } from '../ui/dialog';
import { keptSessionStorage, type KeptSession } from './kept-storage';
import { writeJSON, type GameListKey } from './storage';

export const BALANCE_POLL_MS = 4300;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  appInfo: AppInfo | null;
  pid: string | null;
  /** The address the site was opened from (000 §3 `baseURL`), set by the shell as it starts. */
  baseURL: string | null;
  /**
   * @deprecated Server data, not the session's: the games area keeps the home lists itself (its query cache, and a
   * copy in local storage for the next visit; remote-games `src/lib/game-lists.ts`, issue 20). Kept, empty at start,
   * for a games area built against an older `@h5/shared`: it still reads and fills it (see `setGameList`).
   */
  gameLists: Partial<Record<GameListKey, unknown[]>>;
}

export interface SessionActions {
  /** store a fresh api_token (login or register), load the user and start polling */
  signIn(token: string): Promise<void>;
  /** clear every local and session datum, stop polling (no confirmation, no request) */
  clear(): void;
  /** logoff call (result ignored), then clear */
  signOut(): Promise<void>;
  refreshUser(): Promise<UserInfo | null>;
  refreshBalance(): Promise<void>;
  loadAppInfo(): Promise<AppInfo | null>;
  /** the player's data from an answer (/api/user, /api/refreshusermoney, a profile save): kept in memory and storage */
  setUserInfo(userInfo: UserInfo): void;
  /** the site's settings from an /api/app answer: kept in memory and storage */
  setAppInfo(appInfo: AppInfo): void;
  /** the referrer id of the address the site was opened with: kept in memory and storage */
  setPid(pid: string): void;
  /** the address the site was opened from (the shell, as it starts): kept in memory and storage */
  setBaseURL(url: string): void;
  /**
   * @deprecated The games area keeps its lists itself now (see `gameLists`). For an older games area: keeps the list
   * in memory and under its key of local storage, as before.
   */
  setGameList(key: GameListKey, list: unknown[]): void;
  /** start the 4300 ms balance poll if a token exists (idempotent) */
  startPolling(): void;
  stopPolling(): void;
}

let pollTimer: ReturnType<typeof setInterval> | undefined;

/**
 * The session: memory, and through zustand's `persist` the browser's storage, under the spec's keys and formats
 * (./kept-storage.ts: token in session storage; pid, baseURL, appInfo, userInfo in local storage). The store is
 * filled from storage as it is created (a reload keeps the player logged in), and every change an action makes is
 * written back, so memory and storage never part; nothing else writes these keys.
 */
export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set, get, api) => ({
      token: null,
      userInfo: null,
      appInfo: null,
      pid: null,
      baseURL: null,
      gameLists: {},

      async signIn(token) {
        clearQueries(); // answers read for the previous player (or a visitor) are not this player's
        set({ token });
        await get().refreshUser();
        get().startPolling();
      },

      clear() {
        get().stopPolling();
        clearQueries();
        // the spec empties both storages (000 §4 "Logout"), also what other code keeps there (the games area's lists
        // and flags, the welcome popup's once-per-visit mark, the support chat's visitor id)
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          /* ignore */
        }
        api.persist.clearStorage(); // so that the write below stores every kept field again
        // appInfo describes the site, not the player: kept in memory and written back, so the shell still renders
        set({ token: null, userInfo: null, pid: null, baseURL: null, gameLists: {} });
      },

      async signOut() {
        try {
          await post('/api/logoff', {}, { toastError: false, on401: 'ignore' });
        } catch {
          /* whatever the result, the session ends here */
        }
        get().clear();
      },

      async refreshUser() {
        if (!get().token) return null;
        const res = await post<UserInfo>('/api/user', {}, { silent: true, toastError: false });
        if (res.code === 200 && res.data) {
          get().setUserInfo(res.data);
          return res.data;
        }
        return null;
      },

      async refreshBalance() {
        if (!get().token) return;
        const res = await post<{ balance: string; gameblance: string }>(
          '/api/balance',
          {},
          { silent: true, toastError: false, on401: 'silent' },
        );
        if (res.code === 200 && res.data) {
          const current = get().userInfo;
          if (current) get().setUserInfo({ ...current, balance: res.data.balance, gameblance: res.data.gameblance });
        }
      },

      async loadAppInfo() {
        const res = await post<AppInfo>('/api/app', {}, { silent: true, toastError: false, on401: 'ignore' });
        if (res.code === 200 && res.data) {
          get().setAppInfo(res.data);
          return res.data;
        }
        return get().appInfo;
      },

      setUserInfo(userInfo) {
        set({ userInfo });
      },

      setAppInfo(appInfo) {
        set({ appInfo });
      },

      setPid(pid) {
        set({ pid });
      },

      setBaseURL(url) {
        set({ baseURL: url });
      },

      setGameList(key, list) {
        writeJSON(key, list);
        set((s) => ({ gameLists: { ...s.gameLists, [key]: list } }));
      },

      startPolling() {
        if (pollTimer || !get().token) return;
        pollTimer = setInterval(() => {
          if (!get().token) return get().stopPolling();
          get()
            .refreshBalance()
            .catch(() => {
              /* a missed poll is retried on the next tick */
            });
        }, BALANCE_POLL_MS);
      },

      stopPolling() {
        clearInterval(pollTimer);
        pollTimer = undefined;
      },
    }),
    {
      name: 'session',
      storage: keptSessionStorage(),
      partialize: (s): KeptSession => ({
        token: s.token,
        pid: s.pid,
        baseURL: s.baseURL,
        appInfo: s.appInfo,
        userInfo: s.userInfo,
      }),
    },
  ),
);

/** Go to a hash route from outside React (after a 401, for example). */
export function goTo(path: string): void {
  if (typeof window === 'undefined') return;
  const target = `#${path}`;
  if (window.location.hash !== target) window.location.hash = target;
}

let alertOpen = false;
setUnauthorizedHandler((mode, message) => {
  const { clear } = useSession.getState();
  // the server's own reason (a session-time limit reached) is always shown, even on the balance poll
  if (mode === 'silent' && !message) {
    clear();
    goTo('/login');
    return;
  }
  if (alertOpen) return;
  alertOpen = true;
  void alertDialog({ title: message ? '提示' : '认证失败', content: message ?? SESSION_EXPIRED }).then(() => {
    alertOpen = false;
    clear();
    goTo('/login');
  });
});

export const isLoggedIn = () => Boolean(useSession.getState().token);
