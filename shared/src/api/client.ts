import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ApiResponse } from '../types';
import { loadingEnded, loadingStarted } from '../ui/loading';
import { toast } from '../ui/toast';
import { takeEarlyAnswer } from './early';

export { apiBaseURL } from './base-url';

let httpChunk: Promise<AxiosInstance> | null = null;
/** The axios instance (./http.ts), loaded once on first use; a failed load is tried again by the next call. */
const loadHttp = () =>
  (httpChunk ??= import(/* webpackChunkName: "http" */ './http').then(
    (m) => m.http,
    (err: unknown) => {
      httpChunk = null;
      throw err;
    },
  ));

/** Fetches the client's transport ahead of the first call that needs it (the shell does when the browser is idle). */
export const prefetchHttp = () => {
  loadHttp().catch(() => {});
};

export interface CallOptions {
  /** no loading overlay (polling, background refreshes) */
  silent?: boolean;
  /** toast the server's message when code is not 200 (default true) */
  toastError?: boolean;
  /** what a 401 does: 'alert' (default: 认证失败 dialog, then login) or 'silent' (clear and go to login, as on the balance poll) */
  on401?: 'alert' | 'silent' | 'ignore';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What a player is told when a request got no answer at all (000 §8, login and register request failure). */
export const NETWORK_ERROR = '网络错误，请检查网络后重试！';

/** Thrown when no envelope came back at all (network down, timeout, server unreachable). */
export class NetworkError extends Error {
  constructor(override readonly cause: unknown) {
    super(NETWORK_ERROR);
    this.name = 'NetworkError';
  }
}

/** What the server says when a session is missing or expired; any other 401 message is the player's to read. */
export const SESSION_EXPIRED = '登录已过期，请重新登录';

/** `message`: the server's own words when they differ from the generic one (a session-time limit reached, issue 22). */
type UnauthorizedHandler = (mode: 'alert' | 'silent', message?: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The session store registers what a 401 does (kept here so the client has no import cycle). */
export const setUnauthorizedHandler = (fn: UnauthorizedHandler) => {
  onUnauthorized = fn;
};

function isEnvelope(body: unknown): body is ApiResponse {
  return typeof body === 'object' && body !== null && 'code' in body;
}

async function call<T>(config: AxiosRequestConfig, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  if (!opts.silent) loadingStarted();
  try {
    // the start page's opening calls may already have been asked by index.html (early.ts): their answer, once
    const early = takeEarlyAnswer(
      config.method ?? 'GET',
      config.url ?? '',
      config.method === 'GET' ? config.params : config.data,
    );
    const answer = early ? await early.catch(() => null) : null;
    let res: { status: number; data: unknown };
    if (answer) res = { status: answer.status, data: answer.body };
    else {
      try {
        const http = await loadHttp();
        res = await http.request({ ...config, headers: { ...config.headers, ...opts.headers }, signal: opts.signal });
      } catch (err) {
        throw new NetworkError(err as AxiosError);
      }
    }
    const body = res.data;
    if (!isEnvelope(body)) {
      if (res.status === 401) return handle401<T>(opts);
      throw new NetworkError(new Error(`HTTP ${res.status}`));
    }
    const envelope: ApiResponse<T> = {
      code: Number(body.code),
      message: String(body.message ?? ''),
      data: body.data as T,
    };
    if (envelope.code === 401) return handle401<T>(opts, envelope);
    if (envelope.code !== 200 && opts.toastError !== false && envelope.message) toast(envelope.message, 'danger');
    return envelope;
  } finally {
    if (!opts.silent) loadingEnded();
  }
}

function handle401<T>(opts: CallOptions, envelope?: ApiResponse<T>): ApiResponse<T> {
  const mode = opts.on401 ?? 'alert';
  const own = envelope?.message && envelope.message !== SESSION_EXPIRED ? envelope.message : undefined;
  if (mode !== 'ignore') onUnauthorized(mode, own);
  return envelope ?? { code: 401, message: SESSION_EXPIRED, data: null as T };
}

/** POST with a JSON body (most of the contract). */
export const post = <T = unknown>(path: string, body?: unknown, opts?: CallOptions) =>
  call<T>({ method: 'POST', url: path, data: body ?? {} }, opts);

/** GET with query parameters. */
export const get = <T = unknown>(path: string, params?: Record<string, unknown>, opts?: CallOptions) =>
  call<T>({ method: 'GET', url: path, params }, opts);

/** Multipart upload (avatar). */
export const upload = <T = unknown>(path: string, form: FormData, opts?: CallOptions) =>
  call<T>({ method: 'POST', url: path, data: form, headers: { 'Content-Type': 'multipart/form-data' } }, opts);

export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;
