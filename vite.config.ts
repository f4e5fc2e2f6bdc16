import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePagePlugin } from './scripts/pwa/offline-page.js';
import { offlinePageFile, pwaOptions } from './scripts/pwa/pwa-options.js';
import { pushWorkerPlugin } from './scripts/pwa/push-worker.js';
import { precompressPlugin } from './scripts/precompress.js';
import { bookingIslandPlugin } from './scripts/booking-island.js';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  // The installable app: manifest, service worker, the push script it imports and offline page (scripts/pwa/); the
  // booking page's island, built on its own after it (scripts/booking-island.ts); then .br and .gz siblings of every
  // text file the builds wrote, the service worker's included, for the server to send as they are.
  plugins: [
    react(),
    offlinePagePlugin(offlinePageFile, fileURLToPath(new URL('./src/i18n', import.meta.url))),
    pushWorkerPlugin(),
    VitePWA(pwaOptions),
    bookingIslandPlugin(alias),
    precompressPlugin(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports preloads modules natively (Chromium 66, Safari 17, Firefox 115): the polyfill
    // would only add to the shell's first download.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // papaparse (CSV import/export in Refine) is CommonJS without a sideEffects flag, so the bundler keeps it
      // in the initial chunk although no route uses it there; it has no side effects, so say so (~6 KB gzip).
      // The same for error-stack-parser and its stackframe: Refine's devtools trace calls it in development only.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/(papaparse|error-stack-parser|stackframe)\//.test(id) },
      // One file for the shell's first JavaScript. Otherwise every lazy route that uses another part of a module
      // the shell shares (Refine's core is a single module) splits the entry into chunks gzipped apart (~8 KB
      // more). Dependencies are not followed: Refine's core imports papaparse, which only lazy screens use.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !/node_modules[\\/]papaparse[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/id': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } } },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Pure code (the server's, the scripts', the shared schemas'): its test files share one module graph per
          // worker instead of importing it again for each file (isolation cost two thirds of this project's time).
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/schema/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Resolves virtual:pwa-register (to the plugin's no-op registration outside a build) for the shell's imports.
        plugins: [VitePWA(pwaOptions)],
        test: {
          // The web app's code keeps module-wide state (the i18n instance, the session, the toast store): each file
          // starts from fresh modules.
          name: 'unit-web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/schema/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/sql-capture/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Records the statements the server sends, for the check after the suite (tests/sql-capture/).
          setupFiles: ['tests/sql-capture/capture.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
          fileParallelism: true,
          // Each file's app waits on PostgreSQL, Redis and child processes for most of its time: three files at once
          // keep 2 cores busy (433 s with 2 isolated workers, 249 s with 3 shared ones).
          maxWorkers: 3,
          // Test files share one imported server per worker: importing it again for each file was 250 s of the
          // suite's CPU. Nothing in the server keeps module-wide state between apps (each test builds its own).
          isolate: false,
          // A deprecation is a failure here: pg 8 only warns of a query sent on a busy connection (a transaction's
          // reads side by side), which pg 9 refuses; see server/db/read-together.ts.
          execArgv: ['--throw-deprecation'],
        },
      },
    ],
  },
});
