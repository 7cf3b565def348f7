import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Db } from './db/client';
import { AREAS, defaultDataDir, REPO_ROOT } from './config/env';
import { fail } from './lib/envelope';
import { MESSAGES } from './lib/http-error';
import { createPasswordHasher, type PasswordCost, type PasswordHasher } from './lib/passwords';
import accounts from './plugins/app/accounts/index';
import adminAuth from './plugins/app/admin-auth';
import attempts, { type AttemptOptions } from './plugins/app/attempts/index';
import adminAccounts from './plugins/app/admin/index';
import idempotency from './plugins/app/idempotency';
import scheduler from './plugins/app/scheduler';
import lifecycle, { requestId } from './plugins/app/lifecycle';
import metrics from './plugins/app/metrics';
import auth from './plugins/app/auth/index';
import captcha from './plugins/app/captcha/index';
import cashier from './plugins/app/cashier/index';
import errorHandler from './plugins/app/error-handler';
import plainText from './plugins/app/plain-text';
import housekeeping from './plugins/app/housekeeping';
import rewards from './plugins/app/rewards/index';
import siteSettings from './plugins/app/site-settings';
import uploads from './plugins/app/uploads';
import venues, { type VenueOptions } from './plugins/app/venues/index';
import staticHosting, { type StaticHostingOptions } from './plugins/app/static-hosting';
import cors from './plugins/external/cors';
import requestParsing from './plugins/external/request-parsing';
import securityHeaders from './plugins/external/security-headers';
import consoleOrigin from './plugins/app/console/origin';
import jsonCompression from './plugins/app/json-compression';
import adminRoutes from './routes/admin/index';
import type { ReleasesOptions } from './routes/admin/releases/index';
import promotionArtRoutes from './routes/assets/promotions/index';
import lobbyArtRoutes from './routes/assets/lobby/index';
import bankIconRoutes from './routes/assets/banks/index';
import appQrRoutes from './routes/assets/app-qrcode/index';
import partnerRoutes from './routes/partners/index';
import apiRoutes from './routes/api/index';
import venueRoutes from './routes/venue/index';
import support from './plugins/app/support/index';
import supportPageRoutes from './routes/support/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface BuildAppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** When set, every captcha's answer is this code (automated tests only; refused in production). */
  testCaptchaCode?: string;
  /** 'fast' is for tests only; production always hashes at the standard cost. */
  passwordCost?: PasswordCost;
  passwordHasher?: PasswordHasher;
  corsOrigins?: string[];
  /** CDN origins the areas' versions are served from (env ASSET_ORIGINS): allowed by the site's CSP */
  assetOrigins?: string[];
  /** true, false, or the proxies' addresses / CIDR ranges (comma-separated) */
  trustProxy?: boolean | string;
  /** Where the front-end builds are; `false` serves none. Defaults to the repository's folders. */
  static?: StaticHostingOptions | false;
  /** Housekeeping interval; 0 disables the timer (tests). */
  housekeepingMs?: number;
  /** Run the scheduled jobs inside the server (default true; tests run them on demand). */
  jobs?: boolean;
  /** Per-job period overrides in ms (env JOB_EVERY_MS, e.g. `transfer-reconcile=2000`). */
  jobEveryMs?: Record<string, number>;
  /** Where player uploads (avatars) are stored; defaults to `<DATA_DIR>/uploads`. */
  uploadsDir?: string;
  /** Venue adapter and simulator settings (transfer timeout, fault modes at start, hang behaviour). */
  venues?: VenueOptions;
  /** The clock of the reward rules (red-packet window, claim times); tests inject one. */
  rewardsNow?: () => Date;
  /** Called for every route as it is registered (tests check that each one declares its schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Called before any plugin or route is registered, so hooks it adds reach every route (tests: test/helpers/serialisation-check.ts). */
  instrument?: (app: FastifyInstance) => void;
  /** How often an instance checks, in one query, the conversations its waiting support-chat polls wait on (default 1500 ms; tests shorten it). */
  supportPollCheckMs?: number;
  /** Attempt limits and per-address rate limits (plugins/app/attempts); the defaults are production's. */
  attempts?: AttemptOptions;
  /** The releases the console's Releases page works on (default: as `npm run remotes`). */
  releases?: ReleasesOptions;
  /** The back-office console: its built files (default `backoffice/dist`; false: none) and whether TOTP is required. */
  console?: { dist?: string | false; totpRequired?: boolean };
  /** The site's public address (env PUBLIC_URL, else the listening address): venue launch URLs are built on it, never on the Host header. */
  publicUrl?: string;
}

