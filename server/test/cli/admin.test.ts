import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parseFields } from '#app/cli/admin/args';
import { COMMAND_GROUPS } from '#app/cli/admin/commands/index';
import { usage } from '#app/cli/admin/main';
import { displayWidth, table } from '#app/cli/admin/output';
import {
  adminCli,
  freshDatabase,
  startServer,
  type FreshDatabase,
  type TestServer,
  fetchFresh,
} from '#test/helpers/cli-server';

/**
 * The command-line client end to end: the real server in a child process (fresh PGlite dir, or a fresh PostgreSQL
 * database when DATABASE_URL is set), driven by `node --import tsx src/cli/admin.ts …` as an operator would.
 */
describe('npm run admin (command-line client)', () => {
  let db: FreshDatabase;
  let server: TestServer;
  const configHome = mkdtempSync(path.join(tmpdir(), 'h5-admin-cfg-'));
  const sessionFile = path.join(configHome, 'h5-admin', 'session.json');

  const cli = adminCli(configHome, () => server?.url ?? '');
  const appInfo = async () =>
    ((await (await fetchFresh(`${server.url}/api/app`, { method: 'POST' })).json()) as { data: { site_state: number } })
      .data;

  before(async () => {
    db = await freshDatabase();
    server = await startServer({ ...db.env, NODE_ENV: 'test', INSECURE_FAST_PASSWORD_HASH: '1' });
  });
  after(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(configHome, { recursive: true, force: true });
  });

  test('login refuses a wrong password with the server message on stderr and exit code 1', () => {
    const res = cli(['login', 'admin', '--password-stdin'], { input: 'not-the-password\n' });
    assert.equal(res.code, 1);
    assert.match(res.stderr, /账号或密码错误/);
    assert.equal(existsSync(sessionFile), false);
  });

  test('login with the password on stdin stores the token in a 0600 file; whoami answers', () => {
    const res = cli(['login', 'admin', '--password-stdin'], { input: 'admin888\n' });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /已登录 .*admin（super）/);
    assert.equal(statSync(sessionFile).mode & 0o777, 0o600);
    const saved = JSON.parse(readFileSync(sessionFile, 'utf8'));
    assert.match(saved.token, /^adm_[A-Za-z0-9_-]{43}$/);
    assert.equal(saved.server, server.url);
    const who = cli(['whoami', '--json']);
    assert.equal(who.code, 0);
    assert.equal(JSON.parse(who.stdout).data.username, 'admin');
  });

  test('settings set site_state 0 puts the site into maintenance; a bad value is refused with its message', async () => {
    let res = cli(['settings', 'set', 'site_state', '0', 'repair_tips', '停机维护，稍后回来']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /操作成功/);
    let info = await appInfo();
    assert.equal(info.site_state, 0);
    res = cli(['settings', 'get', 'site_state']);
    assert.equal(res.stdout.trim(), '0');
    res = cli(['settings', 'set', 'site_state', '2']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), 'site_state 只能是 0 或 1');
    res = cli(['settings', 'set', 'ios_download_url', 'javascript:alert(1)']);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /必须是 http:\/\/ 或 https:\/\/ 链接/);
    const html = path.join(configHome, 'welcome.html');
    writeFileSync(html, '<p>欢迎<script>alert(1)</script></p>');
    res = cli(['settings', 'set', 'site_state', '1', 'webcontent', `@${html}`]);
    assert.equal(res.code, 0, res.stderr);
    info = await appInfo();
    assert.equal(info.site_state, 1);
    assert.equal((info as unknown as { webcontent: string }).webcontent, '<p>欢迎</p>');
  });

  test('users find / adjust move money and print tables; a debit below zero fails with exit 1', () => {
    let res = cli(['users', 'find', 'demo888']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /demo888\s+张三\s+0\s+2\s+8888\.00/);
    assert.match(res.stdout, /第 1\/1 页，共 1 条/);
    const id = JSON.parse(cli(['users', 'find', 'demo888', '--json']).stdout).data.data[0].id as number;
    res = cli(['users', 'adjust', String(id), '-88.80', '--reason', '扣回误发彩金']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /调整成功/);
    assert.match(res.stdout, /balance\s+8799\.20/);
    res = cli(['users', 'adjust', String(id), '-100000', '--reason', '超额']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '余额不足：当前余额 8799.20 元，扣减后余额不能为负');
    res = cli(['users', 'adjust', String(id), '10']);
    assert.equal(res.code, 2, 'a missing --reason is a usage error');
    assert.match(res.stderr, /--reason/);
    res = cli(['ledger', 'check']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /账本检查通过/);
  });

  test('users lock / unlock need --reason; signout ends the sessions without one', () => {
    const id = JSON.parse(cli(['users', 'find', 'demo888', '--json']).stdout).data.data[0].id as number;
    let res = cli(['users', 'lock', String(id)]);
    assert.equal(res.code, 2, 'locking needs --reason');
    assert.match(res.stderr, /--reason/);
    res = cli(['users', 'lock', String(id), '--reason', '疑似盗号']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /已锁定该玩家/);
    const shown = JSON.parse(cli(['users', 'show', String(id), '--json']).stdout).data;
    assert.equal(shown.locked, 1);
    assert.equal(shown.lock_reason, '疑似盗号');
    res = cli(['users', 'lock', String(id), '--reason', '再次']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '该玩家已被锁定');
    res = cli(['users', 'unlock', String(id), '--reason', '核实本人']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /已解除锁定/);
    assert.equal(JSON.parse(cli(['users', 'show', String(id), '--json']).stdout).data.locked, 0);
    res = cli(['users', 'signout', String(id), '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(JSON.parse(res.stdout).message, '已将该玩家在所有设备上登出，其游戏会话已全部结束');
  });

  test('agents: make a player an agent and take it back, list applications; a rejection needs --reason', async () => {
    const id = JSON.parse(cli(['users', 'find', 'demo888', '--json']).stdout).data.data[0].id as number;
    let res = cli(['agents', 'make', String(id), '--reason', '渠道合作']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /已设为代理/);
    assert.equal(JSON.parse(cli(['users', 'show', String(id), '--json']).stdout).data.isagent, 1);
    res = cli(['agents', 'revoke', String(id)]);
    assert.equal(res.code, 2, 'revoking needs --reason');
    res = cli(['agents', 'revoke', String(id), '--reason', '合作结束']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /已取消代理资格/);
    assert.equal(JSON.parse(cli(['users', 'show', String(id), '--json']).stdout).data.isagent, 0);
    res = cli(['agents', 'list', '--state', '1', '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(JSON.parse(res.stdout).data.total, 0);
    res = cli(['agents', 'reject', '1']);
    assert.equal(res.code, 2);
    assert.match(res.stderr, /--reason/);
    res = cli(['agents', 'approve', '999999']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '申请不存在');
  });

  test('content, venues, admins, jobs and the audit log through the CLI', () => {
    let res = cli(['notices', 'add', 'kind=home', 'content=周末维护通知', 'sort=9']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /sort\s+9/);
    res = cli(['venues', 'set', 'ag', '--enabled', 'false', '--sort', '50']);
    assert.equal(res.code, 0, res.stderr);
    res = cli(['venues', 'list']);
    assert.match(res.stdout, /ag\s+AG真人\s+realbet\s+50\s+false/);
    res = cli(['admins', 'add', 'finance01', '--role', 'finance'], { env: { ADMIN_PASSWORD: 'Fin@nce-2026' } });
    assert.equal(res.code, 0, res.stderr);
    res = cli(['admins', 'list']);
    assert.match(res.stdout, /finance01\s+finance\s+true/);
    res = cli(['jobs', 'list', '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.ok(Array.isArray(JSON.parse(res.stdout).data));
    res = cli(['audit', '--action', 'settings', '--json']);
    const rows = JSON.parse(res.stdout).data.data as { action: string; actor: string }[];
    assert.ok(rows.length >= 2 && rows.every((r) => r.action === 'settings.update' && r.actor === 'admin'));
    res = cli(['call', 'GET', '/admin/api/definitely-missing']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '接口不存在');
    res = cli(['frobnicate']);
    assert.equal(res.code, 2);
  });

  test('promotions: board, schedule, retire; applications pass with a bonus', async () => {
    let res = cli(['promotions', 'board', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const board = JSON.parse(res.stdout).data as { id: number; title: string; state: string }[];
    const promo = board.find((b) => b.title === '每日签到好礼')!;
    assert.equal(promo.state, 'running');
    res = cli([
      'promotions',
      'schedule',
      String(promo.id),
      '--from',
      '2099-01-01 00:00:00',
      '--to',
      '2099-12-31 23:59:59',
    ]);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /活动时间已更新/);
    assert.match(res.stdout, /state\s+scheduled/);
    const listed = async () =>
      (
        (await (await fetchFresh(`${server.url}/api/activitylist`, { method: 'POST' })).json()) as {
          data: { data: { id: number }[] };
        }
      ).data.data.map((p) => p.id);
    assert.ok(!(await listed()).includes(promo.id));
    res = cli(['promotions', 'schedule', String(promo.id), '--from', '', '--to', '']);
    assert.equal(res.code, 0, res.stderr);
    assert.ok((await listed()).includes(promo.id));
    res = cli(['promotions', 'schedule', String(promo.id), '--to', '明天']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss（北京时间）');
    assert.equal(cli(['promotions', 'schedule', String(promo.id)]).code, 2, 'no --from/--to is a usage error');
    res = cli(['promotions', 'retire', String(promo.id)]);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /活动已下架/);
    assert.ok(!(await listed()).includes(promo.id));
    res = cli(['promotions', 'retire', String(promo.id)]);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '该活动已下架');
    res = cli(['promotions', 'list', '--json']);
    assert.equal(JSON.parse(res.stdout).data.data.find((p: { id: number }) => p.id === promo.id).enabled, false);
    res = cli(['applications', 'pass', '999999', '--bonus', '18']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '申请不存在');
    res = cli(['applications', 'pass', '999999', '--bonus', 'abc']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), '彩金金额：金额格式不正确');
  });

  test('a finance admin is refused editor work with the 403 message', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'h5-admin-cfg2-'));
    try {
      const env = { XDG_CONFIG_HOME: other };
      assert.equal(cli(['login', 'finance01', '--password-stdin'], { input: 'Fin@nce-2026', env }).code, 0);
      const res = cli(['settings', 'set', 'site_state', '0'], { env });
      assert.equal(res.code, 1);
      assert.equal(res.stderr.trim(), '没有权限执行此操作');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test('logout ends the session on the server and removes the file', () => {
    const token = JSON.parse(readFileSync(sessionFile, 'utf8')).token;
    const res = cli(['logout']);
    assert.equal(res.code, 0);
    assert.equal(existsSync(sessionFile), false);
    const who = cli(['whoami']);
    assert.equal(who.code, 1);
    assert.match(who.stderr, /尚未登录/);
    return fetchFresh(`${server.url}/admin/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      assert.equal(r.status, 401),
    );
  });

  test('production: no demo admin; bootstrap creates the first one directly in the database, once', async () => {
    await server.stop();
    const prod = await freshDatabase();
    const env = { ...prod.env, NODE_ENV: 'production' };
    let prodServer: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      let res = cli(['bootstrap', 'root_op', '--password-stdin'], { input: 'short', env });
      assert.equal(res.code, 1);
      assert.match(res.stderr, /管理员密码长度为8~128位/);
      res = cli(['bootstrap', 'root_op', '--password-stdin'], { input: 'Root#Operator-1\n', env });
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /创建超级管理员 root_op/);
      res = cli(['bootstrap', 'second_op', '--password-stdin'], { input: 'Second#Operator-1\n', env });
      assert.equal(res.code, 1);
      assert.match(res.stderr, /已存在管理员账号/);

      prodServer = await startServer(env);
      const login = async (username: string, password: string) =>
        (
          await fetchFresh(`${prodServer!.url}/admin/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          })
        ).status;
      assert.equal(await login('admin', 'admin888'), 400, 'no demo admin in production');
      assert.equal(await login('root_op', 'Root#Operator-1'), 200);
    } finally {
      await prodServer?.stop();
      await prod.drop();
    }
  });
});

