import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preloadPublicPage } from './preload-public-page.ts';

const contractsSource = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const gateway = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadPublicPage()],
  resolve: {
    // `source` first: workspace libs are compiled from their TypeScript, never from a stale dist.
    conditions: ['source', ...defaultClientConditions],
    // The alias covers checkouts where npm has not yet linked the workspace package.
    alias: { '@warroom/contracts': contractsSource },
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
  },
});
