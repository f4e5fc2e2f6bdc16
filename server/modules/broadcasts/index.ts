import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { serverOrigin } from '../id/request-helpers';
import { createBroadcastRunner, type BroadcastRunner } from './broadcast-runner';
import { broadcastsRoutes } from './broadcasts.routes';
import { marketingSettingsRoutes } from './marketing-settings.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { unsubscribeKeyOf } from './unsubscribe-token';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** Starts due broadcasts and expands them; tests call `app.broadcasts.runDue()` instead of waiting for its poll. */
    broadcasts: BroadcastRunner;
  }
}

/** The runner of broadcasts, beside the outbox worker: polls with the server, not under tests (NODE_ENV=test). */
export const broadcastRunnerPlugin = fp(async (app) => {
  const runner = createBroadcastRunner({ db: app.db, log: app.log, origin: () => serverOrigin(app), unsubscribeKey: unsubscribeKeyOf(app.secrets.integrationKey) });
  app.decorate('broadcasts', runner);
  if (app.env.NODE_ENV !== 'test') app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
});

/** Broadcasts, saved audiences and marketing limits under /api/v1 (prefix given by app.ts). */
export const broadcastsModule: FastifyPluginAsync = async (app) => {
  await app.register(broadcastsRoutes);
  await app.register(marketingSettingsRoutes);
};

/**
 * The one-click unsubscribe page at `/u/{token}`: public, server-rendered, no staff shell. Encapsulated, so its body
 * parsers (a form's, and RFC 8058's multipart) stay in here; each body is read whole as text, at most 16 KiB.
 */
export const unsubscribePagesModule: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  unsubscribeRoutes(app);
};
