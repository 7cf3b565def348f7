// What the money browser tests do besides the browser: cards bound through the API (as /addBankCard and /addUsdtCard
// would), an operator's balance adjustment, and the player's records as the API answers them.
import assert from 'node:assert/strict';
import { api } from './harness.mjs';

export const PAY_PASSWORD = 'Pay123456';

/** A card number no other player holds (numbers are unique across players). */
export const freshCardNo = () =>
  `6225${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A well-formed TRC20 address no other player holds. */
export const freshTrc20 = () => `T${Array.from({ length: 33 }, () => BASE58[Math.floor(Math.random() * 58)]).join('')}`;

export async function bindBankCard(base, token, bankNo = freshCardNo()) {
  const banks = await api(base, '/api/banklist', {});
  const res = await api(
    base,
    '/api/bindcard',
    {
      bank: banks.data[0].bank_name,
      bank_owner: '测试玩家',
      bank_no: bankNo,
      bank_address: '上海市浦东新区支行',
      pay_pass: PAY_PASSWORD,
    },
    token,
  );
  assert.equal(res.code, 200, res.message);
}

export async function bindUsdtAddress(base, token, address = freshTrc20()) {
  const res = await api(
    base,
    '/api/bindcard',
    { bank: 'USDT', bank_owner: 'TRC20', bank_no: address, bank_address: '', pay_pass: PAY_PASSWORD },
    token,
  );
  assert.equal(res.code, 200, res.message);
}

/** The operator credits the player's central wallet (no turnover attached, unlike a deposit). */
export async function credit(op, username, amount) {
  const found = await op.call('GET', `/users?q=${encodeURIComponent(username)}`);
  const user = found.data.find((u) => u.username === username);
  await op.call('POST', `/users/${user.id}/adjust`, { amount, reason: '测试加款' });
}

/** The player's transaction rows of one type (1 deposit, 2 withdrawal, 3 in, 4 out), newest first. */
export async function records(base, token, type) {
  const res = await api(base, '/api/gettransrecord', { type, date: 4, page: 1, api_type: '' }, token);
  assert.equal(res.code, 200, res.message);
  return res.data.data;
}

/** The player's central balance as the API answers it. */
export async function balance(base, token) {
  const res = await api(base, '/api/balance', {}, token);
  return res.data.balance;
}
