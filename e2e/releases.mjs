// Helpers for the deploy and rollback browser tests: run `npm run remotes` against a temporary release folder,
// build a visibly changed copy of a remote (the repository stays untouched), hash a folder.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';

/** Runs the deploy tool; answers { code, out, err } (never throws on a non-zero exit). */
export function remotes(releasesDir, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/remotes.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releasesDir, USER: 'e2e' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Like remotes(), but fails the test with the tool's output when it does not exit 0. */
export async function remotesOk(releasesDir, ...args) {
  const res = await remotes(releasesDir, ...args);
  if (res.code !== 0)
    throw new Error(`npm run remotes -- ${args.join(' ')} exited ${res.code}\n${res.out}\n${res.err}`);
  return res;
}

/**
 * A copy of remote-<name> under <repo>/.tmp/ (gitignored) whose every page shows a banner with `text` above its
 * content: a real source change, built by the real build. The wrapper keeps the area's own routes module intact.
 * For the failure-isolation tests its pages also fail on demand: `window.__h5E2eFail = 'import'` makes loading a
 * page throw, `'render'` makes rendering it throw. It also adds two pages the host has never heard of, declared
 * only by their route flags: `/e2eBare` (no header, no tab bar) and `/e2eBack` (a back-arrow header titled
 * 新页面 E2E): see NEW_PAGES.
 */
export function changedRemoteSource(name, text) {
  const dir = path.join(ROOT, '.tmp', `e2e-remote-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const src = path.join(ROOT, `remote-${name}`);
  cpSync(path.join(src, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(src, 'src'), path.join(dir, 'src'), {
    recursive: true,
    filter: (p) => !p.includes(`${path.sep}__tests__`),
  });
  const config = readFileSync(path.join(src, 'rspack.config.js'), 'utf8').replace(
    "'../rspack.shared.js'",
    JSON.stringify(path.join(ROOT, 'rspack.shared.js')),
  );
  writeFileSync(path.join(dir, 'rspack.config.js'), config);
  renameSync(path.join(dir, 'src/routes.ts'), path.join(dir, 'src/routes.orig.ts'));
  writeFileSync(
    path.join(dir, 'src/routes.ts'),
    `import { createElement, Fragment } from 'react';
import * as original from './routes.orig';

const list = (original as any).routes ?? (original as any).default;
const TEXT = ${JSON.stringify(text)};

const NEW_PAGES = [
  { path: '/e2eBare', title: '无页头新页', header: 'none', tabBar: false, text: '无页头新页 E2E' },
  { path: '/e2eBack', title: '返回页头新页', header: 'back', headerTitle: '新页面 E2E', text: '返回页头新页 E2E' },
].map(({ text, ...flags }) => ({
  ...flags,
  page: async () => ({ default: () => createElement('p', { 'data-new-page': '' }, text) }),
}));

export const routes = [...list.map((r: any) => ({
  ...r,
  page: () =>
    r.page().then((m: any) => {
      if ((window as any).__h5E2eFail === 'import') throw new Error('e2e: thrown at import');
      return {
      default: function ChangedRelease() {
        if ((window as any).__h5E2eFail === 'render') throw new Error('e2e: thrown at render');
        return createElement(Fragment, null, createElement('div', { 'data-release-banner': '', style: { padding: '8px', background: '#fff3cd' } }, TEXT), createElement(m.default));
      },
      };
    }),
})), ...NEW_PAGES];
export default routes;
`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function walk(dir, base = dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, base, out);
    else out.push(path.relative(base, p));
  }
  return out.sort();
}

/** { relative path: sha256 } of every file in a folder. */
export function hashFolder(dir) {
  return Object.fromEntries(
    walk(dir).map((rel) => [
      rel,
      createHash('sha256')
        .update(readFileSync(path.join(dir, rel)))
        .digest('hex'),
    ]),
  );
}

/** The versions of an area whose remoteEntry.js this page load fetched. */
export const entriesLoaded = (page, area) =>
  page.evaluate(
    (a) =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith(`/remotes/${a}/`) && p.endsWith('/remoteEntry.js'))
        .map((p) => p.split('/')[3]),
    area,
  );

/**
 * The routed page (or an area's error view) is on screen: visible text or an embedded page (/kefu), no skeleton;
 * with `area`, once a file of that area was fetched.
 */
export const settled = (page, area = null) =>
  page.waitForFunction((a) => {
    const main = document.querySelector('.shell-main');
    const shown =
      !!main &&
      (main.innerText.trim().length > 0 || [...main.querySelectorAll('iframe')].some((el) => el.offsetParent !== null));
    return (
      shown &&
      ![...main.querySelectorAll('.area-skeleton')].some((el) => el.offsetParent !== null) &&
      (!a || performance.getEntriesByType('resource').some((e) => e.name.includes(`/remotes/${a}/`)))
    );
  }, area);
