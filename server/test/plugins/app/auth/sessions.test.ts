import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '#app/db/schema/index';
import { hashToken } from '#app/plugins/app/auth/sessions';
import { createTestApp, json, login, post, type TestApp } from '#test/helpers/test-app';

const EXPIRED = { code: 401, message: '登录已过期，请重新登录', data: null };

describe('sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const demoToken = async () => json(await login(t.app, 'demo888', 'demo888')).data.api_token as string;

  test('/api/user and /api/balance need a bearer token', async () => {
    const bad = [
      undefined,
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(43)}`,
      `Token ${'A'.repeat(43)}`,
    ];
    for (const url of ['/api/user', '/api/balance']) {
      for (const authorization of bad) {
        const res = await t.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {} });
        assert.equal(res.statusCode, 401, `${url} ${authorization}`);
        assert.deepEqual(json(res), EXPIRED);
      }
    }
  });

  test('logoff revokes the token and always answers 200', async () => {
    const token = await demoToken();
    assert.equal(json(await post(t.app, '/api/balance', undefined, token)).code, 200);
    const res = await post(t.app, '/api/logoff', undefined, token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).code, 200);
    assert.deepEqual(json(await post(t.app, '/api/balance', undefined, token)), EXPIRED);
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    assert.ok(row.revokedAt);
    // Again, and without any token: still 200.
    assert.equal(json(await post(t.app, '/api/logoff', undefined, token)).code, 200);
    assert.equal(json(await post(t.app, '/api/logoff')).code, 200);
    assert.equal(json(await post(t.app, '/api/logoff', {}, 'garbage')).code, 200);
  });

  test('a session idle for more than 24 hours is refused', async () => {
    const token = await demoToken();
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    assert.deepEqual(json(await post(t.app, '/api/user', undefined, token)), EXPIRED);
  });

  test('a session older than 7 days is refused even when active', async () => {
    const token = await demoToken();
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    assert.deepEqual(json(await post(t.app, '/api/balance', undefined, token)), EXPIRED);
  });

  test('the absolute expiry is 7 days after login', async () => {
    const token = await demoToken();
    const [row] = await t.handle.db
      .select({
        days: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 86400`.mapWith(Number),
      })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    assert.ok(Math.abs(row.days - 7) < 0.01, `${row.days} days`);
  });

  test('last_seen is refreshed at most once a minute', async () => {
    const token = await demoToken();
    const lastSeen = async () =>
      (
        await t.handle.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0].at;
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const before = await lastSeen();
    await post(t.app, '/api/balance', undefined, token);
    assert.equal((await lastSeen()).getTime(), before.getTime(), 'not refreshed within the minute');
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await post(t.app, '/api/user', undefined, token);
    assert.ok(Date.now() - (await lastSeen()).getTime() < 60_000, 'refreshed after a minute');
    // the balance poll's lookup refreshes it too (in the same statement)
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    assert.equal(json(await post(t.app, '/api/balance', undefined, token)).code, 200);
    assert.ok(Date.now() - (await lastSeen()).getTime() < 60_000, 'refreshed by /api/balance');
  });
});
