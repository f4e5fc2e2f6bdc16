import fp from 'fastify-plugin';

// Placeholder: helmet, rate limit, OpenAPI, CSRF register here.
export const externalPlugins = fp(async () => {});
