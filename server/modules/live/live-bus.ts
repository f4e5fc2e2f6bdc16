import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Carries serialised messages to the sockets of every process. Without Redis there is one process, so
 * publishing is delivering; with Redis every process (the publisher included) hears every event through one
 * pattern subscription and delivers it to its own sockets. Signals that a person's access changed travel the
 * same way, so that every process closes that person's sockets.
 */
export type LiveBus = {
  publish(channel: string, payload: string): Promise<void>;
  publishAccessChanged(userId: number): Promise<void>;
  close(): Promise<void>;
};

/** What a bus hands to this process: events for its subscribers, and people whose access changed. */
export type LiveBusListeners = {
  deliver: (channel: string, payload: string) => void;
  accessChanged: (userId: number) => void;
};

export const createLocalBus = ({ deliver, accessChanged }: LiveBusListeners): LiveBus => ({
  publish: async (channel, payload) => deliver(channel, payload),
  publishAccessChanged: async (userId) => accessChanged(userId),
  close: async () => {},
});

const channelPrefix = 'live:branch:';
/** Outside the branch pattern above; the message is the user id. */
const accessChangedChannel = 'live:access-changed';

/** The URL without its password, for messages. */
const safeRedisUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable REDIS_URL)';
  }
};

/**
 * One pattern subscription rather than one SUBSCRIBE per branch: no per-channel bookkeeping, no race between
 * the last socket leaving and the next arriving, and ioredis re-subscribes it by itself after a reconnect.
 * The cost is that every process hears every branch's events, which is fine at the rate bookings change.
 * Note that Redis pub/sub ignores the database number: deployments sharing a Redis share these channels.
 */
export async function createRedisBus(url: string, { deliver, accessChanged }: LiveBusListeners, log: FastifyBaseLogger): Promise<LiveBus> {
  // No offline queue for the publisher: while Redis is away, publish fails at once instead of holding the
  // caller's request open; the event is lost and clients catch up when their socket reconnects.
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { lazyConnect: true });
  let lastError: Error | undefined;
  for (const [role, client] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    // Without a listener ioredis prints every reconnect failure to stderr on its own.
    client.on('error', (err: Error) => {
      lastError = err;
      log.warn({ err: { message: err.message } }, `live: Redis ${role} error`);
    });
  }

  subscriber.on('pmessage', (_pattern: string, channel: string, payload: string) => {
    if (channel.startsWith(channelPrefix)) deliver(channel.slice(channelPrefix.length), payload);
  });
  // Redis delivers one connection's publications in order: an event published after the signal, by the same
  // process, reaches every other process after it, when the person's sockets are already closing.
  subscriber.on('message', (channel: string, payload: string) => {
    const userId = Number(payload);
    if (channel === accessChangedChannel && Number.isSafeInteger(userId) && userId > 0) accessChanged(userId);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await Promise.all([subscriber.psubscribe(`${channelPrefix}*`), subscriber.subscribe(accessChangedChannel)]);
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    // A REDIS_URL that does not answer is a deployment mistake: refuse to start rather than run half-deaf.
    // ioredis rejects with "Connection is closed."; the socket error before it says why (ECONNREFUSED…).
    const reason = (lastError ?? (err as Error)).message;
    throw new Error(`Cannot reach Redis at ${safeRedisUrl(url)}: ${reason}`, { cause: err });
  }

  const quit = (client: Redis) => client.quit().then(
    () => undefined,
    () => client.disconnect(),
  );

  return {
    async publish(channel, payload) {
      await publisher.publish(`${channelPrefix}${channel}`, payload);
    },
    async publishAccessChanged(userId) {
      await publisher.publish(accessChangedChannel, String(userId));
    },
    async close() {
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}
