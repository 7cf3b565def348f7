import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openDb } from '#app/db/client';
import { deposits, users } from '#app/db/schema/index';
import {
  adminCli,
  freshDatabase,
  startServer,
  type FreshDatabase,
  type TestServer,
  fetchFresh,
} from '#test/helpers/cli-server';

/**
 * Issue 19, defence in depth: a row written before the server refused control characters (or by anything that got
 * past it) must not drive the operator's terminal. The real server in a child process, the hostile row written
 * straight into its database while it is stopped, then `npm run admin` as a cashier would run it.
 */
const FORGED_BANK = '\u001b[34D100.00\u001b[2X\u001b[28C工商银行';
const TITLE_NAME = '\u001b]0;PWN\u0007李四\u009b31m';
const CLIPBOARD_OWNER = '\u001b]52;c;cm0gLXJmIH4=\u0007王五\u202e';
/** ESC, BEL, the C1 range (8-bit CSI/OSC), bidi controls: none may reach the terminal. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('npm run admin: nothing it prints can drive a terminal', () => {
  let db: FreshDatabase;
  let server: TestServer | undefined;
  let depositNo = '';
  let userId = 0;
  const configHome = mkdtempSync(path.join(tmpdir(), 'h5-admin-term-cfg-'));
  const cli = adminCli(configHome, () => server?.url ?? '');
  const env = () => ({ ...db.env, NODE_ENV: 'test', INSECURE_FAST_PASSWORD_HASH: '1', TEST_CAPTCHA_CODE: 'AB12' });

  before(async () => {
    db = await freshDatabase();
    server = await startServer(env());
    const api = async (p: string, body: unknown, token?: string) =>
      (await (
        await fetchFresh(`${server!.url}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; message: string; data: any };
    const captcha = (await (await fetchFresh(`${server.url}/api/captcha`)).json()) as { data: { id: string } };
    const name = `term${Date.now().toString(36)}`.slice(0, 16);
    const reg = await api('/api/register', {
      name,
      password: 'Secret#2024',
      confirmPass: 'Secret#2024',
      realname: '李四',
      paypassword: 'Pay#2024x',
      code: 'AB12',
      captcha_id: captcha.data.id,
    });
    assert.equal(reg.code, 200, reg.message);
    const dep = await api(
      '/api/recharge',
      {
        paytype: 'bank',
        amount: '50000',
        bank: '工商银行',
        bank_no: '6222020000000001',
        bank_owner: '李四',
        bank_address: '上海分行',
      },
      reg.data.api_token,
    );
    assert.equal(dep.code, 200, dep.message);
    depositNo = dep.data.deposit_no;
    await server.stop();

    // what the server now refuses, written the way an old row or a bypass would have left it
    const handle = await openDb({
      databaseUrl: db.env.DATABASE_URL || undefined,
      pgliteDir: path.join(db.env.DATA_DIR, 'pglite'),
    });
    const [row] = await handle.db
      .update(deposits)
      .set({ bank: FORGED_BANK, bankOwner: CLIPBOARD_OWNER })
      .where(eq(deposits.depositNo, depositNo))
      .returning({ userId: deposits.userId });
    userId = row.userId;
    await handle.db.update(users).set({ realname: TITLE_NAME }).where(eq(users.id, userId));
    await handle.close();

    server = await startServer(env());
    const res = cli(['login', 'admin'], { env: { ADMIN_PASSWORD: 'admin888' } });
    assert.equal(res.code, 0, res.stderr);
  });
  after(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(configHome, { recursive: true, force: true });
  });

  test('deposits list: the forged bank name is shown as visible escapes and the amount is the real one', () => {
    const res = cli(['deposits', 'list']);
    assert.equal(res.code, 0, res.stderr);
    assert.doesNotMatch(res.stdout, TERMINAL_CONTROLS);
    assert.ok(!res.stdout.includes('\u001b'), 'no ESC byte');
    assert.match(res.stdout, /50,?000\.00/);
    assert.ok(res.stdout.includes('\\u001b[34D100.00'), res.stdout);
  });

  test('--json: valid JSON without raw control characters that still holds the stored text exactly', () => {
    const res = cli(['deposits', 'list', '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.doesNotMatch(res.stdout, TERMINAL_CONTROLS);
    const row = JSON.parse(res.stdout).data.data.find((d: { deposit_no?: string; order_no?: string }) =>
      Object.values(d).includes(depositNo),
    );
    assert.ok(row, res.stdout);
    assert.ok(Object.values(row).includes(FORGED_BANK));
    assert.ok(Object.values(row).includes(CLIPBOARD_OWNER));
  });

  test('users show: a real name that would retitle the terminal is printed inert', () => {
    const res = cli(['users', 'show', String(userId)]);
    assert.equal(res.code, 0, res.stderr);
    assert.doesNotMatch(res.stdout + res.stderr, TERMINAL_CONTROLS);
    assert.ok(res.stdout.includes('\\u001b]0;PWN\\u0007李四\\u009b31m'), res.stdout);
  });
});
