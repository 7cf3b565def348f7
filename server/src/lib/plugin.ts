import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks apply to the parent
 * (what the `fastify-plugin` package does; this avoids one dependency).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function globalPlugin<T extends Record<string, any> = Record<never, never>>(
  fn: (app: FastifyInstance, opts: T) => Promise<void>,
): FastifyPluginAsync<T> {
  (fn as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return fn as FastifyPluginAsync<T>;
}

type RouteHookName = 'onRequest' | 'preHandler' | 'onSend';

/**
 * Adds `hook` only to the routes whose `config` asks for it (decided once, when each route is registered), so the
 * other routes do not pay a call per request for a hook that would return at once. Register it before the routes.
 */
export function addRouteHook(
  app: FastifyInstance,
  name: RouteHookName,
  wants: (config: FastifyContextConfig) => boolean,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hook: (...args: any[]) => unknown,
): void {
  app.addHook('onRoute', (route) => {
    if (!wants((route.config ?? {}) as FastifyContextConfig)) return;
    const existing = route[name] as unknown;
    route[name] = (existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook]) as never;
  });
}
