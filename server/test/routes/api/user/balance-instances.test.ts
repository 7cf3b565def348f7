// Issue 25: the balance poll is the hottest call, and the tempting speed-up is a per-process cache of sessions or
// balances. Several server instances share one database, so whatever one instance changes must show on the very next
// poll answered by another: a session ended through the back office (sign-out, lock) or by the player (logoff), and
// money moved. Two apps (buildApp) on the same database, each polled first so that a cache, if one were added, would be
// warm. PGlite (both apps on one embedded database), or PostgreSQL with DATABASE_URL (each app with its own pool).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '#app/app';
import { openDb, type DbHandle } from '#app/db/client';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, fastHasher, json, post, type TestApp } from '#test/helpers/test-app';
import { fund, newPlayer } from '#test/helpers/venues';
import { adminCall } from '#test/routes/admin/helpers';

const EXPIRED = { code: 401, message: '登录已过期，请重新登录', data: null };

describe('/api/balance across two server instances on one database', () => {
  let a: TestApp;
  let other: DbHandle | null = null;
  let b: FastifyInstance;
  let finance: string;

  before(async () => {
    a = await createTestApp();
    // PostgreSQL: the second instance has its own pool on the same database; PGlite: one embedded database, shared
    const url = a.handle.pool ? (a.handle.pool as pg.Pool & { options: { connectionString: string } }).options : null;
    if (url) other = await openDb({ databaseUrl: url.connectionString, poolSize: 3 });
    b = await buildApp({
      db: (other ?? a.handle).db,
      passwordHasher: fastHasher,
      static: false,
      housekeepingMs: 0,
    });
    await b.ready();
    finance = await createAdminSession(a.handle.db, 'finance');
  });
  after(async () => {
    await b.close();
    await other?.close();
    await a.close();
  });

  const balance = (app: FastifyInstance, token: string) => post(app, '/api/balance', undefined, token);

  /** A funded player whose balance both instances have just answered. */
  async function polled() {
    const p = await newPlayer(a.app);
    await fund(a.handle.db, p.userId, 12_345);
    for (const app of [a.app, b, a.app, b]) {
      const res = await balance(app, p.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(json(res).data.balance, '123.45');
    }
    return p;
  }

  test('a sign-out through the back office of one instance: the other refuses the very next poll', async () => {
    const p = await polled();
    assert.equal((await adminCall(a.app, 'POST', `/admin/api/users/${p.userId}/signout`, finance, {})).statusCode, 200);
    assert.deepEqual(json(await balance(b, p.token)), EXPIRED);
    assert.deepEqual(json(await balance(a.app, p.token)), EXPIRED);
  });

  test('a lock through the back office of one instance: the other refuses the very next poll', async () => {
    const p = await polled();
    const res = await adminCall(b, 'POST', `/admin/api/users/${p.userId}/lock`, finance, { reason: '疑似盗号' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(await balance(a.app, p.token)), EXPIRED);
    assert.deepEqual(json(await balance(b, p.token)), EXPIRED);
  });

  test('a logoff on one instance: the other refuses the very next poll', async () => {
    const p = await polled();
    assert.equal((await post(b, '/api/logoff', undefined, p.token)).statusCode, 200);
    assert.deepEqual(json(await balance(a.app, p.token)), EXPIRED);
  });

  test('money moved through one instance shows in the very next poll of the other', async () => {
    const p = await polled();
    const moved = await post(
      a.app,
      '/api/transfer',
      { amount: '23.45', sourcetype: 'userbalance', targettype: 'ag' },
      p.token,
    );
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(json(await balance(b, p.token)).data, { balance: '100.00', gameblance: '23.45' });
  });
});