describe('CLI helpers', () => {
  test('field=value parsing: small integers, booleans and null typed; long numbers stay text; := is raw JSON', () => {
    assert.deepEqual(
      parseFields([
        'sort=5',
        'enabled=false',
        'user_id=null',
        'account_no=6222020200112233',
        'amount=100.50',
        'title:="2024"',
        'bonus:={"percent":10}',
      ]),
      {
        sort: 5,
        enabled: false,
        user_id: null,
        account_no: '6222020200112233',
        amount: '100.50',
        title: '2024',
        bonus: { percent: 10 },
      },
    );
    assert.throws(() => parseFields(['nonsense']), /字段=值/);
  });

  test('tables align Chinese text by display width', () => {
    assert.equal(displayWidth('AG真人'), 6);
    const out = table([
      { name: 'AG真人', sort: 1 },
      { name: 'pp', sort: 12 },
    ]).split('\n');
    // the second column starts at the same display column on every line
    const column = (line: string, at: string) => displayWidth(line.slice(0, line.indexOf(at)));
    assert.equal(column(out[2], '1'), column(out[3], '12'));
    assert.equal(column(out[0], 'sort'), column(out[3], '12'));
  });

  test('help names every command of every group, each once, under its group', () => {
    const help = usage();
    const names = COMMAND_GROUPS.flatMap((g) => Object.keys(g.commands));
    assert.equal(new Set(names).size, names.length, 'a command name is defined by two groups');
    for (const g of COMMAND_GROUPS) {
      assert.ok(help.includes(`${g.title}\n`), g.title);
      const section = help.slice(help.indexOf(`${g.title}\n`)).split('\n\n')[0];
      for (const name of Object.keys(g.commands))
        assert.match(section, new RegExp(`(^|[ |])${name}( |\\||$)`, 'm'), `${name} in ${g.title}`);
    }
  });
});
