import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { agentApplications, cards, deposits, sessions, supportMessages, users } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { BANK_DEPOSIT, PAY_PASS, adminPost, newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, post, register, type TestApp } from '#test/helpers/test-app';

/**
 * Issue 19: the one rule for player text (shared/src/validators/plain-text.ts, run on every request by
 * plugins/app/plain-text.ts). Every field that takes text refuses an escape sequence with a Chinese message naming
 * the field, answers 400 and stores nothing.
 */

/** The review's payloads: a cursor move that overwrote an amount in a terminal, a window title, a clipboard write. */
const CURSOR_FORGERY = '\u001b[34D100.00\u001b[2X\u001b[28C工商银行';
const TITLE = '\u001b]0;PWN\u0007';
const CLIPBOARD = '李四\u001b]52;c;cm0gLXJmIH4=\u0007';
const C1_CSI = '李\u009b31m四';
const BIDI = '李四\u202e01.005';
const ISOLATE = '李\u2066四';
const LONE = '李\ud800四';
const NEL = '李\u0085四';
const HOSTILE = [CURSOR_FORGERY, TITLE, CLIPBOARD, C1_CSI, BIDI, ISOLATE, LONE, NEL];
const msg = (label: string) => `${label}包含无法识别的字符，请删除后重试`;

