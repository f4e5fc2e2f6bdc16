import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { packageRoot } from '../../package-root';
import { readAppShell, sendAppShell } from './app-shell';
import { cacheControlFor, shouldServeSpa } from './spa-fallback';

export type WebAppOptions = { root?: string };

/** Vite's output beside package.json, whether the server runs from its sources or from dist-server/. */
export const defaultWebAppRoot = path.join(packageRoot, 'dist');

/**
 * Serves the built SPA from dist/. Each built file gets its own route (wildcard off), so everything else
 * reaches the catch-all below: the app's shell (index.html, held in memory) for every address of the app, the
 * JSON 404 for the server's own areas and for missing files of the build.
 */
export const webAppModule: FastifyPluginAsync<WebAppOptions> = async (app, options) => {
  const root = path.resolve(options.root ?? defaultWebAppRoot);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`The web app is not built (${root}/index.html is missing): run npm run build.`);
    // Browsers ask for /favicon.ico on every page, the sign-in pages too: the source's icon answers until a build does.
    const icon = readFileSync(path.join(packageRoot, 'public', 'favicon.ico'));
    app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('image/vnd.microsoft.icon').send(icon),
    );
    return;
  }
  const shell = readAppShell(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is an address of the app like any other: the catch-all answers it with the shell.
    index: false,
    // The build writes x.js.br and x.js.gz beside x.js (scripts/precompress.ts): a client that accepts one gets it
    // as it is, with Content-Encoding, and the server compresses nothing per request.
    preCompressed: true,
    // Those siblings are encodings of a file, not files of their own: no route for them.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    schemaHide: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      // The answer depends on Accept-Encoding, so a shared cache must keep its encodings apart; @fastify/static 8
      // does not say so itself (fastify/fastify-static#230).
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (!shouldServeSpa(request.method, request.url)) return reply.callNotFound();
    return sendAppShell(reply, shell, request.headers['accept-encoding']);
  });
};
