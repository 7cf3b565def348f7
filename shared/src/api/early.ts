import { STORAGE_KEYS } from '../session/storage';

/**
 * Answers that index.html asked for before any area code arrived (host/src/preboot.js starts a start page's
 * `startRequests`, see `StartRequest` in federation/contract.ts). The client hands each one, once, to the page's own
 * identical call instead of asking the server a second time.
 */

/** An answer as preboot.js got it: the HTTP status and the parsed JSON (null when the body was not JSON). */
export interface EarlyAnswer {
  status: number;
  body: { code?: unknown; message?: unknown; data?: unknown } | null;
}

/** One call preboot.js started (window.__h5Boot.early). */
export interface EarlyCall {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  /** the session token it was sent with (null for a visitor) */
  token: string | null;
  /** Date.now() when it started */
  at: number;
  answer: Promise<EarlyAnswer>;
}

/** An early answer older than this is not used (the page asks again): it serves the first paint, nothing later. */
export const EARLY_ANSWER_TTL_MS = 15_000;

const flat = (v: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !(v instanceof FormData))
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (x !== undefined) out[k] = String(x);
  return out;
};

const sameBody = (a: unknown, b: unknown) => {
  const fa = flat(a);
  const fb = flat(b);
  const keys = Object.keys(fa);
  return keys.length === Object.keys(fb).length && keys.every((k) => fb[k] === fa[k]);
};

const currentToken = () => {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STORAGE_KEYS.token) : null;
  } catch {
    return null;
  }
};

/**
 * The early answer for this call, taken out of the list (so only the first identical call gets it), or null: none
 * was started, it is too old, or the session changed since (another token, or logged in/out).
 */
export function takeEarlyAnswer(method: string, path: string, body: unknown): Promise<EarlyAnswer> | null {
  const list = (globalThis as { __h5Boot?: { early?: EarlyCall[] } }).__h5Boot?.early;
  if (!Array.isArray(list) || list.length === 0 || body instanceof FormData) return null;
  const m = method.toUpperCase();
  const i = list.findIndex((e) => e.method === m && e.path === path && sameBody(e.body, body));
  if (i < 0) return null;
  const [hit] = list.splice(i, 1);
  if (Date.now() - hit.at > EARLY_ANSWER_TTL_MS || hit.token !== currentToken()) return null;
  return hit.answer;
}

/** What index.html's frame painted as a start page's opening picture (window.__h5Boot.hero; see PageFrame). */
export interface EarlyHero {
  /** the start route's path */
  path: string;
  src: string;
}

/** Fired on window by preboot.js when it paints the start page's opening picture. */
export const EARLY_HERO_EVENT = 'h5:hero';

/**
 * The opening picture index.html's frame painted for the page at `path` (the first of the visit), or null: the
 * page's loading views draw it in the same box, so the picture stays on screen while the page's code arrives.
 */
export function earlyHero(path: string): string | null {
  const g = globalThis as {
    __h5Boot?: { hero?: EarlyHero };
    __h5Frame?: { path?: unknown; frame?: { src?: unknown } };
  };
  const hero = g.__h5Boot?.hero;
  if (hero && hero.path === path && typeof hero.src === 'string') return hero.src;
  // the frame index.html's inline script drew before any script file ran (the server's start-frame-script.ts): known
  // even when main.js runs before preboot.js has
  const drawn = g.__h5Frame;
  return drawn && drawn.path === path && typeof drawn.frame?.src === 'string' ? drawn.frame.src : null;
}
