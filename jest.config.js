/**
 * One jest run for the whole workspace. Integration tests share one real stack
 * (PostgreSQL, NATS and every app as processes) started by the global setup.
 * @type {import('jest').Config}
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: false },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

/** The email templates (libs/emails) are React components. */
const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swc, '^.+\\.tsx$': swcTsx },
  moduleNameMapper: {
    '^@warroom/contracts/common-passwords$': '<rootDir>/libs/contracts/src/common-passwords.ts',
    '^@warroom/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: [
    '<rootDir>/apps/*/src/**/*.spec.ts',
    '<rootDir>/libs/*/src/**/*.spec.ts',
    '<rootDir>/apps/*/test/**/*.spec.ts',
    '<rootDir>/libs/*/test/**/*.spec.ts',
    // The web's pure rules (no DOM); its screens are tested in Chromium by Playwright (apps/web/e2e).
    '<rootDir>/apps/web/src/**/*.spec.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/e2e/'],
  testTimeout: 90_000,
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
};
