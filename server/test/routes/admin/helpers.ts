import type { FastifyInstance } from 'fastify';

/** POST /admin/api/login from an address (throttling counts per address). */
export function adminLogin(app: FastifyInstance, username: string, password: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password }, remoteAddress: ip });
}

/** A back-office call with a bearer token. */
export function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}