export function defaultStaticOptions(root = REPO_ROOT): StaticHostingOptions {
  return {
    hostDist: path.join(root, 'host', 'dist'),
    remoteDists: Object.fromEntries(AREAS.map((area) => [area.name, path.join(root, area.dir, 'dist')])),
  };
}

/** The API and the static front end as one Fastify instance; the caller owns the database and the process. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
    // the proxy's X-Request-Id (nginx's $request_id) or a UUID: in every log line of the request and in the answer
    genReqId: requestId,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
    // Errors raised before routing (e.g. a malformed URL) get the envelope too.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(fail(400, MESSAGES.malformedJson));
    },
  });

  app.decorate('db', opts.db);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  opts.instrument?.(app);
  // first, so their hooks reach every route: request counts and latency (/metrics), /healthz, /readyz, draining
  await app.register(metrics);
  await app.register(lifecycle);

  await app.register(securityHeaders, { assetOrigins: opts.assetOrigins });
  await app.register(cors, { origins: opts.corsOrigins ?? [] });
  // after the two above: on the console's origin its headers replace theirs (plugins/app/console/origin.ts)
  await app.register(consoleOrigin, { dist: opts.console?.dist ?? path.join(REPO_ROOT, 'backoffice', 'dist') });
  await app.register(requestParsing);
  await app.register(errorHandler);
  await app.register(plainText);

  await app.register(auth);
  await app.register(adminAuth);
  await app.register(idempotency);
  await app.register(attempts, opts.attempts ?? {});
  await app.register(captcha, { testCode: opts.testCaptchaCode });
  await app.register(siteSettings);
  await app.register(accounts, {
    hasher: opts.passwordHasher ?? createPasswordHasher(opts.passwordCost ?? 'standard'),
  });
  await app.register(adminAccounts, { totpRequired: opts.console?.totpRequired ?? false });
  await app.register(cashier);
  await app.register(uploads, { dir: opts.uploadsDir ?? path.join(defaultDataDir(), 'uploads') });
  await app.register(venues, { publicUrl: opts.publicUrl, ...opts.venues });
  await app.register(rewards, { now: opts.rewardsNow });
  await app.register(support, { pollCheckMs: opts.supportPollCheckMs });
  // timers last: they reach the plugins above (fastify-plugin checks the order, see lib/plugin.ts)
  await app.register(scheduler, { enabled: opts.jobs ?? opts.housekeepingMs !== 0, everyMs: opts.jobEveryMs });
  await app.register(housekeeping, { intervalMs: opts.housekeepingMs });

  // after every plugin that adds route hooks: its gzip is each API route's last onSend hook
  await app.register(jsonCompression);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(venueRoutes, { prefix: '/venue' });
  await app.register(adminRoutes, { prefix: '/admin/api', releases: opts.releases });
  // promotions area: generated banners of the seeded promotions, built-in sponsorship pages
  await app.register(promotionArtRoutes, { prefix: '/assets/promotions' });
  await app.register(partnerRoutes, { prefix: '/partners' });
  // games area: generated artwork of the home lobby (banners, venue tiles, slot icons)
  await app.register(lobbyArtRoutes, { prefix: '/assets' });
  // cashier card icons and the /app page's download QR code, drawn by the server
  await app.register(bankIconRoutes, { prefix: '/assets/banks' });
  await app.register(appQrRoutes, { prefix: '/assets' });
  // customer service: the built-in chat page /support/ (what /kefu frames when no service_url is set)
  await app.register(supportPageRoutes);
  if (opts.static !== false) await app.register(staticHosting, opts.static ?? defaultStaticOptions());

  return app;
}
