import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  adminCli,
  freshDatabase,
  startServer,
  type FreshDatabase,
  type TestServer,
  fetchFresh,
} from '#test/helpers/cli-server';

/**
 * `npm run admin -- games …` and `game-categories …` against a real server process (a fresh PGlite dir, or PostgreSQL with DATABASE_URL), driven
 * as an operator would: list, add, hide and show, sort, a whole category hidden from the home lists.
 */
describe('npm run admin -- games / game-categories', () => {
  const configHome = mkdtempSync(path.join(tmpdir(), 'h5-games-cfg-'));
  let db: FreshDatabase;
  let server: TestServer | undefined;
  const url = () => server?.url ?? '';
  const run = adminCli(configHome, url);
  const cli = (args: string[], input = '') => run(args, { input });
  const lobby = async (category: string) =>
    (
      (await (await fetchFresh(`${url()}/api/game/list?category=${category}`)).json()) as {
        data: { platform_name: string }[];
      }
    ).data.map((g) => g.platform_name);

  before(async () => {
    db = await freshDatabase();
    server = await startServer({ ...db.env, NODE_ENV: 'test', INSECURE_FAST_PASSWORD_HASH: '1' });
    assert.equal(cli(['login', 'admin', '--password-stdin'], 'admin888\n').code, 0);
  });
  after(async () => {
    await server?.stop();
    await db?.drop();
    rmSync(configHome, { recursive: true, force: true });
  });

  test('help lists the groups', () => {
    const res = cli(['help']);
    assert.equal(res.code, 0);
    assert.match(res.stdout, /games hide <id>/);
    assert.match(res.stdout, /game-categories list/);
  });

  test('games list, hide, show, sort; add and remove a slot game', async () => {
    let res = cli(['games', 'list', 'category=realbet', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const rows = JSON.parse(res.stdout).data.data as { id: number; platform_name: string }[];
    assert.deepEqual(
      rows.map((r) => r.platform_name),
      ['ag', 'bbin'],
    );
    const bbin = rows.find((r) => r.platform_name === 'bbin')!.id;

    assert.equal(cli(['games', 'hide', String(bbin)]).code, 0);
    assert.deepEqual(await lobby('realbet'), ['ag']);
    assert.equal(cli(['games', 'show', String(bbin)]).code, 0);
    assert.equal(cli(['games', 'sort', String(bbin), '0']).code, 0);
    assert.deepEqual(await lobby('realbet'), ['bbin', 'ag']);

    res = cli([
      'games',
      'add',
      'category_id=concise',
      'platform_name=ae',
      'catecode=ae',
      'game_code=ae_cli_game',
      'name=命令行新游戏',
      '--json',
    ]);
    assert.equal(res.code, 0, res.stderr);
    const id = JSON.parse(res.stdout).data.id as number;
    const slots = (await (
      await fetchFresh(`${url()}/api/gamelistBycode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"gamecode":"ae"}',
      })
    ).json()) as { data: { gamename: string }[] };
    assert.ok(slots.data.some((g) => g.gamename === '命令行新游戏'));
    assert.equal(cli(['games', 'remove', String(id)]).code, 0);

    res = cli(['games', 'add', 'category_id=casino', 'platform_name=ag', 'game_code=x', 'name=x']);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /category_id/);
    res = cli(['games', 'sort', String(bbin), 'first']);
    assert.equal(res.code, 2);
    assert.match(res.stderr, /序号必须是/);
  });

  test('game-categories list and hide/show a whole category', async () => {
    let res = cli(['game-categories', 'list', '--json']);
    assert.equal(res.code, 0, res.stderr);
    assert.deepEqual(
      JSON.parse(res.stdout).data.map((c: { name: string }) => c.name),
      ['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏'],
    );
    assert.equal(cli(['game-categories', 'hide', 'sport']).code, 0);
    assert.deepEqual(await lobby('sport'), []);
    assert.equal(cli(['game-categories', 'show', 'sport']).code, 0);
    assert.deepEqual(await lobby('sport'), ['saba', 'hg']);
    res = cli(['game-categories', 'hide', 'casino']);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /游戏分类不存在/);
  });
});
