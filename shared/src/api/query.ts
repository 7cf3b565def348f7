import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiResponse } from '../types';
import { toast } from '../ui/toast';
import { isNetworkError } from './client';

/**
 * The site's query cache: one per page load, in `@h5/shared` (a federation singleton), so every area reads the same
 * answers. A page never calls the API itself; each `features/<f>/api/<endpoint>.ts` pairs its fetcher with a hook built
 * on `useQuery` (reads) or `useMutation` (writes), and pages compose those hooks.
 *
 * What it owns, so no page repeats it:
 * - **cancelling**: an answer for a page that is gone is dropped (no `live` flags), and a request nobody waits for any
 *   more is aborted;
 * - **network errors**: a read that gets no answer keeps the last good answer and sets `networkError`; any other
 *   exception is a bug and is thrown during render, to the area's error view (no `if (!isNetworkError(e)) throw e`);
 *   a hook that must say so names its message (`noAnswerToast`), toasted once per request that got no answer, never
 *   for a page already left;
 * - **the cache**: an answer already seen is shown at once when a page is opened again, and asked again in the
 *   background when older than `staleMs` (default: always); identical calls in flight are made once;
 * - **refetch and invalidation**: `refetch()`, `invalidateQueries(prefix)` after a write, `setQueryAnswer` to apply a
 *   write's answer directly; the whole cache is emptied when the session changes (login, logout, 401).
 *
 * The wire calls (envelope, loading overlay, toasts, 401) stay in ./client.ts. This file is small on purpose: it is on
 * the first paint of every page (performance: a query library would add ~13 KB gzip there).
 */

/** A query's identity: the endpoint's name, then its parameters (`['cards', 1]`, `['records', 'deposit', filter]`). */
export type QueryKey = readonly unknown[];
/** A read: the envelope, given a signal that aborts it when nobody waits for it any more. */
export type QueryFetcher<T> = (signal: AbortSignal) => Promise<ApiResponse<T>>;

interface Snapshot {
  answer: ApiResponse<unknown> | undefined;
  networkError: boolean;
  fetching: boolean;
  /** a bug in the fetcher (anything but a network error): rethrown by the hook during render */
  failure: unknown;
}

interface Entry {
  key: QueryKey;
  snapshot: Snapshot;
  updatedAt: number;
  stale: boolean;
  inflight: Promise<void> | null;
  controller: AbortController | null;
  listeners: Set<() => void>;
  fetcher: QueryFetcher<unknown> | null;
  noAnswerToast: QueryOptions['noAnswerToast'];
}

const EMPTY: Snapshot = { answer: undefined, networkError: false, fetching: false, failure: undefined };
/** Answers kept for pages nobody shows right now; the oldest go first. */
const MAX_IDLE_ENTRIES = 100;
const cache = new Map<string, Entry>();
const hashKey = (key: QueryKey) => JSON.stringify(key);

function entryOf(key: QueryKey): Entry {
  const hash = hashKey(key);
  let entry = cache.get(hash);
  if (!entry) {
    entry = {
      key,
      snapshot: EMPTY,
      updatedAt: 0,
      stale: true,
      inflight: null,
      controller: null,
      listeners: new Set(),
      fetcher: null,
      noAnswerToast: undefined,
    };
    cache.set(hash, entry);
    trimIdle();
  }
  return entry;
}

function trimIdle() {
  if (cache.size <= MAX_IDLE_ENTRIES) return;
  for (const [hash, entry] of cache) {
    if (cache.size <= MAX_IDLE_ENTRIES) return;
    if (entry.listeners.size === 0 && !entry.inflight) cache.delete(hash);
  }
}

function update(entry: Entry, patch: Partial<Snapshot>) {
  entry.snapshot = { ...entry.snapshot, ...patch };
  for (const listener of [...entry.listeners]) listener();
}

function load(entry: Entry): Promise<void> {
  if (entry.inflight) return entry.inflight;
  const fetcher = entry.fetcher;
  if (!fetcher) return Promise.resolve();
  const controller = new AbortController();
  entry.controller = controller;
  const noAnswer = typeof entry.noAnswerToast === 'function' ? entry.noAnswerToast() : entry.noAnswerToast;
  update(entry, { fetching: true });
  let asked: Promise<ApiResponse<unknown>>;
  try {
    asked = Promise.resolve(fetcher(controller.signal));
  } catch (err) {
    asked = Promise.reject(err); // a fetcher that throws at once is treated like one that fails
  }
  const done = asked.then(
    (answer) => {
      if (cache.get(hashKey(entry.key)) !== entry) return; // cleared meanwhile (the session changed)
      entry.updatedAt = Date.now();
      entry.stale = false;
      update(entry, { answer, networkError: false, fetching: false, failure: undefined });
    },
    (err: unknown) => {
      // no answer at all, and somebody still waits for it (an aborted request was left, or the session changed)
      if (noAnswer && isNetworkError(err) && !controller.signal.aborted) toast.error(noAnswer);
      if (cache.get(hashKey(entry.key)) !== entry) return;
      if (isNetworkError(err) || controller.signal.aborted) update(entry, { networkError: true, fetching: false });
      else update(entry, { fetching: false, failure: err });
    },
  );
  entry.inflight = done.finally(() => {
    entry.inflight = null;
    entry.controller = null;
  });
  return entry.inflight;
}

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

