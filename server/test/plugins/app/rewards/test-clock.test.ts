import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { deposits, redpacketRules, siteSettings } from '#app/db/schema/index';
import { fileClock } from '#app/plugins/app/rewards/test-clock';
import { createAdminSession } from '#test/helpers/admin';
import { adminPost, BANK_DEPOSIT, newPlayer, recharge } from '#test/helpers/cashier';
import { sh } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

describe('the reward clock of browser tests (TEST_REWARDS_CLOCK_FILE)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'h5-clock-'));
  const file = path.join(dir, 'clock');
  const setClock = (text: string) => writeFileSync(file, text);
  let t: TestApp;

  before(async () => {
    t = await createTestApp({ rewardsNow: fileClock(file) });
    await t.handle.db
      .insert(siteSettings)
      .values({ key: 'redpacket_switch', value: '1' })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: '1' } });
    await t.handle.db.delete(redpacketRules);
    await t.handle.db.insert(redpacketRules).values({
      startsAt: sh('2026-11-01 00:00:00'),
      endsAt: sh('2026-11-30 23:59:59'),
      rechargeFen: 10_000,
      dayFlow: 2,
      flowMultiple: '1.00',
      minPrizeFen: 100,
      maxPrizeFen: 200,
    });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the file decides the time: missing or empty is the real time, an instant is that instant, anything else fails loudly', () => {
    const clock = fileClock(file);
    rmSync(file, { force: true });
    assert.ok(Math.abs(clock().getTime() - Date.now()) < 1000);
    setClock('  \n');
    assert.ok(Math.abs(clock().getTime() - Date.now()) < 1000);
    setClock('2026-11-21T10:30:00+08:00\n');
    assert.equal(clock().getTime(), sh('2026-11-21 10:30:00').getTime());
    setClock('2026-11-21T12:00:00+08:00');
    assert.equal(clock().getTime(), sh('2026-11-21 12:00:00').getTime(), 'read again on every call');
    setClock('half past ten');
    assert.throws(() => clock(), /TEST_REWARDS_CLOCK_FILE does not hold an instant/);
  });

  test('a deposit confirmed in the back office is stamped with that clock, so a test can place it in the deposit window', async () => {
    const player = await newPlayer(t.app);
    const finance = await createAdminSession(t.handle.db, 'finance');
    const info = async () =>
      json(
        await t.app.inject({
          method: 'GET',
          url: '/api/userredpacket',
          headers: { authorization: `Bearer ${player.token}` },
        }),
      ).data;
    setClock('2026-11-21T09:30:00+08:00');
    const no = await recharge(t.app, player.token, { ...BANK_DEPOSIT, amount: '150' });
    assert.equal((await adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance)).statusCode, 200);
    const [row] = await t.handle.db.select().from(deposits).where(eq(deposits.depositNo, no));
    assert.equal(row.reviewedAt!.getTime(), sh('2026-11-21 09:30:00').getTime());
    assert.deepEqual([(await info()).max_times, (await info()).sendnums], [2, 2]);

    let res = await post(t.app, '/api/douserredpacket', undefined, player.token);
    assert.deepEqual(json(res), { code: 410, message: '活动尚未开始', data: null });
    setClock('2026-11-21T10:30:00+08:00');
    res = await post(t.app, '/api/douserredpacket', undefined, player.token);
    assert.equal(json(res).code, 200, res.body);
    setClock('2026-11-21T12:00:00+08:00');
    res = await post(t.app, '/api/douserredpacket', undefined, player.token);
    assert.deepEqual(json(res), { code: 411, message: '活动已结束', data: null });
    assert.deepEqual([(await info()).acquirednum, (await info()).sendnums], [1, 1]);
  });
});
