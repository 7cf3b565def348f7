import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '#app/db/migrate';
import { agentApplications, cards, deposits, sessions, supportMessages, users } from '#app/db/schema/index';
import { BANK_DEPOSIT, PAY_PASS, newPlayer } from '#test/helpers/cashier';
import { createTestApp, post, type TestApp } from '#test/helpers/test-app';

/**
 * Migration 0011 repairs rows written before the server refused control characters: real rows made through the API,
 * then made hostile in the database, then the migration's statements run on them (the migration itself already ran
 * on the empty database when the app started, as it does on a real upgrade).
 */
const statements = readFileSync(path.join(migrationsFolder, '0011_clean_player_text.sql'), 'utf8').split(
  '--> statement-breakpoint',
);

describe('migration 0011: existing player text is cleaned', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  before(async () => {
    t = await createTestApp();
    player = await newPlayer(t.app);
    assert.equal((await post(t.app, '/api/recharge', BANK_DEPOSIT, player.token)).statusCode, 200);
    const card = {
      bank: '中国农业银行',
      bank_owner: '李四',
      bank_no: '6228480000000009',
      bank_address: '中关村支行',
      pay_pass: PAY_PASS,
    };
    assert.equal((await post(t.app, '/api/bindcard', card, player.token)).statusCode, 200);
    assert.equal(
      (await post(t.app, '/api/applyagentdo', { mobile: '13812345678', apply_info: '有渠道' }, player.token))
        .statusCode,
      200,
    );
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/support/send',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { content: '你好' },
    });
    assert.equal(chat.statusCode, 200, chat.body);

    const db = t.handle.db;
    await db
      .update(users)
      .set({ realname: '\u001b]0;PWN\u0007李\t四\u202e', mobile: '138\u009b12345678' })
      .where(eq(users.id, player.id));
    await db
      .update(deposits)
      .set({ bank: '\u001b[34D100.00\u001b[28C工商银行', bankOwner: '李四\u0085', bankAddress: '上海\n分行' });
    await db.update(cards).set({ bank: '农行\u2066', bankOwner: '\u001b[2J李四' });
    await db.update(agentApplications).set({ applyInfo: '第一行\n第二行\u009b\t完' });
    await db.update(supportMessages).set({ body: '你好\u001b[31m\n请问\uffff' });
    await db.update(sessions).set({ userAgent: 'Mozilla\u009b' });
    for (const s of statements) await db.execute(sql.raw(s));
  });
  after(() => t.close());

  test('single-line fields lose control characters; tabs and line breaks become spaces', async () => {
    const [u] = await t.handle.db.select().from(users).where(eq(users.id, player.id));
    assert.equal(u.realname, ']0;PWN李 四');
    assert.equal(u.mobile, '13812345678');
    const [d] = await t.handle.db.select().from(deposits);
    assert.deepEqual(
      [d.bank, d.bankOwner, d.bankAddress, d.bankNo],
      ['[34D100.00[28C工商银行', '李四', '上海 分行', BANK_DEPOSIT.bank_no],
    );
    const [c] = await t.handle.db.select().from(cards);
    assert.deepEqual([c.bank, c.bankOwner, c.bankNo], ['农行', '[2J李四', '6228480000000009']);
    const [s] = await t.handle.db.select().from(sessions).limit(1);
    assert.equal(s.userAgent, 'Mozilla');
  });

  test('multi-line fields keep tabs and line breaks', async () => {
    const [a] = await t.handle.db.select().from(agentApplications);
    assert.equal(a.applyInfo, '第一行\n第二行\t完');
    const [m] = await t.handle.db.select().from(supportMessages);
    assert.equal(m.body, '你好[31m\n请问');
  });

  test('clean rows are left alone and the statements can run again', async () => {
    for (const s of statements) await t.handle.db.execute(sql.raw(s));
    const [d] = await t.handle.db.select().from(deposits);
    assert.equal(d.bank, '[34D100.00[28C工商银行');
  });
});
