import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import { createAdminAccounts, type AdminAccounts } from './accounts';
import { createAdminLoginThrottle } from './throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-office accounts: login, sessions, admin management (plugins/app/admin). */
    adminAccounts: AdminAccounts;
  }
}

/** Admin accounts use the players' password hasher (app.passwords), so register after the accounts plugin. */
export default globalPlugin(
  async function adminAccounts(app: FastifyInstance) {
    app.decorate(
      'adminAccounts',
      createAdminAccounts({
        db: app.db,
        hasher: app.passwords,
        throttle: createAdminLoginThrottle(app.db, app.attempts.admin.policy),
        attempts: app.attempts,
      }),
    );
  },
  { dependencies: ['attempts', 'accounts'] },
);