describe('player text: control characters, bidi controls and lone surrogates are refused on every field', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  before(async () => {
    t = await createTestApp();
    player = await newPlayer(t.app);
  });
  after(() => t.close());

  const rowCount = async (table: typeof deposits | typeof cards | typeof agentApplications | typeof supportMessages) =>
    Number((await t.handle.db.select({ n: count() }).from(table))[0].n);

  test('deposit: bank, bank_owner, bank_no and bank_address each refuse every hostile value; no order is created', async () => {
    const labels: Record<string, string> = {
      bank: '银行名称',
      bank_owner: '姓名',
      bank_no: '卡号',
      bank_address: '开户行地址',
    };
    for (const field of Object.keys(labels)) {
      for (const value of HOSTILE) {
        const res = await post(
          t.app,
          '/api/recharge',
          { ...BANK_DEPOSIT, amount: '50000', [field]: value },
          player.token,
        );
        assert.equal(res.statusCode, 400, `${field} ${JSON.stringify(value)}`);
        assert.deepEqual(json(res), { code: 400, message: msg(labels[field]), data: null });
      }
    }
    assert.equal(await rowCount(deposits), 0);
    // a line break inside a single-line field is refused too; around it, it is trimmed like a space
    assert.equal(
      (await post(t.app, '/api/recharge', { ...BANK_DEPOSIT, bank: '工商\n银行' }, player.token)).statusCode,
      400,
    );
    const ok = await post(t.app, '/api/recharge', { ...BANK_DEPOSIT, bank: '工商银行\n' }, player.token);
    assert.equal(ok.statusCode, 200, ok.body);
    const [row] = await t.handle.db.select().from(deposits);
    assert.equal(row.bank, '工商银行');
  });

  test('bank card: bank, bank_owner and bank_address refuse escape sequences; no card is bound', async () => {
    const card = {
      bank: '中国农业银行',
      bank_owner: '李四',
      bank_no: '6228480000000001',
      bank_address: '北京市海淀区中关村支行',
      pay_pass: PAY_PASS,
    };
    for (const [field, label] of [
      ['bank', '银行名称'],
      ['bank_owner', '姓名'],
      ['bank_address', '开户行地址'],
    ]) {
      for (const value of [CURSOR_FORGERY, TITLE, C1_CSI, BIDI]) {
        const res = await post(t.app, '/api/bindcard', { ...card, [field]: value }, player.token);
        assert.equal(res.statusCode, 400);
        assert.equal(json(res).message, msg(label));
      }
    }
    assert.equal(await rowCount(cards), 0);
    assert.equal((await post(t.app, '/api/bindcard', card, player.token)).statusCode, 200);
  });

  test('registration: a real name with an escape sequence is refused, no player is created', async () => {
    const before = Number((await t.handle.db.select({ n: count() }).from(users))[0].n);
    for (const realname of [TITLE, C1_CSI, BIDI, LONE]) {
      const { res } = await register(t.app, { realname });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, msg('真实姓名'));
    }
    assert.equal(Number((await t.handle.db.select({ n: count() }).from(users))[0].n), before);
  });

  test('profile: mobile, email and birthday refuse escape sequences, the stored profile is unchanged', async () => {
    const good = { mobile: '13812345678', email: 'li.si@example.com', birthday: '1990-05-20' };
    assert.equal((await post(t.app, '/api/updateuserinfo', good, player.token)).statusCode, 200);
    for (const [field, label] of [
      ['mobile', '手机号'],
      ['email', '邮箱'],
      ['birthday', '出生日期'],
    ]) {
      const res = await post(
        t.app,
        '/api/updateuserinfo',
        { ...good, [field]: `${good[field as keyof typeof good]}${TITLE}` },
        player.token,
      );
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, msg(label));
    }
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, player.id));
    assert.deepEqual({ mobile: row.mobile, email: row.email, birthday: row.birthday }, good);
  });

  test('partner application: C1 characters and escapes refused in apply_info (line breaks allowed), nothing stored', async () => {
    const other = await newPlayer(t.app);
    for (const apply_info of ['我有\u0085渠道', `推广${TITLE}`, `资源${BIDI}`]) {
      const res = await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info }, other.token);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, msg('申请理由'));
    }
    assert.equal(await rowCount(agentApplications), 0);
    const res = await post(
      t.app,
      '/api/applyagentdo',
      { mobile: '13812345678', apply_info: '我有推广渠道\n每天引流100人' },
      other.token,
    );
    assert.equal(res.statusCode, 200, res.body);
    const [row] = await t.handle.db.select().from(agentApplications);
    assert.equal(row.applyInfo, '我有推广渠道\n每天引流100人');
  });

  test("chat: escape sequences refused with the chat's words, line breaks and tabs kept", async () => {
    const visitor = { 'x-support-visitor': randomBytes(24).toString('base64url') };
    for (const content of [CURSOR_FORGERY, C1_CSI, BIDI]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support/send',
        headers: visitor,
        payload: { content },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, '消息包含无法识别的字符，请删除后重试');
    }
    assert.equal(await rowCount(supportMessages), 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/send',
      headers: visitor,
      payload: { content: '你好\n\t请问' },
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  test('query strings and unnamed fields are covered too; a raw JSON lone surrogate is refused', async () => {
    const q = await t.app.inject({ method: 'GET', url: `/api/game/list?category=${encodeURIComponent(TITLE)}` });
    assert.equal(q.statusCode, 400);
    assert.equal(json(q).message, '参数错误：category 格式不正确');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/recharge',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      payload: '{"paytype":"bank","amount":"500","bank":"\\ud800","bank_no":"1","bank_owner":"a","bank_address":"b"}',
    });
    assert.equal(raw.statusCode, 400);
    assert.equal(json(raw).message, msg('银行名称'));
  });

  test('passwords are not text that is shown: a login with a control character in the password is an ordinary failure', async () => {
    const res = await post(t.app, '/api/login_pc', {
      name: player.name,
      password: 'x\u001by',
      code: 'AB12',
      captcha_id: 'none',
    });
    assert.doesNotMatch(json(res).message, /无法识别的字符|格式不正确/);
  });

  test("a session's user agent keeps C1 bytes only as visible escapes", async () => {
    const name = `ua${Date.now().toString(36)}`;
    await register(t.app, { name });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'user-agent': 'Mozilla/5.0 \u009b31m' },
      payload: {
        name,
        password: 'Secret#2024',
        code: 'AB12',
        captcha_id: json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data.id,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const rows = await t.handle.db.select({ ua: sessions.userAgent }).from(sessions);
    assert.ok(rows.some((r) => r.ua === 'Mozilla/5.0 \\u009b31m'));
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    assert.ok(rows.every((r) => !/[\u0000-\u001f\u007f-\u009f]/.test(r.ua)));
  });

  test('back office: operators may write line breaks, never escape sequences', async () => {
    const editor = await createAdminSession(t.handle.db, 'editor');
    const bad = await adminPost(t.app, '/admin/api/notices', editor, {
      kind: 'inbox',
      title: `公告${TITLE}`,
      content: '<p>内容</p>',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(json(bad).message, '参数错误：title 格式不正确');
    const good = await adminPost(t.app, '/admin/api/notices', editor, {
      kind: 'inbox',
      title: '公告',
      content: '<p>第一行</p>\n<p>第二行</p>',
    });
    assert.equal(good.statusCode, 200, good.body);
  });
});
