// ESLint (flat config): correctness rules for every package, React hooks rules for the front end, and the
// boundaries the architecture depends on (architecture.md, "Remotes" and "shared"):
//   - an area (remote-*) imports only itself and @h5/shared, never another area;
//   - the host imports only @h5/shared (it loads areas at run time, never their code);
//   - @h5/shared imports neither the host nor an area;
//   - the front end never imports the server, the server never imports front-end code (except @h5/shared's pure
//     helpers: validators, money, time, types, and the contract's schemas);
//   - front-end code imports the contract's schemas (TypeBox) as types only;
//   - areas reach routing, antd-mobile, axios and zustand only through @h5/shared (one router, one store, one client).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { AREAS } from './scripts/lib/areas.mjs';

const AREA_DIRS = AREAS.map((a) => a.dir);
const FRONT = ['shared', 'host', ...AREA_DIRS, 'backoffice'].map((d) => `${d}/src/**/*.{ts,tsx}`);

/** Libraries that live once inside @h5/shared: an area or the host importing them gets a second copy. */
const THROUGH_SHARED = [
  { name: 'react-router-dom', message: 'Import routing from @h5/shared (one router context for the whole site).' },
  { name: 'react-router', message: 'Import routing from @h5/shared (one router context for the whole site).' },
  {
    name: 'antd-mobile',
    message: 'Import antd-mobile components from @h5/shared/antd (one copy, loaded on first use).',
  },
  { name: 'axios', message: 'Use the api client of @h5/shared (one axios instance: token, envelope, 401).' },
  { name: 'zustand', message: 'Use the stores of @h5/shared, or keep page state in React.' },
];

/**
 * Inside an area (issue 20): pages compose features through each feature's index (never a feature's api folder), and a
 * feature never imports another feature (what two need lives in the area's `components/` or `lib/`). One
 * `no-restricted-imports` entry per file group, since a later entry replaces an earlier one (THROUGH_SHARED is kept).
 */
const THROUGH_SHARED_RULE = {
  paths: THROUGH_SHARED,
  patterns: THROUGH_SHARED.map((p) => ({ group: [`${p.name}/*`], message: p.message })),
};
const featuresOf = (dir) =>
  existsSync(`${dir}/src/features`)
    ? readdirSync(`${dir}/src/features`, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const insideAreas = AREA_DIRS.flatMap((dir) => [
  {
    files: [`${dir}/src/pages/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**'],
    rules: {
      // a page composes hooks and components; logic that makes it longer belongs in a feature
      'max-lines': ['error', { max: 150 }],
      'no-restricted-imports': [
        'error',
        {
          ...THROUGH_SHARED_RULE,
          patterns: [
            ...THROUGH_SHARED_RULE.patterns,
            {
              group: [
                '**/features/*/api',
                '**/features/*/api/**',
                '**/features/*/hooks/**',
                '**/features/*/components/**',
              ],
              message:
                'A page imports a feature only through its index (`../features/<feature>`): the hooks and components it offers.',
            },
          ],
        },
      ],
    },
  },
  ...featuresOf(dir).map((feature) => ({
    files: [`${dir}/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...THROUGH_SHARED_RULE,
          patterns: [
            ...THROUGH_SHARED_RULE.patterns,
            ...featuresOf(dir)
              .filter((other) => other !== feature)
              .map((other) => ({
                group: [
                  `../../${other}`,
                  `../../${other}/**`,
                  `../${other}`,
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                ],
                message: `Feature "${feature}" may not import feature "${other}": move what both need to the area's components/ or lib/.`,
              })),
          ],
        },
      ],
    },
  })),
]);

