/**
 * The console's one HTTP client: `/admin/api/*` on the console's own origin. The session is an HttpOnly cookie (never
 * seen by script); every non-GET request carries `X-H5-Console: 1` (the server refuses it otherwise). Answers are the
 * envelope `{code, message, data}`; a refusal becomes an ApiError with the server's Chinese message, shown as-is.
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Lists' paged shape. */
export interface Paged<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

type UnauthorizedListener = (message: string) => void;
let onUnauthorized: UnauthorizedListener | null = null;
/** Who hears a 401 (the app: back to /login). Sign-in's own calls opt out (their 401 is a wrong answer, not an end). */
export function setUnauthorizedListener(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

/** When the server last heard from this console (its idle clock starts there). */
let lastRequestAt = Date.now();
export const lastRequestTime = () => lastRequestAt;

const NETWORK_MESSAGE = '网络异常，请检查网络后重试';

export interface RequestOptions {
  /** a 401 is the caller's to handle (sign-in steps), not the end of the session */
  quiet401?: boolean;
  signal?: AbortSignal;
  /**
   * Asked by the console on its own (a queue or the dashboard refreshing itself), not by the admin: sent with
   * `X-H5-Background: 1`, it restarts neither the server's idle clock nor the idle warning's.
   */
  background?: boolean;
  /**
   * Sent as `Idempotency-Key` (money routes: a balance adjustment): the same key for a retry or a double click makes
   * the server replay its first answer instead of moving the money twice. One key per form the admin opened.
   */
  idempotencyKey?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return (await requestEnvelope<T>(method, path, body, options)).data;
}

/**
 * The same as `request`, answering the whole envelope: where the server's `message` says what happened (a balance
 * adjustment done at once, or sent for a second admin's approval), the console shows it as it is.
 */
export async function requestEnvelope<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-h5-console'] = '1';
  if (options.background) headers['x-h5-background'] = '1';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  // a FormData body (an upload) goes as multipart, with the boundary the browser writes; anything else as JSON
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/admin/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!options.background) lastRequestAt = Date.now();
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !envelope || (envelope.code !== 200 && envelope.code !== 0)) {
    const status = res.ok ? (envelope?.code ?? 500) : res.status;
    const message = envelope?.message || `请求失败（${status}）`;
    if (status === 401 && !options.quiet401) onUnauthorized?.(message);
    throw new ApiError(status, message);
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
};

/** `?a=1&b=2` from the defined values of a record. */
export function query(params: Record<string, string | number | undefined | null>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
