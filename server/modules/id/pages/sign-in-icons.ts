import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../../package-root';

/**
 * The app's icons (public/, made from icon.svg by `npm run icons`) as the sign-in pages link them: served by the
 * sign-in service itself under /id/assets, so its pages have an icon whether or not the web app is built or
 * served from this host. `/favicon.ico` at the root is the web app's (server/modules/web-app).
 */
export const signInIcons = {
  'favicon.ico': { type: 'image/vnd.microsoft.icon', body: readFileSync(path.join(packageRoot, 'public', 'favicon.ico')) },
  'icon.svg': { type: 'image/svg+xml', body: readFileSync(path.join(packageRoot, 'public', 'icon.svg')) },
} as const;

export type SignInIcon = keyof typeof signInIcons;
