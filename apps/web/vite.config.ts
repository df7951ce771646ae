import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preloadPublicPage } from './preload-public-page.ts';

const contractsSource = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const commonPasswordsSource = fileURLToPath(new URL('../../libs/contracts/src/common-passwords.ts', import.meta.url));
const gateway = 'http://localhost:3000';

/**
 * Two chunks in place of a dozen small ones, since a phone on a slow network pays a round trip
 * per file (issue 19): the modules only the public pages use (their shell, fields, toasts and
 * API calls), and the small helpers every page uses (the API client, error texts, form state).
 * So a signed-in page loads no public code, and a public page loads three files of its own. No
 * module in either may import zod: the public pages load none until a form is used.
 */
const CHUNK_GROUPS = [
  {
    name: 'public-shell',
    test: [
      /apps\/web\/src\/shared\/public\//,
      /apps\/web\/src\/lib\/(link-token|load-public-contracts)\.ts$/,
      /apps\/web\/src\/features\/[a-z-]+\/public-api\.ts$/,
      /apps\/web\/src\/shared\/session\/use-enter-portal\.ts$/,
    ],
  },
  {
    name: 'app-lib',
    test: [
      /apps\/web\/src\/lib\/(api|error-body|error-text|field-errors|format-date|server-field-errors|use-document-title|use-schema-form)\.ts$/,
      /apps\/web\/src\/components\/error-detail\./,
      // query-keys.ts (every signed-in page) gives the public pages' keys from here.
      /apps\/web\/src\/shared\/public-query-keys\.ts$/,
      // The contracts' values without schemas, which the schemas' modules import too.
      /libs\/contracts\/src\/(application-values|link-token)\.ts$/,
    ],
  },
].map(({ name, test }) => ({ name, test: (id: string) => test.some((pattern) => pattern.test(id)) }));

export default defineConfig({
  plugins: [
    react(),
    preloadPublicPage(),
    // Each asset also written compressed (file.js.br, file.js.gz), which the gateway serves as it
    // is (@fastify/static's preCompressed): a first visit's ~400 kB of JavaScript was compressed
    // again on every request, in the gateway's one thread, while the page waited (issue 19).
    // index.html is sent by the gateway itself, not from here.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // `source` first: workspace libs are compiled from their TypeScript, never from a stale dist.
    conditions: ['source', ...defaultClientConditions],
    // The aliases cover checkouts where npm has not yet linked the workspace package. Exact
    // matches: a string alias would also rewrite the package's subpath (`/common-passwords`).
    alias: [
      { find: /^@warroom\/contracts$/, replacement: contractsSource },
      { find: /^@warroom\/contracts\/common-passwords$/, replacement: commonPasswordsSource },
    ],
  },
  server: {
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The polyfill would be inlined; every browser we serve supports modulepreload.
    modulePreload: { polyfill: false },
    // The largest chunk is the lazily loaded chart code (~1.5 MB, ~430 kB gzip), fetched only by analytics.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The dependencies of a group stay where they are (a module that imports zod would otherwise bring it in).
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});
