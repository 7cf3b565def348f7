/** Where the spec keeps things (000 §3 "Stored locally"): the token in session storage, the rest in local storage. */
export const STORAGE_KEYS = {
  token: 'token',
  pid: 'pid',
  appInfo: 'appInfo',
  userInfo: 'userInfo',
  baseURL: 'baseURL',
} as const;

/**
 * The six game lists of the home page, stored under these keys.
 * @deprecated The games area keeps its lists itself now (remote-games `src/lib/game-lists.ts`, issue 20); kept, with
 * the session store's deprecated `gameLists` / `setGameList`, for areas built against an older `@h5/shared`.
 */
export const GAME_LIST_KEYS = [
  'realbetList',
  'sportList',
  'gamingList',
  'jokerList',
  'conciseList',
  'lotteryList',
] as const;
/** @deprecated see GAME_LIST_KEYS */
export type GameListKey = (typeof GAME_LIST_KEYS)[number];

/** A JSON value of local storage, or null (none, not JSON, or no storage). */
export function readJSON<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Writes a JSON value to local storage (null or undefined removes the key); a full or blocked storage is ignored.
 * Session data is not written with it but through the session store's actions (`persist`, ./kept-storage.ts).
 */
export function writeJSON(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the app still works from memory */
  }
}
