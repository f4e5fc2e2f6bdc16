import type { WebSocket } from 'ws';
import { liveCloseCodes } from '../../../src/schema/live';
import { liveLimits } from './live-limits';

/** A socket that has fallen this far behind is not reading; dropping it beats buffering without bound. */
const slowConsumerBytes = 1024 * 1024;

/** This process's sockets, by the branch guid they subscribed to and by the person who holds them. */
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
  /**
   * Closes every socket `userId` holds on this process (close code 4403): their access changed, and the
   * channels they follow were checked against the old access. Closing sets the socket CLOSING at once, so
   * `deliver` sends it nothing more; the client reconnects and each subscribe is checked again.
   */
  disconnectUser(userId: number): number;
  subscriberCount(channel: string): number;
};

export function createLiveHub(): LiveHub {
  const byChannel = new Map<string, Set<WebSocket>>();
  const socketsOfUser = new Map<number, Set<WebSocket>>();
  return {
    admit(userId, socket) {
      const held = socketsOfUser.get(userId) ?? new Set<WebSocket>();
      if (held.size >= liveLimits.socketsPerUser) return false;
      held.add(socket);
      socketsOfUser.set(userId, held);
      socket.once('close', () => {
        held.delete(socket);
        if (held.size === 0 && socketsOfUser.get(userId) === held) socketsOfUser.delete(userId);
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
    disconnectUser(userId) {
      const held = [...(socketsOfUser.get(userId) ?? [])].filter((socket) => socket.readyState === socket.OPEN);
      for (const socket of held) socket.close(liveCloseCodes.accessChanged, 'Access changed');
      return held.length;
    },
    subscriberCount(channel) {
      return byChannel.get(channel)?.size ?? 0;
    },
  };
}