/** The site's page paths but home (shared/src/paths): an area links to a page as `PAGES.<name>`, never a bare path. */
const PAGE_PATHS = [
  ...readFileSync('shared/src/paths/index.ts', 'utf8').matchAll(/^\s+[A-Za-z]+: '\/([A-Za-z]+)',/gm),
].map((m) => m[1]);
const SESSION_THROUGH_ACTIONS = {
  selector: "MemberExpression[object.name='useSession'][property.name='setState']",
  message:
    'Change the session through its actions (useSession.getState().setUserInfo(…), setAppInfo, signIn, clear…): memory and storage stay together.',
};
const PAGE_PATH_LINKS = {
  files: [...AREA_DIRS.map((d) => `${d}/src/**/*.{ts,tsx}`), 'host/src/**/*.{ts,tsx}'],
  ignores: ['**/__tests__/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `Literal[value=/^#?\\/(${PAGE_PATHS.join('|')})([?#].*)?$/]`,
        `TemplateElement[value.raw=/^#?\\/(${PAGE_PATHS.join('|')})([?#].*)?$/]`,
      ].map((selector) => ({
        selector,
        message:
          "A link to a page is written PAGES.<name> (import { PAGES } from '@h5/shared/paths'), so a typo fails the type check.",
      })),
      SESSION_THROUGH_ACTIONS,
    ],
  },
};
const CONTRACT_TYPES_ONLY =
  'Front-end code imports the contract as types only (import type … from @h5/shared/types): TypeBox stays on the server.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'data/**',
      'coverage/**',
      '.tmp/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      'no-var': 'error',
      'no-throw-literal': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'array-callback-return': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // server tests read untyped JSON answers and poke at internals; `any` there is a reading aid, not a hole
    files: ['server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the service worker (plain script, no imports; the build writes its file list in)
    files: ['host/src/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/src/plugins/app/venues/simulator/page/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: FRONT,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // the rules of hooks; the React Compiler's stricter rules (set-state-in-effect, refs, …) are not adopted
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: [...AREA_DIRS.map((d) => `${d}/src/**/*.{ts,tsx}`), 'host/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: THROUGH_SHARED,
          patterns: THROUGH_SHARED.map((p) => ({ group: [`${p.name}/*`], message: p.message })),
        },
      ],
    },
  },
  ...insideAreas,
  PAGE_PATH_LINKS,
  {
    // the contract's schemas (TypeBox) are the server's at run time: front-end code reads their types only
    // (`import type`), so no page bundles TypeBox (shared/README.md, "The contract")
    files: FRONT,
    ignores: ['shared/src/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['typebox', '@h5/shared/contract'].map((name) => ({
            name,
            allowTypeImports: true,
            message: CONTRACT_TYPES_ONLY,
          })),
          patterns: [
            {
              group: ['typebox/*', '../contract', '../contract/*'],
              allowTypeImports: true,
              message: CONTRACT_TYPES_ONLY,
            },
          ],
        },
      ],
    },
  },
  {
    // browser tests and the web benchmark pass functions to the page (page.evaluate, waitForFunction)
    files: ['e2e/**', 'scripts/bench-web.mjs', 'scripts/bench-lighthouse.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx,mjs}', 'jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    // jest.isolateModules needs require() to load a fresh copy of a module
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // the architecture's boundaries, for every import (static, dynamic, export … from, require)
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'shared/tsconfig.json',
            'host/tsconfig.json',
            ...AREA_DIRS.map((d) => `${d}/tsconfig.json`),
            'backoffice/tsconfig.json',
            'server/tsconfig.json',
          ],
        },
        node: true,
      },
      'boundaries/include': ['shared/**', 'host/**', 'remote-*/**', 'backoffice/**', 'server/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'host', pattern: 'host' },
        { type: 'area', pattern: 'remote-*', capture: ['area'] },
        { type: 'backoffice', pattern: 'backoffice' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} {{from.captured.area}} may not import {{to.type}} {{to.captured.area}}: areas talk to each other only through @h5/shared and the host never imports area code (eslint.config.mjs)',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'host' } },
              allow: { to: { element: { types: { anyOf: ['host', 'shared'] } } } },
            },
            {
              from: { element: { type: 'area' } },
              allow: { to: { element: { type: 'area', captured: { area: '{{from.captured.area}}' } } } },
            },
            { from: { element: { type: 'area' } }, allow: { to: { element: { type: 'shared' } } } },
            // the back-office console is its own app: it talks to the server over HTTP, and reads the rules both sides
            // keep in @h5/shared (validators) as the server does
            {
              from: { element: { type: 'backoffice' } },
              allow: { to: { element: { types: { anyOf: ['backoffice', 'shared'] } } } },
            },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'shared'] } } } },
            },
          ],
        },
      ],
    },
  },
);
