import path from 'node:path';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { listenConsole } from './plugins/app/console/origin';
import { listenMetrics } from './plugins/app/metrics';
import { EnvError, loadEnv } from './config/env';
import { openDb } from './db/client';
import { runMigrations, withSeedLock } from './db/migrate';
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
  await withSeedLock(handle, () => seedIfEmpty(handle.db, { demo: env.nodeEnv !== 'production', hasher }));
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
    assetOrigins: env.assetOrigins,
    trustProxy: env.trustProxy,
    publicUrl: env.publicUrl,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    venues: { faults: env.venueFaults, timeoutMs: env.venueTransferTimeoutMs, hangApplyRate: env.venueHangApplyRate },
    rewardsNow: env.testRewardsClockFile ? fileClock(env.testRewardsClockFile) : undefined,
    console: { totpRequired: env.adminTotpRequired },
    jobEveryMs: env.jobEveryMs,
  });
  let consoleServer: Server | null = null;
  let metricsServer: Server | null = null;
  if (demoAdmin)
    app.log.info('created the demo back-office admin (non-production; see server/README.md "Back office")');
  if (env.testCaptchaCode) app.log.warn('TEST_CAPTCHA_CODE is set: every captcha has a known answer (tests only)');
  if (env.testRewardsClockFile)
    app.log.warn('TEST_REWARDS_CLOCK_FILE is set: the reward clock is read from a file (tests only)');
  if (env.fastPasswordHash)
    app.log.warn('INSECURE_FAST_PASSWORD_HASH is set: passwords are hashed at a test-only cost');

  // SIGTERM/SIGINT: drain (readyz 503, no new connections, the open ones finish, the current job ends; see
  // plugins/app/lifecycle.ts), then close and exit 0 — within 10 s, else exit 1
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.lifecycle.drain(8_000, consoleServer ? [consoleServer] : []);
      if (consoleServer) consoleServer.closeAllConnections();
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      await app.close();
      await handle.close();
      app.log.info({ signal }, 'stopped');
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
  if (env.metricsPort !== null) {
    try {
      metricsServer = await listenMetrics(app, env.metricsPort, env.metricsHost);
    } catch (err) {
      // the site still serves; the operator sees why there are no metrics
      app.log.error({ err }, `metrics: cannot listen on ${env.metricsHost}:${env.metricsPort} (set METRICS_PORT)`);
    }
  }
  app.log.info(`database: ${handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pglite')}`);
  const shown = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  console.log(`\n  星耀娱乐 is running at http://${shown}:${env.port}`);
  console.log(`  database: ${handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'pglite')}`);
  if (env.adminPort !== null) {
    const adminShown = env.adminHost === '0.0.0.0' || env.adminHost === '::' ? 'localhost' : env.adminHost;
    console.log(`  back-office console at http://${adminShown}:${env.adminPort}`);
  }
  if (metricsServer) console.log(`  metrics (Prometheus) at http://${env.metricsHost}:${env.metricsPort}/metrics`);
  if (env.nodeEnv !== 'production')
    console.log('  demo player demo888 / demo888 · back office admin / admin888 (npm run admin -- help)\n');
}

main().catch((err) => {
  console.error('Server failed to start:', err);
  process.exit(1);
});
