import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { adminRecoveryCodes, adminUsers, auditLog, authAttempts } from '#app/db/schema/index';
import { currentTotpCode } from '#app/plugins/app/admin/totp';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall, adminLogin } from './helpers';

const EXPIRED = { code: 401, message: '管理员登录已过期，请重新登录', data: null };

/** A super admin's full session, straight in the database (where TOTP is required, a sign-in would be pending). */
let superSession: string | null = null;
async function superToken(t: TestApp) {
  superSession ??= await createAdminSession(t.handle.db, 'super');
  return superSession;
}

async function newAdmin(t: TestApp, username: string, role = 'finance') {
  const res = await adminCall(t.app, 'POST', '/admin/api/admins', await superToken(t), {
    username,
    password: 'Str0ng-pass-9',
    role,
  });
  assert.equal(res.statusCode, 200, res.body);
  return json(res).data.id as number;
}

/** Enrols `username` from a fresh sign-in: answers its secret and recovery codes. */
async function enrol(t: TestApp, username: string) {
  const login = json(await adminLogin(t.app, username, 'Str0ng-pass-9'));
  const token = login.data.token as string;
  const start = json(await adminCall(t.app, 'POST', '/admin/api/totp/enrol', token, {}));
  assert.equal(start.code, 200, JSON.stringify(start));
  const confirm = json(
    await adminCall(t.app, 'POST', '/admin/api/totp/enrol/confirm', token, {
      code: currentTotpCode(start.data.secret),
    }),
  );
  assert.equal(confirm.code, 200, JSON.stringify(confirm));
  return { secret: start.data.secret as string, codes: confirm.data.recovery_codes as string[], token };
}

