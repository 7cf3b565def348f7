import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

// The console's 操作日志 filters by a range of Asia/Shanghai days (issue 21): `from` and `to` are inclusive days.
describe('back office: the audit log by Shanghai days', () => {
  let t: TestApp;
  let finance: string;
  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance', 'days_fin');
    // three rows on the edges of 2026-03-10 in Shanghai (UTC+8): 23:59:59 the day before, 00:00 and 23:59:59 that day,
    // 00:00 the day after
    const at = (iso: string, target: string) =>
      t.handle.db.insert(auditLog).values({ actor: 'days_fin', action: 'days.test', target, createdAt: new Date(iso) });
    await at('2026-03-09T15:59:59Z', 'before');
    await at('2026-03-09T16:00:00Z', 'first');
    await at('2026-03-10T15:59:59Z', 'last');
    await at('2026-03-10T16:00:00Z', 'after');
  });
  after(() => t.close());

  const targets = async (q: string) => {
    const res = await adminCall(t.app, 'GET', `/admin/api/audit?action=days.test${q}`, finance);
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data.data.map((r: { target: string }) => r.target);
  };

  test('from and to are whole Shanghai days, inclusive; either alone is open-ended', async () => {
    assert.deepEqual(await targets('&from=2026-03-10&to=2026-03-10'), ['last', 'first']);
    assert.deepEqual(await targets('&from=2026-03-10'), ['after', 'last', 'first']);
    assert.deepEqual(await targets('&to=2026-03-09'), ['before']);
    assert.deepEqual(await targets(''), ['after', 'last', 'first', 'before']);
    const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'days.test'));
    assert.equal(rows.length, 4);
  });

  test('a day that is not YYYY-MM-DD, or not a date, is refused', async () => {
    const bad = await adminCall(t.app, 'GET', '/admin/api/audit?from=10-03-2026', finance);
    assert.equal(bad.statusCode, 400);
    const impossible = await adminCall(t.app, 'GET', '/admin/api/audit?to=2026-13-45', finance);
    assert.equal(impossible.statusCode, 400);
    assert.equal(json(impossible).message, '日期无效：2026-13-45');
  });
});
