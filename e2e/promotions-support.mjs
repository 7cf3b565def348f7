// What the promotions browser tests do besides the browser: the operator's calls (the admin API, as `npm run admin`
// makes them), a confirmed deposit, turnover played in the venue simulator, and the shared Shanghai day.
import assert from 'node:assert/strict';
import { api } from './harness.mjs';

/** The demo operator's back-office client: `call(method, path, body)` answers `data`, asserting code 200. */
export async function operator(base) {
  const res = await fetch(`${base}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin888' }),
  });
  const token = (await res.json()).data.token;
  const raw = async (method, path, body) => {
    const r = await fetch(`${base}/admin/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return r.json();
  };
  return {
    raw,
    async call(method, path, body) {
      const json = await raw(method, path, body);
      assert.equal(json.code, 200, `${method} ${path}: ${json.message}`);
      return json.data;
    },
  };
}

/** A bank deposit placed by the player and confirmed by the operator (credits the wallet and paysum). */
export async function confirmedDeposit(base, op, token, amount) {
  const placed = await api(
    base,
    '/api/recharge',
    {
      paytype: 'bank',
      amount,
      bank: '招商银行',
      bank_no: '6225880112345678',
      bank_owner: '测试玩家',
      bank_address: '上海市浦东新区支行',
    },
    token,
  );
  assert.equal(placed.code, 200, placed.message);
  await op.call('POST', `/deposits/${placed.data.deposit_no}/confirm`);
  return placed.data.deposit_no;
}

/** Valid turnover: `amount` moved into the 开元棋牌 venue and staked on one hand of 抢庄牛牛 (settled at once). */
export async function playTurnover(base, token, amount) {
  const moved = await api(base, '/api/transfer', { amount, sourcetype: 'userbalance', targettype: 'ky' }, token);
  assert.equal(moved.code, 200, moved.message);
  const launched = await api(
    base,
    '/api/getGameUrl',
    { plat_name: 'ky', game_type: 0, game_code: '', is_mobile_url: 1 },
    token,
  );
  assert.equal(launched.code, 200, launched.message);
  const entry = await fetch(launched.data.url, { redirect: 'manual' });
  const cookie = entry.headers.get('set-cookie')?.split(';')[0];
  assert.ok(cookie, 'the venue session cookie');
  const bet = await fetch(`${base}/venue/ky/api/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ stake: amount, choice: 'play' }),
  });
  const body = await bet.json();
  assert.equal(body.code, 200, body.message);
  return body.data.bet;
}

/** Today's Shanghai date (YYYY-MM-DD). */
export const shanghaiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