describe('back office: the TOTP second factor (required)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ console: { totpRequired: true, dist: false } });
  });
  after(() => t.close());

  test('an admin without TOTP must enrol: the pending session opens nothing else; a QR code, a code, 10 recovery codes', async () => {
    const id = await newAdmin(t, 'enrol_me');
    const login = json(await adminLogin(t.app, 'enrol_me', 'Str0ng-pass-9'));
    assert.equal(login.code, 200);
    assert.equal(login.data.second_factor, 'enrol');
    const token = login.data.token as string;
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', token)), EXPIRED);
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/deposits', token)), EXPIRED);

    const start = json(await adminCall(t.app, 'POST', '/admin/api/totp/enrol', token, {}));
    assert.equal(start.code, 200);
    assert.match(start.data.secret, /^[A-Z2-7]{32}$/);
    assert.match(start.data.otpauth_url, /^otpauth:\/\/totp\/.*secret=/);
    assert.match(start.data.qr_svg, /^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await adminCall(t.app, 'POST', '/admin/api/totp/enrol/confirm', token, { code: '000000' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, '动态验证码错误或已使用，请输入验证器上的最新验证码');
    const [before] = await t.handle.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    assert.equal(before.totpEnabledAt, null, 'a wrong code enables nothing');

    const confirm = json(
      await adminCall(t.app, 'POST', '/admin/api/totp/enrol/confirm', token, {
        code: currentTotpCode(start.data.secret),
      }),
    );
    assert.equal(confirm.code, 200);
    assert.equal(confirm.message, '两步验证已开启，请妥善保存恢复码');
    assert.equal(confirm.data.recovery_codes.length, 10);
    assert.equal(new Set(confirm.data.recovery_codes).size, 10);
    for (const c of confirm.data.recovery_codes) assert.match(c, /^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.handle.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    assert.equal(stored.length, 10);
    assert.ok(
      stored.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash)),
      'only hashes are kept',
    );
    // the same session is now full
    const me = json(await adminCall(t.app, 'GET', '/admin/api/me', token));
    assert.equal(me.code, 200);
    assert.equal(me.data.totp_enabled, true);
    const [audit] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'admin.totp.enrol'));
    assert.equal(audit.actor, 'enrol_me');
  });

  test('sign-in with a code: once only (a replayed code is refused), then a recovery code once', async () => {
    await newAdmin(t, 'coder');
    const { secret, codes } = await enrol(t, 'coder');

    const first = json(await adminLogin(t.app, 'coder', 'Str0ng-pass-9'));
    assert.equal(first.data.second_factor, 'totp');
    const pending = first.data.token as string;
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', pending)), EXPIRED);
    // the code that confirmed the enrolment was used: refused
    const replay = await adminCall(t.app, 'POST', '/admin/api/login/totp', pending, { code: currentTotpCode(secret) });
    assert.equal(replay.statusCode, 400);
    // the next step's code (within the accepted drift) works once
    const next = currentTotpCode(secret, Date.now() + 30_000);
    const ok = json(await adminCall(t.app, 'POST', '/admin/api/login/totp', pending, { code: next }));
    assert.equal(ok.code, 200);
    assert.equal(ok.message, '登录成功');
    assert.equal(json(await adminCall(t.app, 'GET', '/admin/api/me', pending)).code, 200);

    const second = json(await adminLogin(t.app, 'coder', 'Str0ng-pass-9')).data.token as string;
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/login/totp', second, { code: next })).statusCode, 400);
    const viaRecovery = json(
      await adminCall(t.app, 'POST', '/admin/api/login/totp', second, { recovery_code: codes[3].toUpperCase() }),
    );
    assert.equal(viaRecovery.code, 200);
    assert.equal(viaRecovery.data.recovery_codes_left, 9);

    const third = json(await adminLogin(t.app, 'coder', 'Str0ng-pass-9')).data.token as string;
    const again = await adminCall(t.app, 'POST', '/admin/api/login/totp', third, { recovery_code: codes[3] });
    assert.equal(again.statusCode, 400);
    assert.equal(json(again).message, '恢复码错误或已使用');
    const empty = await adminCall(t.app, 'POST', '/admin/api/login/totp', third, {});
    assert.equal(json(empty).message, '请输入6位动态验证码或恢复码');
  });

  test('a burst of 30 wrong codes at once: at most 5 are checked, the rest are refused with 429', async () => {
    await newAdmin(t, 'bursty');
    await enrol(t, 'bursty');
    const token = json(await adminLogin(t.app, 'bursty', 'Str0ng-pass-9')).data.token as string;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        adminCall(t.app, 'POST', '/admin/api/login/totp', token, { code: String(100000 + i) }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    assert.ok(
      statuses.every((s) => s === 400 || s === 429),
      statuses.join(','),
    );
    const checked = statuses.filter((s) => s === 400).length;
    assert.ok(checked <= 5, `${checked} codes were checked`);
    assert.ok(statuses.includes(429));
    assert.equal(json(results.find((r) => r.statusCode === 429)!).message, '动态验证码错误次数过多，请15分钟后再试');
    const [rows] = await t.handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(authAttempts)
      .where(
        and(eq(authAttempts.scope, 'admin-totp'), eq(authAttempts.account, 'bursty'), eq(authAttempts.state, 'failed')),
      );
    assert.ok(rows.n <= 5, `${rows.n} failed attempts recorded`);
  });

  test('a super admin resets a TOTP: every session of that admin ends, the next sign-in enrols again', async () => {
    const id = await newAdmin(t, 'resettable');
    const { token } = await enrol(t, 'resettable');
    assert.equal(json(await adminCall(t.app, 'GET', '/admin/api/me', token)).code, 200);
    const finance = await (async () => {
      await newAdmin(t, 'not_super');
      return (await enrol(t, 'not_super')).token;
    })();
    const refused = await adminCall(t.app, 'POST', `/admin/api/admins/${id}/totp/reset`, finance, {});
    assert.equal(refused.statusCode, 403);

    const superAdmin = json(await adminLogin(t.app, 'admin', 'admin888'));
    // the demo super admin has no TOTP either: where it is required it must enrol first
    assert.equal(superAdmin.data.second_factor, 'enrol');
    const superSession = superAdmin.data.token as string;
    const s = json(await adminCall(t.app, 'POST', '/admin/api/totp/enrol', superSession, {}));
    await adminCall(t.app, 'POST', '/admin/api/totp/enrol/confirm', superSession, {
      code: currentTotpCode(s.data.secret),
    });
    const reset = json(await adminCall(t.app, 'POST', `/admin/api/admins/${id}/totp/reset`, superSession, {}));
    assert.equal(reset.code, 200);
    assert.equal(reset.message, '两步验证已重置，该管理员下次登录时需重新绑定');
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', token)), EXPIRED);
    assert.equal(json(await adminLogin(t.app, 'resettable', 'Str0ng-pass-9')).data.second_factor, 'enrol');
    const left = await t.handle.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    assert.equal(left.length, 0);
    const missing = await adminCall(t.app, 'POST', '/admin/api/admins/999999/totp/reset', superSession, {});
    assert.equal(missing.statusCode, 404);
  });
});

describe('back office: TOTP optional (development)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ console: { dist: false } });
  });
  after(() => t.close());

  test('without TOTP the admin signs in with the password alone; once enrolled, the code is asked', async () => {
    const login = json(await adminLogin(t.app, 'admin', 'admin888'));
    assert.equal(login.data.second_factor, 'none');
    const token = login.data.token as string;
    assert.equal(json(await adminCall(t.app, 'GET', '/admin/api/me', token)).data.totp_enabled, false);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/login/totp', token, { code: '123456' })).statusCode, 400);
    // a full session may turn it on
    const s = json(await adminCall(t.app, 'POST', '/admin/api/totp/enrol', token, {}));
    const c = json(
      await adminCall(t.app, 'POST', '/admin/api/totp/enrol/confirm', token, { code: currentTotpCode(s.data.secret) }),
    );
    assert.equal(c.code, 200);
    assert.equal(json(await adminCall(t.app, 'POST', '/admin/api/totp/enrol', token, {})).message, '两步验证已开启');
    assert.equal(json(await adminLogin(t.app, 'admin', 'admin888')).data.second_factor, 'totp');
  });
});
