/** Component and unit tests of the front-end packages (jsdom). Server tests run on node:test (see server/README.md). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** ES-only packages the tests load through antd 6 (the back-office console): compiled for jest like antd-mobile's. */
const ESM_ONLY = {
  backoffice: ['antd', '@ant-design', '@rc-component', 'rc-[a-z-]+', '@babel/runtime', 'throttle-debounce'],
};
const ESM_DEFAULT = [
  'antd-mobile',
  'antd-mobile-icons',
  '@react-spring',
  '@use-gesture',
  'rc-util',
  'rc-field-form',
  'rc-segmented',
  'ahooks',
  'staged-components',
  'runes2',
  'nano-memoize',
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${[...ESM_DEFAULT, ...(ESM_ONLY[name] ?? [])].join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/../jest/style-stub.js',
    '\\.(svg|png|gif|jpg)$': '<rootDir>/../jest/file-stub.js',
    '^@h5/shared$': '<rootDir>/../shared/src/index.ts',
    '^@h5/shared/ui$': '<rootDir>/../shared/src/ui/common/index.ts',
    '^@h5/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  setupFilesAfterEnv: [
    '<rootDir>/../jest/setup.ts',
    ...(name === 'backoffice' ? ['<rootDir>/src/__tests__/setup.ts'] : []),
  ],
});

const { areas } = require('./areas.json');

module.exports = {
  projects: ['shared', 'host', ...areas.map((a) => a.dir), 'backoffice'].map(project),
};
