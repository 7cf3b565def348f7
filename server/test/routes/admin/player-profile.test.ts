import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { cards, users } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { adminGet, adminPost, newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, register, type TestApp } from '#test/helpers/test-app';

/** What the console's player pages read: the search's mobile and agent flag, the detail's cards and referrer. */
describe("back office: a player's profile for the console", () => {
  let t: TestApp;
  let finance: string;
  let editor: string;
  let agent: { id: number; name: string };
  let player: { id: number; name: string };
  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance');
    editor = await createAdminSession(t.handle.db, 'editor');
    agent = await newPlayer(t.app);
    assert.equal(
      (await adminPost(t.app, `/admin/api/users/${agent.id}/adjust`, finance, { amount: '5', reason: '测试' }))
        .statusCode,
      200,
    );
    assert.equal(
      (await adminPost(t.app, `/admin/api/users/${agent.id}/agent`, finance, { note: '渠道' })).statusCode,
      200,
    );
    const { res, body } = await register(t.app, { name: 'profile01', pid: agent.id });
    assert.equal(res.statusCode, 200, res.body);
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, body.name));
    player = { id: row.id, name: body.name };
    await t.handle.db.update(users).set({ mobile: '13800138123' }).where(eq(users.id, player.id));
    await t.handle.db.insert(cards).values([
      {
        userId: player.id,
        type: 1,
        bank: '招商银行',
        bankOwner: '李四',
        bankNo: '6225880112345678',
        bankAddress: '上海',
      },
      { userId: player.id, type: 2, bank: 'USDT', bankOwner: 'TRC20', bankNo: 'TXyz1234567890abcdefghijklmnopqrs' },
      {
        userId: player.id,
        type: 1,
        bank: '工商银行',
        bankOwner: '李四',
        bankNo: '6222020000000001',
        deletedAt: new Date(),
      },
    ]);
  });
  after(() => t.close());
  const ledgerOf = async (id: number) =>
    json(await adminGet(t.app, `/admin/api/users/${id}`, editor)).data.recent_ledger as {
      kind: string;
      kind_label: string;
    }[];

  test('search: by part of the mobile, with the mobile and the agent flag in the row', async () => {
    const res = json(await adminGet(t.app, '/admin/api/users?q=38123', editor));
    assert.deepEqual(
      res.data.data.map((u: { username: string; mobile: string; isagent: number }) => [
        u.username,
        u.mobile,
        u.isagent,
      ]),
      [[player.name, '13800138123', 0]],
    );
    const byId = json(await adminGet(t.app, `/admin/api/users?q=${agent.id}`, finance)).data.data[0];
    assert.deepEqual([byId.id, byId.isagent], [agent.id, 1]);
  });

  test('detail: the live cards (whole numbers for finance, the last 4 for an editor) and the referrer', async () => {
    const fin = json(await adminGet(t.app, `/admin/api/users/${player.id}`, finance)).data;
    assert.deepEqual(fin.referrer, { id: agent.id, username: agent.name, isagent: 1 });
    assert.equal(fin.mobile, '13800138123');
    assert.deepEqual(
      fin.cards.map((c: { type: number; bank: string; bank_owner: string; bank_no: string }) => [
        c.type,
        c.bank,
        c.bank_owner,
        c.bank_no,
      ]),
      [
        [1, '招商银行', '李四', '6225880112345678'],
        [2, 'USDT', 'TRC20', 'TXyz1234567890abcdefghijklmnopqrs'],
      ],
    );
    assert.match(fin.cards[0].created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const ed = json(await adminGet(t.app, `/admin/api/users/${player.id}`, editor)).data;
    assert.equal(ed.cards.length, 2);
    for (const c of ed.cards) {
      assert.doesNotMatch(c.bank_no, /6225880112345678|TXyz1234567890/);
      assert.ok(c.bank_no.endsWith(fin.cards.find((f: { id: number }) => f.id === c.id).bank_no.slice(-4)), c.bank_no);
    }
    assert.deepEqual(
      [fin.recent_ledger, (await ledgerOf(agent.id)).map((l) => [l.kind, l.kind_label])],
      [[], [['adjustment', '人工调整']]],
    );
    const none = json(await adminGet(t.app, `/admin/api/users/${agent.id}`, finance)).data;
    assert.deepEqual([none.referrer, none.cards, none.isagent], [null, [], 1]);
  });
});
