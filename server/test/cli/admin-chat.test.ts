import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { COMMAND_GROUPS } from '#app/cli/admin/commands/index';
import {
  adminCli,
  freshDatabase,
  startServer,
  type FreshDatabase,
  type TestServer,
  fetchFresh,
} from '#test/helpers/cli-server';

/**
 * `npm run admin -- chat …` and the service_url setting end to end: the real server in a child process (fresh PGlite
 * dir, or a fresh PostgreSQL database with DATABASE_URL), a visitor writing over HTTP, the operator answering with the CLI.
 */
describe('npm run admin -- chat (customer service from the command line)', () => {
  let db: FreshDatabase;
  let server: TestServer;
  const configHome = mkdtempSync(path.join(tmpdir(), 'h5-admin-chat-cfg-'));
  const visitor = randomBytes(24).toString('base64url');

  const run = adminCli(configHome, () => server?.url ?? '');
  const cli = (args: string[], env: Record<string, string> = {}) => run(args, { env });
  const api = async (p: string, body: unknown = {}) =>
    (await (
      await fetchFresh(`${server.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-support-visitor': visitor },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; message: string; data: any };

  before(async () => {
    db = await freshDatabase();
    server = await startServer({ ...db.env, NODE_ENV: 'test', INSECURE_FAST_PASSWORD_HASH: '1' });
    const res = cli(['login', 'admin'], { ADMIN_PASSWORD: 'admin888' });
    assert.equal(res.code, 0, res.stderr);
  });
  after(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(configHome, { recursive: true, force: true });
  });

  test('help lists the chat group', () => {
    assert.ok(COMMAND_GROUPS.some((g) => 'chat' in g.commands));
    const res = cli(['help']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /chat reply <id> <内容…>/);
  });

  test(
    "list, show, reply (seen by the visitor's poll), close; mistakes exit 1 or 2 with a clear message",
    { timeout: 120_000 },
    async () => {
      const mine = await api('/api/support/send', { content: '你好，我想咨询<script>存款</script>' });
      assert.equal(mine.code, 200, mine.message);

      let res = cli(['chat', 'list', '--json']);
      assert.equal(res.code, 0, res.stderr);
      const list = JSON.parse(res.stdout).data;
      assert.equal(list.total, 1);
      const id = list.data[0].id as number;
      assert.equal(list.data[0].waiting, true);
      res = cli(['chat', 'list']);
      assert.match(res.stdout, new RegExp(`${id}\\s+visitor\\s+访客 ${visitor.slice(0, 6)}\\s+open\\s+true`));
      assert.match(res.stdout, /第 1\/1 页，共 1 条/);

      res = cli(['chat', 'show', String(id)]);
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /会话 #\d+ {2}访客 \S+ {2}进行中 {2}等待回复/);
      assert.match(res.stdout, /访客：\n {2}你好，我想咨询<script>存款<\/script>/);

      const waiting = api('/api/support/poll', { after: mine.data.id, wait: 20 });
      res = cli(['chat', 'reply', String(id), '您好，', '请问存款金额是多少？']);
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /回复成功/);
      const seen = await waiting;
      assert.deepEqual(
        seen.data.messages.map((m: { sender: string; content: string }) => [m.sender, m.content]),
        [['operator', '您好， 请问存款金额是多少？']],
      );

      res = cli(['chat', 'show', String(id)]);
      assert.match(res.stdout, /客服 admin：\n {2}您好， 请问存款金额是多少？/);

      res = cli(['chat', 'reply', String(id)]);
      assert.equal(res.code, 2);
      assert.match(res.stderr, /chat reply <id> <内容…>/);
      res = cli(['chat', 'reply', '99999', '你好']);
      assert.equal(res.code, 1);
      assert.equal(res.stderr.trim(), '会话不存在');
      res = cli(['chat', 'reply', String(id), '长'.repeat(2001)]);
      assert.equal(res.code, 1);
      assert.equal(res.stderr.trim(), '回复不能超过2000个字');
      res = cli(['chat', 'nonsense']);
      assert.equal(res.code, 2);

      res = cli(['chat', 'close', String(id)]);
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /会话已关闭/);
      res = cli(['chat', 'close', String(id)]);
      assert.equal(res.code, 1);
      assert.equal(res.stderr.trim(), '该会话已关闭');
      res = cli(['chat', 'list', '--state', 'closed', '--json']);
      assert.equal(JSON.parse(res.stdout).data.data[0].id, id);
      const history = await api('/api/support/history');
      assert.equal(history.data.state, 'closed');
    },
  );

  test('settings set service_url switches /api/getservicerurl; plain http is refused', async () => {
    const url = async () =>
      (
        (await (await fetchFresh(`${server.url}/api/getservicerurl`, { method: 'POST' })).json()) as {
          data: { url: string };
        }
      ).data.url;
    assert.equal(await url(), '/support/');
    let res = cli(['settings', 'set', 'service_url', 'https://kf.example.com/chat']);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(await url(), 'https://kf.example.com/chat');
    res = cli(['settings', 'set', 'service_url', 'http://kf.example.com/chat']);
    assert.equal(res.code, 1);
    assert.equal(res.stderr.trim(), 'service_url 必须是 https:// 链接或以 / 开头的站内路径');
    res = cli(['settings', 'set', 'service_url', '']);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(await url(), '/support/');
  });
});
