// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Every app under apps/; each is the workspace package `@warroom/<name>`. */
const APPS = ['gateway', 'identity', 'portal', 'applications', 'audit', 'web'];

/** Source the type-aware rules read; each file belongs to tsconfig.json, apps/web/tsconfig.json, bench/tsconfig.json or scripts/tsconfig.json. */
const TYPED_FILES = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/test/**/*.ts',
  'libs/*/src/**/*.{ts,tsx}',
  'libs/*/test/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
];
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
    // A package's declared subpath entry points (its package.json `exports`) are entry points too.
    regex: '^@warroom/(?!contracts/common-passwords$)[^/]+/',
    message: 'Import a workspace package by its name or a declared entry point, never a path inside it.',
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

const WEB_PACKAGES = {
  regex: '^@warroom/(?!contracts(?:/|$))',
  message: 'The web app may import only @warroom/contracts among workspace packages; it reaches the rest over HTTP.',
};

const webBoundaries = boundaries(['apps/web/**/*.{ts,tsx,js,mjs}'], [WEB_PACKAGES]);

/**
 * The web app's layers only point down: the app shell (`app/`: router, providers, layouts,
 * navigation) → `pages/` → `features/<domain>/` → the shared building blocks (`shared/`: routes,
 * query keys, session, theme, toast, the records kit; below them `components/` and `lib/`, which
 * know nothing of this app's routes, data or theme). A relative import is read by the folders it
 * climbs to: `../../app/…` from a page or a feature reaches the shell.
 */
const WEB_SRC = 'apps/web/src';
const WEB_FILES = '*.{ts,tsx}';
/** A relative import that climbs to the source root and goes down into one of `folders`. */
const reaching = (folders, message) => ({ regex: `^(?:\\.\\./)+(?:${anyOf(folders)})(?:/|$)`, message });

const webLayers = [
  boundaries(
    [`${WEB_SRC}/pages/**/${WEB_FILES}`],
    [WEB_PACKAGES, reaching(['app'], 'A page may not import the app shell (app/): the router imports the pages.')],
  ),
  // A feature climbs one folder more than it is deep to reach `features/`, where every other
  // folder is another feature: what two features need goes into shared/.
  ...[0, 1, 2, 3].map((depth) =>
    boundaries(
      [`${WEB_SRC}/features/*/${'*/'.repeat(depth)}${WEB_FILES}`],
      [
        WEB_PACKAGES,
        reaching(['app', 'pages'], 'A feature may not import the app shell (app/) or a page: they import it.'),
        {
          regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\./)|^(?:\\.\\./)+features/`,
          message:
            'A feature may not import another feature: move what both need into shared/ (the records kit, session, toast, theme, ...).',
        },
      ],
    ),
  ),
  boundaries(
    [`${WEB_SRC}/shared/**/${WEB_FILES}`],
    [
      WEB_PACKAGES,
      reaching(
        ['app', 'pages', 'features'],
        'shared/ is below the features: it may not import a feature, a page or the app shell.',
      ),
    ],
  ),
  boundaries(
    [`${WEB_SRC}/components/**/${WEB_FILES}`, `${WEB_SRC}/lib/**/${WEB_FILES}`],
    [
      WEB_PACKAGES,
      reaching(
        ['app', 'pages', 'features', 'shared'],
        "components/ and lib/ know nothing of the app's routes, data or theme: they may not import shared/, a feature, a page or the app shell.",
      ),
    ],
  ),
];

// The browser tests drive the real product: their harness may start the stack from @warroom/testing.
const webE2eBoundaries = boundaries(
  ['apps/web/e2e/**/*.ts', 'apps/web/playwright.config.ts'],
  [
    {
      regex: '^@warroom/(?!contracts(?:/|$)|testing(?:/|$))',
      message: 'The browser tests may import @warroom/contracts and @warroom/testing only.',
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
      // Generated by MikroORM's migrator; checked against the entities by a test instead.
      'apps/*/src/migrations/**',
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
  ...webLayers,
  webE2eBoundaries,
  libBoundaries,
  prettier,
);
