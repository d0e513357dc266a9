import type { Config } from 'jest';

const tsJest = { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true };
const transform: Config['transform'] = {
  // First: the route lists get each page's source beside its import, as in the build (scripts/pageSources.cjs).
  '/src/ui/routes/[a-z][A-Za-z]*Routes\\.ts$': ['<rootDir>/tests/setup/routeListTransform.cjs', tsJest],
  '^.+\\.(t|j)sx?$': ['ts-jest', tsJest],
};
const common = {
  rootDir: '.',
  transform,
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|@faker-js|@fastify/cookie|cookie|pg-boss|rrule-temporal|serialize-error|non-error)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  cacheDirectory: '<rootDir>/.cache/jest',
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/tests/setup/cssModuleStub.cjs', '\\.svg\\?no-inline$': '<rootDir>/tests/setup/assetUrlStub.cjs' },
};

const config: Config = {
  // A database set up and seeded, or a page rendered, can take seconds on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/ui/'],
      setupFiles: ['<rootDir>/tests/setup/node.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/ui/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/tests/setup/jsdom.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/jest-dom.ts'],
    },
  ],
};

export default config;
