import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../session/storage';
import type { ApiResponse } from '../types';
import { loadingEnded, loadingStarted } from '../ui/loading';
import { toast } from '../ui/toast';

/** Where the API lives: same origin unless the deployment says otherwise (runtime config, never build time). */
export function apiBaseURL(): string {
  const cfg = (globalThis as { __H5_CONFIG__?: { apiBase?: string } }).__H5_CONFIG__;
  return cfg?.apiBase ?? '';
}

/** The one axios instance of the whole site (host and every area share it through `@h5/shared`). */
export const http = axios.create({
  baseURL: apiBaseURL(),
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json' },
  // The server mirrors the envelope's code in the HTTP status; the body is read either way.
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const token = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STORAGE_KEYS.token) : null;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

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

type UnauthorizedHandler = (mode: 'alert' | 'silent') => void;
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
    let res;
    try {
      res = await http.request({ ...config, headers: { ...config.headers, ...opts.headers }, signal: opts.signal });
    } catch (err) {
      throw new NetworkError(err as AxiosError);
    }
    const body = res.data;
    if (!isEnvelope(body)) {
      if (res.status === 401) return handle401<T>(opts);
      throw new NetworkError(new Error(`HTTP ${res.status}`));
    }
    const envelope: ApiResponse<T> = { code: Number(body.code), message: String(body.message ?? ''), data: body.data as T };
    if (envelope.code === 401) return handle401<T>(opts, envelope);
    if (envelope.code !== 200 && opts.toastError !== false && envelope.message) toast(envelope.message, 'danger');
    return envelope;
  } finally {
    if (!opts.silent) loadingEnded();
  }
}

function handle401<T>(opts: CallOptions, envelope?: ApiResponse<T>): ApiResponse<T> {
  const mode = opts.on401 ?? 'alert';
  if (mode !== 'ignore') onUnauthorized(mode);
  return envelope ?? { code: 401, message: '登录已过期，请重新登录', data: null as T };
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
