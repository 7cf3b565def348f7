import { create } from 'zustand';
import { post, setUnauthorizedHandler } from '../api/client';
import { clearQueries } from '../api/query';
import type { AppInfo, UserInfo } from '../types';
import { alertDialog } from '../ui/dialog';
import { readJSON, STORAGE_KEYS, writeJSON, GAME_LIST_KEYS, type GameListKey } from './storage';

export const BALANCE_POLL_MS = 4300;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  appInfo: AppInfo | null;
  pid: string | null;
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
  setPid(pid: string): void;
  setGameList(key: GameListKey, list: unknown[]): void;
  /** start the 4300 ms balance poll if a token exists (idempotent) */
  startPolling(): void;
  stopPolling(): void;
}

const readToken = () => {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
};

const initialGameLists = () => {
  const lists: SessionState['gameLists'] = {};
  for (const key of GAME_LIST_KEYS) {
    const list = readJSON<unknown[]>(key);
    if (Array.isArray(list)) lists[key] = list;
  }
  return lists;
};

let pollTimer: ReturnType<typeof setInterval> | undefined;

export const useSession = create<SessionState & SessionActions>()((set, get) => ({
  token: readToken(),
  userInfo: readJSON<UserInfo>(STORAGE_KEYS.userInfo),
  appInfo: readJSON<AppInfo>(STORAGE_KEYS.appInfo),
  pid: (() => {
    try {
      return localStorage.getItem(STORAGE_KEYS.pid);
    } catch {
      return null;
    }
  })(),
  gameLists: initialGameLists(),

  async signIn(token) {
    clearQueries(); // answers read for the previous player (or a visitor) are not this player's
    sessionStorage.setItem(STORAGE_KEYS.token, token);
    set({ token });
    await get().refreshUser();
    get().startPolling();
  },

  clear() {
    get().stopPolling();
    clearQueries();
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* ignore */
    }
    // appInfo describes the site, not the player: keep it in memory so the shell still renders
    const appInfo = get().appInfo;
    if (appInfo) writeJSON(STORAGE_KEYS.appInfo, appInfo);
    set({ token: null, userInfo: null, pid: null, gameLists: {} });
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
    writeJSON(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },

  setAppInfo(appInfo) {
    writeJSON(STORAGE_KEYS.appInfo, appInfo);
    set({ appInfo });
  },

  setPid(pid) {
    localStorage.setItem(STORAGE_KEYS.pid, pid);
    set({ pid });
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
}));

/** Go to a hash route from outside React (after a 401, for example). */
export function goTo(path: string): void {
  if (typeof window === 'undefined') return;
  const target = `#${path}`;
  if (window.location.hash !== target) window.location.hash = target;
}

let alertOpen = false;
setUnauthorizedHandler((mode) => {
  const { clear } = useSession.getState();
  if (mode === 'silent') {
    clear();
    goTo('/login');
    return;
  }
  if (alertOpen) return;
  alertOpen = true;
  void alertDialog({ title: '认证失败', content: '登录已过期，请重新登录' }).then(() => {
    alertOpen = false;
    clear();
    goTo('/login');
  });
});

export const isLoggedIn = () => Boolean(useSession.getState().token);
