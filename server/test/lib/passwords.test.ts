import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isCommonPassword } from '#app/lib/common-passwords';
import { amountFen, formatFen } from '#app/lib/money';
import { createPasswordHasher } from '#app/lib/passwords';

describe('password hashing', () => {
  test('the standard cost is scrypt N=2^17, r=8, p=1, and verifies', async () => {
    const hasher = createPasswordHasher('standard');
    const hash = await hasher.hash('correct horse');
    assert.match(hash, /^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    assert.equal(await hasher.verify('correct horse', hash), true);
    assert.equal(await hasher.verify('correct horsE', hash), false);
  });

  test('hashes are salted, and a hash made at another cost still verifies', async () => {
    const fast = createPasswordHasher('fast');
    const a = await fast.hash('same');
    const b = await fast.hash('same');
    assert.notEqual(a, b);
    assert.equal(await createPasswordHasher('standard').verify('same', a), true);
    assert.equal(await fast.verify('same', 'not-a-hash'), false);
    assert.equal(await fast.verify('same', 'scrypt$x$y$z$a$b'), false);
  });
});

describe('common passwords', () => {
  test('the usual suspects are refused, case-insensitively; the demo password is not', () => {
    for (const pw of [
      '123456',
      '111111',
      'password',
      '12345678',
      'qwerty',
      'QWERTY',
      '123123',
      '000000',
      '666666',
      '888888',
      'abc123',
    ]) {
      assert.equal(isCommonPassword(pw), true, pw);
    }
    assert.equal(isCommonPassword('demo888'), false);
    assert.equal(isCommonPassword('Secret#2024'), false);
  });
});

describe('money', () => {
  test('fen are shown as two-decimal strings', () => {
    assert.equal(formatFen(0), '0.00');
    assert.equal(formatFen(5), '0.05');
    assert.equal(formatFen(123450), '1234.50');
    assert.equal(formatFen(-888800), '-8888.00');
    assert.equal(formatFen(9007199254740991n * 10n), '900719925474099.10');
  });

  test('yuan amounts (text or number) become fen after the shared money rule; anything else is a 400 with its message', () => {
    assert.equal(amountFen('100'), 10000);
    assert.equal(amountFen('100.5'), 10050);
    assert.equal(amountFen('0.01'), 1);
    assert.equal(amountFen(12.34), 1234);
    for (const [bad, message] of [
      ['', '请输入金额'],
      ['-1', '金额必须大于0'],
      ['1.234', '金额格式不正确'],
      ['abc', '金额格式不正确'],
      ['1e3', '金额格式不正确'],
      ['100000000.01', '金额不能超过100000000元'],
    ] as const) {
      assert.throws(() => amountFen(bad), { code: 400, message }, bad);
    }
    assert.throws(() => amountFen('abc', '保级流水'), { code: 400, message: '保级流水：金额格式不正确' });
  });
});
