import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfig } from '../../../src/schema/config';
import { liveCloseCodes } from '../../../src/schema/live';
import { DomainError } from '../../plugins/app/domain-error';
import { sendError } from '../../plugins/app/error-handler';
import { loadUserAccess } from '../../plugins/app/access';
import type { Heartbeat } from './heartbeat';
import type { LiveHub } from './live-hub';
import { serveLiveConnection } from './live-connection';
import { tokenExpiry, tokenFromProtocolHeader } from './live-auth';

const querystring = z.object({ token: z.string().min(1).optional() });

const socketToken = (request: { query: z.infer<typeof querystring>; headers: IncomingHttpHeaders }): string | null =>
  request.query.token ?? tokenFromProtocolHeader(request.headers);

const canSee = (app: FastifyInstance) => async (userId: number, branchGuid: string) =>
  (await loadUserAccess(app.db, userId)).some((organization) => organization.branches.some((b) => b.guid === branchGuid));

export function registerLiveRoute(app: FastifyInstance, deps: { hub: LiveHub; heartbeat: Heartbeat }): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: appConfig.websocketPath,
    schema: { querystring, hide: true },
    // Refused before the upgrade, as a plain HTTP 401 in the error envelope.
    preHandler: async (request) => {
      const token = socketToken(request);
      const userId = token ? await app.tokens.verify(token) : null;
      if (!userId) throw new DomainError('unauthorized', (m) => m.common.sessionExpired);
      request.userId = userId;
    },
    // A plain GET (no Upgrade header) is a client mistake worth naming.
    handler: (_request, reply) => sendError(reply, 426, 'This endpoint speaks WebSocket only.'),
    wsHandler: (socket, request) => {
      // After the handshake rather than as an HTTP 429 before it: a browser sees only the close code and reason.
      if (!deps.hub.admit(request.userId, socket)) {
        socket.close(liveCloseCodes.tooManySockets, 'Too many live connections');
        return;
      }
      const token = socketToken(request);
      deps.heartbeat.track(socket);
      serveLiveConnection({
        socket,
        userId: request.userId,
        hub: deps.hub,
        canSee: canSee(app),
        log: request.log,
        expiresAt: token ? tokenExpiry(token) : undefined,
      });
    },
  });
}
