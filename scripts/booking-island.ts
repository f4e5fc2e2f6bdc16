/**
 * The booking page's island (src/public/booking, docs/online-booking.md decision 8) is a build of its own, run after
 * the web app's: with the staff app's entry in the same build, React would sit in one chunk that both load, and the
 * staff shell, kept to one file on purpose (vite.config.ts), would be split. Its files go to dist/assets/book/ (served
 * and cached like every hashed asset), its manifest to dist/.vite/, where the server reads the entry's hashed name.
 */
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin, type ResolvedConfig } from 'vite';
import { bookingIslandEntry, bookingIslandManifest } from '../src/schema/online-booking/booking-island.js';

/**
 * In closeBundle, after vite-plugin-pwa's (so the staff app's service worker does not precache the island) and before
 * precompressPlugin's (so the island's files get their .br and .gz too): list it between the two.
 */
export function bookingIslandPlugin(alias: AliasOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'branchbook-booking-island',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        await build({
          configFile: false,
          root: config.root,
          publicDir: false,
          logLevel: 'warn',
          resolve: { alias },
          plugins: [react()],
          build: {
            outDir: config.build.outDir,
            emptyOutDir: false,
            assetsDir: 'assets/book',
            manifest: bookingIslandManifest,
            sourcemap: false,
            modulePreload: { polyfill: false },
            rollupOptions: {
              input: { booking: bookingIslandEntry },
              // src/schema only defines (schemas, constants, pure functions), but its top-level zod calls look like
              // side effects: said so, the island keeps the pure functions it calls (calendar, time zones) without zod.
              treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]schema[\\/]/.test(id) },
            },
          },
        });
      },
    },
  };
}
