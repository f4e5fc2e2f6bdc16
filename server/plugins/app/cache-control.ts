import fp from 'fastify-plugin';

/** The management API and the sign-in service: their answers carry people's data, tokens and sessions. */
const privatePath = /^\/(?:api\/v1|id)(?:[/?]|$)/;

/**
 * `no-store` on every answer of /api/v1 and /id, errors and 404s included, so that no browser cache, proxy or
 * shared computer keeps a refreshed access token or a client list. Set before routing, as a default: a route
 * that decides its own caching (the sign-in stylesheet, the docs' static files) sets the header again and
 * wins. The web app's files are not matched and keep their long-lived caching.
 */
export const cacheControlPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (privatePath.test(request.url)) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'cache-control', fastify: '5.x' },
);
