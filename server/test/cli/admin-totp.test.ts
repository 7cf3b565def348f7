import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { currentTotpCode } from '#app/plugins/app/admin/totp';
import {
  adminCli,
  freshDatabase,
  startServer,
  type FreshDatabase,
  type TestServer,
  fetchFresh,
} from '#test/helpers/cli-server';

/** `npm run admin -- login` with a second factor, and `totp reset` by a super admin, against the real server. */
describe('npm run admin: TOTP', () => {
  let db: FreshDatabase;
  let server: TestServer;
  const configHome = mkdtempSync(path.join(tmpdir(), 'h5-admin-totp-'));
  const cli = adminCli(configHome, () => server?.url ?? '');
  let secret = '';

  const call = async (url: string, body: unknown, token?: string) =>
    (await (
      await fetchFresh(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; message: string; data: Record<string, unknown> };

  before(async () => {
    db = await freshDatabase();
    server = await startServer({ ...db.env, NODE_ENV: 'test', INSECURE_FAST_PASSWORD_HASH: '1' });
    const admin = (await call('/admin/api/login', { username: 'admin', password: 'admin888' })).data.token as string;
    assert.equal(
      (await call('/admin/api/admins', { username: 'ops_totp', password: 'Str0ng-pass-9', role: 'finance' }, admin))
        .code,
      200,
    );
    const own = (await call('/admin/api/login', { username: 'ops_totp', password: 'Str0ng-pass-9' })).data
      .token as string;
    secret = (await call('/admin/api/totp/enrol', {}, own)).data.secret as string;
    assert.equal((await call('/admin/api/totp/enrol/confirm', { code: currentTotpCode(secret) }, own)).code, 200);
  });
  after(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(configHome, { recursive: true, force: true });
  });

  test('an enrolled admin needs the code: a wrong one fails with the message, the next one signs in', () => {
    const wrong = cli(['login', 'ops_totp', '--password-stdin', '--totp', '000000'], { input: 'Str0ng-pass-9\n' });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /动态验证码错误或已使用/);
    const right = cli(
      ['login', 'ops_totp', '--password-stdin', '--totp', currentTotpCode(secret, Date.now() + 30_000)],
      {
        input: 'Str0ng-pass-9\n',
      },
    );
    assert.equal(right.code, 0, right.stderr);
    assert.match(right.stdout, /已登录 .*ops_totp（finance），.*闲置 30 分钟失效/);
    assert.equal(JSON.parse(cli(['whoami', '--json']).stdout).data.username, 'ops_totp');
  });

  test('totp reset <username> by a super admin: the admin signs in with the password alone again', () => {
    assert.equal(cli(['login', 'admin', '--password-stdin'], { input: 'admin888\n' }).code, 0);
    const reset = cli(['totp', 'reset', 'ops_totp']);
    assert.equal(reset.code, 0, reset.stderr);
    assert.match(reset.stdout, /两步验证已重置/);
    const unknown = cli(['totp', 'reset', 'nobody_here']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /管理员 nobody_here 不存在/);
    const plain = cli(['login', 'ops_totp', '--password-stdin'], { input: 'Str0ng-pass-9\n' });
    assert.equal(plain.code, 0, plain.stderr);
  });

  test('adjustments above the approval amount: requested by one admin, approved by another through the CLI', async () => {
    const admin = (await call('/admin/api/login', { username: 'admin', password: 'admin888' })).data.token as string;
    const patch = await fetchFresh(`${server.url}/admin/api/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ adjust_approval_above: '100' }),
    });
    assert.equal(patch.status, 200);
    const found = (await (
      await fetchFresh(`${server.url}/admin/api/users?q=demo888`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as { data: { data: { id: number }[] } };
    const userId = found.data.data[0].id;
    const req = await call(`/admin/api/users/${userId}/adjust`, { amount: '150', reason: '大额补偿' }, admin);
    assert.match(req.message, /已提交审批/);
    // the CLI is signed in as ops_totp (finance): it sees the request and approves it
    const list = cli(['adjustments', 'list', '--state', 'pending', '--json']);
    assert.equal(list.code, 0, list.stderr);
    const rows = JSON.parse(list.stdout).data.data as { id: number; amount: string; requested_by: string }[];
    const row = rows.find((r) => r.id === req.data.adjustment_id)!;
    assert.equal(row.amount, '150.00');
    assert.equal(row.requested_by, 'admin');
    const approve = cli(['adjustments', 'approve', String(row.id)]);
    assert.equal(approve.code, 0, approve.stderr);
    assert.match(approve.stdout, /已通过，调整已入账/);
    const twice = cli(['adjustments', 'approve', String(row.id)]);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /该调整申请已处理（由 ops_totp 于/);
  });
});
