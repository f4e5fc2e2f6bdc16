import type { WebSocket } from 'ws';

/** A socket that has fallen this far behind is not reading; dropping it beats buffering without bound. */
const slowConsumerBytes = 1024 * 1024;

/** This process's sockets, by the branch guid they subscribed to. */
export type LiveHub = {
  add(channel: string, socket: WebSocket): void;
  remove(channel: string, socket: WebSocket): void;
  /** Sends an already serialised message to this process's subscribers of `channel`. */
  deliver(channel: string, payload: string): void;
  subscriberCount(channel: string): number;
};

export function createLiveHub(): LiveHub {
  const byChannel = new Map<string, Set<WebSocket>>();
  return {
    add(channel, socket) {
      const sockets = byChannel.get(channel) ?? new Set<WebSocket>();
      sockets.add(socket);
      byChannel.set(channel, sockets);
    },
    remove(channel, socket) {
      const sockets = byChannel.get(channel);
      if (!sockets) return;
      sockets.delete(socket);
      // Empty sets would otherwise pile up for every branch ever opened.
      if (sockets.size === 0) byChannel.delete(channel);
    },
    deliver(channel, payload) {
      for (const socket of byChannel.get(channel) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > slowConsumerBytes) {
          socket.terminate();
          continue;
        }
        socket.send(payload);
      }
    },
    subscriberCount(channel) {
      return byChannel.get(channel)?.size ?? 0;
    },
  };
}
