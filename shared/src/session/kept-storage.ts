import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { AppInfo, UserInfo } from '../types';
import { STORAGE_KEYS } from './storage';

// Not exported from `@h5/shared`: the session store's own storage (its format is the spec's keys, see below).

/** What the session store keeps in the browser (its `persist` part): each field under its own key of the spec. */
export interface KeptSession {
  token: string | null;
  pid: string | null;
  baseURL: string | null;
  appInfo: AppInfo | null;
  userInfo: UserInfo | null;
}

type Field = keyof KeptSession;
/** Each kept field: its storage, and whether it is written as JSON (an object) or as plain text. */
const FIELDS: Record<Field, { where: 'session' | 'local'; json: boolean }> = {
  token: { where: 'session', json: false },
  pid: { where: 'local', json: false },
  baseURL: { where: 'local', json: false },
  appInfo: { where: 'local', json: true },
  userInfo: { where: 'local', json: true },
};
const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const storageOf = (field: Field) => (FIELDS[field].where === 'session' ? sessionStorage : localStorage);

function readField(field: Field): unknown {
  try {
    const raw = storageOf(field).getItem(STORAGE_KEYS[field]);
    if (raw === null) return null;
    return FIELDS[field].json ? JSON.parse(raw) : raw;
  } catch {
    return null; // no storage (private mode, a server), or a value that is not JSON
  }
}

function writeField(field: Field, value: unknown): void {
  try {
    const storage = storageOf(field);
    if (value === null || value === undefined) storage.removeItem(STORAGE_KEYS[field]);
    else storage.setItem(STORAGE_KEYS[field], FIELDS[field].json ? JSON.stringify(value) : String(value));
  } catch {
    /* storage full or blocked: the app still works from memory */
  }
}

/**
 * The session store's storage for zustand's `persist`: the spec's keys and formats, unchanged (the token as plain
 * text in session storage; pid and baseURL as plain text, appInfo and userInfo as JSON in local storage). Not
 * `createJSONStorage`, which writes one JSON value under one key: these keys are read as they are by index.html's
 * preboot script, the api client (`http.ts`, `early.ts`), the built-in support chat and the browser tests (which also
 * set `token` themselves), so they are the store's storage format.
 *
 * A write stores only the fields the store changed since it last wrote or read them (as the actions did before), so a
 * balance poll writes `userInfo` only, and a value another script put there (a test's token) is not overwritten by an
 * unrelated change. There is no version key: the format is the spec's; changing it would mean changing those readers
 * too, and writing a version here and a `migrate` in the store.
 */
export function keptSessionStorage(): PersistStorage<KeptSession> {
  let written: Partial<KeptSession> = {};
  return {
    getItem(): StorageValue<KeptSession> {
      const state = Object.fromEntries(FIELD_NAMES.map((f) => [f, readField(f)])) as unknown as KeptSession;
      written = { ...state };
      return { state, version: 0 };
    },
    setItem(_name, { state }) {
      for (const field of FIELD_NAMES) {
        if (Object.is(state[field], written[field])) continue;
        writeField(field, state[field]);
        (written as Record<Field, unknown>)[field] = state[field];
      }
    },
    /** The keys are gone (the store's `clear` emptied both storages): the next write stores every field again. */
    removeItem() {
      for (const field of FIELD_NAMES) writeField(field, null);
      written = {};
    },
  };
}
