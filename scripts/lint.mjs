#!/usr/bin/env node
// `npm run lint`: every static check that is not the type checker, in one place.
//   1. ESLint: correctness, React hooks, the area boundaries and the page rules (eslint.config.mjs);
//   2. Prettier: one format for every source file (.prettierrc.json; `npx prettier --write .` fixes it);
//   3. `@h5/shared/antd` exports only what is used: no name of shared/src/antd.ts that no file imports
//      (scripts/antd-exports.mjs);
//   4. Stylelint: every colour in the CSS is a token of shared/src/ui/base.css (stylelint.config.mjs).
// Each runs even when an earlier one failed, so one run lists every problem; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checks = [
  ['ESLint', ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']],
  ['Prettier', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']],
  ['@h5/shared/antd exports', ['scripts/antd-exports.mjs']],
  ['Stylelint', ['node_modules/stylelint/bin/stylelint.mjs', '**/*.css']],
];

const failed = [];
for (const [name, args] of checks) {
  const { status } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed.push(name);
  else console.log(`✓ ${name}`);
}
if (failed.length) {
  console.error(
    `✗ lint failed: ${failed.join(', ')}${failed.includes('Prettier') ? ' (fix the format with: npx prettier --write .)' : ''}`,
  );
  process.exit(1);
}
