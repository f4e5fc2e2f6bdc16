/** Paths that belong to the server, never to the SPA: an unknown one is a JSON 404, not index.html. */
export const serverPathPrefixes = ['/api', '/id', '/ws'];

const isServerPath = (pathname: string) =>
  serverPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * A file the build writes (the service worker, its Workbox runtime, the manifest, icons, chunks, their compressed
 * siblings): when it is missing, index.html in its place would be taken for a worker script or a manifest and fail
 * obscurely.
 */
const isBuiltFilePath = (pathname: string) => /\.(?:m?js|css|map|json|webmanifest|html|png|svg|ico|txt|woff2?|br|gz)$/i.test(pathname);

/**
 * Whether an unknown GET or HEAD receives the app's shell (client-side routing): any path outside the server's own
 * areas that is not a file of the build. The Accept header plays no part: a load that accepts any type rather than
 * naming text/html (a link checker, a prefetch, a script's fetch of an address) still asks for the app. A
 * missing /assets/x.js gets a real 404 by its extension, so a stale lazy chunk fails visibly instead of parsing
 * HTML as JavaScript.
 */
export function shouldServeSpa(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  return !isServerPath(pathname) && !isBuiltFilePath(pathname);
}

/**
 * Hashed build output never changes under its name; index.html, the service worker and the manifest must always
 * be revalidated, so a deployed version is seen at the next visit. A precompressed sibling (sw.js.br) is what is
 * sent for its file (sw.js), so it is cached like it.
 */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.replaceAll('\\', '/').replace(/^\/+/, '').replace(/\.(?:br|gz)$/, '');
  if (normalised.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (normalised.endsWith('.html') || normalised === 'sw.js' || normalised.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}
