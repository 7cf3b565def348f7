import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A plugin whose decorators and hooks apply to the app that registers it (not encapsulated), through fastify-plugin:
 * named after its function (or `meta.name`), checked against Fastify 5, and refused at start when a plugin it needs
 * (`meta.dependencies`, by name) was not registered before it, so a wrong order in app.ts fails at once instead of
 * on the first request that reaches a missing decorator.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function globalPlugin<T extends Record<string, any> = Record<never, never>>(
  fn: (app: FastifyInstance, opts: T) => Promise<void>,
  meta: { name?: string; dependencies?: string[] } = {},
): FastifyPluginAsync<T> {
  return fp(fn, { fastify: '5.x', name: meta.name ?? fn.name, dependencies: meta.dependencies });
}

type RouteHookName = 'onRequest' | 'preHandler' | 'onSend';

/**
 * Adds `hook` only to the routes whose `config` (or URL, prefix included) asks for it (decided once, when each route is registered), so the
 * other routes do not pay a call per request for a hook that would return at once. Register it before the routes.
 */
export function addRouteHook(
  app: FastifyInstance,
  name: RouteHookName,
  wants: (config: FastifyContextConfig, url: string) => boolean,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hook: (...args: any[]) => unknown,
): void {
  app.addHook('onRoute', (route) => {
    if (!wants((route.config ?? {}) as FastifyContextConfig, route.url)) return;
    const existing = route[name] as unknown;
    route[name] = (existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook]) as never;
  });
}
