import type { AdminRole, Dashboard, Me } from '../api/types';

/** One answer of the fake server: the envelope (status 200 unless given). */
export interface FakeAnswer {
  status?: number;
  code?: number;
  message?: string;
  data?: unknown;
}
type Handler = (body: unknown, url: URL) => FakeAnswer | undefined;

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A mocked `fetch` for the console's `/admin/api/*`: routes by "METHOD /path" (path without /admin/api and query),
 * records every call. An unknown route answers 404 so a test fails loudly.
 */
export function fakeServer(routes: Record<string, Handler | FakeAnswer>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://console.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/admin\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search: url.search, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${path}`];
    const answer = (typeof route === 'function' ? route(body, url) : route) ?? { status: 404, message: '接口不存在' };
    const status = answer.status ?? 200;
    const envelope = { code: answer.code ?? status, message: answer.message ?? 'success', data: answer.data ?? null };
    return { ok: status >= 200 && status < 300, status, json: async () => envelope } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const me = (role: AdminRole, extra: Partial<Me> = {}): Me => ({
  id: 1,
  username: role === 'super' ? 'admin' : `${role}1`,
  role,
  session_started_at: '2026-11-26 10:00:00',
  session_expires_at: '2026-11-26 22:00:00',
  idle_timeout_minutes: 30,
  totp_enabled: false,
  ...extra,
});

const days = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-11-${String(13 + i).padStart(2, '0')}`,
  deposits: '100.00',
  withdrawals: '50.00',
  new_players: i,
}));

export const dashboard = (money: boolean): Dashboard => ({
  today: {
    deposits: money ? '12345.60' : null,
    deposit_count: money ? 7 : null,
    withdrawals: money ? '2000.00' : null,
    withdrawal_count: money ? 2 : null,
    net: money ? '10345.60' : null,
    new_players: 12,
    active_players: 88,
    open_chats: 3,
    waiting_chats: 1,
    pending_deposits: money ? 4 : null,
    pending_withdrawals: money ? 1 : null,
  },
  days: days.map((d) => (money ? d : { ...d, deposits: null, withdrawals: null })),
});
