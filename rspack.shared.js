// The one Rspack + Module Federation configuration factory used by the host and every remote.
// Measured choices (the figures are in README.md, "Benchmarks"):
// - only React, react-dom (and their subpaths) and the `@h5/shared` entry points are MF singletons;
//   antd-mobile, react-router, zustand and axios live inside `@h5/shared` and are tree-shaken there;
// - the host has no static remotes: it registers them at runtime from /remotes.json;
// - `shareStrategy: 'loaded-first'`, so one remote down never stops the shell;
// - `dts: false` (typed contracts live in `@h5/shared`), never `runtimeChunk`.
const path = require('node:path');
const fs = require('node:fs');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const root = __dirname;
const pkg = (name) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8'));
const reactVersion = pkg('react').version;
const sharedVersion = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version;
/** The federation runtime every production container runs on (the host's, see `externalRuntime` below). */
const runtimeVersion = pkg('@module-federation/runtime').version;
/** Libraries that live once inside `@h5/shared` (the host's copy serves every area). */
const BUNDLED_IN_SHARED = ['react-router-dom', 'antd-mobile', 'zustand', 'axios'];

/**
 * `host/src/preboot.js`: the small plain script `index.html` loads first. It starts what the shell needs at once
 * (/remotes.json unless the server inlined it, /api/app, /api/user with a session), hints the start route's
 * area files and fits the static shell frame to the start route, long before `main.js` has run. Emitted under a
 * content hash (cached for good), so the template names it at build time.
 */
const PREBOOT_SRC = path.join(root, 'host/src/preboot.js');
const hash8 = (file) =>
  require('node:crypto').createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
const prebootFile = () => `preboot.${hash8(PREBOOT_SRC)}.js`;
/** The favicon under a content hash too (cached for good: a repeat visit does not ask for it again). */
const FAVICON_SRC = path.join(root, 'host/public/assets/favicon.svg');
const faviconFile = () => `assets/favicon.${hash8(FAVICON_SRC)}.svg`;

/** The areas (remotes), from the one list in areas.json. The host knows nothing else about them at build time. */
const AREAS = JSON.parse(fs.readFileSync(path.join(root, 'areas.json'), 'utf8')).areas;
/** Remote name → the folder it builds from. */
const REMOTES = Object.fromEntries(AREAS.map((a) => [a.name, a.dir]));

/**
 * The MF shared map. `eager` only in the host (it provides these at start; remotes consume them).
 * `@h5/shared/antd` (the antd-mobile re-exports) is never eager: it loads with the first page that needs it.
 */
function sharedConfig(isHost) {
  const react = { singleton: true, requiredVersion: `^${reactVersion}`, eager: isHost };
  const sharedPkg = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': react,
    'react-dom/client': react,
    '@h5/shared': { ...sharedPkg, eager: isHost },
    '@h5/shared/antd': { ...sharedPkg, eager: false },
  };
}

/**
 * @param {object} o
 * @param {'host'|'games'|'money'|'account'|'promotions'} o.name
 * @param {string} o.dir        the package folder (__dirname of its rspack.config.js)
 * @param {number} [o.port]     dev-server port (an area's default: its devPort in areas.json)
 * @param {Record<string,string>} [o.exposes]  (an area's default: its one module, `./routes`)
 */
