/**
 * The installed app's icons, made from the one source public/icon.svg by `npm run icons`
 * (@vite-pwa/assets-generator, on sharp). The PNGs and favicon.ico it writes beside the source are committed,
 * so neither the build nor CI has to run it: run it again after changing the SVG.
 */
import { defineConfig } from '@vite-pwa/assets-generator/config';
import { brandNavy } from './pwa-options';

export default defineConfig({
  images: ['public/icon.svg'],
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
    // The brand navy fills maskable and Apple icons to the edge: a launcher crops a maskable one to its own shape,
    // keeping at least the central 80 %, so the mark sits inside that.
    maskable: { sizes: [192, 512], padding: 0.2, resizeOptions: { background: brandNavy, fit: 'contain' } },
    apple: { sizes: [180], padding: 0.1, resizeOptions: { background: brandNavy, fit: 'contain' } },
  },
});
