import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { LiveServerMessage } from '../../../src/schema/live';
import { createHeartbeat } from './heartbeat';
import { chooseSubprotocol } from './live-auth';
import { createLocalBus, createRedisBus } from './live-bus';
import { createLiveHub } from './live-hub';
import { liveLimits } from './live-limits';
import { registerLiveRoute } from './live.routes';

export type LivePublisher = {
  /**
   * Sends `message` to every socket subscribed to the branch, on every process (through Redis when
   * REDIS_URL is set). Call it only AFTER the transaction that made the change has committed: clients refetch
   * the moment the event arrives and must read the committed rows, and a rolled-back change must never be
   * announced. Never rejects (the commit has happened; failing the request now would mislead): a lost
   * event is logged, and the screens concerned catch up on their next refetch.
   */
  publish(branchGuid: string, message: LiveServerMessage): Promise<void>;
  /**
   * Closes the person's open sockets on every process (close code 4403; the client reconnects and each of its
   * subscribes is checked against the new access). Call it after the transaction that took access away
   * (a removal, fewer branches, another role) has committed. Never rejects: when Redis cannot carry the
   * signal, this process's sockets are still closed and the failure is logged.
   */
  accessChanged(userId: number): Promise<void>;
  /** Calls `listener` with the branch of every event this process hears (its own and, through Redis, others'). */
  watch(listener: (branchGuid: string) => void): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    live: LivePublisher;
  }
}

export type LivePluginOptions = {
  /** Interval of the protocol-level ping; a socket silent for two intervals is terminated. */
  heartbeatMs?: number;
};

/** Grace for clients to answer the close frame on shutdown before their sockets are cut. */
const shutdownGraceMs = 2_000;

/** The live channel of ARCHITECTURE "Live channel": /ws/v1 plus `app.live.publish`. */
export const livePlugin = fp<LivePluginOptions>(
  async (app, options) => {
    const hub = createLiveHub();
    const watchers: ((branchGuid: string) => void)[] = [];
    const listeners = {
      deliver: (channel: string, payload: string) => {
        hub.deliver(channel, payload);
        for (const watcher of watchers) watcher(channel);
      },
      accessChanged: (userId: number) => {
        hub.disconnectUser(userId);
      },
    };
    const bus = app.env.REDIS_URL ? await createRedisBus(app.env.REDIS_URL, listeners, app.log) : createLocalBus(listeners);
    const heartbeat = createHeartbeat(options.heartbeatMs ?? 30_000);

    await app.register(websocket, {
      options: { maxPayload: liveLimits.frameBytes, handleProtocols: chooseSubprotocol },
      // Socket errors are the peer's doing (oversized frame, abrupt disconnect), not ours: not error-level.
      errorHandler: (error, socket, request) => {
        request.log.info({ err: { message: error.message } }, 'live: socket error');
        socket.terminate();
      },
    });

    app.decorate('live', {
      async publish(branchGuid, message) {
        try {
          // The branch guid rides along (beyond ARCHITECTURE's event and data) so that a client following
          // several branches on one socket can tell their events apart.
          await bus.publish(branchGuid, JSON.stringify({ ...message, channel: branchGuid }));
        } catch (err) {
          app.log.error({ err, branchGuid, event: message.event }, 'live: publish failed; subscribers miss this event');
        }
      },
      async accessChanged(userId) {
        try {
          await bus.publishAccessChanged(userId);
        } catch (err) {
          hub.disconnectUser(userId);
          app.log.error({ err, userId }, "live: access-change signal failed; other processes keep this person's sockets until their token expires");
        }
      },
      watch(listener) {
        watchers.push(listener);
      },
    } satisfies LivePublisher);

    registerLiveRoute(app, { hub, heartbeat });

    // @fastify/websocket's own preClose has sent every socket a close frame; a peer that never answers would
    // hold server.close() for ws's 30 s close timeout, so cut the stragglers after a short grace.
    app.addHook('preClose', async () => {
      const stragglers = setTimeout(() => {
        for (const client of app.websocketServer.clients) client.terminate();
      }, shutdownGraceMs);
      stragglers.unref();
    });
    app.addHook('onClose', async () => {
      heartbeat.stop();
      await bus.close();
    });
  },
  { name: 'live', fastify: '5.x' },
);
