// What a real production build records for the deploy check's names (rspack.shared.js, ReleaseInfoPlugin): a small
// area built by Rspack, as `npm run remotes -- deploy` builds one. Its imports from the @h5/shared singleton entries
// are read from the module graph, including those of shared code bundled into it; an entry used as a whole fails
// the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RSPACK = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
// inside the repository (gitignored), so that `@h5/shared` and React resolve as for a real area
const fixtures = path.join(ROOT, '.tmp', `release-info-${process.pid}`);
const out = mkdtempSync(path.join(os.tmpdir(), 'h5-release-info-'));
after(() => {
  rmSync(fixtures, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** An area (built as `promotions`, one of areas.json) whose one page is `page`, plus any other source files. */
function buildArea(label, files) {
  const dir = path.join(fixtures, label);
  const all = {
    'package.json': JSON.stringify({ name: '@h5/remote-fixture', version: '1.0.0', private: true }),
    'rspack.config.js': `const { createConfig } = require(${JSON.stringify(path.join(ROOT, 'rspack.shared.js'))});
module.exports = (env, argv) => createConfig({ name: 'promotions', dir: __dirname }, env, argv);\n`,
    'src/routes.ts': `export const routes = [{ path: '/fixture', title: '测试', page: () => import('./pages/page') }];\n`,
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  const dist = path.join(out, label);
  const res = spawnSync(process.execPath, [RSPACK, 'build', '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', H5_OUT_DIR: dist },
    encoding: 'utf8',
  });
  return { code: res.status, log: res.stdout + res.stderr, dist };
}

describe('the names a build records', () => {
  test('an area records every name it imports from @h5/shared and @h5/shared/antd, and nothing type-only', () => {
    const { code, log, dist } = buildArea('named', {
      'src/pages/page.tsx': `import { createElement } from 'react';
import { Tabs } from '@h5/shared/antd';
import * as antd from '@h5/shared/antd';
import type { Picker } from '@h5/shared/antd';
import { toast } from '@h5/shared';
import { InfiniteList } from '@h5/shared/ui';
import { Chosen } from './chosen';

type PickerProps = Parameters<typeof Picker>[0];
export default function Page(props: Partial<PickerProps>) {
  if (props.visible) toast.success('好');
  return createElement('div', null, createElement(Tabs), createElement(antd.Mask), createElement(Chosen), String(InfiniteList));
}
`,
      // a named re-export counts as an import of that name
      'src/pages/chosen.ts': `export { Swiper as Chosen } from '@h5/shared/antd';\n`,
    });
    assert.equal(code, 0, log);
    const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
    assert.deepEqual(Object.keys(info.imports), ['@h5/shared', '@h5/shared/antd']);
    const antd = info.imports['@h5/shared/antd'];
    // Tabs (named), Mask (antd.Mask on the namespace), Swiper (re-exported), InfiniteScroll (@h5/shared/ui's list)
    for (const n of ['Tabs', 'Mask', 'Swiper', 'InfiniteScroll']) assert.ok(antd.includes(n), `${n} in ${antd}`);
    assert.ok(!antd.includes('Picker'), 'a type-only import is not a name the build needs');
    assert.ok(!antd.includes('Chosen') && !antd.includes('default'));
    assert.ok(info.imports['@h5/shared'].includes('toast'));
    assert.deepEqual(antd, [...antd].sort(), 'sorted: the same sources give the same bytes');
  });

  test('an entry used as a whole (the namespace object, export *, import()) fails the build, naming where', () => {
    const { code, log, dist } = buildArea('whole', {
      'src/pages/page.tsx': `import * as antd from '@h5/shared/antd';
export * from '@h5/shared/antd';
export default function Page() {
  void import('@h5/shared');
  return Object.keys(antd).length;
}
`,
    });
    assert.notEqual(code, 0, log);
    assert.match(
      log,
      /a shared singleton entry is used as a whole, so the deploy check cannot know which of its names/,
    );
    assert.match(log, /\.\/src\/pages\/page\.tsx:5 \(esm import specifier of @h5\/shared\/antd\)/);
    assert.match(log, /\.\/src\/pages\/page\.tsx:2 \(esm export import specifier of @h5\/shared\/antd\)/);
    assert.match(log, /\.\/src\/pages\/page\.tsx\S* \(import\(\) of @h5\/shared\)/);
    assert.equal(existsSync(path.join(dist, 'build-info.json')), false);
  });
});
