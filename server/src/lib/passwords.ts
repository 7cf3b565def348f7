import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto at OWASP's cost (N=2^17, r=8, p=1, about 128 MiB
 * and a few hundred ms per hash). The parameters are stored with each hash, so a hash made at
 * another cost still verifies. 'fast' exists only for automated tests and is refused in production.
 */
export type PasswordCost = 'standard' | 'fast';

const COSTS: Record<PasswordCost, { N: number; r: number; p: number }> = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  fast: { N: 2 ** 10, r: 8, p: 1 },
};
const KEY_LEN = 32;
const MAXMEM = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAXMEM };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export interface PasswordHasher {
  readonly cost: PasswordCost;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification, for unknown accounts (no user enumeration by timing). */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordCost = 'standard'): PasswordHasher {
  const params = COSTS[cost];
  const dummySalt = randomBytes(16);
  return {
    cost,
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [N, r, p] = parts.slice(1, 4).map(Number);
      if (![N, r, p].every(Number.isSafeInteger)) return false;
      const expected = Buffer.from(parts[5], 'base64url');
      const key = await derive(password, Buffer.from(parts[4], 'base64url'), { N, r, p });
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
    async burn(password) {
      await derive(password, dummySalt, params);
    },
  };
}
