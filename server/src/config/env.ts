import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/config → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The site's areas (remotes), from the repository's one list: each is served from `<dir>/dist` until deployed. */
export const AREAS: { name: string; dir: string; title: string }[] = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'areas.json'), 'utf8'),
).areas;

export interface Env {
  port: number;
  host: string;
  /** the back-office console's own port (ADMIN_PORT, default 8081; `off` serves no console) and address */
  adminPort: number | null;
  adminHost: string;
  /** TOTP required of every back-office admin: always in production, ADMIN_TOTP=required elsewhere */
  adminTotpRequired: boolean;
  dataDir: string;
  databaseUrl?: string;
  nodeEnv: 'production' | 'development' | 'test';
  testCaptchaCode?: string;
  /** a file holding the reward clock's instant (automated tests only; see plugins/app/rewards/test-clock.ts) */
  testRewardsClockFile?: string;
  corsOrigins: string[];
  /** ASSET_ORIGINS: CDN origins serving the areas' version folders (allowed by the site's CSP) */
  assetOrigins: string[];
  /**
   * TRUST_PROXY: false, true (every hop: only behind a proxy that overwrites X-Forwarded-For), or a comma-separated
   * list of the proxies' addresses / CIDR ranges (then a client cannot forge its address through the header).
   */
  trustProxy: boolean | string;
  /** the site's public address (PUBLIC_URL, an origin like https://h5.example.com): venue launch URLs are built on it */
  publicUrl?: string;
  logLevel: string;
  fastPasswordHash: boolean;
  /** PostgreSQL connections (DB_POOL_SIZE, default 20). */
  dbPoolSize: number;
  /** Prometheus metrics' own port (METRICS_PORT, default 9464; `off`: none) and address (METRICS_HOST, default 127.0.0.1) */
  metricsPort: number | null;
  metricsHost: string;
  /** per-job period overrides (JOB_EVERY_MS=name=ms,name=ms; plugins/app/scheduler.ts) */
  jobEveryMs: Record<string, number>;
  /** venue simulator and transfers (see plugins/app/venues) */
  venueFaults: Record<string, 'none' | 'fail' | 'hang'>;
  venueTransferTimeoutMs: number;
  venueHangApplyRate: number;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvError';
  }
}

