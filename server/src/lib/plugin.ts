import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

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
