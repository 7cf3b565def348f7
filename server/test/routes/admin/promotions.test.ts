import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activityApplications, auditLog, ledgerEntries, promotions } from '#app/db/schema/index';
import { checkInvariants } from '#app/db/ledger';
import { createAdminSession } from '#test/helpers/admin';
import { centralFen, confirmDeposit, newPlayer, sh, testClock, userRow } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

const yuan = (n: number) => Math.round(n * 100);

describe(`back office: scheduling and retiring promotions, approvals that pay a bonus (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let finance: string;
  /** a promotion with a bonus and texts in one call (the bonus is finance's, the texts the editor's) */
  let superAdmin: string;
  const clock = testClock('2026-11-21 12:00:00');
  const ids: Record<string, number> = {};

  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now, poolSize: 12 });
    editor = await createAdminSession(t.handle.db, 'editor');
    finance = await createAdminSession(t.handle.db, 'finance');
    superAdmin = await createAdminSession(t.handle.db, 'super');
    for (const p of await t.handle.db.select().from(promotions)) ids[p.title] = p.id;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const audits = async (action: string) => t.handle.db.select().from(auditLog).where(eq(auditLog.action, action));
  const listed = async () =>
    json(await post(t.app, '/api/activitylist')).data.data.map((p: { id: number }) => p.id) as number[];
  const applicationOf = async (userId: number, promotionId: number) => {
    const [row] = await t.handle.db
      .select()
      .from(activityApplications)
      .where(and(eq(activityApplications.userId, userId), eq(activityApplications.promotionId, promotionId)));
    return row;
  };
  const applied = async (promotionId: number) => {
    const p = await newPlayer(t.app);
    const res = await post(t.app, '/api/doactivityapply', { activityid: promotionId }, p.token);
    assert.equal(res.statusCode, 200, res.body);
    return { ...p, application: await applicationOf(p.userId, promotionId) };
  };

  test('schedule: a future window hides the promotion until it starts and retires it at its end; audited before/after', async () => {
    const id = ids['每日签到好礼'];
    let res = await call('POST', `/admin/api/promotions/${id}/schedule`, editor, {
      starts_at: '2026-12-01 00:00:00',
      ends_at: '2026-12-31 23:59:59',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res).data, {
      id,
      title: '每日签到好礼',
      enabled: true,
      starts_at: '2026-12-01 00:00:00',
      ends_at: '2026-12-31 23:59:59',
      state: 'scheduled',
    });
    assert.ok(!(await listed()).includes(id));
    const player = await newPlayer(t.app);
    res = await post(t.app, '/api/doactivityapply', { activityid: id }, player.token);
    assert.deepEqual([res.statusCode, json(res).message], [404, '活动不存在']);

    clock.set('2026-12-01 00:00:00');
    assert.ok((await listed()).includes(id));
    assert.equal((await post(t.app, '/api/doactivityapply', { activityid: id }, player.token)).statusCode, 200);
    clock.set('2027-01-01 00:00:00');
    assert.ok(!(await listed()).includes(id));
    res = await post(t.app, '/api/activitydeatil', { id });
    assert.deepEqual([res.statusCode, json(res).message], [404, '该活动已结束']);
    clock.set('2026-11-21 12:00:00');

    const [row] = await audits('promotion.schedule');
    assert.equal(row.target, `promotion:${id}`);
    const detail = row.detail as {
      before: { starts_at: string; state: string };
      after: { starts_at: string; state: string };
    };
    assert.deepEqual([detail.before.starts_at, detail.before.state], ['', 'running']);
    assert.deepEqual([detail.after.starts_at, detail.after.state], ['2026-12-01 00:00:00', 'scheduled']);

    // open both bounds again: running now
    res = await call('POST', `/admin/api/promotions/${id}/schedule`, editor, { starts_at: null, ends_at: '' });
    assert.equal(json(res).data.state, 'running');
    assert.ok((await listed()).includes(id));
  });

  test('schedule: bad input is a 400 with a clear message; finance may not, strangers are 401', async () => {
    const id = ids['电子游戏周周返'];
    for (const [body, message] of [
      [{ starts_at: '2026-13-01 00:00:00' }, '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss（北京时间）'],
      [{ ends_at: 'tomorrow' }, '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss（北京时间）'],
      [{ starts_at: '2026-12-02 00:00:00', ends_at: '2026-12-01 00:00:00' }, '结束时间必须晚于开始时间'],
      [{ ends_at: '2026-11-21 11:59:59' }, '结束时间已过，活动将立即下架；如需下架请使用 retire'],
      [{}, '请至少指定开始时间或结束时间'],
    ] as const) {
      const res = await call('POST', `/admin/api/promotions/${id}/schedule`, editor, body);
      assert.deepEqual([res.statusCode, json(res).message], [400, message], JSON.stringify(body));
    }
    for (const body of [{ starts_at: 5 }, { starts_at: ['2026-12-01'] }, { ends_at: 'x'.repeat(100) }]) {
      const res = await call('POST', `/admin/api/promotions/${id}/schedule`, editor, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(json(res).message, /^参数错误/);
    }
    assert.equal(
      (await call('POST', '/admin/api/promotions/999999/schedule', editor, { ends_at: '2027-01-01 00:00:00' }))
        .statusCode,
      404,
    );
    assert.equal(
      (await call('POST', '/admin/api/promotions/abc/schedule', editor, { ends_at: '2027-01-01 00:00:00' })).statusCode,
      400,
    );
    assert.equal(
      (await call('POST', `/admin/api/promotions/${id}/schedule`, finance, { ends_at: '2027-01-01 00:00:00' }))
        .statusCode,
      403,
    );
    assert.equal(
      (await call('POST', `/admin/api/promotions/${id}/schedule`, undefined, { ends_at: '2027-01-01 00:00:00' }))
        .statusCode,
      401,
    );
    const [row] = await t.handle.db.select().from(promotions).where(eq(promotions.id, id));
    assert.deepEqual([row.startsAt, row.endsAt], [null, null], 'nothing changed');
  });

  test('retire: gone from the list, detail and applications refused with the reason, pending applications still reviewable', async () => {
    const id = ids['欧洲杯冠军竞猜'];
    const early = await applied(id);
    let res = await call('POST', `/admin/api/promotions/${id}/retire`, editor);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      [json(res).message, json(res).data.state, json(res).data.enabled],
      ['活动已下架', 'withdrawn', false],
    );
    assert.ok(!(await listed()).includes(id));
    res = await post(t.app, '/api/activitydeatil', { id });
    assert.deepEqual([res.statusCode, json(res).message], [404, '该活动已下架']);
    const late = await newPlayer(t.app);
    res = await post(t.app, '/api/doactivityapply', { activityid: id }, late.token);
    assert.deepEqual([res.statusCode, json(res).message], [404, '该活动已下架，无法申请']);
    assert.equal(await applicationOf(late.userId, id), undefined, 'nothing written');

    res = await call('POST', `/admin/api/promotions/${id}/retire`, editor);
    assert.deepEqual([res.statusCode, json(res).message], [409, '该活动已下架']);
    const [row] = await audits('promotion.retire');
    assert.deepEqual((row.detail as { before: { state: string }; after: { state: string } }).after.state, 'withdrawn');

    // the board shows it with its application
    const board = json(await call('GET', '/admin/api/promotion-board', finance)).data as {
      id: number;
      state: string;
      applications: number;
      pending: number;
    }[];
    const entry = board.find((b) => b.id === id)!;
    assert.deepEqual([entry.state, entry.applications, entry.pending], ['withdrawn', 1, 1]);
    // the application made before it was retired can still be decided
    res = await call('POST', `/admin/api/applications/${early.application.id}/reject`, finance, {
      reason: '活动已下架',
    });
    assert.equal(res.statusCode, 200);

    // scheduling brings it back
    res = await call('POST', `/admin/api/promotions/${id}/schedule`, editor, { ends_at: '2027-06-30 23:59:59' });
    assert.equal(json(res).data.state, 'running');
    assert.ok((await listed()).includes(id));
    assert.equal((await call('POST', `/admin/api/promotions/${id}/retire`, finance)).statusCode, 403);
  });

  test('a promotion may carry a fixed bonus (amount) instead of a percentage; the two do not mix', async () => {
    const [type] = json(await post(t.app, '/api/activitytype')).data as { id: number }[];
    assert.equal(
      (
        await call('POST', '/admin/api/promotions', editor, {
          type_id: type.id,
          title: '回归礼金',
          bonus: { amount: '28.80', flow_multiple: 3 },
        })
      ).statusCode,
      403,
    );
    let res = await call('POST', '/admin/api/promotions', superAdmin, {
      type_id: type.id,
      title: '回归礼金',
      bonus: { amount: '28.80', flow_multiple: 3 },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res).data.bonus, { amount: '28.80', flow_multiple: 3 });
    const [row] = await t.handle.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, json(res).data.id));
    assert.deepEqual(row.bonus, { percent: 0, maxFen: 2_880, minDepositFen: 0, flowMultiple: 3, amountFen: 2_880 });
    for (const [bonus, message] of [
      [{ amount: '0' }, 'bonus.amount：金额必须大于0'],
      [{ amount: 'x' }, 'bonus.amount：金额格式不正确'],
      [{ amount: '5', percent: 10 }, 'bonus 只能是百分比彩金（percent、max、min_deposit）或固定彩金（amount）之一'],
      [{ percent: 10, max: '5' }, '参数错误：bonus.min_deposit 不能为空'],
    ] as const) {
      res = await call('POST', '/admin/api/promotions', superAdmin, { type_id: type.id, title: 'x', bonus });
      assert.deepEqual([res.statusCode, json(res).message], [400, message], JSON.stringify(bonus));
    }
    const p = await applied(row.id);
    res = await call('POST', `/admin/api/applications/${p.application.id}/pass`, finance, {});
    assert.equal(json(res).data.bonus, '28.80');
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, 3 * 2_880);
  });

  test('settings: the sponsorship pages take an https address or a site path, never plain http or script', async () => {
    // a framed outside page is where players are sent: finance's (issue 19; the editor's 403 is in roles.test.ts)
    for (const value of ['https://partner.example/club', '/partners/2', '']) {
      const res = await call('PATCH', '/admin/api/settings', finance, { sponsor_url_1: value });
      assert.equal(res.statusCode, 200, `${value} → ${res.body}`);
      assert.deepEqual(json(await post(t.app, '/api/sponsorurl', { type: 1 })).data, { url: value || '/partners/1' });
    }
    for (const value of ['http://partner.example', 'javascript:alert(1)', '//evil.example', 'partner.example', 5]) {
      const res = await call('PATCH', '/admin/api/settings', finance, { sponsor_url_2: value });
      assert.equal(res.statusCode, 400, String(value));
      assert.match(
        json(res).message,
        /^sponsor_url_2 (必须是 https:\/\/ 链接或以 \/ 开头的站内路径|必须是 http\(s\) 链接或以 \/ 开头的站内路径|必须是文本)$/,
      );
    }
    assert.deepEqual(json(await post(t.app, '/api/sponsorurl', { type: 2 })).data, { url: '/partners/2' });
  });

  test('approving a fixed-bonus promotion pays it once through the ledger, with its turnover', async () => {
    const p = await applied(ids['注册即送体验金']);
    const before = await centralFen(t.handle.db, p.userId);
    let res = await call('POST', `/admin/api/applications/${p.application.id}/pass`, finance, {});
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      [json(res).message, json(res).data.bonus, json(res).data.state],
      ['已通过，已发放彩金 18.00 元', '18.00', 2],
    );
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(18));
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, yuan(18), '1x turnover');
    const row = await applicationOf(p.userId, ids['注册即送体验金']);
    assert.deepEqual([row.state, row.bonusFen], [2, yuan(18)]);
    assert.ok(row.bonusPaidAt);
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memo, `注册即送体验金（申请 #${row.id} 审核通过）`));
    assert.equal(entries.length, 1);

    // a second review changes nothing; neither does a later deposit (the promotion pays on approval only)
    res = await call('POST', `/admin/api/applications/${p.application.id}/pass`, finance, { bonus: '18' });
    assert.deepEqual([res.statusCode, json(res).message], [409, '该申请已审核，不能重复操作']);
    await confirmDeposit(t.handle.db, p.userId, yuan(500), sh('2026-11-21 12:00:00'));
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(18) + yuan(500));

    // the player's record shows it passed with its bonus
    const log = json(await post(t.app, '/api/activityApplyLog', {}, p.token)).data.data;
    assert.deepEqual([log[0].state, log[0].bonus], [2, '18.00']);
    const [audit] = (await audits('application.pass')).filter((a) => a.target === `application:${row.id}`);
    assert.deepEqual((audit.detail as { after: unknown }).after, { state: 2, bonus: '18.00' });
  });

  test('approving the first-deposit promotion pays its percentage of the first deposit, once', async () => {
    const id = ids['新人首存礼 100% 彩金']; // 100 %, max 888, deposits of 100+, 10x turnover
    const p = await applied(id);
    await confirmDeposit(t.handle.db, p.userId, yuan(300), sh('2026-11-21 11:00:00'));
    await confirmDeposit(t.handle.db, p.userId, yuan(5_000), sh('2026-11-21 11:30:00'));
    const before = await centralFen(t.handle.db, p.userId);
    const turnover = (await userRow(t.handle.db, p.userId)).turnoverRequiredFen;
    const res = await call('POST', `/admin/api/applications/${p.application.id}/pass`, finance, {});
    assert.equal(json(res).data.bonus, '300.00', '100 % of the first deposit (300), not of the larger second one');
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(300));
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, turnover + 10 * yuan(300));
    await confirmDeposit(t.handle.db, p.userId, yuan(1_000), sh('2026-11-21 13:00:00'));
    assert.equal(
      await centralFen(t.handle.db, p.userId),
      before + yuan(300) + yuan(1_000),
      'the next deposit pays nothing more',
    );

    // not deposited yet: nothing on approval, paid on the next qualifying deposit instead
    const q = await applied(id);
    assert.equal(
      json(await call('POST', `/admin/api/applications/${q.application.id}/pass`, finance, {})).data.bonus,
      '0.00',
    );
    const qBefore = await centralFen(t.handle.db, q.userId);
    await confirmDeposit(t.handle.db, q.userId, yuan(2_000), sh('2026-11-21 13:00:00'));
    assert.equal(await centralFen(t.handle.db, q.userId), qBefore + yuan(2_000) + yuan(888), 'capped at 888');
  });

  test('an operator may name the bonus and its turnover; refusals are clear and change nothing', async () => {
    const p = await applied(ids['体育串关加奖']);
    const url = `/admin/api/applications/${p.application.id}/pass`;
    for (const [body, message] of [
      [{ bonus: 'abc' }, '彩金金额：金额格式不正确'],
      [{ bonus: '0' }, '彩金金额：金额必须大于0'],
      [{ bonus: '-5' }, '彩金金额：金额必须大于0'],
      [{ bonus: '1.001' }, '彩金金额：金额格式不正确'],
      [{ bonus: 1e12 }, '彩金金额：金额不能超过100000000元'],
      [{ bonus: '10', flow_multiple: '101' }, '彩金流水倍数须为 0–100 之间、最多两位小数的数字'],
      [{ bonus: '10', flow_multiple: 'x' }, '彩金流水倍数须为 0–100 之间、最多两位小数的数字'],
    ] as const) {
      const res = await call('POST', url, finance, body);
      assert.deepEqual([res.statusCode, json(res).message], [400, message], JSON.stringify(body));
    }
    for (const body of [{ bonus: [1] }, { bonus: true }, { bonus: 'x'.repeat(100) }, { reason: 5 }]) {
      const res = await call('POST', url, finance, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
    }
    let res = await call('POST', `/admin/api/applications/${p.application.id}/reject`, finance, {
      reason: '不符合',
      bonus: '5',
    });
    assert.deepEqual([res.statusCode, json(res).message], [400, '拒绝申请时不能发放彩金']);
    assert.equal((await applicationOf(p.userId, ids['体育串关加奖'])).state, 1, 'still pending');

    const before = await centralFen(t.handle.db, p.userId);
    res = await call('POST', url, finance, { bonus: '66.60', flow_multiple: '2.5' });
    assert.deepEqual([res.statusCode, json(res).data.bonus], [200, '66.60']);
    assert.equal(await centralFen(t.handle.db, p.userId), before + 6_660);
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, Math.ceil(6_660 * 2.5));
    assert.equal((await call('POST', url, editor, {})).statusCode, 403);
  });

  test('parallel approvals of one application (and a racing reject) pay its bonus exactly once', async () => {
    const p = await applied(ids['注册即送体验金']);
    const before = await centralFen(t.handle.db, p.userId);
    const url = (action: string) => `/admin/api/applications/${p.application.id}/${action}`;
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => call('POST', url('pass'), finance, {})),
      ...Array.from({ length: 3 }, () => call('POST', url('pass'), finance, { bonus: '50' })),
      ...Array.from({ length: 3 }, () => call('POST', url('reject'), finance, { reason: '并发' })),
    ]);
    const okay = results.filter((r) => r.statusCode === 200);
    assert.equal(okay.length, 1, results.map((r) => r.statusCode).join(','));
    assert.equal(results.filter((r) => r.statusCode === 409).length, results.length - 1);
    const row = await applicationOf(p.userId, ids['注册即送体验金']);
    const paid = row.state === 2 ? row.bonusFen : 0;
    assert.equal(await centralFen(t.handle.db, p.userId), before + paid);
    assert.equal(json(okay[0]).data.bonus, (paid / 100).toFixed(2));
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memo, `注册即送体验金（申请 #${row.id} 审核通过）`));
    assert.equal(entries.length, row.state === 2 ? 1 : 0);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('many players approved at once: every bonus paid once, the ledger balances', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => applied(ids['注册即送体验金'])));
    const before = await Promise.all(players.map((p) => centralFen(t.handle.db, p.userId)));
    const results = await Promise.all(
      players.flatMap((p) =>
        [1, 2, 3].map(() => call('POST', `/admin/api/applications/${p.application.id}/pass`, finance, {})),
      ),
    );
    assert.equal(results.filter((r) => r.statusCode === 200).length, players.length);
    const after = await Promise.all(players.map((p) => centralFen(t.handle.db, p.userId)));
    assert.deepEqual(
      after.map((a, i) => a - before[i]),
      players.map(() => yuan(18)),
    );
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });
});
