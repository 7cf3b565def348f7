import * as v from '..';

/** Raw request bodies the server may hand over. */
const hostile: unknown[] = [
  null,
  undefined,
  0,
  NaN,
  -Infinity,
  '',
  'x'.repeat(100_000),
  10n,
  Symbol('s'),
  [],
  [1, 2],
  {},
  Object.create(null),
  {
    amount: {},
    bank: [],
    password: {
      toString: () => {
        throw new Error('boom');
      },
    },
  },
  // eslint-disable-next-line no-loss-of-precision -- Infinity on purpose
  { amount: 1e400, bank_no: Symbol('n'), mobile: 13812345678, birthday: 19900101, pay_pass: 123456 },
  { __proto__: { amount: '100' } },
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('get');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('describe');
      },
    },
  ),
];

const checks: Array<[string, (input: unknown) => unknown]> = [
  ['checkMoneyAmount', (i) => v.checkMoneyAmount(i)],
  ['checkDepositAmount', (i) => v.checkDepositAmount(i, i)],
  ['checkBankDeposit', (i) => v.checkBankDeposit(i, i)],
  ['checkDeposit', (i) => v.checkDeposit(i, i)],
  ['checkWithdrawal', (i) => v.checkWithdrawal(i, { tab: i, balance: i })],
  ['checkTransfer', (i) => v.checkTransfer(i, { balance: i })],
  ['checkPasswordChange', (i) => v.checkPasswordChange(i)],
  ['checkPartnerApplication', (i) => v.checkPartnerApplication(i)],
  ['checkProfile', (i) => v.checkProfile(i, i)],
  ['checkBirthday', (i) => v.checkBirthday(i, i)],
  ['checkUsdtAddressAdd', (i) => v.checkUsdtAddressAdd(i)],
  ['checkBankCardAdd', (i) => v.checkBankCardAdd(i)],
  ['checkCardCount', (i) => v.checkCardCount(i, 'bank')],
  ['checkRebateClaim', (i) => v.checkRebateClaim(i)],
  ['checkRedPacketClaim', (i) => v.checkRedPacketClaim(i)],
  ['filterUsdtAddressInput', (i) => v.filterUsdtAddressInput(i)],
  ['filterCardNoInput', (i) => v.filterCardNoInput(i)],
];

const messages = new Set<string>(Object.values(v.MSG));

describe('every rule takes loose input without throwing', () => {
  it.each(checks)('%s answers a known message or null for hostile input', (_name, check) => {
    for (const input of hostile) {
      const result = check(input);
      if (result === null || (typeof result === 'string' && result.length === 0)) continue;
      const message = typeof result === 'object' ? (result as { message: string }).message : (result as string);
      const isRange = /^请输入金额在.+-.+之间！$/.test(message);
      const isFilter = _name.startsWith('filter');
      expect(isRange || isFilter || messages.has(message)).toBe(true);
    }
  });
});
