import type { WebSocket } from 'ws';

export type Heartbeat = {
  /** Starts watching a socket; it is forgotten when it closes. */
  track(socket: WebSocket): void;
  /** One round: end sockets that did not answer the previous ping, ping the others. */
  sweep(): void;
  stop(): void;
};

/**
 * A peer that vanished without a close frame (sleeping laptop, dropped mobile network, dead proxy) leaves a
 * socket that looks open forever. Every interval each socket gets a protocol-level ping; one that has not
 * answered by the next round is terminated, so a dead connection lives at most two intervals.
 */
export function createHeartbeat(intervalMs: number): Heartbeat {
  const alive = new Map<WebSocket, boolean>();

  const sweep = () => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        alive.delete(socket);
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  };
  const timer = setInterval(sweep, intervalMs);
  // The heartbeat alone must not keep a process alive that is otherwise done.
  timer.unref();

  return {
    track(socket) {
      alive.set(socket, true);
      const markAlive = () => {
        if (alive.has(socket)) alive.set(socket, true);
      };
      socket.on('pong', markAlive);
      // Any message proves the peer is there too.
      socket.on('message', markAlive);
      socket.on('close', () => alive.delete(socket));
    },
    sweep,
    stop() {
      clearInterval(timer);
      alive.clear();
    },
  };
}
