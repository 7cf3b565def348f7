import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adminSessions, adminUsers, auditLog, jobRuns, ledgerAccounts, venues } from '#app/db/schema/index';
import { registerJob } from '#app/jobs/registry';
import { hashAdminToken } from '#app/plugins/app/admin-auth';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall, adminLogin } from './helpers';

let echoRuns = 0;
registerJob({
  name: 'test-echo',
  description: '测试任务：计数',
  everyMs: 0,
  async run({ now }) {
    echoRuns += 1;
    return { runs: echoRuns, at: now.toISOString() };
  },
});
registerJob({
  name: 'test-broken',
  description: '测试任务：总是失败',
  everyMs: 0,
  async run() {
    throw new Error('venue unreachable');
  },
});

describe('back office: admins, venues, jobs, ledger check, audit log', () => {
  let t: TestApp;
  let superToken: string;
  let editor: string;
  let finance: string;
  before(async () => {
    t = await createTestApp();
    superToken = json(await adminLogin(t.app, 'admin', 'admin888')).data.token;
    editor = await createAdminSession(t.handle.db, 'editor', 'venue_ed');
    finance = await createAdminSession(t.handle.db, 'finance', 'ledger_fin');
  });
  after(() => t.close());

  test('super creates admins with a role; they log in; weak or duplicate ones are refused', async () => {
    const res = await adminCall(t.app, 'POST', '/admin/api/admins', superToken, {
      username: 'reviewer1',
      password: 'Rev!ew-2026',
      role: 'finance',
    });
    assert.equal(res.statusCode, 200);
    const id = json(res).data.id;
    const login = json(await adminLogin(t.app, 'reviewer1', 'Rev!ew-2026'));
    assert.equal(login.data.role, 'finance');
    for (const [payload, status, message] of [
      [{ username: 'reviewer1', password: 'Another#Pass1', role: 'editor' }, 409, '管理员账号已存在'],
      [{ username: 'REVIEWER1', password: 'Another#Pass1', role: 'editor' }, 409, '管理员账号已存在'],
      [{ username: 'ab', password: 'Another#Pass1', role: 'editor' }, 400, '管理员账号为3~32位字母、数字或下划线'],
      [
        { username: 'bad name', password: 'Another#Pass1', role: 'editor' },
        400,
        '管理员账号为3~32位字母、数字或下划线',
      ],
      [{ username: 'shorty', password: 'Ab#1234', role: 'editor' }, 400, '管理员密码长度为8~128位'],
      [{ username: 'commonpw', password: '12345678', role: 'editor' }, 400, '密码过于简单，请更换一个更安全的密码'],
      [{ username: 'samename1', password: 'samename1', role: 'editor' }, 400, '密码不能与账号相同'],
      [{ username: 'roleless', password: 'Another#Pass1', role: 'root' }, 400, '参数错误：role 取值无效'],
      [{ username: 'roleless', password: 'Another#Pass1' }, 400, '参数错误：role 不能为空'],
    ] as const) {
      const r = await adminCall(t.app, 'POST', '/admin/api/admins', superToken, payload);
      assert.equal(r.statusCode, status, JSON.stringify(payload));
      assert.equal(json(r).message, message);
    }
    const list = json(await adminCall(t.app, 'GET', '/admin/api/admins', superToken)).data;
    const created = list.find((a: { id: number }) => a.id === id);
    assert.deepEqual(
      { username: created.username, role: created.role, enabled: created.enabled },
      { username: 'reviewer1', role: 'finance', enabled: true },
    );
    assert.ok(!('password_hash' in created) && !('passwordHash' in created));
    const [audit] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'admin.create'));
    assert.ok(audit);
  });

  test('PATCH /admins/:id: disable ends sessions, new password ends sessions, role change; the last super stays', async () => {
    const res = await adminCall(t.app, 'POST', '/admin/api/admins', superToken, {
      username: 'temp_ed',
      password: 'Temp#Editor9',
      role: 'editor',
    });
    const id = json(res).data.id;
    const token = json(await adminLogin(t.app, 'temp_ed', 'Temp#Editor9')).data.token;
    let r = await adminCall(t.app, 'PATCH', `/admin/api/admins/${id}`, superToken, { password: 'New#Editor99' });
    assert.equal(r.statusCode, 200);
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/me', token)).statusCode, 401);
    const token2 = json(await adminLogin(t.app, 'temp_ed', 'New#Editor99')).data.token;
    r = await adminCall(t.app, 'PATCH', `/admin/api/admins/${id}`, superToken, { role: 'finance' });
    assert.equal(json(r).data.role, 'finance');
    assert.equal(
      (await adminCall(t.app, 'GET', '/admin/api/ledger/check', token2)).statusCode,
      200,
      'the new role applies at once',
    );
    r = await adminCall(t.app, 'PATCH', `/admin/api/admins/${id}`, superToken, { enabled: false });
    assert.equal(json(r).data.enabled, false);
    const [session] = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashAdminToken(token2)));
    assert.ok(session.revokedAt);
    assert.equal(
      json(await adminCall(t.app, 'PATCH', `/admin/api/admins/${id}`, superToken, {})).message,
      '请至少修改一项：enabled、role 或 password',
    );
    assert.equal(
      (await adminCall(t.app, 'PATCH', '/admin/api/admins/99999', superToken, { enabled: true })).statusCode,
      404,
    );
    assert.equal(
      json(await adminCall(t.app, 'PATCH', `/admin/api/admins/${id}`, superToken, { password: 'short' })).message,
      '管理员密码长度为8~128位',
    );

    const [me] = await t.handle.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));
    for (const payload of [{ enabled: false }, { role: 'editor' }]) {
      r = await adminCall(t.app, 'PATCH', `/admin/api/admins/${me.id}`, superToken, payload);
      assert.equal(r.statusCode, 409);
      assert.equal(json(r).message, '至少需要保留一个启用的超级管理员');
    }
    const refused = (await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'admin.update'))).filter(
      (a) => !a.ok,
    );
    assert.equal(refused.length, 2);
    // with a second super, the first may step down
    await adminCall(t.app, 'POST', '/admin/api/admins', superToken, {
      username: 'super2',
      password: 'Super#Two222',
      role: 'super',
    });
    r = await adminCall(t.app, 'PATCH', `/admin/api/admins/${me.id}`, superToken, { role: 'editor' });
    assert.equal(r.statusCode, 200);
    await t.handle.db.update(adminUsers).set({ role: 'super' }).where(eq(adminUsers.id, me.id));
  });

  test('venues: list, rename, disable, reorder; unknown venue 404; bad input 400', async () => {
    const list = json(await adminCall(t.app, 'GET', '/admin/api/venues', finance)).data;
    assert.equal(list.length, 15);
    const r = await adminCall(t.app, 'PATCH', '/admin/api/venues/ag', editor, {
      name: 'AG旗舰厅',
      enabled: false,
      sort: 99,
    });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(
      { name: json(r).data.name, enabled: json(r).data.enabled, sort: json(r).data.sort },
      { name: 'AG旗舰厅', enabled: false, sort: 99 },
    );
    const [row] = await t.handle.db.select().from(venues).where(eq(venues.platname, 'ag'));
    assert.equal(row.category, 'realbet', 'fields not named stay');
    const [audit] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'venue.update'));
    assert.deepEqual(audit.detail.enabled, { from: true, to: false });
    for (const [url, payload, status, message] of [
      ['/admin/api/venues/nope', { enabled: true }, 404, '场馆不存在'],
      ['/admin/api/venues/ag', {}, 400, '请至少修改一项：name、enabled 或 sort'],
      ['/admin/api/venues/ag', { enabled: 'yes' }, 400, '参数错误：enabled 格式不正确'],
      ['/admin/api/venues/ag', { sort: 1.5 }, 400, '参数错误：sort 格式不正确'],
      ['/admin/api/venues/ag', { name: '  ' }, 400, 'name 不能为空'],
      ['/admin/api/venues/a%20g', { enabled: true }, 400, '参数错误：platname 格式不正确'],
      ['/admin/api/venues/ag', { platname: 'evil', category: 'sport' }, 400, '请至少修改一项：name、enabled 或 sort'],
    ] as const) {
      const res = await adminCall(t.app, 'PATCH', url, editor, payload);
      assert.equal(res.statusCode, status, `${url} ${JSON.stringify(payload)}`);
      assert.equal(json(res).message, message);
    }
  });

  test('jobs: listed, run on demand (recorded in job_runs and audited), failures answered; unknown job 404', async () => {
    const list = json(await adminCall(t.app, 'GET', '/admin/api/jobs', superToken)).data;
    assert.ok(list.some((j: { name: string }) => j.name === 'test-echo'));
    let r = await adminCall(t.app, 'POST', '/admin/api/jobs/test-echo/run', superToken);
    assert.equal(r.statusCode, 200);
    assert.equal(json(r).data.result.runs, 1);
    const runs = await t.handle.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-echo'));
    assert.equal(runs.length, 1);
    assert.ok(runs[0].finishedAt);
    assert.equal((runs[0].result as { runs: number }).runs, 1);
    const after = json(await adminCall(t.app, 'GET', '/admin/api/jobs', superToken)).data.find(
      (j: { name: string }) => j.name === 'test-echo',
    );
    assert.equal(after.last_result.runs, 1);
    r = await adminCall(t.app, 'POST', '/admin/api/jobs/test-broken/run', superToken);
    assert.equal(r.statusCode, 500);
    assert.equal(json(r).message, '任务 test-broken 执行失败：venue unreachable');
    const [broken] = await t.handle.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-broken'));
    assert.equal(broken.error, 'venue unreachable');
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'job.run'));
    assert.deepEqual(
      audits.map((a) => a.ok),
      [true, false],
    );
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/jobs/nope/run', superToken)).statusCode, 404);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/jobs/..%2F..%2Fetc/run', superToken)).statusCode, 400);
    // a run still in progress elsewhere (another process) blocks a second one
    await t.handle.db.insert(jobRuns).values({ job: 'test-echo' });
    r = await adminCall(t.app, 'POST', '/admin/api/jobs/test-echo/run', superToken);
    assert.equal(r.statusCode, 409);
    assert.equal(json(r).message, '该任务正在运行，请稍后再试');
  });

  test('jobs run on demand follow a test reward clock when one is set (the rebate list and claim read that clock)', async () => {
    const fixed = new Date('2026-03-02T01:00:00+08:00');
    const clocked = await createTestApp({ rewardsNow: () => fixed });
    try {
      const token = json(await adminLogin(clocked.app, 'admin', 'admin888')).data.token;
      const r = await adminCall(clocked.app, 'POST', '/admin/api/jobs/test-echo/run', token);
      assert.equal(r.statusCode, 200);
      assert.equal(json(r).data.result.at, fixed.toISOString());
    } finally {
      await clocked.close();
    }
  });

  test('ledger check: passes on a sound ledger, lists the problems of a broken one', async () => {
    let r = json(await adminCall(t.app, 'GET', '/admin/api/ledger/check', finance));
    assert.equal(r.code, 200);
    assert.equal(r.data.ok, true);
    assert.deepEqual(r.data.problems, []);
    const [central] = await t.handle.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'central'));
    await t.handle.db
      .update(ledgerAccounts)
      .set({ balanceFen: (central.balanceFen ?? 0) + 1 })
      .where(eq(ledgerAccounts.id, central.id));
    r = json(await adminCall(t.app, 'GET', '/admin/api/ledger/check', finance));
    assert.equal(r.data.ok, false);
    assert.equal(r.data.problems.length, 1);
    assert.match(r.message, /发现 1 个问题/);
    await t.handle.db
      .update(ledgerAccounts)
      .set({ balanceFen: central.balanceFen })
      .where(eq(ledgerAccounts.id, central.id));
  });

  test('audit log: newest first, paged, filtered by action prefix and actor', async () => {
    const all = json(await adminCall(t.app, 'GET', '/admin/api/audit', finance)).data;
    assert.ok(all.total > 5);
    assert.ok(all.data[0].id > all.data[1].id);
    assert.match(all.data[0].created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const admins = json(await adminCall(t.app, 'GET', '/admin/api/audit?action=admin', finance)).data;
    assert.ok(admins.data.length > 0 && admins.data.every((a: { action: string }) => a.action.startsWith('admin.')));
    const venue = json(await adminCall(t.app, 'GET', '/admin/api/audit?actor=VENUE_ED', superToken)).data;
    assert.ok(venue.data.length > 0 && venue.data.every((a: { actor: string }) => a.actor === 'venue_ed'));
    const none = json(await adminCall(t.app, 'GET', '/admin/api/audit?action=admin%25', finance)).data;
    assert.equal(none.total, 0);
    const page = json(await adminCall(t.app, 'GET', '/admin/api/audit?per_page=2&page=2', finance)).data;
    assert.equal(page.data.length, 2);
    assert.equal(page.current_page, 2);
  });
});
