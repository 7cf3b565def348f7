import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users, vipChanges } from '#app/db/schema/index';
import { vipJob } from '#app/jobs/vip';
import { checkInvariants } from '#app/db/ledger';
import { addBet, confirmDeposit, newPlayer, sh, userRow } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

const yuan = (n: number) => n * 100;

describe('VIP: /api/uservip, the vip job, promotion on deposit, 90-day demotion', () => {
  let t: TestApp;
  const runJob = (wall: string) => vipJob.run({ db: t.handle.db, now: sh(wall), log: () => {} });
  const changes = (userId: number) =>
    t.handle.db.select().from(vipChanges).where(eq(vipChanges.userId, userId)).orderBy(vipChanges.id);

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('/api/uservip lists the ten levels (no login needed)', async () => {
    const res = await post(t.app, '/api/uservip');
    assert.equal(res.statusCode, 200);
    const levels = json(res).data;
    assert.equal(levels.length, 10);
    assert.deepEqual(
      levels.map((l: any) => l.level),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    const l2 = levels[1];
    assert.deepEqual(
      [l2.recharge, l2.flow, l2.realperson, l2.sport, l2.e_sport, l2.joker, l2.electron, l2.lottery],
      ['1000.00', '10000.00', '0.45', '0.45', '0.45', '0.45', '0.45', '0.35'],
    );
    assert.equal(levels[9].recharge, '5000000.00');
    assert.equal((await post(t.app, '/api/uservip', { x: 1 })).statusCode, 200, 'unknown fields are ignored');
  });

  test('promotion: one level a Shanghai day, never skipping, only when deposits and turnover both reach the next level', async () => {
    const p = await newPlayer(t.app);
    await t.handle.db
      .update(users)
      .set({ paysumFen: yuan(30_000) })
      .where(eq(users.id, p.userId));
    await addBet(t.handle.db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(300_000),
      settledAt: sh('2026-11-01 12:00:00'),
    });

    const r = await runJob('2026-11-10 01:00:00');
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 2, 'VIP4 is met but only one level a day');
    assert.ok(Number(r.promoted) >= 1);
    await runJob('2026-11-10 23:59:59');
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 2, 'still the same Shanghai day');
    await runJob('2026-11-11 00:00:00');
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 3);
    await runJob('2026-11-12 09:00:00');
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 4);
    await runJob('2026-11-13 09:00:00');
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 4, 'VIP5 needs 50,000 of deposits');
    assert.deepEqual(
      (await changes(p.userId)).map((c) => [c.fromLevel, c.toLevel, c.reason]),
      [
        [1, 2, 'promotion'],
        [2, 3, 'promotion'],
        [3, 4, 'promotion'],
      ],
    );
    const u = await userRow(t.handle.db, p.userId);
    assert.equal(u.vipChangedAt!.getTime(), sh('2026-11-12 09:00:00').getTime());

    // /api/user reads the level
    assert.equal(json(await post(t.app, '/api/user', undefined, p.token)).data.current_vip, 'VIP4');
  });

  test('deposits alone or turnover alone do not promote', async () => {
    const rich = await newPlayer(t.app);
    await t.handle.db
      .update(users)
      .set({ paysumFen: yuan(1_000_000) })
      .where(eq(users.id, rich.userId));
    await addBet(t.handle.db, {
      userId: rich.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(9_999),
      settledAt: sh('2026-11-01 12:00:00'),
    });
    const player = await newPlayer(t.app);
    await addBet(t.handle.db, {
      userId: player.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(1_000_000),
      settledAt: sh('2026-11-01 12:00:00'),
    });
    await runJob('2026-11-20 09:00:00');
    assert.equal((await userRow(t.handle.db, rich.userId)).vip, 1);
    assert.equal((await userRow(t.handle.db, player.userId)).vip, 1);
    // unsettled bets do not count either
    await addBet(t.handle.db, {
      userId: rich.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(5_000),
      settledAt: null,
      status: 2,
    });
    await runJob('2026-11-21 09:00:00');
    assert.equal((await userRow(t.handle.db, rich.userId)).vip, 1);
    await addBet(t.handle.db, {
      userId: rich.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(1),
      settledAt: sh('2026-11-21 10:00:00'),
    });
    await runJob('2026-11-22 09:00:00');
    assert.equal((await userRow(t.handle.db, rich.userId)).vip, 2, '10,000.00 of settled turnover reached');
  });

  test('a confirmed deposit promotes at once (through onDepositConfirmed), still one level a day', async () => {
    const p = await newPlayer(t.app);
    await addBet(t.handle.db, {
      userId: p.userId,
      platname: 'ky',
      category: 'joker',
      validFen: yuan(60_000),
      settledAt: sh('2026-11-01 12:00:00'),
    });
    await confirmDeposit(t.handle.db, p.userId, yuan(999), sh('2026-11-21 10:00:00'));
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 1, '999 of deposits is short of VIP2');
    await confirmDeposit(t.handle.db, p.userId, yuan(5_000), sh('2026-11-21 11:00:00'));
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 2);
    await confirmDeposit(t.handle.db, p.userId, yuan(1), sh('2026-11-21 23:00:00'));
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 2, 'VIP3 is met, but not twice in a day');
    await confirmDeposit(t.handle.db, p.userId, yuan(1), sh('2026-11-22 00:00:01'));
    assert.equal((await userRow(t.handle.db, p.userId)).vip, 3);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('demotion: after 90 days at a level, a missed 90-day retention turnover drops one level', async () => {
    const now = '2026-11-21 02:00:00';
    const ninetyDaysAgo = new Date(sh(now).getTime() - 90 * 86_400_000);
    const missed = await newPlayer(t.app, { vip: 3 }); // VIP3 retention: 5,000.00 over 90 days
    const kept = await newPlayer(t.app, { vip: 3 });
    const tooSoon = await newPlayer(t.app, { vip: 3 });
    const floor = await newPlayer(t.app, { vip: 1 });
    const db = t.handle.db;
    await db
      .update(users)
      .set({ vipChangedAt: new Date(ninetyDaysAgo.getTime() - 1000), paysumFen: yuan(100_000) })
      .where(eq(users.id, missed.userId));
    await db.update(users).set({ vipChangedAt: ninetyDaysAgo }).where(eq(users.id, kept.userId));
    await db
      .update(users)
      .set({ vipChangedAt: new Date(ninetyDaysAgo.getTime() + 60_000) })
      .where(eq(users.id, tooSoon.userId));
    await db
      .update(users)
      .set({ createdAt: new Date(ninetyDaysAgo.getTime() - 86_400_000) })
      .where(eq(users.id, floor.userId));
    // missed: 4,999.99 within 90 days and plenty before; kept: exactly 5,000.00 within 90 days
    await addBet(db, {
      userId: missed.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(5_000) - 1,
      settledAt: sh('2026-11-01 00:00:00'),
    });
    await addBet(db, {
      userId: missed.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(1_000_000),
      settledAt: new Date(ninetyDaysAgo.getTime() - 1000),
    });
    await addBet(db, {
      userId: kept.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: yuan(5_000),
      settledAt: sh('2026-10-01 00:00:00'),
    });

    await runJob(now);
    assert.equal((await userRow(db, missed.userId)).vip, 2);
    assert.equal((await userRow(db, kept.userId)).vip, 3);
    assert.equal((await userRow(db, tooSoon.userId)).vip, 3, 'not yet 90 days at the level');
    assert.equal((await userRow(db, floor.userId)).vip, 1);
    const [c] = await changes(missed.userId);
    assert.deepEqual([c.fromLevel, c.toLevel, c.reason], [3, 2, 'demotion']);

    // a repeat run the same day changes nothing; the next day the old totals (which meet VIP3) do not bounce it back,
    // since VIP3's retention turnover is still missed
    await runJob('2026-11-21 03:00:00');
    await runJob('2026-11-22 03:00:00');
    assert.equal((await userRow(db, missed.userId)).vip, 2);
    assert.equal((await changes(missed.userId)).length, 1);
    // and it takes another 90 days at VIP2 to be checked again
    await runJob('2026-12-30 03:00:00');
    assert.equal((await userRow(db, missed.userId)).vip, 2);
    // meeting VIP3's retention turnover again lets it climb back
    await addBet(db, {
      userId: missed.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 1,
      settledAt: sh('2026-12-30 04:00:00'),
    });
    await runJob('2026-12-31 03:00:00');
    assert.equal((await userRow(db, missed.userId)).vip, 3);
    assert.deepEqual(
      (await changes(missed.userId)).map((x) => x.reason),
      ['demotion', 'promotion'],
    );
  });
});