/** Marks every query whose key starts with `prefix` as out of date; those on screen are asked again at once. */
export function invalidateQueries(prefix: QueryKey): void {
  for (const entry of cache.values()) {
    if (!startsWith(entry.key, prefix)) continue;
    entry.stale = true;
    if (entry.listeners.size > 0) void load(entry);
  }
}

/** Writes a query's answer directly (a write that answers the new state), as if it had just been fetched. */
export function setQueryAnswer<T>(
  key: QueryKey,
  answer: ApiResponse<T> | ((previous: ApiResponse<T> | undefined) => ApiResponse<T>),
): void {
  const entry = entryOf(key);
  const next = typeof answer === 'function' ? answer(entry.snapshot.answer as ApiResponse<T> | undefined) : answer;
  entry.updatedAt = Date.now();
  entry.stale = false;
  update(entry, { answer: next, networkError: false, failure: undefined });
}

/**
 * Forgets every answer (the session store calls it when the player changes: login, logout, an expired session).
 * A query on screen shows loading and asks again at once, for the new player.
 */
export function clearQueries(): void {
  for (const [hash, entry] of cache) {
    entry.controller?.abort();
    if (entry.listeners.size === 0) {
      cache.delete(hash);
      continue;
    }
    const replacement: Entry = {
      ...entry,
      snapshot: EMPTY,
      updatedAt: 0,
      stale: true,
      inflight: null,
      controller: null,
    };
    cache.set(hash, replacement);
    entry.listeners.forEach((listener) => listener());
    void load(replacement);
  }
}

/** Forgets the answers whose key starts with `prefix` and that nobody shows (a single-use answer, such as a captcha). */
export function removeQueries(prefix: QueryKey): void {
  for (const [hash, entry] of cache)
    if (entry.listeners.size === 0 && startsWith(entry.key, prefix)) cache.delete(hash);
}

export interface QueryOptions {
  /** false: do not ask (yet), e.g. until a parameter is known or while logged out. Default true. */
  enabled?: boolean;
  /** An answer younger than this is not asked again when a page mounts (default 0: always asked, shown meanwhile). */
  staleMs?: number;
  /** While a new key's first answer is on its way, keep showing the previous key's (a list whose filter changed). */
  keepPrevious?: boolean;
  /**
   * Toasted (as an error) when a request gets no answer at all (`NETWORK_ERROR`, the area's own words); never when the
   * request was aborted because the page was left. A function is asked as each request starts, and answers the
   * message or undefined for none (a hook whose background asks stay quiet). Default: nothing is said (the page reads
   * `networkError`). New in issue 20: an older host's `@h5/shared` ignores it.
   */
  noAnswerToast?: string | (() => string | undefined);
}

export interface QueryResult<T> {
  /** the last envelope, whatever its code (a page that shows the server's refusal reads `answer.message`) */
  answer: ApiResponse<T> | undefined;
  /** `answer.data` when its code is 200 */
  data: T | undefined;
  /** nothing to show yet: no answer for this key, and a request on its way */
  loading: boolean;
  /** a request is on its way (also while an older answer is shown) */
  fetching: boolean;
  /** the last attempt got no answer at all (the older answer, if any, is still shown) */
  networkError: boolean;
  /** asks again now (pull to refresh, retry); resolves when the answer is in */
  refetch: () => Promise<void>;
}

