import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAdminSession } from '#test/helpers/admin';
import { adminGet, adminPost, newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

describe("back office: a player's ledger, paged and as CSV", () => {
  let t: TestApp;
  let finance: string;
  let player: { id: number; name: string };
  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance');
    player = await newPlayer(t.app);
    for (const [amount, reason] of [
      ['100', '首充补发'],
      ['-30.5', '=HYPERLINK("http://evil.example","点我")'],
      ['12.34', '含"引号",逗号'],
    ])
      assert.equal(
        (await adminPost(t.app, `/admin/api/users/${player.id}/adjust`, finance, { amount, reason })).statusCode,
        200,
      );
  });
  after(() => t.close());

  test('paged newest first, with the wallet and the kind in words; finance only', async () => {
    const page1 = json(await adminGet(t.app, `/admin/api/users/${player.id}/ledger?per_page=2`, finance)).data;
    assert.equal(page1.total, 3);
    assert.equal(page1.last_page, 2);
    assert.deepEqual(
      page1.data.map((r: { amount: string; kind_label: string; wallet: string }) => [r.amount, r.kind_label, r.wallet]),
      [
        ['12.34', '人工调整', 'central'],
        ['-30.50', '人工调整', 'central'],
      ],
    );
    // the wallet's balance right after each posting: 100 → 69.50 → 81.84
    assert.deepEqual(
      page1.data.map((r: { balance_after: string }) => r.balance_after),
      ['81.84', '69.50'],
    );
    const page2 = json(await adminGet(t.app, `/admin/api/users/${player.id}/ledger?per_page=2&page=2`, finance)).data;
    assert.equal(page2.data[0].memo, '首充补发');
    assert.equal(page2.data[0].balance_after, '100.00');
    const editor = await createAdminSession(t.handle.db, 'editor');
    assert.equal((await adminGet(t.app, `/admin/api/users/${player.id}/ledger`, editor)).statusCode, 403);
    assert.equal((await adminGet(t.app, '/admin/api/users/99999999/ledger', finance)).statusCode, 404);
  });

  test('CSV: a download with a BOM, quoted cells, and no formula a spreadsheet would run', async () => {
    const res = await adminGet(t.app, `/admin/api/users/${player.id}/ledger.csv`, finance);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    assert.match(
      res.headers['content-disposition'] as string,
      new RegExp(`^attachment; filename="ledger-${player.id}.csv"`),
    );
    const text = res.body;
    assert.ok(text.startsWith('\ufeff"时间","流水号","类型","钱包","金额（元）","备注"\r\n'));
    const lines = text.slice(1).trim().split('\r\n');
    assert.equal(lines.length, 4);
    assert.match(lines[1], /"人工调整","central","12\.34","含""引号"",逗号"$/);
    assert.match(lines[2], /"-30\.50","'=HYPERLINK\(""http:\/\/evil\.example"",""点我""\)"$/);
    assert.match(lines[3], /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","\d+","人工调整","central","100\.00","首充补发"$/);
  });
});
