import fp from 'fastify-plugin';
import { openApiPlugin } from './openapi';
import { rateLimitPlugin } from './rate-limit';
import { securityHeadersPlugin } from './security-headers';

/**
 * Third-party plugins, registered before any route (swagger collects routes as they are added). Cookies
 * are registered by app.ts and CSRF by the sign-in module.
 */
export const externalPlugins = fp(async (app) => {
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin);
});
