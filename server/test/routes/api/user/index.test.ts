import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, json, login, post, type TestApp } from '#test/helpers/test-app';
import { fund, newPlayer } from '#test/helpers/venues';

const EXPIRED = { code: 401, message: '登录已过期，请重新登录', data: null };

describe('/api/user and /api/balance', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('the seeded demo player has 8888.00 in the central wallet and nothing in venues', async () => {
    const token = json(await login(t.app, 'demo888', 'demo888')).data.api_token;
    for (const payload of [undefined, {}, { extra: 'ignored' }]) {
      const res = await post(t.app, '/api/balance', payload, token);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), { code: 200, message: 'success', data: { balance: '8888.00', gameblance: '0.00' } });
    }
  });

  test('/api/user answers the profile with money as two-decimal strings', async () => {
    const token = json(await login(t.app, 'demo888', 'demo888')).data.api_token;
    const res = await post(t.app, '/api/user', undefined, token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res).data, {
      username: 'demo888',
      realname: '张三',
      balance: '8888.00',
      gameblance: '0.00',
      current_vip: 'VIP2',
      vip: 2,
      avatar: '',
      joinday: 1,
      paysum: '0.00',
      isagent: 0,
      mobile: '',
      email: '',
      birthday: '',
      transferstatus: 0,
      usdtrate: '7.20',
      withdrawcashfee: '5.00',
      withdrawfeeusdttrc: '1.00',
      withdrawusdtrate: '7.10',
    });
  });

  test('balance polls arriving together (one batched lookup) each get their own player’s money; a revoked token in the batch gets 401', async () => {
    const players: Awaited<ReturnType<typeof newPlayer>>[] = [];
    for (let i = 0; i < 12; i++) {
      const p = await newPlayer(t.app);
      await fund(t.handle.db, p.userId, 10_000 + i * 101);
      players.push(p);
    }
    const revoked = players[5];
    await post(t.app, '/api/logoff', undefined, revoked.token);
    const answers = await Promise.all(
      [...players, ...players].map((p, i) => post(t.app, i % 2 ? '/api/balance' : '/api/user', undefined, p.token)),
    );
    answers.forEach((res, i) => {
      const p = [...players, ...players][i];
      const k = players.indexOf(p);
      if (p === revoked) return assert.deepEqual(json(res), EXPIRED);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(json(res).data.balance, (100 + k * 1.01).toFixed(2), `player ${k}`);
      if (i % 2 === 0) assert.equal(json(res).data.username, p.name);
    });
  });
});