/** One read through the cache; see the top of this file. `fetcher` may change between renders (the latest is used). */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: QueryOptions = {}): QueryResult<T> {
  const { enabled = true, staleMs = 0, keepPrevious = false, noAnswerToast } = options;
  const hash = hashKey(key);
  const entry = entryOf(key);
  entry.fetcher = fetcher as QueryFetcher<unknown>;
  entry.noAnswerToast = noAnswerToast;

  const subscribe = useCallback(
    (listener: () => void) => {
      const listeners = entryOf(JSON.parse(hash) as QueryKey).listeners; // kept by clearQueries' replacement entry
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // nobody waits for it any more (checked after the commit, so a remount in the same tick keeps it)
        setTimeout(() => {
          const current = cache.get(hash);
          if (current && current.listeners.size === 0) current.controller?.abort();
        }, 0);
      };
    },
    [hash],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entryOf(JSON.parse(hash) as QueryKey).snapshot,
    () => EMPTY,
  );

  // whether this page must ask (again) as it shows this key: decided once per key, so the first frame already says
  // "loading" instead of showing an old failure, and a failure met while on the page is shown as such
  const asked = useRef<string | null>(null);
  const needsAsking =
    enabled && !entry.inflight && (entry.stale || Date.now() - entry.updatedAt >= staleMs || snapshot.networkError);
  const aboutToAsk = needsAsking && asked.current !== hash;
  useEffect(() => {
    if (!enabled) return;
    asked.current = hash;
    const current = entryOf(JSON.parse(hash) as QueryKey);
    if (current.stale || Date.now() - current.updatedAt >= staleMs || current.snapshot.networkError) void load(current);
    // a cached page that is hidden runs its effects' cleanups and runs them again when it shows (React's Activity):
    // it then asks again, like a page opened again
    return () => {
      asked.current = null;
    };
  }, [hash, enabled, staleMs]);

  const previous = useRef<Snapshot>(EMPTY);
  if (snapshot.answer) previous.current = snapshot;
  const shown = !snapshot.answer && keepPrevious ? previous.current : snapshot;

  if (snapshot.failure !== undefined) {
    // To the area's error view. React may render again at once to recover, and must meet the same failure; once that
    // is over, forget it, so the view's retry renders the page again and asks again.
    const current = entryOf(JSON.parse(hash) as QueryKey);
    setTimeout(() => {
      if (current.snapshot.failure !== snapshot.failure) return;
      current.snapshot = { ...current.snapshot, failure: undefined };
      current.stale = true;
    }, 0);
    throw snapshot.failure;
  }
  const answer = shown.answer as ApiResponse<T> | undefined;
  const refetch = useCallback(() => {
    const current = entryOf(JSON.parse(hash) as QueryKey);
    current.stale = true;
    return load(current);
  }, [hash]);
  return {
    answer,
    data: answer && answer.code === 200 ? answer.data : undefined,
    loading: enabled && !answer && (snapshot.fetching || aboutToAsk || !snapshot.networkError),
    fetching: snapshot.fetching || aboutToAsk,
    networkError: snapshot.networkError && !aboutToAsk && !snapshot.fetching,
    refetch,
  };
}

export interface MutationOptions<T> {
  /** queries asked again after an answer with code 200 (their key prefixes) */
  invalidates?: QueryKey[];
  /**
   * runs after an answer with code 200, before the invalidation; when it answers a promise (a sign-in, a reload),
   * the write stays `pending` until it settles
   */
  onSuccess?: (answer: ApiResponse<T>) => void | Promise<void>;
  /**
   * Toasted (as an error) when the write gets no answer at all (`run` then answers null). Default: nothing is said.
   * New in issue 20: an older host's `@h5/shared` ignores it.
   */
  noAnswerToast?: string;
}

export interface MutationResult<A, T> {
  /**
   * Sends the write; a second call while one is on its way does nothing and answers null (a double tap: `pending` was
   * already true). Answers the envelope (the client has already toasted a refusal), or null when no answer came
   * (`networkError` is then true).
   */
  run: (args: A) => Promise<ApiResponse<T> | null>;
  /** a write is on its way (disable the button) */
  pending: boolean;
  /** the last write got no answer at all */
  networkError: boolean;
}

/** One write (a form's submit, a claim, an unbind); see the top of this file. */
export function useMutation<A, T>(
  send: (args: A) => Promise<ApiResponse<T>>,
  options: MutationOptions<T> = {},
): MutationResult<A, T> {
  const [state, setState] = useState({ pending: false, networkError: false });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ send, options });
  latest.current = { send, options };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (args: A) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setState({ pending: true, networkError: false });
    try {
      const answer = await latest.current.send(args);
      if (answer.code === 200) {
        await latest.current.options.onSuccess?.(answer);
        for (const prefix of latest.current.options.invalidates ?? []) invalidateQueries(prefix);
      }
      if (mounted.current) setState({ pending: false, networkError: false });
      return answer;
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      const { noAnswerToast } = latest.current.options;
      if (noAnswerToast) toast.error(noAnswerToast);
      if (mounted.current) setState({ pending: false, networkError: true });
      return null;
    } finally {
      inFlight.current = false;
    }
  }, []);

  return { run, pending: state.pending, networkError: state.networkError };
}
