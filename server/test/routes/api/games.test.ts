import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, games, siteSettings, users } from '#app/db/schema/index';
import { GAMES, VENUES } from '#app/db/seed/content';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { demoToken, newPlayer } from '#test/helpers/venues';
import { adminCall } from '../admin/helpers';

const getJson = async (t: TestApp, url: string, token?: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: res.statusCode, body: json(res) };
};

describe('home lobby calls: game lists, banners, notices, agent page, visit address; games back office', () => {
  let t: TestApp;
  let editor: string;
  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor', 'ed_games');
  });
  after(() => t.close());

  test('GET /api/game/list: one visible tile per venue in every category, in seed order, no slot games', async () => {
    const { status, body } = await getJson(t, '/api/game/list?category=');
    assert.equal(status, 200);
    assert.equal(body.code, 200);
    assert.deepEqual(
      body.data.map((g: { platform_name: string }) => g.platform_name),
      VENUES.map((v) => v.platname),
    );
    for (const g of body.data) {
      assert.equal(g.app_state, 1);
      assert.match(g.mobile_img, /^\/assets\/games\/[a-z0-9]+\.svg$/);
      assert.ok(g.name.length > 0);
    }
    assert.deepEqual([...new Set(body.data.map((g: { category_id: string }) => g.category_id))].sort(), [
      'concise',
      'gaming',
      'joker',
      'lottery',
      'realbet',
      'sport',
    ]);
    const lottery = await getJson(t, '/api/game/list?category=lottery');
    assert.deepEqual(
      lottery.body.data.map((g: { platform_name: string }) => g.platform_name),
      ['vr', 'sgwin'],
    );
    assert.equal((await getJson(t, '/api/game/list')).body.data.length, VENUES.length);
  });

  test('an unknown or malformed category is a 400 with a Chinese message, never a 500', async () => {
    for (const q of [
      'category=casino',
      'category=%27%20or%201%3D1',
      `category=${'x'.repeat(40)}`,
      'category=REALBET',
    ]) {
      const { status, body } = await getJson(t, `/api/game/list?${q}`);
      assert.equal(status, 400, q);
      assert.equal(body.code, 400);
      assert.match(body.message, /游戏分类不存在|参数错误/);
      assert.equal(body.data, null);
    }
  });

  test('every seeded game (each category, each slot) launches into the venue simulator with a ticket URL', async () => {
    const token = await demoToken(t.app);
    const all = [
      ...VENUES.map((v) => ({
        plat: v.platname,
        code: GAMES.find((g) => g.platformName === v.platname && !g.catecode)!.gameCode,
      })),
      ...GAMES.filter((g) => g.catecode).map((g) => ({ plat: g.platformName, code: g.gameCode })),
    ];
    assert.equal(all.length, GAMES.length);
    for (const { plat, code } of all) {
      const res = await post(
        t.app,
        '/api/getGameUrl',
        { plat_name: plat, game_type: 0, game_code: code, is_mobile_url: 1 },
        token,
      );
      const body = json(res);
      assert.equal(body.code, 200, `${plat}/${code}: ${body.message}`);
      const url = new URL(body.data.url);
      assert.equal(url.pathname, `/venue/${plat}/launch`);
      assert.ok(url.searchParams.get('ticket'));
      assert.ok(!body.data.url.includes(token));
      const launched = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      assert.equal(launched.statusCode, 302, `${plat} launch`);
    }
    // an unknown game code of a real venue, and an unknown venue, are clear 404s
    let res = await post(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'pp', game_type: 0, game_code: 'no_such_game', is_mobile_url: 1 },
      token,
    );
    assert.deepEqual([res.statusCode, json(res).message], [404, '游戏不存在']);
    res = await post(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'nosuch', game_type: 0, game_code: '0', is_mobile_url: 1 },
      token,
    );
    assert.deepEqual([res.statusCode, json(res).message], [404, '场馆不存在']);
  });

  test("POST /api/gamelistBycode: a provider's visible slot games; an unknown provider is a 404", async () => {
    const res = await post(t.app, '/api/gamelistBycode', { gamecode: 'pp' });
    assert.equal(json(res).code, 200);
    assert.deepEqual(
      json(res).data.map((g: { gamecode: string }) => g.gamecode),
      GAMES.filter((g) => g.catecode === 'pp').map((g) => g.gameCode),
    );
    assert.deepEqual(Object.keys(json(res).data[0]).sort(), ['catecode', 'gamecode', 'gamename', 'gamepic']);
    for (const gamecode of ['nosuch', 'ag']) {
      const bad = await post(t.app, '/api/gamelistBycode', { gamecode });
      assert.equal(bad.statusCode, 404);
      assert.equal(json(bad).message, '场馆不存在');
    }
    assert.equal((await post(t.app, '/api/gamelistBycode', { gamecode: 5 })).statusCode, 400);
  });

  test("POST /api/bannerList {type: 2}: the four home banners; their artwork and every tile's artwork is served as SVG", async () => {
    const res = await post(t.app, '/api/bannerList', { type: 2 });
    assert.equal(json(res).code, 200);
    assert.deepEqual(
      json(res).data,
      [1, 2, 3, 4].map((n) => ({ src: `/assets/banners/banner-${n}.svg` })),
    );
    assert.deepEqual(json(await post(t.app, '/api/bannerList', { type: '2' })).data.length, 4);
    assert.deepEqual(json(await post(t.app, '/api/bannerList', { type: 7 })).data, []);
    for (const type of ['x', -1, 1000, { a: 1 }])
      assert.equal((await post(t.app, '/api/bannerList', { type })).statusCode, 400, String(type));
    const paths = [...json(res).data.map((b: { src: string }) => b.src), ...GAMES.map((g) => g.mobileImg)];
    for (const p of paths) {
      const art = await t.app.inject({ method: 'GET', url: p });
      assert.equal(art.statusCode, 200, p);
      assert.match(String(art.headers['content-type']), /image\/svg\+xml/);
      assert.match(art.body, /^<svg[^>]+width="\d+" height="\d+"/);
    }
    for (const p of ['/assets/games/nosuch.svg', '/assets/banners/banner-9.svg'])
      assert.equal((await t.app.inject({ method: 'GET', url: p })).statusCode, 404, p);
    assert.equal((await t.app.inject({ method: 'GET', url: '/assets/games/..%2Fx.svg' })).statusCode, 400);
  });

  test('POST /api/homenotice: the enabled announcement lines', async () => {
    const res = await post(t.app, '/api/homenotice', {});
    assert.equal(json(res).code, 200);
    assert.equal(json(res).data.length, 5);
    assert.ok(json(res).data.every((s: unknown) => typeof s === 'string' && s.length > 0));
  });

  test('GET /api/getAgentLoginUrl: login needed; agents only; the configured address', async () => {
    assert.equal((await getJson(t, '/api/getAgentLoginUrl')).status, 401);
    const p = await newPlayer(t.app);
    let r = await getJson(t, '/api/getAgentLoginUrl', p.token);
    assert.deepEqual([r.status, r.body.message], [403, '您还不是代理，请先申请成为合伙人']);
    await t.app.db.update(users).set({ isAgent: true }).where(eq(users.id, p.userId));
    r = await getJson(t, '/api/getAgentLoginUrl', p.token);
    assert.deepEqual([r.status, r.body.message], [404, '代理后台暂未开放，请联系客服']);
    // where players go is finance's (issue 19)
    const finance = await createAdminSession(t.handle.db, 'finance');
    assert.equal(
      (
        await adminCall(t.app, 'PATCH', '/admin/api/settings', finance, {
          agent_login_url: 'https://agent.example.com/login',
        })
      ).statusCode,
      200,
    );
    r = await getJson(t, '/api/getAgentLoginUrl', p.token);
    assert.deepEqual([r.status, r.body.data], [200, { url: 'https://agent.example.com/login' }]);
  });

  test('GET /api/getVisitUrl: empty unless an address other than the one in use is configured (never a loop)', async () => {
    assert.deepEqual((await getJson(t, '/api/getVisitUrl')).body.data, { url: '' });
    const finance = await createAdminSession(t.handle.db, 'finance'); // where players go is finance's (issue 19)
    const set = await adminCall(t.app, 'PATCH', '/admin/api/settings', finance, {
      visit_url: 'https://www.xingyao.example/',
    });
    assert.equal(set.statusCode, 200);
    assert.deepEqual((await getJson(t, '/api/getVisitUrl', undefined, { host: 'old.xingyao.example' })).body.data, {
      url: 'https://www.xingyao.example',
    });
    // the same origin as the request: nothing to do
    await t.app.db
      .update(siteSettings)
      .set({ value: 'http://www.xingyao.example' })
      .where(eq(siteSettings.key, 'visit_url'));
    assert.deepEqual((await getJson(t, '/api/getVisitUrl', undefined, { host: 'www.xingyao.example' })).body.data, {
      url: '',
    });
    const bad = await adminCall(t.app, 'PATCH', '/admin/api/settings', finance, { visit_url: 'javascript:alert(1)' });
    assert.equal(bad.statusCode, 400);
  });

  test('back office: games listed, added, hidden (app_state), sorted; bad input refused with Chinese messages', async () => {
    const finance = await createAdminSession(t.handle.db, 'finance');
    const list = json(await adminCall(t.app, 'GET', '/admin/api/games?category=concise&catecode=ae', finance));
    assert.equal(list.data.total, GAMES.filter((g) => g.catecode === 'ae').length);
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/games?category=nope', finance)).statusCode, 400);
    // one venue's games (its lobby tile, or a slot provider's tile and games)
    const ag = json(await adminCall(t.app, 'GET', '/admin/api/games?platform_name=ag', finance));
    assert.ok(ag.data.total >= 1);
    assert.ok(ag.data.data.every((g: { platform_name: string }) => g.platform_name === 'ag'));
    const pp = json(
      await adminCall(t.app, 'GET', '/admin/api/games?category=concise&platform_name=pp&per_page=100', finance),
    );
    assert.equal(pp.data.total, GAMES.filter((g) => g.platformName === 'pp').length);
    assert.equal(
      json(await adminCall(t.app, 'GET', '/admin/api/games?category=sport&platform_name=pp', finance)).data.total,
      0,
    );

    for (const [payload, status, message] of [
      [{ category_id: 'casino', platform_name: 'ag', game_code: 'x', name: 'x' }, 400, /category_id/],
      [{ category_id: 'realbet', platform_name: 'nosuch', game_code: 'x', name: 'x' }, 404, /场馆不存在/],
      [{ category_id: 'sport', platform_name: 'ag', game_code: 'x', name: 'x' }, 400, /属于真人视讯/],
      [
        { category_id: 'concise', platform_name: 'pp', catecode: 'pp', game_code: 'pp_wolf_gold', name: 'x' },
        409,
        /已有游戏代码/,
      ],
      [{ category_id: 'concise', platform_name: 'pp', catecode: 'pp', game_code: 'a b', name: 'x' }, 400, /game_code/],
      [{ category_id: 'realbet', platform_name: 'ag', game_code: 'x', name: '' }, 400, /name 不能为空/],
    ] as const) {
      const res = await adminCall(t.app, 'POST', '/admin/api/games', editor, payload);
      assert.equal(res.statusCode, status, JSON.stringify(payload));
      assert.match(json(res).message, message);
    }
    assert.equal(
      (
        await adminCall(t.app, 'POST', '/admin/api/games', finance, {
          category_id: 'realbet',
          platform_name: 'ag',
          game_code: 'x',
          name: 'x',
        })
      ).statusCode,
      403,
    );

    const added = await adminCall(t.app, 'POST', '/admin/api/games', editor, {
      category_id: 'concise',
      platform_name: 'pp',
      catecode: 'pp',
      game_code: 'pp_new_one',
      name: '新上线',
      sort: 0,
    });
    assert.equal(added.statusCode, 200, added.body);
    const id = json(added).data.id as number;
    assert.equal(json(added).data.mobile_img, '/assets/games/pp_new_one.svg');
    const art = await t.app.inject({ method: 'GET', url: '/assets/games/pp_new_one.svg' });
    assert.equal(art.statusCode, 200);
    assert.match(art.body, /新上线/);
    const slots = json(await post(t.app, '/api/gamelistBycode', { gamecode: 'pp' })).data;
    assert.equal(slots[0].gamecode, 'pp_new_one');
    const token = await demoToken(t.app);
    assert.equal(
      json(await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_code: 'pp_new_one', is_mobile_url: 1 }, token))
        .code,
      200,
    );

    // hide a lobby tile: gone from the list, and it can no longer be launched by its code
    const [bbin] = await t.app.db.select().from(games).where(eq(games.platformName, 'bbin'));
    const hidden = await adminCall(t.app, 'PATCH', `/admin/api/games/${bbin.id}`, editor, { app_state: 0 });
    assert.equal(json(hidden).data.app_state, 0);
    let lobby = (await getJson(t, '/api/game/list?category=realbet')).body.data;
    assert.deepEqual(
      lobby.map((g: { platform_name: string }) => g.platform_name),
      ['ag'],
    );
    assert.equal(
      (await adminCall(t.app, 'PATCH', `/admin/api/games/${bbin.id}`, editor, { app_state: 2 })).statusCode,
      400,
    );
    await adminCall(t.app, 'PATCH', `/admin/api/games/${bbin.id}`, editor, { app_state: 1, sort: 0 });
    lobby = (await getJson(t, '/api/game/list?category=realbet')).body.data;
    assert.deepEqual(
      lobby.map((g: { platform_name: string }) => g.platform_name),
      ['bbin', 'ag'],
    );

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `game:${bbin.id}`));
    assert.equal(audits.length, 2);
    assert.equal((await adminCall(t.app, 'DELETE', `/admin/api/games/${id}`, editor)).statusCode, 200);
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/games/999999', editor, { sort: 1 })).statusCode, 404);
  });

  test('back office: a game’s picture shows on the console through /artwork (any admin), nothing else does', async () => {
    const editor = await createAdminSession(t.handle.db, 'editor');
    const picture = (src: string, token: string | null = editor) =>
      adminCall(t.app, 'GET', `/admin/api/artwork?src=${encodeURIComponent(src)}`, token ?? undefined);
    const res = await picture('/assets/games/ag.svg');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.match(res.body, /<svg/);
    // opened on its own, an SVG runs nothing: the upload's sandboxing CSP
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.equal((await picture('/assets/games/no_such_game.svg')).statusCode, 404);
    for (const src of ['https://evil.example/a.png', '/api/game/list', '//evil.example/a.png', '/assets/../api/x'])
      assert.ok([400, 404].includes((await picture(src)).statusCode), src);
    assert.equal((await picture('/assets/games/ag.svg', null)).statusCode, 401);
  });

  test('back office: the six categories with counts; hiding a whole category empties its home list', async () => {
    const cats = json(await adminCall(t.app, 'GET', '/admin/api/game-categories', editor)).data;
    assert.deepEqual(
      cats.map((c: { id: string }) => c.id),
      ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'],
    );
    assert.deepEqual(
      cats.map((c: { name: string }) => c.name),
      ['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏'],
    );
    assert.equal(cats.find((c: { id: string }) => c.id === 'gaming').games, 3);
    let res = await adminCall(t.app, 'PATCH', '/admin/api/game-categories/gaming', editor, { app_state: 0 });
    assert.equal(json(res).data.games, 3);
    assert.deepEqual((await getJson(t, '/api/game/list?category=gaming')).body.data, []);
    assert.equal(
      json(await adminCall(t.app, 'PATCH', '/admin/api/game-categories/gaming', editor, { app_state: 1 })).data.games,
      3,
    );
    assert.equal((await getJson(t, '/api/game/list?category=gaming')).body.data.length, 3);
    res = await adminCall(t.app, 'PATCH', '/admin/api/game-categories/casino', editor, { app_state: 0 });
    assert.deepEqual([res.statusCode, json(res).message], [404, '游戏分类不存在']);
  });
});
