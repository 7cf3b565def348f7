import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import { createAdminAccounts, type AdminAccounts } from './accounts';
import { createAdminLoginThrottle } from './throttle';
import { createAdminTotp, type AdminTotp } from './totp';
import { ADMIN_TOTP_POLICY, createAttemptLimiter } from '#app/plugins/app/attempts/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-office accounts: login, sessions, admin management (plugins/app/admin). */
    adminAccounts: AdminAccounts;
    /** The back office's second factor (plugins/app/admin/totp.ts). */
    adminTotp: AdminTotp;
  }
}

export interface AdminAccountsOptions {
  /** TOTP required of every admin (production always; ADMIN_TOTP=required elsewhere). */
  totpRequired?: boolean;
}

/** Admin accounts use the players' password hasher (app.passwords), so register after the accounts plugin. */
export default globalPlugin(
  async function adminAccounts(app: FastifyInstance, opts: AdminAccountsOptions) {
    app.decorate(
      'adminAccounts',
      createAdminAccounts({
        db: app.db,
        hasher: app.passwords,
        throttle: createAdminLoginThrottle(app.db, app.attempts.admin.policy),
        attempts: app.attempts,
        totpRequired: opts.totpRequired ?? false,
      }),
    );
    app.decorate(
      'adminTotp',
      createAdminTotp({ db: app.db, limiter: createAttemptLimiter(app.db, ADMIN_TOTP_POLICY) }),
    );
  },
  { dependencies: ['attempts', 'accounts'] },
);
