import path from 'node:path';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { listenConsole } from './plugins/app/console/origin';
import { EnvError, loadEnv } from './config/env';
import { openDb } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { createPasswordHasher } from './lib/passwords';
import { ensureDemoAdmin } from './db/admins';
import { fileClock } from './plugins/app/rewards/test-clock';

/** The process: environment, database, migrations, first-start seed, listen, graceful shutdown. */
async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await openDb({
    databaseUrl: env.databaseUrl,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    poolSize: env.dbPoolSize,
  });
  await runMigrations(handle);
  const hasher = createPasswordHasher(env.fastPasswordHash ? 'fast' : 'standard');
  await seedIfEmpty(handle.db, { demo: env.nodeEnv !== 'production', hasher });
  // Non-production only: the demo operator when no admin exists (production: `npm run admin -- bootstrap <name>`).
  const demoAdmin = env.nodeEnv !== 'production' && (await ensureDemoAdmin(handle.db, hasher));

  const app = await buildApp({
    db: handle.db,
    logger: {
      level: env.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    testCaptchaCode: env.testCaptchaCode,
    passwordHasher: hasher,
    corsOrigins: env.corsOrigins,
    trustProxy: env.trustProxy,
    publicUrl: env.publicUrl,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    venues: { faults: env.venueFaults, timeoutMs: env.venueTransferTimeoutMs, hangApplyRate: env.venueHangApplyRate },
    rewardsNow: env.testRewardsClockFile ? fileClock(env.testRewardsClockFile) : undefined,
    console: { totpRequired: env.adminTotpRequired },
  });
  let consoleServer: Server | null = null;
  if (demoAdmin)
    app.log.info('created the demo back-office admin (non-production; see server/README.md "Back office")');
  if (env.testCaptchaCode) app.log.warn('TEST_CAPTCHA_CODE is set: every captcha has a known answer (tests only)');
  if (env.testRewardsClockFile)
    app.log.warn('TEST_REWARDS_CLOCK_FILE is set: the reward clock is read from a file (tests only)');
  if (env.fastPasswordHash)
    app.log.warn('INSECURE_FAST_PASSWORD_HASH is set: passwords are hashed at a test-only cost');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      if (consoleServer) {
        const s = consoleServer;
        await new Promise((resolve) => s.close(resolve));
        s.closeAllConnections();
      }
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection'));

  await app.listen({ port: env.port, host: env.host });
  if (env.adminPort !== null) consoleServer = await listenConsole(app, env.adminPort, env.adminHost);
  app.log.info(`database: ${handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pglite')}`);
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  console.log(`\n  星耀娱乐 is running at http://${shown}:${env.port}`);
  console.log(`  database: ${handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pglite')}`);
  if (env.adminPort !== null) {
    const adminShown = env.adminHost === '0.0.0.0' || env.adminHost === '::' ? 'localhost' : env.adminHost;
    console.log(`  back-office console at http://${adminShown}:${env.adminPort}`);
  }
  if (env.nodeEnv !== 'production')
    console.log('  demo player demo888 / demo888 · back office admin / admin888 (npm run admin -- help)\n');
}

main().catch((err) => {
  console.error('Server failed to start:', err);
  process.exit(1);
});
