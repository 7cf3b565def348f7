import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { agentApplications, auditLog, notices, sessions, users } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, login, post, register, type TestApp } from '#test/helpers/test-app';
import { adminCall } from '../admin/helpers';

/**
 * The account pages' calls (001 §7): /api/updateuserinfo, /api/editPassword, /api/editPayPassword, /api/noticeList,
 * /api/article, /api/applyagentdo (+ our /api/applyagentinfo) and the back office's review of applications.
 * Real server, real database (PGlite by default; DATABASE_URL for PostgreSQL).
 */
describe('account: profile, passwords, inbox, articles, partner programme', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const userIdOf = async (name: string) =>
    (await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, name)))[0].id;

  test("updateuserinfo: the page's order and messages, then the values are stored and read back by /api/user", async () => {
    const { token } = await register(t.app);
    const good = { mobile: '13812345678', email: 'li.si@example.com', birthday: '1990-05-20' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, mobile: '12345678901', email: 'bad', birthday: 'x' }, '请输入正确手机号'],
      [{ ...good, mobile: '' }, '请输入正确手机号'],
      [{ ...good, mobile: '1381234567' }, '请输入正确手机号'],
      [{ ...good, email: 'bad', birthday: 'x' }, '请输入正确邮箱号'],
      [{ ...good, email: `${'a'.repeat(250)}@example.com` }, '请输入正确邮箱号'],
      [{ ...good, birthday: '1990/05/20' }, '请输入正确的日期格式：YYYY-MM-DD'],
      [{ ...good, birthday: '1990-02-30' }, '请输入正确的日期格式：YYYY-MM-DD'],
      [{ ...good, birthday: '1979-12-31' }, '出生日期不能早于1980-01-01'],
      [{ ...good, birthday: '2999-01-01' }, '出生日期不能晚于今天'],
      [{ ...good, mobile: '<script>alert(1)</script>' }, '请输入正确手机号'],
      [{ ...good, email: '"><img src=x onerror=alert(1)>@x.com' }, '请输入正确邮箱号'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/updateuserinfo', payload, token);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(res).message, message, JSON.stringify(payload));
    }
    // over-long and binary: a 400 from the schema, never a 500
    for (const payload of [
      { ...good, mobile: '1'.repeat(10_000) },
      { ...good, email: 'a\u0000b@x.com' },
      { ...good, birthday: 19900520 },
    ]) {
      const res = await post(t.app, '/api/updateuserinfo', payload, token);
      assert.equal(res.statusCode, 400);
    }
    const res = await post(t.app, '/api/updateuserinfo', { ...good, mobile: ' 8613812345678 ' }, token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '操作成功');
    const info = json(await post(t.app, '/api/user', {}, token)).data;
    assert.equal(info.mobile, '8613812345678');
    assert.equal(info.email, 'li.si@example.com');
    assert.equal(info.birthday, '1990-05-20');
    // visitors are refused
    assert.equal((await post(t.app, '/api/updateuserinfo', good)).statusCode, 401);
  });

  test('editPassword: the seven-step order on the server (confirmation aside), wrong old throttled like a login, success ends every session', async () => {
    const { token, body } = await register(t.app);
    const steps: [Record<string, unknown>, string][] = [
      [{ password: '', paypassword: '' }, '请输入旧密码'],
      [{ password: 'abc' }, '请输入新密码'],
      [{ password: 'abc', paypassword: 'abc' }, '请输入正确的旧密码长度'],
      [{ password: 'Secret#2024', paypassword: 'abc' }, '请输入正确的新密码长度'],
      [{ password: 'Secret#2024', paypassword: 'Secret#2024' }, '新旧密码不能一致！'],
    ];
    for (const [payload, message] of steps) {
      const res = await post(t.app, '/api/editPassword', payload, token);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, message);
    }
    // over-long, binary or non-text values: a 400, never a 500, and nothing changes
    for (const payload of [
      { password: 'x'.repeat(5000), paypassword: 'NewPass#2025' },
      { password: 'Secret\u0000#2024', paypassword: 'NewPass#2025' },
      { password: ['a'], paypassword: 'NewPass#2025' },
      { password: { $ne: '' }, paypassword: 'x' },
    ]) {
      for (const url of ['/api/editPassword', '/api/editPayPassword']) {
        const res = await post(t.app, url, payload, token);
        assert.equal(res.statusCode, 400, `${url} ${JSON.stringify(payload).slice(0, 60)}`);
      }
    }
    // a second session of the same player (another phone)
    const other = json(await login(t.app, body.name, body.password)).data.api_token as string;
    assert.equal((await post(t.app, '/api/user', {}, other)).statusCode, 200);

    let res = await post(t.app, '/api/editPassword', { password: 'Wrong#0000', paypassword: 'NewPass#2025' }, token);
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '旧密码错误');
    res = await post(t.app, '/api/editPassword', { password: body.password, paypassword: '123456' }, token);
    assert.equal(json(res).message, '密码过于简单，请更换一个更安全的密码');

    res = await post(t.app, '/api/editPassword', { password: body.password, paypassword: 'NewPass#2025' }, token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '密码修改成功！');
    // both sessions are over
    assert.equal((await post(t.app, '/api/user', {}, token)).statusCode, 401);
    assert.equal((await post(t.app, '/api/user', {}, other)).statusCode, 401);
    const uid = await userIdOf(body.name);
    const live = (await t.handle.db.select().from(sessions).where(eq(sessions.userId, uid))).filter(
      (s) => s.revokedAt === null,
    );
    assert.equal(live.length, 0);
    // the old password no longer logs in, the new one does
    assert.equal(json(await login(t.app, body.name, body.password)).message, '账号或密码错误');
    const fresh = json(await login(t.app, body.name, 'NewPass#2025'));
    assert.equal(fresh.code, 200);

    // the wrong old password and the refused login above are two failures of this account and address (later
    // successes never erase them), so three more wrong old passwords make five: then 429 even with the right one
    const token2 = fresh.data.api_token as string;
    for (let i = 0; i < 3; i++) {
      res = await post(t.app, '/api/editPassword', { password: `Wrong#${i}xyz`, paypassword: 'Another#2026' }, token2);
      assert.equal(json(res).message, '旧密码错误');
    }
    res = await post(t.app, '/api/editPassword', { password: 'NewPass#2025', paypassword: 'Another#2026' }, token2);
    assert.equal(res.statusCode, 429);
    assert.equal(json(res).message, '登录失败次数过多，请15分钟后再试');
    // and the login form is throttled for this account too: the failures are the same ones
    res = await login(t.app, body.name, 'NewPass#2025');
    assert.equal(res.statusCode, 429);
  });

  test('editPassword: 20 wrong old passwords sent at once are evaluated at most 5 times, then the right one is refused', async () => {
    const { token, body } = await register(t.app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, '/api/editPassword', { password: `Wrong#${i}burst`, paypassword: 'Another#2026' }, token),
      ),
    );
    const wrong = burst.filter((r) => r.statusCode === 400 && json(r).message === '旧密码错误').length;
    const refused = burst.filter((r) => r.statusCode === 429).length;
    assert.ok(wrong <= 5, `${wrong} wrong old passwords were checked`);
    assert.equal(wrong + refused, 20);
    const res = await post(t.app, '/api/editPassword', { password: body.password, paypassword: 'Another#2026' }, token);
    assert.equal(res.statusCode, 429);
    // nothing changed: the old password still logs in once the window is over (here: its hash is unchanged)
    const [row] = await t.handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, await userIdOf(body.name)));
    assert.equal(await t.app.passwords.verify(body.password, row.hash), true);
  });

  test('editPayPassword: same rules, wrong old is 支付密码错误 and throttled; success keeps the session', async () => {
    const { token, body } = await register(t.app);
    let res = await post(t.app, '/api/editPayPassword', { password: 'abc', paypassword: '' }, token);
    assert.equal(json(res).message, '请输入新密码');
    res = await post(t.app, '/api/editPayPassword', { password: 'Wrong#111', paypassword: 'NewPay#2025' }, token);
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '支付密码错误');
    res = await post(t.app, '/api/editPayPassword', { password: body.paypassword, paypassword: 'NewPay#2025' }, token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '密码修改成功！');
    assert.equal((await post(t.app, '/api/user', {}, token)).statusCode, 200);
    const [row] = await t.handle.db
      .select({ hash: users.payPasswordHash })
      .from(users)
      .where(eq(users.id, await userIdOf(body.name)));
    assert.equal(await t.app.passwords.verify('NewPay#2025', row.hash), true);
    // the login password is untouched
    assert.equal(json(await login(t.app, body.name, body.password)).code, 200);
    for (let i = 0; i < 5; i++)
      await post(t.app, '/api/editPayPassword', { password: `Bad#pay${i}`, paypassword: 'Other#2026' }, token);
    res = await post(t.app, '/api/editPayPassword', { password: 'NewPay#2025', paypassword: 'Other#2026' }, token);
    assert.equal(res.statusCode, 429);
    assert.equal(json(res).message, '支付密码错误次数过多，请15分钟后再试');
  });

  test("noticeList: a welcome message in every new player's own inbox, messages for all, paged, sanitised, never another player's", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    let res = json(await post(t.app, '/api/noticeList', { page: 1 }, a.token));
    assert.equal(res.code, 200);
    const titles = res.data.data.map((n: { title: string }) => n.title);
    assert.ok(titles.includes('欢迎加入星耀娱乐'));
    assert.ok(titles.includes('系统维护通知'));
    assert.equal(titles.filter((x: string) => x === '欢迎加入星耀娱乐').length, 1);
    assert.match(res.data.data[0].created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // a private message to b, and a hostile row written straight into the database
    const bId = await userIdOf(b.body.name);
    await t.handle.db.insert(notices).values([
      { kind: 'inbox', userId: bId, title: '只给B', content: '<p>B</p>' },
      {
        kind: 'inbox',
        title: '全员',
        content: '<p onclick="x()">hi<script>alert(1)</script><img src="javascript:alert(1)"></p>',
      },
    ]);
    res = json(await post(t.app, '/api/noticeList', {}, a.token));
    assert.ok(!res.data.data.some((n: { title: string }) => n.title === '只给B'));
    const hostile = res.data.data.find((n: { title: string }) => n.title === '全员');
    assert.doesNotMatch(hostile.content, /script|onclick|javascript/);
    res = json(await post(t.app, '/api/noticeList', { page: '1' }, b.token));
    assert.ok(res.data.data.some((n: { title: string }) => n.title === '只给B'));
    // paging: 12 more messages for a → two pages
    const aId = await userIdOf(a.body.name);
    await t.handle.db.insert(notices).values(
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'inbox' as const,
        userId: aId,
        title: `第${i}条`,
        content: `<p>${i}</p>`,
      })),
    );
    const p1 = json(await post(t.app, '/api/noticeList', { page: 1 }, a.token)).data;
    const p2 = json(await post(t.app, '/api/noticeList', { page: 2 }, a.token)).data;
    assert.equal(p1.data.length, 10);
    assert.equal(p1.total, p1.data.length + p2.data.length);
    assert.equal(p1.last_page, 2);
    assert.equal(new Set([...p1.data, ...p2.data].map((n: { id: number }) => n.id)).size, p1.total);
    for (const bad of [{ page: 0 }, { page: 'x' }, { page: -1 }, { page: '1e9' }]) {
      assert.equal((await post(t.app, '/api/noticeList', bad, a.token)).statusCode, 400);
    }
    assert.equal((await post(t.app, '/api/noticeList', { page: 1 })).statusCode, 401);
  });

  test('article: every help type and the /abouts slugs, with content; unknown types refused', async () => {
    const expected: Record<string, string> = {
      7: '关于我们',
      1: '常见问题',
      2: '隐私政策',
      3: '免责说明',
      4: '联系我们',
      5: '代理加盟',
      8: '博彩责任',
    };
    for (const [type, title] of Object.entries(expected)) {
      for (const sent of [Number(type), type]) {
        const res = json(await post(t.app, '/api/article', { type: sent }));
        assert.equal(res.code, 200, `type ${type}`);
        assert.equal(res.data.title, title);
        assert.ok(res.data.content.replace(/<[^>]+>/g, '').length > 40, `type ${type} has real text`);
      }
    }
    const rg = json(await post(t.app, '/api/article', { type: 8 })).data.content;
    assert.match(rg, /18 周岁/);
    assert.match(rg, /100—10000/);
    assert.match(rg, /冷静期/);
    assert.equal(json(await post(t.app, '/api/article', { type: 'terms' })).data.title, '规则与条款');
    assert.equal(json(await post(t.app, '/api/article', { type: 'privacy' })).data.title, '隐私政策');
    for (const type of [0, 6, 9, '99', 'x', '<script>']) {
      const res = await post(t.app, '/api/article', { type });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, '文章类型不存在');
    }
    assert.equal((await post(t.app, '/api/article', {})).statusCode, 400);
    assert.equal((await post(t.app, '/api/article', { type: { $ne: 1 } })).statusCode, 400);
  });

  test("applyagentdo: the page's order, text stored inertly, one application per player, state shown, reviewed in the back office", async () => {
    const { token, body } = await register(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '', apply_info: '' }, '请输入正确手机号'],
      [{ mobile: '1381234567', apply_info: 'x' }, '请输入正确手机号'],
      [{ mobile: '13812345678', apply_info: '   ' }, '请输入申请理由'],
      [{ mobile: '13812345678' }, '请输入申请理由'],
      [{ mobile: '13812345678', apply_info: '长'.repeat(201) }, '申请理由不能超过200个字'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/applyagentdo', payload, token);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, message);
    }
    assert.equal(
      (await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: 'a\u0000b' }, token)).statusCode,
      400,
    );
    assert.equal(
      (await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: 'x'.repeat(50_000) }, token))
        .statusCode,
      400,
    );
    let info = json(await post(t.app, '/api/applyagentinfo', {}, token)).data;
    assert.deepEqual([info.isagent, info.state], [0, 0]);

    // a control character is refused, not silently removed (issue 19: one rule for typed text)
    let res = await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '我有团队\u0007' }, token);
    assert.deepEqual([res.statusCode, json(res).message], [400, '申请理由包含无法识别的字符，请删除后重试']);
    const reason = '<script>alert(1)</script><b>我有团队</b>';
    res = await post(
      t.app,
      '/api/applyagentdo',
      { mobile: '17951 13812345678'.replace(' ', ''), apply_info: reason },
      token,
    );
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '申请已提交，请等待审核');
    const uid = await userIdOf(body.name);
    const [row] = await t.handle.db.select().from(agentApplications).where(eq(agentApplications.userId, uid));
    // stored as the text it was (the page shows it as text)
    assert.equal(row.applyInfo, '<script>alert(1)</script><b>我有团队</b>');
    assert.equal(row.state, 1);
    res = await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '再来一次' }, token);
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '您已提交过合伙人申请，请勿重复申请');
    info = json(await post(t.app, '/api/applyagentinfo', {}, token)).data;
    assert.equal(info.state, 1);
    assert.equal(info.apply_info, '<script>alert(1)</script><b>我有团队</b>');

    // back office: editors read, finance decides, once
    const finance = await createAdminSession(t.handle.db, 'finance');
    const editor = await createAdminSession(t.handle.db, 'editor');
    const list = json(await adminCall(t.app, 'GET', '/admin/api/agent-applications?state=1', editor)).data;
    const mine = list.data.find((a: { user_id: number }) => a.user_id === uid);
    assert.equal(mine.username, body.name);
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/agent-applications/${mine.id}/approve`, editor, {})).statusCode,
      403,
    );
    res = await adminCall(t.app, 'POST', `/admin/api/agent-applications/${mine.id}/approve`, finance, {
      note: '团队规模达标',
    });
    assert.equal(json(res).message, '审核通过');
    res = await adminCall(t.app, 'POST', `/admin/api/agent-applications/${mine.id}/reject`, finance, { note: 'x' });
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '该申请已审核');
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/agent-applications/999999/approve', finance, {})).statusCode,
      404,
    );
    info = json(await post(t.app, '/api/applyagentinfo', {}, token)).data;
    assert.deepEqual([info.isagent, info.state], [1, 2]);
    assert.equal(json(await post(t.app, '/api/user', {}, token)).data.isagent, 1);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'agent.approve'));
    assert.equal(audits.length, 1);

    // an agent cannot apply; a player can be made an agent directly and taken back
    const other = await register(t.app);
    const otherId = await userIdOf(other.body.name);
    assert.equal(
      json(await adminCall(t.app, 'POST', `/admin/api/users/${otherId}/agent`, finance, {})).message,
      '已设为代理',
    );
    res = await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '想加入' }, other.token);
    assert.equal(res.statusCode, 409);
    assert.equal(json(res).message, '您已经是合伙人，无需再次申请');
    assert.equal(
      json(await adminCall(t.app, 'POST', `/admin/api/users/${otherId}/agent/revoke`, finance, { note: '违规' }))
        .message,
      '已取消代理资格',
    );
    assert.equal(json(await post(t.app, '/api/user', {}, other.token)).data.isagent, 0);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/users/99999999/agent', finance, {})).statusCode, 404);

    // rejection
    const third = await register(t.app);
    await post(t.app, '/api/applyagentdo', { mobile: '13912345678', apply_info: '我有渠道' }, third.token);
    const thirdRow = (
      await t.handle.db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.userId, await userIdOf(third.body.name)))
    )[0];
    assert.equal(
      json(
        await adminCall(t.app, 'POST', `/admin/api/agent-applications/${thirdRow.id}/reject`, finance, {
          reason: '资料不全',
        }),
      ).message,
      '已拒绝',
    );
    info = json(await post(t.app, '/api/applyagentinfo', {}, third.token)).data;
    assert.deepEqual([info.isagent, info.state], [0, 3]);
  });

  test('applyagentdo under parallel requests: exactly one application is stored', async () => {
    const { token, body } = await register(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: `并发${i}` }, token),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.handle.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.userId, await userIdOf(body.name)));
    assert.equal(rows.length, 1);
  });
});
