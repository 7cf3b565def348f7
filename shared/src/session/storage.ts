/** Where the spec keeps things (000 §3 "Stored locally"): the token in session storage, the rest in local storage. */
export const STORAGE_KEYS = {
  token: 'token',
  pid: 'pid',
  appInfo: 'appInfo',
  userInfo: 'userInfo',
  baseURL: 'baseURL',
} as const;

/** The six game lists of the home page, stored under these keys. */
export const GAME_LIST_KEYS = [
  'realbetList',
  'sportList',
  'gamingList',
  'jokerList',
  'conciseList',
  'lotteryList',
] as const;
export type GameListKey = (typeof GAME_LIST_KEYS)[number];

export function readJSON<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJSON(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the app still works from memory */
  }
}
