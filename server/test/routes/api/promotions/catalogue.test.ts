import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { promotions, promotionTypes, siteSettings } from '#app/db/schema/index';
import { PROMOTIONS, PROMOTION_TYPES } from '#app/db/seed/content';
import { sh, testClock } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

describe('promotions catalogue: /api/activitytype, /api/activitylist, /api/activitydeatil, /api/sponsorurl and their pages', () => {
  let t: TestApp;
  const clock = testClock('2026-11-21 12:00:00');

  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now });
  });
  after(() => t.close());

  const list = (body?: unknown) => post(t.app, '/api/activitylist', body);
  const detail = (body?: unknown) => post(t.app, '/api/activitydeatil', body);
  const titles = async (body?: unknown) => json(await list(body)).data.data.map((p: { title: string }) => p.title);

  test("/api/activitytype: the types in the operators' order, no login needed", async () => {
    const res = await post(t.app, '/api/activitytype');
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.code, 200);
    assert.deepEqual(
      body.data.map((x: { name: string }) => x.name),
      PROMOTION_TYPES,
    );
    assert.ok(body.data.every((x: { id: unknown }) => Number.isInteger(x.id)));
    assert.equal((await post(t.app, '/api/activitytype', { extra: 1 })).statusCode, 200, 'unknown fields are ignored');
  });

  test('/api/activitylist: every running promotion in data.data (banner, title), or those of one type', async () => {
    const res = await list();
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.deepEqual(
      d.data.map((p: { title: string; banner: string }) => [p.title, p.banner]),
      PROMOTIONS.map((p) => [p.title, p.banner]),
    );
    assert.equal(d.total, PROMOTIONS.length);
    assert.equal(d.last_page, 1);
    const types = json(await post(t.app, '/api/activitytype')).data as { id: number; name: string }[];
    for (const [i, type] of types.entries()) {
      const expected = PROMOTIONS.filter((p) => p.type === i).map((p) => p.title);
      assert.deepEqual(await titles({ type: type.id }), expected, type.name);
      assert.deepEqual(await titles({ type: String(type.id) }), expected, `${type.name} as text`);
    }
    for (const all of [{}, { type: '' }, { type: 0 }, { type: '0' }])
      assert.equal((await titles(all)).length, PROMOTIONS.length, JSON.stringify(all));
  });

  test('/api/activitylist refuses an unknown type (404) and bad input (400), never a 500', async () => {
    let res = await list({ type: 99_999 });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(json(res), { code: 404, message: '活动类型不存在', data: null });
    for (const bad of ['abc', -1, 1.5, true, [1], { id: 1 }, '1e3', 2 ** 40, 'x'.repeat(10_000), '1\u0000']) {
      res = await list({ type: bad });
      assert.equal(res.statusCode, 400, JSON.stringify(bad).slice(0, 40));
      assert.match(json(res).message, /^参数错误：type/);
    }
    res = await t.app.inject({
      method: 'POST',
      url: '/api/activitylist',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 400);
  });

  test('/api/activitydeatil: title, banner and both HTML sections, sanitised on the way out too', async () => {
    const [first] = await t.handle.db.select().from(promotions).where(eq(promotions.title, PROMOTIONS[0].title));
    let res = await detail({ id: first.id });
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.deepEqual([d.id, d.title, d.banner], [first.id, first.title, first.banner]);
    assert.match(d.content, /<strong>100%<\/strong>/);
    assert.match(d.memo, /^<ol>/);
    assert.equal(json(await detail({ id: String(first.id) })).data.id, first.id);

    // HTML that reached the table unsanitised (an import, an old row) is still made inert
    const [evil] = await t.handle.db
      .insert(promotions)
      .values({
        typeId: first.typeId,
        title: '脚本测试',
        content:
          '<p onclick="steal()">正文<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
        memo: '<iframe src="https://evil.example"></iframe><b>须知</b>',
      })
      .returning();
    res = await detail({ id: evil.id });
    const e = json(res).data;
    for (const bad of [/<script/i, /onclick/i, /onerror/i, /javascript:/i, /<iframe/i]) {
      assert.doesNotMatch(e.content + e.memo, bad);
    }
    assert.match(e.content, /正文/);
    assert.match(e.memo, /<b>须知<\/b>/);
    await t.handle.db.delete(promotions).where(eq(promotions.id, evil.id));
  });

  test('/api/activitydeatil: unknown, not yet started and retired ids are refused with the reason; bad ids 400', async () => {
    let res = await detail({ id: 99_999 });
    assert.deepEqual([res.statusCode, json(res)], [404, { code: 404, message: '活动不存在', data: null }]);
    const [type] = await t.handle.db.select().from(promotionTypes).limit(1);
    const [later] = await t.handle.db
      .insert(promotions)
      .values({ typeId: type.id, title: '明年活动', startsAt: sh('2027-01-01 00:00:00') })
      .returning();
    const [ended] = await t.handle.db
      .insert(promotions)
      .values({ typeId: type.id, title: '已结束', endsAt: sh('2026-11-21 12:00:00') })
      .returning();
    const [off] = await t.handle.db
      .insert(promotions)
      .values({ typeId: type.id, title: '已停用', enabled: false })
      .returning();
    res = await detail({ id: later.id });
    assert.deepEqual([res.statusCode, json(res).message], [404, '活动不存在']);
    res = await detail({ id: ended.id });
    assert.deepEqual([res.statusCode, json(res).message], [404, '该活动已结束']);
    res = await detail({ id: off.id });
    assert.deepEqual([res.statusCode, json(res).message], [404, '该活动已下架']);
    // none of them is listed
    const listed = await titles();
    for (const title of ['明年活动', '已结束', '已停用']) assert.ok(!listed.includes(title), title);

    // the clock reaches the start: listed and readable; an end exactly now is over ([start, end) )
    clock.set('2027-01-01 00:00:00');
    assert.ok((await titles()).includes('明年活动'));
    assert.equal((await detail({ id: later.id })).statusCode, 200);
    clock.set('2026-11-21 11:59:59');
    assert.equal((await detail({ id: ended.id })).statusCode, 200);
    clock.set('2026-11-21 12:00:00');

    for (const bad of [0, -1, 'abc', 1.5, '', null, true, [1], '1e3', 2 ** 40, ' 1', '1\u0000']) {
      res = await detail({ id: bad });
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
      assert.match(json(res).message, /^参数错误：id/);
    }
    res = await detail({});
    assert.deepEqual(json(res), { code: 400, message: '参数错误：id 不能为空', data: null });
    await t.handle.db.delete(promotions).where(eq(promotions.id, later.id));
    await t.handle.db.delete(promotions).where(eq(promotions.id, ended.id));
    await t.handle.db.delete(promotions).where(eq(promotions.id, off.id));
  });

  test("every seeded promotion's banner is a generated picture the server serves", async () => {
    for (const p of PROMOTIONS) {
      const res = await t.app.inject({ method: 'GET', url: p.banner });
      assert.equal(res.statusCode, 200, p.banner);
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
      assert.match(res.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="750" height="300"/);
      assert.doesNotMatch(res.body, /<script|href="http/i);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/assets/promotions/nope.svg' })).statusCode, 404);
    for (const bad of [
      '/assets/promotions/..%2F..%2Fpackage.json',
      '/assets/promotions/FIRST.svg',
      '/assets/promotions/first-deposit.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      assert.ok([400, 404].includes(res.statusCode), `${bad} → ${res.statusCode}`);
      assert.doesNotMatch(res.body, /"name":/);
    }
  });

  test('/api/sponsorurl: the built-in partner pages until an operator configures an address', async () => {
    for (const type of [1, 2, '1', '2']) {
      const res = await post(t.app, '/api/sponsorurl', { type });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res).data, { url: `/partners/${type}` });
    }
    await t.handle.db
      .insert(siteSettings)
      .values({ key: 'sponsor_url_2', value: 'https://partner.example/club' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 'https://partner.example/club' } });
    assert.deepEqual(json(await post(t.app, '/api/sponsorurl', { type: 2 })).data, {
      url: 'https://partner.example/club',
    });
    assert.deepEqual(json(await post(t.app, '/api/sponsorurl', { type: 1 })).data, { url: '/partners/1' });
    await t.handle.db.delete(siteSettings).where(eq(siteSettings.key, 'sponsor_url_2'));

    for (const bad of [0, 3, 'x', null, [1], 1.5]) {
      const res = await post(t.app, '/api/sponsorurl', { type: bad });
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
      assert.match(json(res).message, /^参数错误：type/);
    }
    assert.equal((await post(t.app, '/api/sponsorurl', {})).statusCode, 400);
  });

  test('the built-in partner pages: complete HTML documents without script, and their crests', async () => {
    for (const [type, name] of [
      [1, '蓝狮足球俱乐部'],
      [2, '暗夜猎鹰电竞俱乐部'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/partners/${type}` });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /^<!doctype html>/);
      assert.ok(res.body.includes(name));
      assert.doesNotMatch(
        res.body,
        /<script|https?:\/\/(?!www\.w3\.org)/i,
        'self-contained: no script, no outside address',
      );
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', 'framed by the site only');
      const crest = await t.app.inject({ method: 'GET', url: `/partners/${type}/crest.svg` });
      assert.equal(crest.statusCode, 200);
      assert.match(String(crest.headers['content-type']), /^image\/svg\+xml/);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/partners/3' })).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/partners/abc' })).statusCode, 400);
  });
});
