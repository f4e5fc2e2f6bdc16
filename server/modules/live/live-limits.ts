/**
 * What one person or one misbehaving client may cost the live channel, in one place. The caps are counted per
 * process: behind a load balancer a person may hold this many sockets on each API process. That still bounds
 * what each process spends on one person, which is the point, and needs no shared counter in Redis.
 */
export const liveLimits = {
  /** Open sockets of one person: a tab each, a phone, a wall screen; more is a runaway script or a leak. */
  socketsPerUser: 20,
  /** Branches one socket may follow at once; a person watches one schedule, a wall screen a few. */
  channelsPerSocket: 50,
  /** Messages waiting to be handled; beyond this the client is flooding, not using the channel. */
  queuedMessages: 100,
  /** Unreadable messages (not JSON, unknown event, binary) answered with an error before the socket is closed. */
  unreadableMessages: 5,
  /** Frames are a few hundred bytes; ws refuses anything larger (close 1009) before buffering it. */
  frameBytes: 4 * 1024,
} as const;