function createConfig({ name, dir, port, exposes }, _env = {}, argv = {}) {
  const isHost = name === 'host';
  if (!isHost) {
    const area = AREAS.find((a) => a.name === name);
    if (!area) throw new Error(`${name} is not an area of areas.json`);
    port ??= area.devPort;
    exposes ??= { './routes': './src/routes.ts' };
  }
  const mode = argv.mode || (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const prod = mode === 'production';
  const outDir = process.env.H5_OUT_DIR ? path.resolve(process.env.H5_OUT_DIR) : path.join(dir, 'dist');

  const alias = {
    // es builds tree-shake; the lib ones are CommonJS
    'rc-util/lib': 'rc-util/es',
    'rc-field-form/lib': 'rc-field-form/es',
  };
  if (prod) {
    // axios in a browser always uses its XHR adapter (the first of ['xhr', 'http', 'fetch']); its fetch adapter is
    // dead weight on the first paint (measured: 135.4 → 131.1 KB gzip for the host's main.js)
    alias[path.join(require.resolve('axios', { paths: [root] }), '../../../lib/adapters/fetch.js')] = path.join(
      root,
      'host/src/axios-xhr-only.js',
    );
    alias['react-router$'] = path.join(
      path.dirname(require.resolve('react-router/package.json', { paths: [root] })),
      'dist/production/index.mjs',
    );
    alias['react-router/dom$'] = path.join(
      path.dirname(require.resolve('react-router/package.json', { paths: [root] })),
      'dist/production/dom-export.mjs',
    );
  }

  return {
    mode,
    context: dir,
    target: ['web', 'es2020'],
    // a remote in development also gets its own dev shell (shared/src/dev/area-dev-shell.tsx) so its team runs it alone
    entry: isHost
      ? { main: './src/index.ts' }
      : prod
        ? {}
        : { devShell: path.join(root, 'shared/src/dev/area-dev-entry.ts') },
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: `h5_${name}`,
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
      alias: isHost || prod ? alias : { ...alias, '@area-routes$': path.join(dir, 'src/routes.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
            },
            env: { targets: ['chrome >= 90', 'ios >= 14'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|gif|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: {
      // H5_NO_MINIFY=1: readable production bundles, for a CPU profile with real names
      minimize: prod && !process.env.H5_NO_MINIFY,
      // never `runtimeChunk`: the remote container must carry its own runtime
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __AREA__: JSON.stringify(name),
      }),
      !isHost && !prod && new rspack.ProvidePlugin({ __AREA_ROUTES__: '@area-routes' }),
      !isHost &&
        !prod &&
        new rspack.HtmlRspackPlugin({
          template: path.join(root, 'host/index.html'),
          chunks: ['devShell'],
          filename: 'index.html',
          templateParameters: { preboot: '', favicon: 'assets/favicon.svg' },
        }),
      new ModuleFederationPlugin({
        name: isHost ? 'host' : name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        remotes: {},
        shared: sharedConfig(isHost),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        experiments: {
          optimization: isHost
            ? { target: 'web', disableSnapshot: true }
            : { target: 'web', disableSnapshot: true, disableRemote: true },
          // one federation runtime, the host's: a remote entry drops from ~18 KB to ~8 KB gzip.
          // A remote's own dev shell (development mode) carries its runtime so it runs alone.
          ...(prod ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
        },
      }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          minify: prod,
          templateParameters: { preboot: prebootFile(), favicon: faviconFile() },
        }),
      !isHost && new RouteManifestPlugin(dir),
      new ReleaseInfoPlugin({ isHost, name, prod }),
      new EsmFederationRuntimePlugin(),
      isHost && prod && new IdlePrefetchListPlugin(),
      isHost && prod && new ServiceWorkerPlugin(),
      // an area's own files served as they are next to its entry (the pictures its frames name: PageFrame.hero.picture)
      !isHost &&
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dir, 'public'), to: outDir, noErrorOnMissing: true }],
        }),
      isHost &&
        new rspack.CopyRspackPlugin({
          patterns: [
            { from: path.join(dir, 'public'), to: outDir, noErrorOnMissing: true },
            { from: PREBOOT_SRC, to: path.join(outDir, prebootFile()) },
            { from: FAVICON_SRC, to: path.join(outDir, faviconFile()) },
          ],
        }),
    ].filter(Boolean),
    devServer: {
      port,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: false,
      proxy: [
        {
          context: ['/api', '/remotes.json', '/remotes', '/venue', '/assets'],
          target: process.env.API_URL || 'http://localhost:8080',
        },
      ],
      static: { directory: path.join(root, 'host/public') },
    },
    experiments: { css: true },
  };
}

/**
 * `sw.js`, the installable app's service worker (host/src/sw.js; what it caches how: host/README.md, "Installable
 * app"), with the shell's files to precache and a version written in: the start files of index.html (main.js and
 * its CSS, preboot.js, the favicon and logo), the offline page and the icon. Its version is the hash of those files
 * and of the worker itself, so each host build whose shell changed is a new worker (which drops the old caches).
 * Production builds only: a development server never installs a worker.
 */
