import type { WebSocket } from 'ws';
import { liveLimits } from './live-limits';

/** A socket that has fallen this far behind is not reading; dropping it beats buffering without bound. */
const slowConsumerBytes = 1024 * 1024;

/** This process's sockets, by the branch guid they subscribed to, and how many each person holds. */
export type LiveHub = {
  /**
   * Counts a new socket of `userId` until it closes; false (and not counted) when the person already holds
   * `liveLimits.socketsPerUser` on this process: the caller closes it.
   */
  admit(userId: number, socket: WebSocket): boolean;
  add(channel: string, socket: WebSocket): void;
  remove(channel: string, socket: WebSocket): void;
  /** Sends an already serialised message to this process's subscribers of `channel`. */
  deliver(channel: string, payload: string): void;
  subscriberCount(channel: string): number;
};

export function createLiveHub(): LiveHub {
  const byChannel = new Map<string, Set<WebSocket>>();
  const socketsOfUser = new Map<number, number>();
  return {
    admit(userId, socket) {
      const open = socketsOfUser.get(userId) ?? 0;
      if (open >= liveLimits.socketsPerUser) return false;
      socketsOfUser.set(userId, open + 1);
      socket.once('close', () => {
        const left = (socketsOfUser.get(userId) ?? 1) - 1;
        if (left > 0) socketsOfUser.set(userId, left);
        else socketsOfUser.delete(userId);
      });
      return true;
    },
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
