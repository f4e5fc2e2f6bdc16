import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyRequest {
    /** Set by `app.authenticate` from the bearer access token. */
    userId: number;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
};

export const authPlugin = fp(async (app) => {
  app.decorateRequest('userId', 0);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await app.tokens.verify(token) : null;
    if (!userId) throw new DomainError('unauthorized', (m) => m.common.sessionExpired);
    request.userId = userId;
  });
});
