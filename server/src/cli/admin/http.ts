import type { Options } from './args';
import { Failure, UsageError } from './errors';
import type { Session } from './session';

export const DEFAULT_SERVER = 'http://localhost:8080';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** --server, else H5_SERVER, else the session's server, else the default; refused when it is not http(s). */
export function serverUrl(opts: Options, session: Session | null): string {
  const url = opts.server ?? process.env.H5_SERVER ?? session?.server ?? DEFAULT_SERVER;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`服务器地址不正确：${url}`);
  }
  return url.replace(/\/+$/, '');
}

/** One call of the back-office API; answers its envelope whatever the code (an unreachable server is a Failure). */
export async function request(
  server: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${server}${urlPath}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    throw new Failure(`无法连接服务器 ${server}（${cause}）`);
  }
  const text = await res.text();
  try {
    const body = JSON.parse(text) as Envelope;
    if (typeof body === 'object' && body && 'code' in body) return body;
  } catch {
    /* below */
  }
  throw new Failure(`服务器返回了无法识别的响应（HTTP ${res.status}）`);
}
