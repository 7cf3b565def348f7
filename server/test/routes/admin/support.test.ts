// The customer-service desk of the back office: roles, listing, reading, answering, closing, the audit log.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, supportConversations } from '#app/db/schema/index';
import { rules } from '#app/lib/validators';
import { createAdminSession } from '#test/helpers/admin';
import { newPlayer } from '#test/helpers/rewards';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

const base = '/admin/api/support/conversations';

describe('back office: customer-service conversations', () => {
  let t: TestApp;
  let editor: string;
  let finance: string;
  let superAdmin: string;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  const visitor = randomBytes(24).toString('base64url');
  let playerConv: number;
  let visitorConv: number;

  const say = (headers: Record<string, string>, content: string) =>
    t.app.inject({ method: 'POST', url: '/api/support/send', headers, payload: { content } });

  before(async () => {
    t = await createTestApp({ supportPollCheckMs: 200 });
    editor = await createAdminSession(t.handle.db, 'editor', 'kefu_editor');
    finance = await createAdminSession(t.handle.db, 'finance');
    superAdmin = await createAdminSession(t.handle.db, 'super');
    player = await newPlayer(t.app);
    assert.equal((await say({ 'x-support-visitor': visitor }, '访客：怎么注册？')).statusCode, 200);
    assert.equal((await say({ authorization: `Bearer ${player.token}` }, '玩家：<b>充值</b>没到账')).statusCode, 200);
    const rows = await t.handle.db.select().from(supportConversations);
    playerConv = rows.find((r) => r.userId === player.userId)!.id;
    visitorConv = rows.find((r) => r.visitorId === visitor)!.id;
  });
  after(async () => t?.close());

  test('needs an admin session: a player token or none is a 401', async () => {
    assert.equal((await adminCall(t.app, 'GET', base)).statusCode, 401);
    assert.equal((await adminCall(t.app, 'GET', base, player.token)).statusCode, 401);
    assert.equal(
      (await adminCall(t.app, 'POST', `${base}/${playerConv}/reply`, undefined, { content: 'x' })).statusCode,
      401,
    );
  });

  test('every admin lists the open conversations, those waiting for an answer first, with the player or visitor named', async () => {
    for (const token of [finance, editor, superAdmin]) {
      const res = await adminCall(t.app, 'GET', base, token);
      assert.equal(res.statusCode, 200);
      const body = json(res).data;
      assert.equal(body.total, 2);
      assert.equal(body.per_page, 20);
      const names = body.data.map((c: { name: string }) => c.name);
      assert.ok(names.includes(player.username));
      assert.ok(names.includes(`访客 ${visitor.slice(0, 6)}`));
      const p = body.data.find((c: { id: number }) => c.id === playerConv);
      assert.equal(p.kind, 'player');
      assert.equal(p.user_id, player.userId);
      assert.equal(p.waiting, true);
      assert.equal(p.state, 'open');
      assert.equal(p.last_message, '玩家：<b>充值</b>没到账');
      assert.equal(p.messages, 1);
      assert.match(p.last_message_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    assert.equal((await adminCall(t.app, 'GET', `${base}?state=bogus`, editor)).statusCode, 400);
    assert.equal((await adminCall(t.app, 'GET', `${base}?per_page=500`, editor)).statusCode, 400);
  });

  test('every admin reads one conversation; an unknown id is 404', async () => {
    const res = await adminCall(t.app, 'GET', `${base}/${visitorConv}`, finance);
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.equal(d.conversation.kind, 'visitor');
    assert.deepEqual(
      d.messages.map((m: { sender: string; content: string }) => [m.sender, m.content]),
      [['visitor', '访客：怎么注册？']],
    );
    const missing = await adminCall(t.app, 'GET', `${base}/999999`, editor);
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).message, '会话不存在');
    assert.equal((await adminCall(t.app, 'GET', `${base}/abc`, editor)).statusCode, 400);
  });

  test('finance may not answer or close (403, recorded); editor and super may', async () => {
    const refused = await adminCall(t.app, 'POST', `${base}/${playerConv}/reply`, finance, { content: '财务不能回复' });
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).message, '没有权限执行此操作');
    assert.equal((await adminCall(t.app, 'POST', `${base}/${playerConv}/close`, finance)).statusCode, 403);

    const res = await adminCall(t.app, 'POST', `${base}/${playerConv}/reply`, editor, {
      content: '  您好，请提供充值订单号。  ',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '回复成功');
    assert.equal(json(res).data.sender, 'operator');
    assert.equal(json(res).data.content, '您好，请提供充值订单号。');
    assert.equal(
      (await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, superAdmin, { content: '点击右上角注册即可。' }))
        .statusCode,
      200,
    );

    // the player sees it (never the operator's name), the list no longer marks it waiting
    const seen = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/support/history',
        headers: { authorization: `Bearer ${player.token}` },
        payload: {},
      }),
    ).data;
    assert.deepEqual(seen.messages.at(-1), {
      ...seen.messages.at(-1),
      sender: 'operator',
      content: '您好，请提供充值订单号。',
    });
    assert.equal(JSON.stringify(seen).includes('kefu_editor'), false);
    const shown = json(await adminCall(t.app, 'GET', `${base}/${playerConv}`, editor)).data;
    assert.equal(shown.messages.at(-1).operator, 'kefu_editor');
    assert.equal(shown.conversation.waiting, false);

    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.reply'), eq(auditLog.target, `support:${playerConv}`)));
    assert.equal(row.actor, 'kefu_editor');
    assert.equal(row.ok, true);
    assert.equal((row.detail as { preview: string }).preview, '您好，请提供充值订单号。');
    const denied = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'));
    assert.ok(denied.length >= 2);
  });

  test('a bad answer is refused with a clear message, nothing stored', async () => {
    const cases: [unknown, string][] = [
      ['', rules.SUPPORT_MSG.empty],
      ['   ', rules.SUPPORT_MSG.empty],
      ['长'.repeat(rules.SUPPORT_LIMITS.replyMax + 1), rules.SUPPORT_MSG.replyTooLong],
      ['bad\u0000byte', rules.SUPPORT_MSG.badCharacters],
    ];
    const before = json(await adminCall(t.app, 'GET', `${base}/${visitorConv}`, editor)).data.messages.length;
    for (const [content, message] of cases) {
      const res = await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, editor, { content });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, message);
    }
    assert.equal(
      (await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, editor, { content: 5 })).statusCode,
      400,
    );
    assert.equal((await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, editor, {})).statusCode, 400);
    assert.equal((await adminCall(t.app, 'POST', `${base}/999999/reply`, editor, { content: '你好' })).statusCode, 404);
    assert.equal(json(await adminCall(t.app, 'GET', `${base}/${visitorConv}`, editor)).data.messages.length, before);
    // an operator's answer may be longer than a player's message
    assert.equal(
      (
        await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, editor, {
          content: '详'.repeat(rules.SUPPORT_LIMITS.messageMax + 100),
        })
      ).statusCode,
      200,
    );
  });

  test('closing: audited, moves it to the closed list, a second close and a reply are 409', async () => {
    const res = await adminCall(t.app, 'POST', `${base}/${visitorConv}/close`, editor);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '会话已关闭');
    assert.equal(json(res).data.conversation.state, 'closed');
    const again = await adminCall(t.app, 'POST', `${base}/${visitorConv}/close`, editor);
    assert.equal(again.statusCode, 409);
    assert.equal(json(again).message, '该会话已关闭');
    const reply = await adminCall(t.app, 'POST', `${base}/${visitorConv}/reply`, editor, { content: '还在吗' });
    assert.equal(reply.statusCode, 409);
    assert.equal(json(reply).message, '该会话已关闭，无法回复');

    const open = json(await adminCall(t.app, 'GET', base, editor)).data;
    assert.deepEqual(
      open.data.map((c: { id: number }) => c.id),
      [playerConv],
    );
    const closed = json(await adminCall(t.app, 'GET', `${base}?state=closed`, editor)).data;
    assert.deepEqual(
      closed.data.map((c: { id: number }) => c.id),
      [visitorConv],
    );
    assert.equal(json(await adminCall(t.app, 'GET', `${base}?state=all`, editor)).data.total, 2);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'support.close'));
    assert.equal(audits.length, 1);
    assert.equal(audits[0].target, `support:${visitorConv}`);

    // the visitor writes again: open again and waiting first
    assert.equal((await say({ 'x-support-visitor': visitor }, '还有问题')).statusCode, 200);
    const reopened = json(await adminCall(t.app, 'GET', base, editor)).data.data;
    assert.equal(reopened[0].id, visitorConv);
    assert.equal(reopened[0].waiting, true);
  });
  test("the console's long poll: at once with what is new, else woken by the player's next message", async () => {
    const url = (after: number, wait: number) => `${base}/${playerConv}/messages?after=${after}&wait=${wait}`;
    const all = json(await adminCall(t.app, 'GET', url(0, 0), editor)).data;
    assert.ok(all.messages.length >= 1);
    const last = all.messages.at(-1).id as number;
    assert.deepEqual(json(await adminCall(t.app, 'GET', url(last, 0), editor)).data.messages, []);
    // waiting: the player's message arrives while the poll waits, and the poll answers with it (not empty at its deadline)
    const waiting = adminCall(t.app, 'GET', url(last, 20), editor);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal((await say({ authorization: `Bearer ${player.token}` }, '还在吗？')).statusCode, 200);
    const woke = json(await waiting).data;
    assert.deepEqual(
      woke.messages.map((m: { content: string; sender: string }) => m.content),
      ['还在吗？'],
    );
    assert.equal(woke.state, 'open');
    assert.equal((await adminCall(t.app, 'GET', `${base}/999999/messages?wait=0`, editor)).statusCode, 404);
    assert.equal((await adminCall(t.app, 'GET', url(last, 0), player.token)).statusCode, 401);
  });
});
