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

/** React components: the email templates (libs/emails) and the web's component specs (React's automatic runtime). */
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
    // The web's stylesheets: nothing in jsdom.
    '\\.css$': '<rootDir>/apps/web/test/style-stub.js',
    '^@warroom/contracts/common-passwords$': '<rootDir>/libs/contracts/src/common-passwords.ts',
    '^@warroom/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: [
    '<rootDir>/apps/*/src/**/*.spec.ts',
    '<rootDir>/libs/*/src/**/*.spec.ts',
    '<rootDir>/apps/*/test/**/*.spec.ts',
    '<rootDir>/libs/*/test/**/*.spec.ts',
    // The web's rules (node) and its components and hooks (`*.spec.tsx`, `@jest-environment jsdom`,
    // React Testing Library); its journeys are tested in Chromium by Playwright (apps/web/e2e).
    '<rootDir>/apps/web/src/**/*.spec.ts',
    '<rootDir>/apps/web/src/**/*.spec.tsx',
  ],
  // For the jsdom specs only (in node they do nothing): what antd needs of a browser, more time.
  setupFiles: ['<rootDir>/apps/web/test/jsdom-setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/apps/web/test/jsdom-timeout.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/e2e/'],
  // Two workers on the two cores CI has: the integration tests mostly wait on the stack's
  // processes, so two files at a time ran the suite in 662 s against 921 s in one worker.
  maxWorkers: 2,
  testTimeout: 90_000,
  globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
};
