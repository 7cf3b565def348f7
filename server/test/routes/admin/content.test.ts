import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { activityApplications, articles, auditLog, notices, promotions, users } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

const HOSTILE =
  '<p style="color:red" onmouseover="x()">内容<script>alert(1)</script><img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe></p>';
const assertClean = (html: string) => {
  assert.ok(html.includes('内容'), html);
  for (const bad of ['<script', 'alert(1)', 'onerror', 'onmouseover', 'javascript:', '<iframe'])
    assert.ok(!html.includes(bad), `${bad} in ${html}`);
};

describe('back office: banners, notices, promotions, articles', () => {
  let t: TestApp;
  let editor: string;
  let finance: string;
  /** a promotion's bonus is finance's, its texts the editor's (issue 14): a promotion with both, in one call, is super's */
  let superAdmin: string;
  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor', 'ed_content');
    finance = await createAdminSession(t.handle.db, 'finance');
    superAdmin = await createAdminSession(t.handle.db, 'super');
  });
  after(() => t.close());

  test('banners: list, add, update, remove, each audited; links checked', async () => {
    const list = json(await adminCall(t.app, 'GET', '/admin/api/banners', finance));
    assert.equal(list.code, 200);
    assert.equal(list.data.total, 4);
    let res = await adminCall(t.app, 'POST', '/admin/api/banners', editor, {
      src: 'https://cdn.example.com/b5.png',
      sort: 5,
    });
    assert.equal(res.statusCode, 200);
    const id = json(res).data.id as number;
    assert.deepEqual(
      { ...json(res).data, created_at: undefined },
      { id, src: 'https://cdn.example.com/b5.png', type: 2, sort: 5, enabled: true, created_at: undefined },
    );
    res = await adminCall(t.app, 'PATCH', `/admin/api/banners/${id}`, editor, { enabled: false });
    assert.equal(json(res).data.enabled, false);
    assert.equal(json(res).data.src, 'https://cdn.example.com/b5.png');
    for (const [payload, message] of [
      [{ src: 'javascript:alert(1)' }, 'src 必须是 http(s) 链接或以 / 开头的站内路径'],
      [{ src: '' }, 'src 必须是 http(s) 链接或以 / 开头的站内路径'],
      [{ src: '/ok.png', sort: -1 }, '参数错误：sort 超出范围'],
      [{ src: '/ok.png', type: 'home' }, '参数错误：type 格式不正确'],
      [{}, '参数错误：src 不能为空'],
    ] as const) {
      const r = await adminCall(t.app, 'POST', '/admin/api/banners', editor, payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(r).message, message);
    }
    assert.equal(
      json(await adminCall(t.app, 'PATCH', `/admin/api/banners/${id}`, editor, {})).message,
      '请至少修改一项',
    );
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/banners/99999', editor, { sort: 1 })).statusCode, 404);
    res = await adminCall(t.app, 'DELETE', `/admin/api/banners/${id}`, editor);
    assert.equal(res.statusCode, 200);
    assert.equal((await adminCall(t.app, 'GET', `/admin/api/banners/${id}`, editor)).statusCode, 404);
    assert.equal(json(await adminCall(t.app, 'DELETE', `/admin/api/banners/${id}`, editor)).message, '广告图不存在');
    const actions = (await t.handle.db.select().from(auditLog))
      .filter((a) => a.action.startsWith('banner.'))
      .map((a) => a.action);
    assert.deepEqual(actions, ['banner.create', 'banner.update', 'banner.delete']);
  });

  test('notices: home lines are plain text, inbox messages are sanitised HTML with a title, optionally for one player', async () => {
    let res = await adminCall(t.app, 'POST', '/admin/api/notices', editor, { kind: 'home', content: '  新公告  ' });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).data.content, '新公告');
    res = await adminCall(t.app, 'POST', '/admin/api/notices', editor, {
      kind: 'inbox',
      title: '致会员',
      content: HOSTILE,
    });
    assert.equal(res.statusCode, 200);
    const inboxId = json(res).data.id;
    const [row] = await t.handle.db.select().from(notices).where(eq(notices.id, inboxId));
    assertClean(row.content);
    const [demo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo888'));
    res = await adminCall(t.app, 'POST', '/admin/api/notices', editor, {
      kind: 'inbox',
      title: '私信',
      content: '<p>只给你</p>',
      user_id: demo.id,
    });
    assert.equal(json(res).data.user_id, demo.id);
    for (const [payload, status, message] of [
      [{ kind: 'inbox', content: '<p>无标题</p>' }, 400, '站内信必须填写 title'],
      [{ kind: 'inbox', title: 'x', content: '<script>x</script>' }, 400, 'content 不能为空'],
      [{ kind: 'inbox', title: 'x', content: 'hi', user_id: 999999 }, 404, '用户不存在'],
      [{ kind: 'home', content: 'hi', user_id: demo.id }, 400, '只有站内信（kind=inbox）可以指定 user_id'],
      [{ kind: 'popup', content: 'hi' }, 400, '参数错误：kind 取值无效'],
      [{ kind: 'home', content: '' }, 400, 'content 不能为空'],
    ] as const) {
      const r = await adminCall(t.app, 'POST', '/admin/api/notices', editor, payload);
      assert.equal(r.statusCode, status, JSON.stringify(payload));
      assert.equal(json(r).message, message);
    }
    const inbox = json(await adminCall(t.app, 'GET', '/admin/api/notices?kind=inbox', editor));
    assert.ok(inbox.data.data.every((n: { kind: string }) => n.kind === 'inbox'));
    assert.equal(inbox.data.total, 4);
  });

  test('promotions: HTML sanitised, bonus checked, dates in Shanghai time, type must exist; in-use rows cannot be deleted', async () => {
    const types = json(await adminCall(t.app, 'GET', '/admin/api/promotion-types', editor)).data.data;
    assert.ok(types.length > 0);
    const bonusOnly = {
      type_id: types[0].id,
      title: '周末加赠',
      bonus: { percent: 50, max: '888', min_deposit: '100.50', flow_multiple: 10 },
    };
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/promotions', editor, bonusOnly)).statusCode,
      403,
      'an editor sets no bonus',
    );
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/promotions', finance, bonusOnly)).statusCode,
      403,
      'finance writes no texts',
    );
    let res = await adminCall(t.app, 'POST', '/admin/api/promotions', superAdmin, {
      type_id: types[0].id,
      title: '周末加赠',
      banner: '/assets/promo.png',
      content: HOSTILE,
      memo: HOSTILE,
      starts_at: '2026-12-01 00:00:00',
      ends_at: '2026-12-31 23:59:59',
      bonus: { percent: 50, max: '888', min_deposit: '100.50', flow_multiple: 10 },
    });
    assert.equal(res.statusCode, 200, JSON.stringify(json(res)));
    const promo = json(res).data;
    assert.equal(promo.starts_at, '2026-12-01 00:00:00');
    assert.deepEqual(promo.bonus, { percent: 50, max: '888.00', min_deposit: '100.50', flow_multiple: 10 });
    const [row] = await t.handle.db.select().from(promotions).where(eq(promotions.id, promo.id));
    assertClean(row.content);
    assertClean(row.memo);
    assert.deepEqual(row.bonus, { percent: 50, maxFen: 88800, minDepositFen: 10050, flowMultiple: 10 });
    assert.equal(row.startsAt?.toISOString(), '2026-11-30T16:00:00.000Z');

    for (const [payload, message] of [
      [{ type_id: 99999, title: 'x' }, '活动类型不存在'],
      [{ type_id: types[0].id, title: '' }, 'title 不能为空'],
      [
        { type_id: types[0].id, title: 'x', banner: 'javascript:alert(1)' },
        'banner 必须是 http(s) 链接或以 / 开头的站内路径',
      ],
      [
        { type_id: types[0].id, title: 'x', starts_at: 'tomorrow' },
        'starts_at 时间格式不正确，应为 YYYY-MM-DD HH:mm:ss',
      ],
      [
        { type_id: types[0].id, title: 'x', starts_at: '2026-12-02 00:00:00', ends_at: '2026-12-01 00:00:00' },
        'ends_at 必须晚于 starts_at',
      ],
      [
        { type_id: types[0].id, title: 'x', bonus: { percent: 0, max: '1', min_deposit: '1' } },
        'bonus.percent 必须在0~100之间且大于0',
      ],
      [
        { type_id: types[0].id, title: 'x', bonus: { percent: 101, max: '1', min_deposit: '1' } },
        'bonus.percent 必须在0~100之间且大于0',
      ],
      [
        { type_id: types[0].id, title: 'x', bonus: { percent: 10, max: '-1', min_deposit: '1' } },
        'bonus.max：金额必须大于0',
      ],
      [
        { type_id: types[0].id, title: 'x', bonus: { percent: 10, max: '1.001', min_deposit: '1' } },
        'bonus.max：金额格式不正确',
      ],
      [{ type_id: types[0].id, title: 'x', bonus: { percent: 10, max: '1' } }, '参数错误：bonus.min_deposit 不能为空'],
    ] as const) {
      const r = await adminCall(t.app, 'POST', '/admin/api/promotions', superAdmin, payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(r).message, message, JSON.stringify(payload));
    }
    assert.equal(
      (await adminCall(t.app, 'PATCH', `/admin/api/promotions/${promo.id}`, editor, { bonus: null })).statusCode,
      403,
    );
    res = await adminCall(t.app, 'PATCH', `/admin/api/promotions/${promo.id}`, finance, { bonus: null });
    assert.equal(json(res).data.bonus, null, 'finance changes the bonus');
    res = await adminCall(t.app, 'PATCH', `/admin/api/promotions/${promo.id}`, editor, { enabled: false });
    assert.equal(json(res).data.bonus, null);
    assert.equal(json(res).data.enabled, false);
    assert.equal(json(res).data.title, '周末加赠', 'only the named fields change');

    const [demo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo888'));
    await t.handle.db.insert(activityApplications).values({ userId: demo.id, promotionId: promo.id });
    res = await adminCall(t.app, 'DELETE', `/admin/api/promotions/${promo.id}`, editor);
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '该活动已有玩家申请，无法删除，请改为停用（enabled=false）');
    res = await adminCall(t.app, 'DELETE', `/admin/api/promotion-types/${types[0].id}`, editor);
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '该类型下仍有活动，无法删除');
  });

  test('articles: sanitised on write, slugs unique', async () => {
    const list = json(await adminCall(t.app, 'GET', '/admin/api/articles', editor));
    const faq = list.data.data.find((a: { slug: string }) => a.slug === 'faq');
    let res = await adminCall(t.app, 'PATCH', `/admin/api/articles/${faq.id}`, editor, { content: HOSTILE });
    assert.equal(res.statusCode, 200);
    const [row] = await t.handle.db.select().from(articles).where(eq(articles.id, faq.id));
    assertClean(row.content);
    res = await adminCall(t.app, 'PATCH', `/admin/api/articles/${faq.id}`, editor, { slug: 'privacy' });
    assert.equal(res.statusCode, 409);
    res = await adminCall(t.app, 'POST', '/admin/api/articles', editor, { slug: 'Bad Slug', title: 'x', content: 'y' });
    assert.equal(json(res).message, 'slug 只能包含小写字母、数字和连字符（1~32位）');
    res = await adminCall(t.app, 'POST', '/admin/api/articles', editor, {
      slug: 'vip-rules',
      title: 'VIP规则',
      content: '<h2>规则</h2>',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).data.content, '<h2>规则</h2>');
  });
});
