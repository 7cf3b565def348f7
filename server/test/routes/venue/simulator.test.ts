import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { bets, ledgerEntries, users, venueSimMatches, venueSimTickets } from '#app/db/schema/index';
import { findJob } from '#app/jobs/index';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { assertLedgerSound, fund, newPlayer, openGame, systemFen, walletFen } from '#test/helpers/venues';

describe('venue simulator: launch tickets, game pages, the bet loop, sports settlement, bet records', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await assertLedgerSound(t.handle.db);
    await t.close();
  });

  /** A player with `venueFen` in the venue wallet of `platname`, and a game session there. */
  async function seated(platname: string, venueFen: number, gameCode = '0') {
    const p = await newPlayer(t.app);
    if (venueFen > 0) {
      await fund(t.app.db, p.userId, venueFen);
      const tr = await post(
        t.app,
        '/api/transfer',
        { amount: (venueFen / 100).toFixed(2), sourcetype: 'userbalance', targettype: platname },
        p.token,
      );
      assert.equal(json(tr).code, 200);
    }
    const url = json(await post(t.app, '/api/getGameUrl', { plat_name: platname, game_code: gameCode }, p.token)).data
      .url as string;
    const { cookie } = await openGame(t.app, url);
    return { ...p, cookie, url };
  }
  const bet = (platname: string, cookie: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/venue/${platname}/api/bet`, headers: { cookie }, payload: body as object });
  const state = (platname: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/venue/${platname}/api/state`, headers: { cookie } });

  test('a launch ticket opens one session, once, for its own venue, within 2 minutes', async () => {
    const p = await newPlayer(t.app);
    const url = new URL(json(await post(t.app, '/api/getGameUrl', { plat_name: 'ag' }, p.token)).data.url);
    const ticket = url.searchParams.get('ticket')!;

    // not at another venue
    const elsewhere = await t.app.inject({ method: 'GET', url: `/venue/pp/launch?ticket=${ticket}` });
    assert.equal(elsewhere.statusCode, 400);
    assert.match(elsewhere.body, /游戏链接已失效/);

    const first = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    assert.equal(first.statusCode, 302);
    assert.equal(first.headers.location, '/venue/ag/play');
    const setCookie = String(first.headers['set-cookie']);
    assert.match(setCookie, /^vsim=[A-Za-z0-9_-]{43}; Path=\/venue\/ag; HttpOnly; SameSite=Lax/);
    assert.ok(!setCookie.includes(p.token));

    const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    assert.equal(again.statusCode, 400);
    assert.match(again.headers['content-type'] as string, /text\/html/);
    assert.match(again.body, /游戏链接已失效，请返回大厅重新进入/);
    assert.match(again.body, /href="\/#\/"/);

    // expired after 2 minutes
    const url2 = new URL(json(await post(t.app, '/api/getGameUrl', { plat_name: 'ag' }, p.token)).data.url);
    const [ticketRow] = await t.app.db
      .select()
      .from(venueSimTickets)
      .where(eq(venueSimTickets.userId, p.userId))
      .orderBy(sql`created_at desc`)
      .limit(1);
    assert.ok(Math.abs(ticketRow.expiresAt.getTime() - Date.now() - 120_000) < 10_000);
    await t.app.db
      .update(venueSimTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(venueSimTickets.tokenHash, ticketRow.tokenHash));
    assert.equal((await t.app.inject({ method: 'GET', url: url2.pathname + url2.search })).statusCode, 400);

    for (const q of [
      '',
      '?ticket=',
      '?ticket=short',
      `?ticket=${'A'.repeat(200)}`,
      '?ticket=%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00',
    ]) {
      const r = await t.app.inject({ method: 'GET', url: `/venue/ag/launch${q}` });
      assert.ok(r.statusCode === 400, `${q} → ${r.statusCode}`);
    }
  });

  test('the game page: HTML with a nonce CSP, the lobby link, no secret; the session cookie is scoped to its venue', async () => {
    const s = await seated('ag', 0);
    const page = await t.app.inject({ method: 'GET', url: '/venue/ag/play', headers: { cookie: s.cookie } });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers['content-security-policy'] as string)![1];
    assert.ok(page.body.includes(`<script nonce="${nonce}">`));
    assert.match(page.body, /百家乐/);
    assert.match(page.body, /AG真人/);
    assert.match(page.body, /返回大厅/);
    assert.match(page.body, /href="\/#\/"/);
    assert.ok(!page.body.includes(s.token));
    assert.ok(!page.body.includes(s.cookie.split('=')[1]));

    assert.equal((await t.app.inject({ method: 'GET', url: '/venue/ag/play' })).statusCode, 401);
    assert.equal((await state('pp', s.cookie)).statusCode, 401);
    assert.equal(json(await state('pp', s.cookie)).message, '游戏会话已过期，请返回大厅重新进入');
    assert.equal((await bet('pp', s.cookie, { stake: '10', choice: 'spin' })).statusCode, 401);
    const st = json(await state('ag', s.cookie));
    assert.equal(st.code, 200);
    assert.equal(st.data.balance, '0.00');
    assert.deepEqual(st.data.venue, { platname: 'ag', name: 'AG真人' });
  });

  test('a bet moves stake venue → house and payout house → venue in one transaction, writes the bet and lowers the turnover requirement', async () => {
    for (const [platname, choice, gameCode] of [
      ['ag', 'banker', '0'],
      ['ky', 'play', '0'],
      ['pp', 'spin', 'pp_gates_olympus'],
      ['vr', 'big', '0'],
    ] as const) {
      const s = await seated(platname, 100_000, gameCode);
      await t.app.db.update(users).set({ turnoverRequiredFen: 30_000 }).where(eq(users.id, s.userId));
      const houseBefore = await systemFen(t.app.db, 'house');
      const res = await bet(platname, s.cookie, { stake: '200', choice });
      assert.equal(res.statusCode, 200, res.body);
      const d = json(res).data;
      const [row] = await t.app.db.select().from(bets).where(eq(bets.betNo, d.bet.bet_id));
      assert.equal(row.userId, s.userId);
      assert.equal(row.platname, platname);
      assert.equal(row.gameCode, gameCode);
      assert.equal(row.betAmountFen, 20_000);
      assert.equal(row.status, 1);
      assert.ok(row.code.length > 0);
      const payout = row.winLossFen;
      assert.equal(await walletFen(t.app.db, s.userId, platname), 100_000 - 20_000 + payout);
      assert.equal(d.balance, ((100_000 - 20_000 + payout) / 100).toFixed(2));
      assert.equal(await systemFen(t.app.db, 'house'), houseBefore + 20_000 - payout);
      const entries = await t.app.db
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memo, row.betNo));
      assert.deepEqual(entries.map((e) => e.kind).sort(), payout > 0 ? ['bet', 'payout'] : ['bet']);
      const [u] = await t.app.db.select().from(users).where(eq(users.id, s.userId));
      assert.equal(u.turnoverRequiredFen, 30_000 - row.validBetFen);
      assert.equal(d.history[0].bet_id, row.betNo);
    }
  });

  test('the turnover requirement never goes below 0', async () => {
    const s = await seated('vr', 10_000);
    await t.app.db.update(users).set({ turnoverRequiredFen: 50 }).where(eq(users.id, s.userId));
    assert.equal(json(await bet('vr', s.cookie, { stake: 10, choice: 'odd' })).code, 200);
    const [u] = await t.app.db.select().from(users).where(eq(users.id, s.userId));
    assert.equal(u.turnoverRequiredFen, 0);
  });

  test('bet refusals: stake limits, bad amounts, bad choices, insufficient venue balance; nothing moves', async () => {
    const s = await seated('ag', 5_000);
    const cases: [unknown, number, string | RegExp][] = [
      [{ stake: '0.99', choice: 'player' }, 400, '单注金额需在1-50000元之间'],
      [{ stake: '50000.01', choice: 'player' }, 400, '单注金额需在1-50000元之间'],
      [{ stake: '', choice: 'player' }, 400, '单注金额需在1-50000元之间'],
      [{ stake: '0', choice: 'player' }, 400, '金额必须大于0'],
      [{ stake: '-10', choice: 'player' }, 400, /金额/],
      [{ stake: '1.234', choice: 'player' }, 400, '金额格式不正确'],
      [{ stake: '1e2', choice: 'player' }, 400, '金额格式不正确'],
      [{ stake: '999999999999', choice: 'player' }, 400, '金额不能超过100000000元'],
      [{ stake: '10', choice: 'dragon' }, 400, '请选择下注区域'],
      [{ stake: '10' }, 400, /choice/],
      [{ stake: true, choice: 'player' }, 400, /参数错误/],
      [{ stake: '50.01', choice: 'player' }, 400, '场馆余额不足，请先转入资金'],
    ];
    for (const [body, status, message] of cases) {
      const res = await bet('ag', s.cookie, body);
      assert.equal(res.statusCode, status, JSON.stringify(body));
      if (typeof message === 'string') assert.equal(json(res).message, message, JSON.stringify(body));
      else assert.match(json(res).message, message, JSON.stringify(body));
    }
    assert.equal(await walletFen(t.app.db, s.userId, 'ag'), 5_000);
    assert.equal((await t.app.db.select().from(bets).where(eq(bets.userId, s.userId))).length, 0);
    // exactly the balance is fine
    assert.equal(json(await bet('ag', s.cookie, { stake: '50', choice: 'player' })).code, 200);
  });

  test('sports: bets stay unsettled (status 2) until the settlement job runs after the match', async () => {
    for (const [platname, category] of [
      ['saba', 'sport'],
      ['lh', 'gaming'],
    ] as const) {
      const s = await seated(platname, 200_000);
      const st = json(await state(platname, s.cookie)).data;
      assert.equal(st.matches.length, 6);
      const m = st.matches[0];
      assert.equal(m.outcomes.length, category === 'sport' ? 3 : 2);
      assert.ok(m.starts_at > Date.now());
      const picks = m.outcomes.map((o: { pick: string }) => o.pick);

      // one bet on every outcome of the match: exactly one wins
      const placed = [];
      for (const pick of picks) {
        const r = await bet(platname, s.cookie, { stake: '100', choice: pick, match_id: m.id });
        assert.equal(r.statusCode, 200, r.body);
        assert.equal(json(r).data.bet.status, 2);
        placed.push(json(r).data.bet.bet_id);
      }
      await t.app.db.update(users).set({ turnoverRequiredFen: 1_000_000 }).where(eq(users.id, s.userId));
      const afterStakes = 200_000 - 10_000 * picks.length;
      assert.equal(await walletFen(t.app.db, s.userId, platname), afterStakes);
      for (const no of placed) {
        const [row] = await t.app.db.select().from(bets).where(eq(bets.betNo, no));
        assert.equal(row.status, 2);
        assert.equal(row.winLossFen, 0);
        assert.equal(row.validBetFen, 0);
      }
      // refusals
      assert.equal(
        json(await bet(platname, s.cookie, { stake: '10', choice: 'nobody', match_id: m.id })).message,
        '请选择投注选项',
      );
      assert.equal(
        json(await bet(platname, s.cookie, { stake: '10', choice: 'home', match_id: 99999999 })).message,
        '赛事不存在',
      );
      assert.equal(json(await bet(platname, s.cookie, { stake: '10', choice: 'home' })).message, '赛事不存在');

      // not yet over: nothing settles
      const job = findJob('sport-settlement')!;
      await job.run({ db: t.app.db, now: new Date(), log: () => {} });
      const [still] = await t.app.db.select().from(bets).where(eq(bets.betNo, placed[0]));
      assert.equal(still.status, 2);

      // kicked off: no more bets
      await t.app.db
        .update(venueSimMatches)
        .set({ startsAt: sql`now() - interval '1 minute'` })
        .where(eq(venueSimMatches.id, m.id));
      assert.equal(
        json(await bet(platname, s.cookie, { stake: '10', choice: picks[0], match_id: m.id })).message,
        '该赛事已停止投注',
      );

      const [match] = await t.app.db.select().from(venueSimMatches).where(eq(venueSimMatches.id, m.id));
      const later = new Date(match.endsAt.getTime() + 1000);
      const result = await job.run({ db: t.app.db, now: later, log: () => {} });
      assert.ok((result.bets as number) >= picks.length);
      const [settledMatch] = await t.app.db.select().from(venueSimMatches).where(eq(venueSimMatches.id, m.id));
      assert.ok(picks.includes(settledMatch.result));
      let paid = 0;
      for (const no of placed) {
        const [row] = await t.app.db.select().from(bets).where(eq(bets.betNo, no));
        assert.equal(row.status, 1);
        assert.equal(row.validBetFen, 10_000);
        const d = row.detail as { choice: string; oddsX100: number };
        const expected = d.choice === settledMatch.result ? Math.floor((10_000 * d.oddsX100) / 100) : 0;
        assert.equal(row.winLossFen, expected);
        paid += expected;
      }
      assert.ok(paid > 0);
      assert.equal(await walletFen(t.app.db, s.userId, platname), afterStakes + paid);
      const [u] = await t.app.db.select().from(users).where(eq(users.id, s.userId));
      assert.equal(u.turnoverRequiredFen, 1_000_000 - 10_000 * picks.length);
      // a second run pays nothing again
      await job.run({ db: t.app.db, now: later, log: () => {} });
      assert.equal(await walletFen(t.app.db, s.userId, platname), afterStakes + paid);
    }
  });

  test("/api/betrecord: the player's own bets, newest first, paged, filtered by venue and date", async () => {
    const s = await seated('vr', 100_000);
    for (let i = 0; i < 12; i++)
      assert.equal(json(await bet('vr', s.cookie, { stake: '1', choice: 'even' })).code, 200);
    const other = await seated('ag', 10_000);
    assert.equal(json(await bet('ag', other.cookie, { stake: '5', choice: 'tie' })).code, 200);
    // one old bet, outside the 30 days
    const [old] = await t.app.db.select().from(bets).where(eq(bets.userId, s.userId)).limit(1);
    await t.app.db
      .update(bets)
      .set({ betTime: sql`now() - interval '40 days'` })
      .where(eq(bets.id, old.id));

    const page1 = json(await post(t.app, '/api/betrecord', { date: 4, page: 1, api_type: '' }, s.token));
    assert.equal(page1.code, 200);
    assert.equal(page1.data.total, 11);
    assert.equal(page1.data.last_page, 2);
    assert.equal(page1.data.per_page, 10);
    assert.equal(page1.data.data.length, 10);
    const r0 = page1.data.data[0];
    assert.deepEqual(Object.keys(r0).slice(0, 6), ['bet_id', 'bet_amount', 'win_loss', 'Code', 'status', 'bet_time']);
    assert.equal(r0.bet_amount, '1.00');
    assert.match(r0.bet_time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.ok(page1.data.data.every((r: { bet_id: string }) => r.bet_id !== old.betNo));
    const times = page1.data.data.map((r: { bet_time: string }) => r.bet_time);
    assert.deepEqual([...times].sort().reverse(), times);
    assert.equal(
      json(await post(t.app, '/api/betrecord', { date: '4', page: '2', api_type: '' }, s.token)).data.data.length,
      1,
    );
    assert.equal(json(await post(t.app, '/api/betrecord', { page: 9 }, s.token)).data.data.length, 0);
    assert.equal(json(await post(t.app, '/api/betrecord', { date: 1, api_type: 'vr' }, s.token)).data.total, 11);
    assert.equal(json(await post(t.app, '/api/betrecord', { date: 1, api_type: 'ag' }, s.token)).data.total, 0);
    // the other player sees only their own
    const theirs = json(await post(t.app, '/api/betrecord', {}, other.token)).data;
    assert.equal(theirs.total, 1);
    assert.equal(theirs.data[0].bet_amount, '5.00');

    const bad: [unknown, number][] = [
      [{ api_type: 'nope' }, 404],
      [{ date: 5 }, 400],
      [{ date: 0 }, 400],
      [{ date: 'x' }, 400],
      [{ page: 0 }, 400],
      [{ page: -1 }, 400],
      [{ page: 'abc' }, 400],
      [{ page: 1.5 }, 400],
      [{ api_type: 5 }, 400],
    ];
    for (const [body, status] of bad) {
      const r = await post(t.app, '/api/betrecord', body, s.token);
      assert.equal(r.statusCode, status, JSON.stringify(body));
      assert.ok(json(r).message.length > 0);
    }
    assert.equal(
      (
        await t.app.db
          .select()
          .from(bets)
          .where(and(eq(bets.userId, s.userId), eq(bets.platname, 'vr')))
      ).length,
      12,
    );
    // the adapter's view of the same records
    const records = await t.app.venues
      .adapterFor('vr')
      .betRecords(s.userId, 'vr', { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 1000) });
    assert.equal(records.length, 11);
    assert.ok(records.every((r) => r.betAmountFen === 100 && r.status === 1 && r.validBetFen === 100));
  });

  test('housekeeping deletes launch tickets and game sessions expired for more than a day, and only those', async () => {
    const old = await seated('ag', 0); // a used ticket and a session
    const fresh = await seated('pp', 0);
    await t.app.db.execute(
      sql`UPDATE venue_sim_tickets SET expires_at = now() - interval '2 days' WHERE user_id = ${old.userId}`,
    );
    await t.app.db.execute(
      sql`UPDATE venue_sim_sessions SET expires_at = now() - interval '2 days' WHERE user_id = ${old.userId}`,
    );
    const purged = await t.app.venues.simulator.purgeExpired();
    assert.ok(purged.tickets >= 1 && purged.sessions >= 1, JSON.stringify(purged));
    const left = async (table: 'venue_sim_tickets' | 'venue_sim_sessions', userId: number) =>
      Number(
        (
          (await t.app.db.execute(
            sql`SELECT count(*) AS n FROM ${sql.raw(table)} WHERE user_id = ${userId}`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0].n,
      );
    assert.equal(await left('venue_sim_tickets', old.userId), 0);
    assert.equal(await left('venue_sim_sessions', old.userId), 0);
    assert.equal(await left('venue_sim_tickets', fresh.userId), 1);
    assert.equal(await left('venue_sim_sessions', fresh.userId), 1);
    // the fresh session still plays
    assert.equal((await state('pp', fresh.cookie)).statusCode, 200);
  });
});
