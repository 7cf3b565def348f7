import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { activityApplications, auditLog, promotions, redpacketRules, vipLevels } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { newPlayer } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

describe('back office: red-packet rules, VIP levels, promotion applications', () => {
  let t: TestApp;
  let editor: string;
  let finance: string;
  let superAdmin: string;

  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor');
    finance = await createAdminSession(t.handle.db, 'finance');
    superAdmin = await createAdminSession(t.handle.db, 'super');
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const audits = async (action: string) => t.handle.db.select().from(auditLog).where(eq(auditLog.action, action));

  const RULE = {
    start_time: '2026-12-01',
    end_time: '2026-12-31',
    recharge: '500',
    day_flow: 2,
    flow_money: '2.5',
    min_prize: 1,
    max_prize: '66.6',
  };

  test('roles: finance edits rules and levels (they decide how much is paid) and reviews applications, an editor only reads them, super does all, players and strangers cannot', async () => {
    assert.equal((await call('GET', '/admin/api/redpacket-rules')).statusCode, 401);
    const { token: playerToken } = await newPlayer(t.app);
    assert.equal((await call('GET', '/admin/api/redpacket-rules', playerToken)).statusCode, 401);
    assert.equal((await call('GET', '/admin/api/redpacket-rules', finance)).statusCode, 200);
    assert.equal((await call('GET', '/admin/api/redpacket-rules', editor)).statusCode, 200);
    assert.equal((await call('GET', '/admin/api/redpacket-rules', superAdmin)).statusCode, 200);
    assert.equal((await call('POST', '/admin/api/redpacket-rules', editor, RULE)).statusCode, 403);
    assert.equal(json(await call('POST', '/admin/api/redpacket-rules', editor, RULE)).message, '没有权限执行此操作');
    assert.equal((await call('GET', '/admin/api/vip-levels', finance)).statusCode, 200);
    assert.equal((await call('PATCH', '/admin/api/vip-levels/2', editor, { recharge: '1200' })).statusCode, 403);
    assert.equal((await call('GET', '/admin/api/applications', editor)).statusCode, 403);
    assert.equal((await call('GET', '/admin/api/applications', finance)).statusCode, 200);
    assert.equal((await call('GET', '/admin/api/applications', superAdmin)).statusCode, 200);
  });

  test('red-packet rules: create, change only the named fields, delete; each audited', async () => {
    let res = await call('POST', '/admin/api/redpacket-rules', finance, RULE);
    assert.equal(res.statusCode, 200, res.body);
    const created = json(res).data;
    assert.deepEqual(
      { ...created, id: 0 },
      {
        id: 0,
        start_time: '2026-12-01 00:00:00',
        end_time: '2026-12-31 23:59:59',
        recharge: '500.00',
        day_flow: 2,
        flow_money: '2.50',
        min_prize: '1.00',
        max_prize: '66.60',
        enabled: true,
      },
    );
    assert.equal((await audits('redpacket_rule.create')).length, 1);
    assert.equal((await audits('redpacket_rule.create'))[0].target, `redpacket_rule:${created.id}`);

    res = await call('PATCH', `/admin/api/redpacket-rules/${created.id}`, finance, {
      day_flow: 4,
      enabled: false,
      id: 999,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).data.day_flow, 4);
    assert.equal(json(res).data.enabled, false);
    assert.equal(json(res).data.id, created.id, 'the id is not writable');
    const [row] = await t.handle.db.select().from(redpacketRules).where(eq(redpacketRules.id, created.id));
    assert.equal(row.rechargeFen, 50_000);
    assert.equal(row.maxPrizeFen, 6_660);
    assert.equal((await audits('redpacket_rule.update')).length, 1);

    const list = json(await call('GET', '/admin/api/redpacket-rules', editor)).data;
    assert.ok(list.some((r: any) => r.id === created.id));

    res = await call('DELETE', `/admin/api/redpacket-rules/${created.id}`, finance);
    assert.equal(res.statusCode, 200);
    assert.equal((await t.handle.db.select().from(redpacketRules).where(eq(redpacketRules.id, created.id))).length, 0);
    assert.equal((await audits('redpacket_rule.delete')).length, 1);
    assert.equal((await call('DELETE', `/admin/api/redpacket-rules/${created.id}`, finance)).statusCode, 404);
    assert.equal(
      (await call('PATCH', `/admin/api/redpacket-rules/${created.id}`, finance, { day_flow: 1 })).statusCode,
      404,
    );
  });

  test('red-packet rules: bad input is a 400 with a clear message, never a 500', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...RULE, min_prize: '10', max_prize: '5' }, /最高红包金额不能低于最低红包金额/],
      [{ ...RULE, start_time: '2026-12-31', end_time: '2026-12-01' }, /结束时间不能早于开始时间/],
      [{ ...RULE, start_time: '2026-02-30' }, /日期格式不正确/],
      [{ ...RULE, start_time: 'tomorrow' }, /日期格式不正确/],
      [{ ...RULE, recharge: '1.234' }, /累计充值金额：金额格式不正确/],
      [{ ...RULE, recharge: '-5' }, /累计充值金额/],
      [{ ...RULE, recharge: 0 }, /累计充值金额：金额必须大于0/],
      [{ ...RULE, recharge: '1e5' }, /累计充值金额：金额格式不正确/],
      [{ ...RULE, recharge: '100000001' }, /累计充值金额：金额不能超过/],
      [{ ...RULE, min_prize: 'abc' }, /最低红包金额/],
      [{ ...RULE, flow_money: '1.234' }, /流水倍数/],
      [{ ...RULE, flow_money: '5000' }, /流水倍数/],
      [{ ...RULE, day_flow: 0 }, /^参数错误：day_flow 超出范围$/],
      [{ ...RULE, day_flow: '2' }, /^参数错误：day_flow 格式不正确$/],
      [{ ...RULE, enabled: 'yes' }, /^参数错误：enabled 格式不正确$/],
      [{ ...RULE, recharge: undefined }, /^参数错误：recharge 不能为空$/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/api/redpacket-rules', finance, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)} → ${res.body}`);
      assert.match(json(res).message, message, JSON.stringify(body));
    }
    assert.equal((await call('PATCH', '/admin/api/redpacket-rules/abc', finance, { day_flow: 1 })).statusCode, 400);
    assert.equal((await call('PATCH', '/admin/api/redpacket-rules/1', finance, {})).statusCode, 400);
    const [rule] = await t.handle.db.select().from(redpacketRules).limit(1);
    const res = await call('PATCH', `/admin/api/redpacket-rules/${rule.id}`, finance, { max_prize: '0.01' });
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '最高红包金额不能低于最低红包金额');
  });

  test('VIP levels: list, change thresholds and rates, players see it; each audited', async () => {
    const list = json(await call('GET', '/admin/api/vip-levels', editor)).data;
    assert.equal(list.length, 10);
    let res = await call('PATCH', '/admin/api/vip-levels/2', finance, {
      realperson: '0.5',
      lottery: 0.38,
      recharge: '1200',
      level: 9,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).data.level, 2);
    const [l2] = await t.handle.db.select().from(vipLevels).where(eq(vipLevels.level, 2));
    assert.deepEqual(
      [String(l2.realperson), String(l2.lottery), String(l2.sport), l2.rechargeFen, l2.flowFen],
      ['0.50', '0.38', '0.45', 120_000, 1_000_000],
    );
    const seen = json(await post(t.app, '/api/uservip')).data[1];
    assert.deepEqual([seen.realperson, seen.recharge], ['0.50', '1200.00']);
    assert.equal((await audits('vip_level.update')).length, 1);

    res = await call('PATCH', '/admin/api/vip-levels/1', finance, { recharge: 0, flow: '0' });
    assert.equal(res.statusCode, 200, 'level 1 may start at 0');
    for (const [url, body] of [
      ['/admin/api/vip-levels/2', { realperson: '101' }],
      ['/admin/api/vip-levels/2', { realperson: '-1' }],
      ['/admin/api/vip-levels/2', { sport: '0.123' }],
      ['/admin/api/vip-levels/2', { recharge: 0 }],
      ['/admin/api/vip-levels/2', { flow: '1.001' }],
      ['/admin/api/vip-levels/2', {}],
      ['/admin/api/vip-levels/11', { sport: '1' }],
      ['/admin/api/vip-levels/0', { sport: '1' }],
      ['/admin/api/vip-levels/x', { sport: '1' }],
    ] as const) {
      const r = await call('PATCH', url, finance, body);
      assert.equal(r.statusCode, 400, `${url} ${JSON.stringify(body)} → ${r.body}`);
    }
  });

  test('applications: list by state, pass or reject once (conditional on pending); each audited', async () => {
    const [a, b] = [await newPlayer(t.app), await newPlayer(t.app)];
    const [promo] = await t.handle.db.select().from(promotions).limit(1);
    await post(t.app, '/api/doactivityapply', { activityid: promo.id }, a.token);
    await post(t.app, '/api/doactivityapply', { activityid: promo.id }, b.token);
    const pending = json(await call('GET', '/admin/api/applications?state=1&page=1', finance)).data;
    assert.equal(pending.total, 2);
    const appA = pending.data.find((r: any) => r.username === a.username);
    const appB = pending.data.find((r: any) => r.username === b.username);
    assert.equal(appA.activity_name, promo.title);

    let res = await call('POST', `/admin/api/applications/${appA.id}/pass`, finance, {});
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).data.state, 2);
    res = await call('POST', `/admin/api/applications/${appA.id}/reject`, finance, { reason: '重复' });
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '该申请已审核，不能重复操作');

    res = await call('POST', `/admin/api/applications/${appB.id}/reject`, finance, {});
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '请输入拒绝理由');
    res = await call('POST', `/admin/api/applications/${appB.id}/reject`, finance, { reason: '不符合活动条件' });
    assert.equal(res.statusCode, 200);
    const [rowB] = await t.handle.db.select().from(activityApplications).where(eq(activityApplications.id, appB.id));
    assert.deepEqual([rowB.state, rowB.reason], [3, '不符合活动条件']);
    assert.ok(rowB.reviewedBy && rowB.reviewedAt);

    assert.equal((await call('POST', '/admin/api/applications/999999/pass', finance, {})).statusCode, 404);
    assert.equal((await call('POST', '/admin/api/applications/abc/pass', finance, {})).statusCode, 400);
    assert.equal((await call('GET', '/admin/api/applications?state=7', finance)).statusCode, 400);
    assert.equal((await call('GET', '/admin/api/applications?page=0', finance)).statusCode, 400);
    assert.equal(json(await call('GET', '/admin/api/applications?state=2', finance)).data.total, 1);
    assert.equal(json(await call('GET', '/admin/api/applications?state=3', finance)).data.total, 1);
    assert.deepEqual(
      (await audits('application.pass')).map((x) => x.target),
      [`application:${appA.id}`],
    );
    assert.deepEqual(
      (await audits('application.reject')).map((x) => x.target),
      [`application:${appB.id}`],
    );

    // the player sees the outcome
    const log = json(await post(t.app, '/api/activityApplyLog', {}, b.token)).data.data;
    assert.equal(log[0].state, 3);
  });

  test('simultaneous pass and reject of one application: exactly one wins', async () => {
    const p = await newPlayer(t.app);
    const [promo] = await t.handle.db.select().from(promotions).limit(1);
    await post(t.app, '/api/doactivityapply', { activityid: promo.id }, p.token);
    const [row] = await t.handle.db
      .select()
      .from(activityApplications)
      .where(eq(activityApplications.userId, p.userId));
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => call('POST', `/admin/api/applications/${row.id}/pass`, finance, {})),
      ...Array.from({ length: 4 }, () =>
        call('POST', `/admin/api/applications/${row.id}/reject`, finance, { reason: 'x' }),
      ),
    ]);
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(results.filter((r) => r.statusCode === 409).length, 7);
  });
});