const SW_SRC = path.join(root, 'host/src/sw.js');
const SW_PRECACHE = [
  /^main\.[0-9a-f]{8}\.(js|css)$/,
  /^preboot\.[0-9a-f]{8}\.js$/,
  /^assets\/favicon\.[0-9a-f]{8}\.svg$/,
  /^assets\/logo\.svg$/,
  /^assets\/icons\/icon-192\.png$/,
  /^offline\.html$/,
];
class ServiceWorkerPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const source = fs.readFileSync(SW_SRC, 'utf8');
          const files = compilation
            .getAssets()
            .map((a) => a.name)
            .filter((n) => SW_PRECACHE.some((re) => re.test(n)))
            .sort();
          const missing = SW_PRECACHE.filter((re) => !files.some((f) => re.test(f)));
          if (missing.length) {
            compilation.errors.push(new rspack.WebpackError(`sw.js: no build file matches ${missing.join(', ')}`));
            return;
          }
          const hash = require('node:crypto').createHash('sha256').update(source);
          for (const f of files) hash.update(f).update(compilation.getAsset(f).source.buffer());
          const build = { version: hash.digest('hex').slice(0, 12), precache: files };
          const marker = 'self.__H5_SW__ ||';
          if (!source.includes(marker)) {
            compilation.errors.push(new rspack.WebpackError(`host/src/sw.js lost its \`${marker}\` line`));
            return;
          }
          compilation.emitAsset(
            'sw.js',
            new rspack.sources.RawSource(source.replace(marker, `${JSON.stringify(build)} ||`)),
          );
        },
      );
    });
  }
}

/**
 * Names in index.html the host's own files that the idle prefetch downloads without running (antd-mobile's shared
 * chunk and its CSS: the chunk group of `import('@h5/shared/antd')`), as `<meta name="h5-prefetch" content="a.js b.css">`.
 * The shell fetches them into the HTTP cache once the start page is on screen; they are evaluated only when a page
 * needs them (host/src/federation/remotes.ts, `prefetchAreas`).
 */
const ANTD_MODULE = /[\\/]node_modules[\\/]antd-mobile[\\/]/;
class IdlePrefetchListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IdlePrefetchListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'IdlePrefetchListPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          // the chunks holding antd-mobile's modules (shared/src/antd.ts is concatenated into them and has no module of
          // its own to look up; a shared module's chunk group has no import request either)
          const files = [];
          for (const m of compilation.modules)
            if (ANTD_MODULE.test(m.resource || '') || (m.modules || []).some((x) => ANTD_MODULE.test(x.resource || '')))
              for (const c of compilation.chunkGraph.getModuleChunks(m))
                for (const f of c.files) if (/\.(js|css)$/.test(f) && !files.includes(f)) files.push(f);
          const html = compilation.getAsset('index.html');
          const marker = '<meta name="h5-prefetch" content="">';
          if (!html) return;
          const text = html.source.source().toString();
          if (!text.includes(marker)) {
            compilation.errors.push(new rspack.WebpackError(`index.html lost its \`${marker}\` line`));
            return;
          }
          if (!files.length) {
            compilation.errors.push(new rspack.WebpackError('no chunk holds antd-mobile'));
            return;
          }
          compilation.updateAsset(
            'index.html',
            new rspack.sources.RawSource(
              text.replace(marker, `<meta name="h5-prefetch" content="${files.join(' ')}">`),
            ),
          );
        },
      );
    });
  }
}

/**
 * The federation plugin imports the CommonJS build of the bundler runtime, which does not tree-shake; point it
 * at the ESM build instead (measured: about 9 KB less per container).
 */
class EsmFederationRuntimePlugin {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const pkgName of [
        '@module-federation/webpack-bundler-runtime',
        '@module-federation/runtime',
        '@module-federation/runtime-core',
        '@module-federation/sdk',
      ]) {
        const cjs = require.resolve(pkgName, { paths: [root] });
        const esm = cjs.replace(/\.cjs$/, '.js');
        if (cjs !== esm && fs.existsSync(esm)) alias[cjs] = esm;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}

/**
 * Writes dist/routes.json (every flag of each route: path, title, auth, cached, header, tab bar, tab, …; all but
 * the page loader) from the remote's exposed routes module,
 * so the host can build its route table, guards and caching from remotes.json without loading every remote.
 */
class RouteManifestPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      // after the real content hashes are in the file names
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        async () => {
          const routes = await readRouteMeta(this.dir, { withPageRequest: true });
          const preload = routePreloads(compilation, path.join(this.dir, 'src/routes.ts'));
          const out = routes.map(({ pageRequest, ...meta }) => {
            const files = preload(pageRequest);
            return files.length ? { ...meta, preload: files } : meta;
          });
          compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(out, null, 2)));
        },
      );
    });
  }
}

/**
 * The files (relative to the build folder) that opening a page of this remote needs after its remote entry: the
 * exposed routes module's chunks, then the page's own chunks (found by the `import('./pages/…')` request of the
 * route's page loader). The shell hints them for the start route (preboot.js) and prefetches the tab pages.
 */
