import type { RawData, WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { liveClientMessageSchema, liveCloseCodes, type LiveClientMessage, type LiveErrorMessage } from '../../../src/schema/live';
import type { LiveHub } from './live-hub';
import { liveLimits } from './live-limits';

export type LiveConnectionOptions = {
  socket: WebSocket;
  userId: number;
  hub: LiveHub;
  /** Read on every subscribe, so that access revoked a moment ago is already refused. */
  canSee: (userId: number, branchGuid: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** When the access token used at connect expires; the socket closes then and the client reconnects with a fresh one. */
  expiresAt?: Date;
};

const refusedMessage = 'You cannot subscribe to this channel.';

/** Serves one authenticated socket until it closes. */
export function serveLiveConnection({ socket, userId, hub, canSee, log, expiresAt }: LiveConnectionOptions): void {
  const channels = new Set<string>();
  let closed = false;
  // Messages are handled one at a time, in order: "subscribe X, unsubscribe X" must end unsubscribed even
  // though the subscribe waits for the database, and a ping answered after a subscribe proves it is active.
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  let unreadable = 0;

  const send = (message: LiveErrorMessage | { event: 'pong' }) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const sendError = (message: string) => send({ event: 'error', data: { message } });

  const handle = async (message: LiveClientMessage) => {
    switch (message.event) {
      case 'ping':
        return send({ event: 'pong' });
      case 'subscribe': {
        const { channel } = message.data;
        if (channels.has(channel)) return;
        // Refused with an error, not a close: the client would reconnect and subscribe the same list again,
        // while its first channels keep working this way.
        if (channels.size >= liveLimits.channelsPerSocket) return sendError('Too many channels on one connection.');
        const allowed = await canSee(userId, channel);
        // The socket may have closed while the database answered; adding it now would leak it in the hub.
        if (closed) return;
        // One answer for "no such branch" and "not yours", so guids of other chains cannot be probed.
        if (!allowed) return sendError(refusedMessage);
        channels.add(channel);
        hub.add(channel, socket);
        return;
      }
      case 'unsubscribe':
        channels.delete(message.data.channel);
        hub.remove(message.data.channel, socket);
        return;
    }
  };

  const parse = (raw: RawData, isBinary: boolean): LiveClientMessage | null => {
    if (isBinary) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      return null;
    }
    const parsed = liveClientMessageSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  };

  socket.on('message', (raw, isBinary) => {
    const message = parse(raw, isBinary);
    if (!message) {
      // Our client never sends these; a few are answered so a hand-written client can learn, then it is cut off.
      unreadable += 1;
      if (unreadable >= liveLimits.unreadableMessages) {
        socket.close(liveCloseCodes.policyViolation, 'Too many unreadable messages');
        return;
      }
      return sendError('Unreadable message: expected {"event":"ping"|"subscribe"|"unsubscribe",…}.');
    }
    if (queued >= liveLimits.queuedMessages) {
      socket.close(liveCloseCodes.policyViolation, 'Too many messages');
      return;
    }
    queued += 1;
    queue = queue
      .then(() => handle(message))
      .catch((err: unknown) => {
        // A failed access check must not end the connection; the client may retry its subscribe.
        log.error({ err }, 'live: message handling failed');
        sendError('The server could not handle this message. Please try again.');
      })
      .finally(() => {
        queued -= 1;
      });
  });

  let expiryTimer: NodeJS.Timeout | undefined;
  if (expiresAt) {
    // setTimeout cannot wait longer than about 24.8 days; access tokens live minutes.
    const delay = Math.min(Math.max(expiresAt.getTime() - Date.now(), 0), 2 ** 31 - 1);
    expiryTimer = setTimeout(() => socket.close(liveCloseCodes.tokenExpired, 'Access token expired'), delay);
    expiryTimer.unref();
  }

  socket.on('close', () => {
    closed = true;
    clearTimeout(expiryTimer);
    for (const channel of channels) hub.remove(channel, socket);
    channels.clear();
  });
}
