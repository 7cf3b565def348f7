import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAdminSession } from '#test/helpers/admin';
import { adminGet, adminPost, BANK_DEPOSIT, newPlayer, recharge } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

describe('GET /admin/api/dashboard', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test("today's confirmed deposits, the queues and 14 days; money only for finance and super", async () => {
    const finance = await createAdminSession(t.handle.db, 'finance');
    const editor = await createAdminSession(t.handle.db, 'editor');
    const before = json(await adminGet(t.app, '/admin/api/dashboard', finance)).data;

    const player = await newPlayer(t.app);
    const a = await recharge(t.app, player.token, { ...BANK_DEPOSIT, amount: '500' });
    await recharge(t.app, player.token, { ...BANK_DEPOSIT, amount: '300' });
    assert.equal((await adminPost(t.app, `/admin/api/deposits/${a}/confirm`, finance)).statusCode, 200);

    const now = json(await adminGet(t.app, '/admin/api/dashboard', finance)).data;
    const yuan = (s: string) => Math.round(Number(s) * 100);
    assert.equal(yuan(now.today.deposits) - yuan(before.today.deposits), 50_000);
    assert.equal(now.today.deposit_count - before.today.deposit_count, 1);
    assert.equal(yuan(now.today.net), yuan(now.today.deposits) - yuan(now.today.withdrawals));
    assert.equal(now.today.pending_deposits - before.today.pending_deposits, 1, 'the 300 order waits');
    assert.equal(now.today.new_players - before.today.new_players, 1);
    assert.ok(now.today.active_players >= 1);
    assert.equal(now.days.length, 14);
    assert.match(now.days[0].date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(now.days[13].deposits, now.today.deposits, "the last day is today's");
    assert.ok(now.days.every((d: { date: string }, i: number) => i === 0 || d.date > now.days[i - 1].date));

    const seen = json(await adminGet(t.app, '/admin/api/dashboard', editor)).data;
    assert.equal(seen.today.deposits, null);
    assert.equal(seen.today.pending_deposits, null);
    assert.equal(seen.days[13].deposits, null);
    assert.equal(seen.today.new_players, now.today.new_players);
    assert.equal((await adminGet(t.app, '/admin/api/dashboard', 'adm_nope')).statusCode, 401);
  });
});