function routePreloads(compilation, routesFile) {
  const keep = (f) => /\.(js|css)$/.test(f);
  const groups = [...compilation.chunkGroups];
  // routes.ts, or the module it was concatenated into (with a file only it imports, e.g. its start requests)
  const isRoutes = (m) =>
    m.resource === routesFile ||
    m.rootModule?.resource === routesFile ||
    (Array.isArray(m.modules) && m.modules.some((x) => x.resource === routesFile));
  const routesModule = [...compilation.modules].find(isRoutes);
  const routesChunks = new Set(routesModule ? compilation.chunkGraph.getModuleChunks(routesModule) : []);
  const routesFiles = [];
  for (const g of groups)
    if (!g.isInitial() && g.chunks.some((c) => routesChunks.has(c)))
      for (const f of g.getFiles()) if (keep(f) && !routesFiles.includes(f)) routesFiles.push(f);
  return (request) => {
    if (!request) return [];
    const files = [...routesFiles];
    for (const g of groups)
      if (g.origins.some((o) => o.request === request && o.module?.resource === routesFile))
        for (const f of g.getFiles()) if (keep(f) && !files.includes(f)) files.push(f);
    return files;
  };
}

/**
 * The `@h5/shared` entry points shared as MF singletons (`@h5/shared`, `@h5/shared/antd`): every area runs on the
 * HOST's copy of them, so the names they export are recorded (host) and the names an area imports from them are
 * recorded (remote), and the deploy check compares the two. The other entry points (`/paths`, `/ui`, `/money`, …)
 * are bundled into each build that uses them (its own copy), so an area never meets another build's version of them.
 */
const SINGLETON_ENTRIES = Object.keys(sharedConfig(false)).filter((k) => k.startsWith('@h5/shared'));

/**
 * What a build provides (host) or expects (remote) from the federation runtime and the shared package, for the
 * deploy check of `npm run remotes -- deploy` and `check-host` (scripts/lib/compat.mjs):
 * - host:   host-release.json, the versions of the MF singletons it provides, of its federation runtime, and
 *           `exports`: the names each `@h5/shared` singleton entry exports (its copy is the one every area runs on);
 * - remote: build-info.json, the runtime it expects, and `imports`: the names it takes from each `@h5/shared`
 *           singleton entry (its shared singletons' versions are in mf-manifest.json).
 * No timestamps and sorted names: the same sources give the same bytes.
 */
class ReleaseInfoPlugin {
  constructor({ isHost, name, prod }) {
    this.isHost = isHost;
    this.name = name;
    this.prod = prod;
  }
  apply(compiler) {
    const bundled = Object.fromEntries(BUNDLED_IN_SHARED.map((n) => [n, pkg(n).version]));
    const runtime = { package: '@module-federation/runtime', version: runtimeVersion };
    const info = this.isHost
      ? {
          name: 'host',
          shared: {
            react: pkg('react').version,
            'react/jsx-runtime': pkg('react').version,
            'react-dom': pkg('react-dom').version,
            'react-dom/client': pkg('react-dom').version,
            '@h5/shared': sharedVersion,
            '@h5/shared/antd': sharedVersion,
          },
          bundled,
          runtime: { ...runtime, providesExternal: this.prod },
        }
      : { name: this.name, bundled, runtime: { ...runtime, external: this.prod } };
    const file = this.isHost ? 'host-release.json' : 'build-info.json';
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const names = this.isHost ? { exports: exportedNames(compilation) } : { imports: importedNames(compilation) };
          if (names.exports?.error || names.imports?.error) {
            compilation.errors.push(new rspack.WebpackError((names.exports ?? names.imports).error));
            return;
          }
          const out = { ...info, ...names };
          compilation.emitAsset(file, new rspack.sources.RawSource(JSON.stringify(out, null, 2)));
        },
      );
    });
  }
}

/**
 * The names each `@h5/shared` singleton entry exports in this (host) build: the provided exports of the module
 * behind each `provide shared module`, as the bundler determined them (runtime exports only: types are gone).
 * @returns {Record<string, string[]> | { error: string }}
 */
