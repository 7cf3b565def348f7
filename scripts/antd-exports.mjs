#!/usr/bin/env node
// Part of `npm run lint`: `@h5/shared/antd` exports only what is used. Fails when shared/src/antd.ts exports a name
// that no source file of the front end (host, areas, shared; tests excluded) imports from '@h5/shared/antd'. Such a
// name costs every visit its share of the idle-prefetched antd-mobile chunk; remove it from antd.ts. (Removing is safe
// for independent deploys: the deploy check compares the names each area imports with the ones the host exports,
// README.md, "The deploy check".) A component an area starts using is added to antd.ts with its first import.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_DIRS, ROOT } from './lib/areas.mjs';
import { ENTRY, exportedNamesOf, importedNamesOf, unusedExports } from './lib/antd-usage.mjs';

const ANTD = path.join(ROOT, 'shared/src/antd.ts');
const isTest = (rel) =>
  /(^|\/)__tests__\//.test(rel) || /\.test\.[jt]sx?$/.test(rel) || rel.startsWith('shared/src/testing/');

function sources() {
  const files = [];
  for (const dir of ['shared', ...FRONT_DIRS]) {
    const src = path.join(ROOT, dir, 'src');
    let entries;
    try {
      entries = readdirSync(src, { recursive: true });
    } catch {
      continue;
    }
    for (const f of entries.map(String)) {
      const rel = path.relative(ROOT, path.join(src, f)).split(path.sep).join('/');
      if (/\.(tsx?|jsx?|mjs)$/.test(rel) && !rel.endsWith('.d.ts') && !isTest(rel) && path.join(ROOT, rel) !== ANTD)
        files.push(rel);
    }
  }
  return files.sort();
}

const problems = [];
const exported = exportedNamesOf(readFileSync(ANTD, 'utf8'), 'shared/src/antd.ts');
problems.push(...exported.problems);
const imported = new Set();
for (const rel of sources()) {
  const res = importedNamesOf(readFileSync(path.join(ROOT, rel), 'utf8'), rel);
  res.names.forEach((n) => imported.add(n));
  problems.push(...res.problems);
}
const { unused } = unusedExports({ exported: exported.names, imported, pending: [] });
if (unused.length)
  problems.push(
    `shared/src/antd.ts exports ${unused.join(', ')}, which no file imports from '${ENTRY}': remove ${unused.length === 1 ? 'it' : 'them'} from the list`,
  );
if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log(`✓ ${ENTRY}: each of its ${exported.names.length} names is imported`);
