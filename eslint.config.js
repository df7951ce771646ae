// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Every app under apps/; each is the workspace package `@warroom/<name>`. */
const APPS = ['gateway', 'identity', 'portal', 'applications', 'audit', 'web'];

/** Source the type-aware rules read; each file belongs to tsconfig.json or apps/web/tsconfig.json. */
const TYPED_FILES = ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'libs/*/src/**/*.ts', 'libs/*/test/**/*.ts'];
const TYPED_IGNORES = ['apps/web/test/**'];

const NODE_GLOBALS = Object.fromEntries(
  [
    'AbortController',
    'Buffer',
    'URL',
    'clearInterval',
    'clearTimeout',
    'console',
    'fetch',
    'performance',
    'process',
    'setInterval',
    'setTimeout',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

const anyOf = (names) => names.join('|');

/** Restrictions every app and lib shares: packages talk through their entry points only. */
const PACKAGE_BOUNDARIES = [
  {
    regex: '^@warroom/[^/]+/',
    message: 'Import a workspace package by its name only (`@warroom/<name>`), never a path inside it.',
  },
  {
    regex: '^\\.{1,2}/(?:.*/)?(?:apps|libs)/',
    message: 'A relative import may not leave its package; import the package as `@warroom/<name>`.',
  },
  {
    regex: '^(?:\\.\\./)+[^./][^/]*/(?:src|dist)(?:/|$)',
    message: "A relative import may not reach into another package's src or dist; import `@warroom/<name>`.",
  },
];

/** One no-restricted-imports setting per scope: a later setting replaces an earlier one. */
function boundaries(files, extra) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...PACKAGE_BOUNDARIES, ...extra] }] },
  };
}

const appBoundaries = APPS.filter((app) => app !== 'web').map((app) =>
  boundaries(
    [`apps/${app}/**/*.{ts,tsx,js,mjs}`],
    [
      {
        regex: `^@warroom/(?:${anyOf(APPS.filter((other) => other !== app))})(?:/|$)`,
        message: 'An app may not import another app: use NATS subjects and payloads from @warroom/contracts.',
      },
    ],
  ),
);

const webBoundaries = boundaries(
  ['apps/web/**/*.{ts,tsx,js,mjs}'],
  [
    {
      regex: '^@warroom/(?!contracts(?:/|$))',
      message:
        'The web app may import only @warroom/contracts among workspace packages; it reaches the rest over HTTP.',
    },
  ],
);

const libBoundaries = boundaries(
  ['libs/**/*.{ts,tsx,js,mjs}'],
  [
    {
      regex: `^@warroom/(?:${anyOf(APPS)})(?:/|$)`,
      message: 'A lib may not import an app; move what both need into a lib.',
    },
  ],
);

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '.nx/**',
      'test-results/**',
      'playwright-report/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { sourceType: 'module', globals: NODE_GLOBALS },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...NODE_GLOBALS, module: 'writable', require: 'readonly' } },
  },
  // Syntax-only TypeScript rules for every .ts/.tsx file, config files included.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // Rules that need the type checker, for the source the tsconfigs cover.
  {
    files: TYPED_FILES,
    ignores: TYPED_IGNORES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  ...appBoundaries,
  webBoundaries,
  libBoundaries,
  prettier,
);