function exportedNames(compilation) {
  const mg = compilation.moduleGraph;
  const entryOf = new Map(SINGLETON_ENTRIES.map((e) => [require.resolve(e, { paths: [root] }), e]));
  const out = {};
  for (const m of compilation.modules) {
    if (m.type !== 'provide-module') continue;
    for (const c of mg.getOutgoingConnections(m)) {
      // the module as resolved (a concatenated module has no resource of its own)
      const target = c.resolvedModule ?? c.module;
      const entry = target && entryOf.get(target.resource);
      if (!entry) continue;
      const names = mg.getProvidedExports(target);
      if (!Array.isArray(names))
        return {
          error: `${entry}: the bundler cannot list its exports (an \`export *\` of a CommonJS module?); the deploy check needs every name, so export them by name`,
        };
      out[entry] = [...new Set([...(out[entry] ?? []), ...names])].sort();
    }
  }
  for (const e of SINGLETON_ENTRIES)
    if (!out[e]) return { error: `${e} is a shared singleton, but this host build does not provide it` };
  return Object.fromEntries(SINGLETON_ENTRIES.map((e) => [e, out[e]]));
}

/**
 * The names this (remote) build imports from each `@h5/shared` singleton entry, read from the module graph: every
 * dependency on the entry's `consume shared module`, from any module the build bundles.
 *
 * Why the module graph and not a scan of the area's source (TypeScript compiler API): it sees exactly what the
 * bundle will ask the host's copy for, including code of the other `@h5/shared` entry points compiled into the
 * area (`@h5/shared/ui`'s lists and sheets import `Popup` and `InfiniteScroll`: a scan of the area's own
 * folder misses them), with type-only imports already erased, `ns.Tabs` on an `import * as ns` resolved to `Tabs`, and named
 * re-exports (`export { Tabs } from '@h5/shared/antd'`) recorded like imports. What names no export is refused,
 * since the check could not know what it reaches: the namespace object used as a value (`import * as ns` passed
 * around, `ns[key]`), `export * from`, `import()` and `require()` of the entry.
 * @returns {Record<string, string[]> | { error: string }}
 */
function importedNames(compilation) {
  const mg = compilation.moduleGraph;
  const names = Object.fromEntries(SINGLETON_ENTRIES.map((e) => [e, new Set()]));
  const whole = [];
  for (const m of compilation.modules) {
    if (m.type !== 'consume-shared-module') continue;
    for (const c of mg.getIncomingConnections(m)) {
      const dep = c.dependency;
      const entry = dep.request;
      if (!names[entry]) continue;
      // the import statement itself (evaluation order); each name it binds is its own `specifier` dependency
      if (dep.type === 'esm import' || dep.type === 'esm export import') continue;
      const ids = dep.ids ?? [];
      if ((dep.type === 'esm import specifier' || dep.type === 'esm export import specifier') && ids.length > 0)
        names[entry].add(ids[0]);
      else {
        const from = mg.getParentModule(dep) ?? c.originModule;
        const loc = dep.loc && 'start' in dep.loc ? `:${dep.loc.start.line}` : '';
        whole.push(`${from ? from.readableIdentifier() : '?'}${loc} (${dep.type} of ${entry})`);
      }
    }
  }
  if (whole.length) {
    const where = [...new Set(whole)].map((w) => `  ${w}`).join('\n');
    return {
      error:
        `a shared singleton entry is used as a whole, so the deploy check cannot know which of its names this build needs:\n${where}\n` +
        "Import the names instead (import { Tabs } from '@h5/shared/antd'; ns.Tabs on an `import * as ns` is fine too).",
    };
  }
  return Object.fromEntries(SINGLETON_ENTRIES.map((e) => [e, [...names[e]].sort()]));
}

/**
 * Evaluates src/routes.ts with tsx (page loaders are never called, so no page code runs). `withPageRequest` adds
 * each page loader's import request (`./pages/home`) as `pageRequest`.
 */
function readRouteMeta(dir, { withPageRequest = false } = {}) {
  const { execFileSync } = require('node:child_process');
  const script = `import('${path.join(dir, 'src/routes.ts').replace(/\\/g, '/')}').then(m => {
    const list = m.routes ?? m.default?.routes ?? m.default;
    const routes = list.map(({ page, ...meta }) => ({ ...meta, auth: !!meta.auth, cached: !!meta.cached, title: meta.title || '',
      ${withPageRequest ? 'pageRequest: (/import\\(\\s*["\'\u0060]([^"\'\u0060]+)/.exec(String(page)) || [])[1]' : ''} }));
    process.stdout.write(JSON.stringify(routes));
  })`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out);
}

module.exports = { createConfig, AREAS, REMOTES, readRouteMeta, sharedConfig };
