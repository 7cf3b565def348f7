// "`@h5/shared/antd` exports only what is used": the names antd.ts exports, the names source files import.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exportedNamesOf, importedNamesOf, unusedExports } from '../lib/antd-usage.mjs';

describe('what shared/src/antd.ts exports', () => {
  test('re-exports (renamed too), local exports; export * is a problem', () => {
    const text = `import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile';
unstableSetRender(() => () => {});
export { Tabs, Popup } from 'antd-mobile';
export { Button as AdmButton } from 'antd-mobile';
export const helper = 1;
export function util() {}
export type Hidden = string;
`;
    assert.deepEqual(exportedNamesOf(text, 'antd.ts'), {
      names: ['AdmButton', 'Popup', 'Tabs', 'helper', 'util'],
      problems: [],
    });
    const star = exportedNamesOf(`export { Tabs } from 'antd-mobile';\nexport * from 'antd-mobile';\n`, 'antd.ts');
    assert.deepEqual(star.names, ['Tabs']);
    assert.deepEqual(star.problems, ['antd.ts:2: export * (list the names, so each can be checked)']);
  });
});

describe('what a source file imports from @h5/shared/antd', () => {
  test('named imports (by their exported name), type-only ones, named re-exports; other modules ignored', () => {
    const text = `import { Tabs, Popup as Sheet } from '@h5/shared/antd';
import type { Swiper } from '@h5/shared/antd';
import { type Picker, Mask } from '@h5/shared/antd';
import { Button } from 'somewhere-else';
export { DatePicker } from '@h5/shared/antd';
export { Switch as Toggle } from '@h5/shared/antd';
const ref: Swiper | null = null;
`;
    assert.deepEqual(importedNamesOf(text, 'a.tsx'), {
      names: ['DatePicker', 'Mask', 'Picker', 'Popup', 'Swiper', 'Switch', 'Tabs'],
      problems: [],
    });
  });

  test('import * as: each ns.Name counts; the namespace used as a whole is a problem, as is export *', () => {
    const text = `import * as antd from '@h5/shared/antd';
const a = antd.Tabs;
type B = antd.Popup;
console.log(antd);
export * from '@h5/shared/antd';
export * as all from '@h5/shared/antd';
`;
    const res = importedNamesOf(text, 'b.ts');
    assert.deepEqual(res.names, ['Popup', 'Tabs']);
    assert.deepEqual(res.problems, [
      "b.ts:5: export * from '@h5/shared/antd' (name what you re-export)",
      "b.ts:6: export * as from '@h5/shared/antd' (name what you re-export)",
      "b.ts:4: 'antd' (import * as antd from '@h5/shared/antd') used as a whole",
    ]);
  });

  test("import('@h5/shared/antd') names nothing (the shell's idle prefetch) and a default import is 'default'", () => {
    assert.deepEqual(importedNamesOf(`void import('@h5/shared/antd');\n`, 'c.ts'), { names: [], problems: [] });
    assert.deepEqual(importedNamesOf(`import Antd from '@h5/shared/antd';\n`, 'd.ts').names, ['default']);
  });
});

describe('the check', () => {
  const exported = ['Button', 'DatePicker', 'Empty', 'Tabs'];
  test('an exported name no file imports is unused, unless pending adoption', () => {
    assert.deepEqual(unusedExports({ exported, imported: ['Tabs', 'DatePicker'] }), {
      unused: ['Button', 'Empty'],
      pendingImported: [],
    });
    assert.deepEqual(unusedExports({ exported, imported: new Set(['Tabs', 'DatePicker']), pending: ['Button'] }), {
      unused: ['Empty'],
      pendingImported: [],
    });
  });

  test('once the other branch imports a pending name, the check still passes and says the list can lose it', () => {
    assert.deepEqual(
      unusedExports({ exported, imported: ['Tabs', 'DatePicker', 'Button', 'Empty'], pending: ['Button'] }),
      { unused: [], pendingImported: ['Button'] },
    );
  });
});
