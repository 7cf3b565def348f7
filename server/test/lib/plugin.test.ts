import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';

/** lib/plugin.ts: fastify-plugin underneath, so decorators reach the parent and a missing dependency fails at start. */
describe('globalPlugin', () => {
  const clock = globalPlugin(async function clock(app: FastifyInstance) {
    app.decorate('clockNow', () => 42);
  });
  const reader = globalPlugin(
    async function reader(app: FastifyInstance) {
      app.decorate('readClock', () => (app as unknown as { clockNow: () => number }).clockNow());
    },
    { dependencies: ['clock'] },
  );

  test('decorators apply to the app that registers it, in dependency order', async () => {
    const app = Fastify();
    await app.register(clock);
    await app.register(reader);
    await app.ready();
    assert.equal((app as unknown as { readClock: () => number }).readClock(), 42);
    await app.close();
  });

  test('a plugin registered before one it depends on refuses to start, naming it', async () => {
    const app = Fastify();
    app.register(reader);
    app.register(clock);
    await assert.rejects(async () => {
      await app.ready();
    }, /clock/);
    await app.close().catch(() => {});
  });
});
