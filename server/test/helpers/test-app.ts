import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '#app/app';
import type { DbHandle } from '#app/db/client';
import { seed } from '#app/db/seed/index';
import { createPasswordHasher } from '#app/lib/passwords';
import { checkSerialisation } from './serialisation-check';
import { createTestDb } from './test-db';

export const TEST_CAPTCHA = 'AB12';

/**
 * Per-address rate limits high enough for test files that fetch many captchas, register many players and log in many
 * operators from one address (inject's 127.0.0.1). The attempt limits of passwords stay as in production; the rate
 * limits themselves are tested with `attempts: {}` (the production values) in test/plugins/app/attempts/.
 */
export const RELAXED_RATE_LIMITS = {
  captcha: { scope: 'rate:captcha', max: 100_000, windowSeconds: 60, message: '请求过于频繁，请稍后再试' },
  register: { scope: 'rate:register', max: 100_000, windowSeconds: 60, message: '请求过于频繁，请稍后再试' },
  adminLogin: { scope: 'rate:admin-login', max: 100_000, windowSeconds: 60, message: '请求过于频繁，请稍后再试' },
};
export const fastHasher = createPasswordHasher('fast');

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  close(): Promise<void>;
}

/** The app on a fresh database (seeded with the demo content unless `seed: false`). */
export async function createTestApp(
  opts: Partial<BuildAppOptions> & { seed?: boolean; poolSize?: number } = {},
): Promise<TestApp> {
  // the demo content, seeded once into the template database every test app's database is a copy of (test-db.ts)
  const handle = await createTestDb({
    poolSize: opts.poolSize,
    ...(opts.seed === false
      ? {}
      : { fill: async (h) => void (await seed(h.db, { demo: true, hasher: fastHasher })), fillKey: 'demo' }),
  });
  const app = await buildApp({
    db: handle.db,
    testCaptchaCode: TEST_CAPTCHA,
    passwordHasher: fastHasher,
    static: false,
    housekeepingMs: 0,
    attempts: { rate: RELAXED_RATE_LIMITS },
    instrument: checkSerialisation,
    ...opts,
  });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as { code: number; message: string; data: any };

/** A fresh captcha id (its answer is TEST_CAPTCHA). */
export async function captchaId(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha' });
  return json(res).data.id;
}

export async function post(app: FastifyInstance, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

let counter = 0;
/** A unique valid username (letters and digits, 6–16). */
export const uniqueName = (prefix = 'user') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}`.slice(0, 16);

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = {
    name: uniqueName(),
    password: 'Secret#2024',
    confirmPass: 'Secret#2024',
    realname: '李四',
    paypassword: 'Pay#2024x',
    code: TEST_CAPTCHA,
    captcha_id: await captchaId(app),
    ...overrides,
  };
  const res = await post(app, '/api/register', body);
  return { res, body, token: json(res).data?.api_token as string | undefined };
}

export async function login(app: FastifyInstance, name: string, password: string, extra: Record<string, unknown> = {}) {
  return post(app, '/api/login_pc', { name, password, code: TEST_CAPTCHA, captcha_id: await captchaId(app), ...extra });
}