/** `DATA_DIR`, or `<repo>/data` when it is not set. */
export function defaultDataDir(source: NodeJS.ProcessEnv = process.env): string {
  const v = source.DATA_DIR?.trim();
  return path.resolve(v || path.join(REPO_ROOT, 'data'));
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks every variable, then fails once naming all the bad ones. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = source[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as Env['nodeEnv'];

  const portRaw = str('PORT') ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 1 || port > 65535)
    problems.push(`PORT must be an integer 1-65535 (got "${portRaw}")`);

  const host = str('HOST') ?? '0.0.0.0';

  const adminPortRaw = str('ADMIN_PORT') ?? '8081';
  let adminPort: number | null = null;
  if (adminPortRaw !== 'off') {
    adminPort = Number(adminPortRaw);
    if (!/^\d+$/.test(adminPortRaw) || adminPort < 1 || adminPort > 65535)
      problems.push(`ADMIN_PORT must be an integer 1-65535 or off (got "${adminPortRaw}")`);
    else if (adminPort === port) problems.push(`ADMIN_PORT must differ from PORT (both ${port})`);
  }
  const adminHost = str('ADMIN_HOST') ?? host;
  const adminTotpRaw = str('ADMIN_TOTP') ?? (nodeEnv === 'production' ? 'required' : 'optional');
  if (!['required', 'optional'].includes(adminTotpRaw)) problems.push('ADMIN_TOTP must be required or optional');
  if (adminTotpRaw === 'optional' && nodeEnv === 'production')
    problems.push('ADMIN_TOTP=optional is not allowed when NODE_ENV=production (the second factor is mandatory)');
  const adminTotpRequired = adminTotpRaw === 'required' || nodeEnv === 'production';

  const dataDir = defaultDataDir(source);

  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl !== undefined) {
    try {
      const u = new URL(databaseUrl);
      if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') throw new Error();
    } catch {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  }

  const testCaptchaCode = str('TEST_CAPTCHA_CODE');
  if (testCaptchaCode !== undefined) {
    if (!/^[A-Za-z0-9]{1,4}$/.test(testCaptchaCode)) problems.push('TEST_CAPTCHA_CODE must be 1-4 letters or digits');
    if (nodeEnv === 'production') problems.push('TEST_CAPTCHA_CODE must not be set when NODE_ENV=production');
  }

  const testRewardsClockFile = str('TEST_REWARDS_CLOCK_FILE');
  if (testRewardsClockFile !== undefined) {
    if (!path.isAbsolute(testRewardsClockFile)) problems.push('TEST_REWARDS_CLOCK_FILE must be an absolute path');
    if (nodeEnv === 'production') problems.push('TEST_REWARDS_CLOCK_FILE must not be set when NODE_ENV=production');
  }

  const fastRaw = str('INSECURE_FAST_PASSWORD_HASH');
  const fastPasswordHash = fastRaw === '1' || fastRaw === 'true';
  if (fastRaw !== undefined && !['0', '1', 'true', 'false'].includes(fastRaw)) {
    problems.push('INSECURE_FAST_PASSWORD_HASH must be 0 or 1');
  }
  if (fastPasswordHash && nodeEnv === 'production') {
    problems.push('INSECURE_FAST_PASSWORD_HASH must not be set when NODE_ENV=production');
  }

  /** a comma-separated list of origins (https only when `httpsOnly`), each bad one named */
  const origins = (name: string, httpsOnly: boolean) => {
    const list = (str(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of list) {
      try {
        const u = new URL(origin);
        if (u.origin !== origin || (httpsOnly && u.protocol !== 'https:')) throw new Error();
      } catch {
        problems.push(`${name}: "${origin}" is not an ${httpsOnly ? 'https ' : ''}origin like https://example.com`);
      }
    }
    return list;
  };
  const corsOrigins = origins('CORS_ORIGINS', false);
  // CDN origins serving the areas' version folders: allowed by the site's Content-Security-Policy
  const assetOrigins = origins('ASSET_ORIGINS', true);

  const trustRaw = str('TRUST_PROXY') ?? 'false';
  let trustProxy: boolean | string = trustRaw === '1' || trustRaw === 'true';
  if (!['0', '1', 'true', 'false'].includes(trustRaw)) {
    const parts = trustRaw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const cidr = (p: string) => {
      const [addr, bits, extra] = p.split('/');
      if (extra !== undefined || isIP(addr) === 0) return false;
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128));
    };
    if (parts.length > 0 && parts.every(cidr)) trustProxy = parts.join(',');
    else problems.push('TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses / CIDR ranges');
  }

  const publicRaw = str('PUBLIC_URL');
  let publicUrl: string | undefined;
  if (publicRaw !== undefined) {
    try {
      const u = new URL(publicRaw);
      const bare = publicRaw.replace(/\/+$/, '');
      if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.origin !== bare) throw new Error();
      publicUrl = u.origin;
    } catch {
      problems.push(
        `PUBLIC_URL must be an origin like https://h5.example.com (no path, query or credentials; got "${publicRaw}")`,
      );
    }
  }

  const logLevel = str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const poolRaw = str('DB_POOL_SIZE') ?? '20';
  const dbPoolSize = Number(poolRaw);
  if (!/^\d+$/.test(poolRaw) || dbPoolSize < 1 || dbPoolSize > 500)
    problems.push(`DB_POOL_SIZE must be an integer 1-500 (got "${poolRaw}")`);

  const metricsRaw = str('METRICS_PORT') ?? '9464';
  let metricsPort: number | null = null;
  if (metricsRaw !== 'off') {
    metricsPort = Number(metricsRaw);
    if (!/^\d+$/.test(metricsRaw) || metricsPort < 1 || metricsPort > 65535)
      problems.push(`METRICS_PORT must be an integer 1-65535 or off (got "${metricsRaw}")`);
    else if (metricsPort === port || metricsPort === adminPort)
      problems.push(`METRICS_PORT must differ from PORT and ADMIN_PORT (got ${metricsPort})`);
  }
  const metricsHost = str('METRICS_HOST') ?? '127.0.0.1';

  const jobEveryMs: Record<string, number> = {};
  for (const part of (str('JOB_EVERY_MS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([a-z0-9-]{1,32})=(\d{3,9})$/.exec(part);
    if (m) jobEveryMs[m[1]] = Number(m[2]);
    else problems.push(`JOB_EVERY_MS: "${part}" is not job-name=milliseconds (100 or more)`);
  }

  const venueFaults: Env['venueFaults'] = {};
  for (const part of (str('VENUE_SIM_FAULT') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9_-]{1,32}):(none|fail|hang)$/.exec(part);
    if (m) venueFaults[m[1]] = m[2] as 'none' | 'fail' | 'hang';
    else problems.push(`VENUE_SIM_FAULT: "${part}" is not platname:none|fail|hang`);
  }
  const timeoutRaw = str('VENUE_TRANSFER_TIMEOUT_MS') ?? '3000';
  const venueTransferTimeoutMs = Number(timeoutRaw);
  if (!/^\d+$/.test(timeoutRaw) || venueTransferTimeoutMs < 50 || venueTransferTimeoutMs > 60_000) {
    problems.push(`VENUE_TRANSFER_TIMEOUT_MS must be an integer 50-60000 (got "${timeoutRaw}")`);
  }
  const hangRaw = str('VENUE_SIM_HANG_APPLY') ?? '0.5';
  const venueHangApplyRate = Number(hangRaw);
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(hangRaw))
    problems.push(`VENUE_SIM_HANG_APPLY must be a number from 0 to 1 (got "${hangRaw}")`);

  if (problems.length) throw new EnvError(problems);
  return {
    port,
    host,
    adminPort,
    adminHost,
    adminTotpRequired,
    dataDir,
    databaseUrl,
    nodeEnv,
    testCaptchaCode,
    testRewardsClockFile,
    corsOrigins,
    assetOrigins,
    trustProxy,
    publicUrl,
    logLevel,
    fastPasswordHash,
    venueFaults,
    venueTransferTimeoutMs,
    venueHangApplyRate,
    dbPoolSize,
    metricsPort,
    metricsHost,
    jobEveryMs,
  };
}
