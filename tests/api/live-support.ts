import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { branches, organizationUserBranches, organizationUsers, organizations, users } from '../../server/db/tables';
import type { Role } from '../../src/schema/enums';
import type { LiveServerMessage } from '../../src/schema/live';

/** Fixtures and a real `ws` client for the live-channel suites (tests/api/live-*.test.ts). */

export type SeededChain = { organizationId: number; branches: { id: number; guid: string }[] };

/** `guids` pins branch guids, to stand for one database seen by two test apps (each has its own). */
export async function seedChain(app: FastifyInstance, name: string, branchCount = 1, guids: string[] = []): Promise<SeededChain> {
  const [organization] = await app.db.insert(organizations).values({ name }).returning({ id: organizations.id });
  if (!organization) throw new Error('organisation not inserted');
  const rows = await app.db
    .insert(branches)
    .values(
      Array.from({ length: branchCount }, (_, i) => ({
        organizationId: organization.id,
        name: `${name} ${i + 1}`,
        isoCurrency: 'EUR',
        timeZone: 'Europe/Belgrade',
        workingHours: { start: '09:00', end: '21:00' },
        ...(guids[i] ? { guid: guids[i] } : {}),
      })),
    )
    .returning({ id: branches.id, guid: branches.guid });
  return { organizationId: organization.id, branches: rows };
}

/** `id` pins the user id, to stand for one person seen by two test apps (each has its own database). */
export async function seedUser(
  app: FastifyInstance,
  login: string,
  access?: { organizationId: number; role: Role; branchIds?: number[] },
  id?: number,
): Promise<number> {
  const [user] = await app.db
    .insert(users)
    .values({ login, passwordHash: 'not-used-here', firstName: 'Test', lastName: login, ...(id === undefined ? {} : { id }) })
    .returning({ id: users.id });
  if (!user) throw new Error('user not inserted');
  if (access) {
    await app.db.insert(organizationUsers).values({ organizationId: access.organizationId, userId: user.id, role: access.role });
    for (const branchId of access.branchIds ?? []) {
      await app.db.insert(organizationUserBranches).values({ organizationId: access.organizationId, userId: user.id, branchId });
    }
  }
  return user.id;
}

export const accessToken = async (app: FastifyInstance, userId: number) => (await app.tokens.issue(userId)).accessToken;

/** ws://127.0.0.1:<port>/ws/v1, after `app.listen({ port: 0 })`. */
export function liveUrl(app: FastifyInstance, token?: string): string {
  const { port } = app.server.address() as AddressInfo;
  const base = `ws://127.0.0.1:${port}/ws/v1`;
  return token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;
}

export type LiveMessage = { event: string; data?: unknown };

export type LiveTestClient = {
  socket: WebSocket;
  messages: LiveMessage[];
  send(message: unknown): void;
  /** The first message (already received or still to come) that matches. */
  next(match?: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  /**
   * Ping and wait for the pong: the server handles one socket's messages in order, so every message sent
   * before has been handled (a subscribe is active) once this resolves.
   */
  sync(): Promise<void>;
  /** Messages other than pongs received so far. */
  events(): LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

export async function openLive(url: string, protocols?: string[]): Promise<LiveTestClient> {
  const socket = new WebSocket(url, protocols);
  const messages: LiveMessage[] = [];
  const waiters: { match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  let cursor = 0;

  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as LiveMessage;
    messages.push(message);
    const waiter = waiters.findIndex((w) => w.match(message));
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const next: LiveTestClient['next'] = (match = () => true, timeoutMs = 5_000) => {
    const seen = messages.slice(cursor).find(match);
    if (seen) {
      cursor = messages.indexOf(seen) + 1;
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching live message within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          cursor = messages.length;
          resolve(m);
        },
      });
    });
  };

  return {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next,
    async sync() {
      socket.send(JSON.stringify({ event: 'ping' }));
      await next((m) => m.event === 'pong');
    },
    events: () => messages.filter((m) => m.event !== 'pong'),
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** The close the server sent, provided it comes within `ms`; rejects otherwise. */
export function closedWithin(client: LiveTestClient, ms: number): Promise<{ code: number; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket was still open ${ms} ms later`)), ms);
  });
  return Promise.race([client.closed, late]).finally(() => clearTimeout(timer));
}

/** Resolves with the error a refused handshake produces, e.g. "Unexpected server response: 401". */
export function refusedHandshake(url: string, protocols?: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    socket.once('open', () => {
      socket.terminate();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('error', (err) => resolve(err.message));
  });
}

export const sampleOrderEvent = (id: number): LiveServerMessage => ({
  event: 'order:new',
  data: { date: '2025-03-14', id, orderServices: [{ employeeId: 7 }] },
});

/** Long enough for a message published on loopback to have arrived if it was going to. */
export const quietMs = 150;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a subscriber receives for a published message: the message plus the branch guid it came from. */
export const delivered = <M extends object>(message: M, channel: string) => ({ ...message, channel });

/**
 * The Redis the cross-process suites use. The CI machine runs one on 127.0.0.1:6379 (ARCHITECTURE "Tests"): with
 * TEST_REDIS_URL (or CI) set, a missing Redis fails those suites; without either, a machine with no Redis skips them
 * rather than failing `npm test` on a fresh clone.
 */
export async function testRedis(suite: string): Promise<{ redisUrl: string; reachable: boolean; required: boolean }> {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const required = Boolean(process.env.TEST_REDIS_URL ?? process.env.CI);
  const reachable = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(redisUrl);
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  if (!reachable) console.warn(`${suite}: no Redis at ${redisUrl}; ${required ? 'failing' : 'skipping'} the suite`);
  return { redisUrl, reachable, required };
}
