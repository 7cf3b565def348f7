import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#app/db/client';
import { captchas } from '#app/db/schema/index';
import { globalPlugin } from '#app/lib/plugin';
import type { Attempts } from '#app/plugins/app/attempts/index';
import { drawCaptcha, randomCaptchaCode, toDataUri } from './captcha-image';

export const CAPTCHA_LIFE_MS = 5 * 60 * 1000;

export function createCaptchaStore(db: Db, opts: { testCode?: string; attempts?: Pick<Attempts, 'hit'> }) {
  return {
    /** A new captcha: its id and the image (a data URI). With the caller's address, counted against its rate limit first (429). */
    async issue(ip?: string): Promise<{ id: string; img: string }> {
      if (ip !== undefined) await opts.attempts?.hit('captcha', ip);
      const answer = opts.testCode ?? randomCaptchaCode();
      const id = randomBytes(16).toString('base64url');
      await db.insert(captchas).values({ id, answer, expiresAt: new Date(Date.now() + CAPTCHA_LIFE_MS) });
      return { id, img: toDataUri(drawCaptcha(answer)) };
    },

    /** Checks and consumes the captcha in one statement: wrong, expired, unknown and reused all answer false. */
    async consume(id: unknown, code: unknown): Promise<boolean> {
      if (typeof id !== 'string' || typeof code !== 'string' || id.length === 0 || id.length > 32) return false;
      const [row] = await db
        .delete(captchas)
        .where(eq(captchas.id, id))
        .returning({ answer: captchas.answer, fresh: sql<boolean>`${captchas.expiresAt} > now()` });
      return !!row && row.fresh && row.answer.toLowerCase() === code.trim().toLowerCase();
    },

    async purgeExpired(): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
    },
  };
}

export type CaptchaStore = ReturnType<typeof createCaptchaStore>;

declare module 'fastify' {
  interface FastifyInstance {
    captchas: CaptchaStore;
  }
}

export default globalPlugin(
  async function captcha(app: FastifyInstance, opts: { testCode?: string }) {
    app.decorate('captchas', createCaptchaStore(app.db, { ...opts, attempts: app.attempts }));
  },
  { dependencies: ['attempts'] },
);
