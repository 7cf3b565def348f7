// Every player call (/api/*) answers its contract: the schema of its `data` in @h5/shared/contract, which is also the
// type the pages read (@h5/shared/types). A response schema is a filter too (fast-json-stringify drops what it does not
// name), so two checks together: the test app's serialisation check (test/helpers/serialisation-check.ts) fails any
// answer that differs from what its producer returned, and each answer here must satisfy its schema (every field the
// pages read is there, with its type). Lists are called with rows in them, so the row schemas are exercised too.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import * as contract from '@h5/shared/contract';
import * as account from '../../../../shared/src/contract/account';
import * as common from '../../../../shared/src/contract/common';
import * as site from '../../../../shared/src/contract/site';
import * as protection from '../../../../shared/src/contract/protection';
import type { RouteOptions } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { activityApplications, notices, rebates, redpacketClaims } from '#app/db/schema/index';
import { PAY_PASS, fund, newPlayer } from '#test/helpers/cashier';
import { addBet } from '#test/helpers/rewards';
import { serialisationProblems } from '#test/helpers/serialisation-check';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

describe('player calls answer their contract (@h5/shared/contract)', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let player: { token: string; id: number; name: string };

  before(async () => {
    t = await createTestApp({ onRoute: (r) => void routes.push(r) });
    player = await newPlayer(t.app);
    await fund(t.app.db, player.id, 1_000_000);
  });
  after(() => t.close());

  /** Calls a player route as the player and answers the envelope (a 200, or the test fails with the body). */
  async function call(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${player.token}`, ...headers },
    });
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    const body = json(res);
    assert.equal(body.code, 200, `${method} ${url}: ${res.body}`);
    return body;
  }
  /** `data` satisfies the schema: every required field present, every field of its type. */
  function satisfies(schema: TSchema, data: unknown, what: string) {
    const errors = [...Value.Errors(schema, data)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
    assert.deepEqual(errors, [], `${what}: ${JSON.stringify(data)}`);
  }
  const answers = async (
    method: 'GET' | 'POST',
    url: string,
    schema: TSchema,
    payload?: object,
    headers?: Record<string, string>,
  ) => {
    const { data } = await call(method, url, payload, headers);
    satisfies(schema, data, `${method} ${url}`);
    return data;
  };
  const rowsOf = (page: { data: unknown[] }, what: string) =>
    assert.ok(page.data.length > 0, `${what}: no rows to check`);
  const key = () => randomBytes(8).toString('hex');

  test('every /api route declares the schema of its 200 data (none is left as any JSON)', () => {
    const untyped = routes
      .filter((r) => r.url.startsWith('/api/') && [r.method].flat().some((m) => m !== 'HEAD'))
      .filter((r) => {
        const ok = (r.schema?.response as Record<string, { properties?: { data?: object } }> | undefined)?.[200];
        return !ok?.properties?.data || Object.keys(ok.properties.data).length === 0;
      })
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    assert.deepEqual(untyped, []);
  });

  test('site and session: app, user, balance, captcha, refreshusermoney', async () => {
    await answers('POST', '/api/app', contract.AppInfoSchema);
    const me = await answers('POST', '/api/user', contract.UserInfoSchema);
    assert.equal(me.username.toLowerCase(), player.name.toLowerCase());
    await answers('POST', '/api/balance', contract.BalanceDataSchema);
    await answers('GET', '/api/captcha', contract.CaptchaSchema);
    await answers('POST', '/api/refreshusermoney', contract.UserInfoSchema);
  });

  test('wallet: venues, one venue, transfer, auto transfer, game launch, bet records, slot games, recall', async () => {
    const venues = await answers('POST', '/api/balancelist', Type.Array(contract.VenueSchema));
    assert.ok(venues.length > 0);
    await answers('POST', '/api/userapimoney/ag', contract.VenueSchema);
    const moved = await answers('POST', '/api/transfer', contract.TransferDataSchema, {
      amount: '100',
      sourcetype: 'userbalance',
      targettype: 'ag',
    });
    assert.equal(moved.amount, '100.00');
    assert.deepEqual(
      await answers('POST', '/api/uptransferstatus', contract.TransferStatusDataSchema, { transferstatus: 0 }),
      { transferstatus: 0 },
    );
    await answers('POST', '/api/getGameUrl', contract.UrlDataSchema, {
      plat_name: 'ag',
      game_type: 0,
      game_code: '',
      is_mobile_url: 1,
    });
    await addBet(t.app.db, {
      userId: player.id,
      platname: 'ag',
      category: 'realbet',
      validFen: 1000,
      settledAt: new Date(),
    });
    rowsOf(
      await answers('POST', '/api/betrecord', contract.BetRecordPageSchema, { date: 1, page: 1, api_type: '' }),
      'betrecord',
    );
    const slots = await answers('POST', '/api/gamelistBycode', Type.Array(contract.ConciseGameSchema), {
      gamecode: 'obgdy',
    });
    assert.ok(slots.length > 0);
    const recalled = await answers(
      'POST',
      '/api/transall',
      contract.RecallDataSchema,
      {},
      { 'idempotency-key': key() },
    );
    assert.equal(recalled.amount, '100.00');
  });

  test('cashier: pay ways and ranges, receiving accounts, banks, cards, deposits, turnover, withdrawal, records', async () => {
    await answers('GET', '/api/get_pay_way', contract.PayWayFlagsSchema);
    await answers('POST', '/api/getPayRange', contract.PayRangeSchema, { type: 'bank' });
    assert.ok((await answers('POST', '/api/getpaybank', Type.Array(contract.ReceivingAccountSchema))).length > 0);
    assert.ok((await answers('POST', '/api/banklist', Type.Array(contract.BankListItemSchema))).length > 0);

    const card = {
      bank: '中国农业银行',
      bank_owner: '李四',
      bank_no: '6228480000123456789',
      bank_address: '北京市海淀区中关村支行',
      pay_pass: PAY_PASS,
    };
    const { id } = await answers('POST', '/api/bindcard', contract.CardBoundSchema, card);
    const cards = await answers('POST', '/api/getcard', Type.Array(contract.SavedCardSchema), { type: 1 });
    assert.deepEqual(
      cards.map((c: { id: number }) => c.id),
      [id],
    );

    const bank = await answers(
      'POST',
      '/api/recharge',
      contract.DepositCreatedSchema,
      {
        paytype: 'bank',
        amount: '500',
        bank: '招商银行',
        bank_no: '6225880112345678',
        bank_owner: '李四',
        bank_address: '上海市浦东新区陆家嘴支行',
      },
      { 'idempotency-key': key() },
    );
    const bankOrder = await answers('POST', '/api/payinfo', contract.DepositOrderSchema, {
      deposit_no: bank.deposit_no,
    });
    assert.equal(typeof bankOrder.cardlist.bank_owner, 'string');
    const usdt = await answers(
      'POST',
      '/api/recharge',
      contract.DepositCreatedSchema,
      { paytype: 'usdt', amount: '720', catepay: 'TRC20' },
      { 'idempotency-key': key() },
    );
    const usdtOrder = await answers('POST', '/api/payinfo', contract.DepositOrderSchema, {
      deposit_no: usdt.deposit_no,
    });
    assert.equal(typeof usdtOrder.info.usdt_amount, 'string');

    await answers('POST', '/api/getBetAmount', contract.BetTurnoverSchema);
    await answers(
      'POST',
      '/api/withdraw',
      contract.WithdrawalCreatedSchema,
      { amount: '100', bank: id, password: PAY_PASS },
      { 'idempotency-key': key() },
    );
    for (const type of [1, 2, 3, 4]) {
      rowsOf(
        await answers('POST', '/api/gettransrecord', contract.TransactionRecordPageSchema, {
          date: 1,
          type,
          page: 1,
          api_type: '',
        }),
        `gettransrecord type ${type}`,
      );
    }
    assert.equal(await answers('POST', '/api/delcard', contract.NoData, { id }), null);
  });

  test('rewards: rebates and their claim, red packet overview and records, VIP levels, promotion applications', async () => {
    const now = new Date();
    const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await t.app.db.insert(rebates).values({
      userId: player.id,
      day,
      platname: 'ag',
      gamename: 'AG真人',
      category: 'realbet',
      validBetFen: 100_000,
      ratePercent: '0.80',
      amountFen: 800,
    });
    rowsOf(
      (
        await answers('POST', '/api/getfanshui', contract.RebateDataSchema, {
          date: 1,
          page: 1,
          api_type: '',
          type: '',
        })
      ).list,
      'getfanshui',
    );
    await answers('POST', '/api/dofanshui', contract.RebateClaimDataSchema, {}, { 'idempotency-key': key() });

    await answers('GET', '/api/userredpacket', contract.RedPacketInfoSchema);
    await t.app.db
      .insert(redpacketClaims)
      .values({ userId: player.id, day, seq: 1, rechargeFen: 10_000, amountFen: 188, rechargeAt: now });
    rowsOf(await answers('POST', '/api/redpacket', contract.RedPacketRecordPageSchema, { page: 1 }), 'redpacket');
    assert.equal((await answers('POST', '/api/uservip', Type.Array(contract.VipLevelSchema))).length, 10);

    const running = await answers('POST', '/api/activitylist', contract.PromotionPageSchema, {});
    rowsOf(running, 'activitylist');
    await answers('POST', '/api/activitytype', Type.Array(contract.PromotionTypeSchema));
    await answers('POST', '/api/activitydeatil', contract.PromotionDetailSchema, { id: running.data[0].id });
    await answers('POST', '/api/doactivityapply', contract.NoData, { activityid: running.data[0].id });
    assert.equal((await t.app.db.select().from(activityApplications)).length > 0, true);
    rowsOf(
      await answers('POST', '/api/activityApplyLog', contract.ActivityApplicationPageSchema, { page: 1 }),
      'activityApplyLog',
    );
  });

  test('account and lobby: inbox, article, partner status, game list, banners, notices', async () => {
    await t.app.db.insert(notices).values({ kind: 'inbox', userId: player.id, title: '通知', content: '<p>您好</p>' });
    rowsOf(await answers('POST', '/api/noticeList', contract.NoticePageSchema, { page: 1 }), 'noticeList');
    await answers('POST', '/api/article', contract.ArticleSchema, { type: 7 });
    await answers('POST', '/api/applyagentinfo', contract.AgentStatusSchema);
    assert.ok((await answers('GET', '/api/game/list', Type.Array(contract.GameSchema))).length > 0);
    assert.ok((await answers('POST', '/api/bannerList', Type.Array(contract.BannerSchema), { type: 2 })).length > 0);
    await answers('POST', '/api/homenotice', contract.HomeNoticesSchema);
    await answers('POST', '/api/logoff', contract.NoData);
  });

  test('@h5/shared/contract names every schema of its modules (its re-exports are spelled out, see its index.ts)', () => {
    const declared = [common, site, account, protection]
      .flatMap((m) => Object.keys(m))
      .filter((k) => k !== 'default' && k !== '__esModule');
    assert.deepEqual(
      declared.filter((k) => !(k in contract)),
      [],
    );
  });

  test('no answer above lost or changed a field on its way out (the serialisation check)', () => {
    assert.deepEqual(serialisationProblems, []);
  });
});
