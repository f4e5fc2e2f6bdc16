import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { createDb, type DbHandle } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { startStreamingPair, type StreamingPair } from '../helpers/streaming-replica';
import { testSecrets } from '../helpers/test-secrets';
import { api, book, line, orderWorld, type Auth, type World } from './orders-support';
import { memberOf } from './settings-support';

/**
 * REPLICA_DATABASE_URL with a real streaming standby of this machine's PostgreSQL: reports and lists read there,
 * a person's own writes are read back from the primary until the standby has replayed them, and no write goes to
 * the standby (read-only: one would fail). With TEST_REDIS_URL the write marks live in Redis, as in production.
 */
describe('a read replica', () => {
  let pair: StreamingPair;
  let primaryDb: DbHandle;
  let app: FastifyInstance;
  let primary: pg.Client;
  let replica: pg.Client;
  let world: World;
  let colleague: Auth;
  const period = { from: '2031-06-01', to: '2031-06-30' };

  /** What a server ran since its statistics were reset, its own monitoring left out. */
  const statements = async (client: pg.Client) =>
    (
      await client.query<{ queryid: string; query: string }>(
        `SELECT queryid::text, query FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND query !~ 'pg_stat_statements|pg_last_wal_replay_lsn|pg_current_wal_lsn|pg_wal_replay|pg_get_wal_replay'`,
      )
    ).rows;
  const resetStatements = () => Promise.all([primary.query('SELECT pg_stat_statements_reset()'), replica.query('SELECT pg_stat_statements_reset()')]);
  /** Until the standby has replayed everything the primary has written so far. */
  const caughtUp = async () => {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    await vi.waitFor(
      async () => {
        const { rows: replayed } = await replica.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0]!.lsn]);
        expect(replayed[0]!.done).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
  };
  const clientsOf = async (auth: Auth) => {
    const res = await api(app, 'GET', `/branches/${world.branchId}/clients?perPage=100`, auth);
    expect(res.statusCode).toBe(200);
    return { from: res.headers['x-read-from'], names: (res.json().items as { firstName: string }[]).map((client) => client.firstName) };
  };
  const ordersOf = async (auth: Auth) => {
    const res = await api(app, 'GET', `/branches/${world.branchId}/orders?perPage=100`, auth);
    expect(res.statusCode).toBe(200);
    return { from: res.headers['x-read-from'], ids: (res.json().items as { id: number }[]).map((order) => order.id) };
  };

  beforeAll(async () => {
    pair = await startStreamingPair();
    primaryDb = createDb(pair.primaryUrl, 5);
    await runMigrations(primaryDb.db);
    await primaryDb.pool.query('CREATE EXTENSION pg_stat_statements');
    app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        DATABASE_URL: pair.primaryUrl,
        REPLICA_DATABASE_URL: pair.replicaUrl,
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      }),
      dbHandle: primaryDb,
      secrets: testSecrets(),
      logger: false,
    });
    await app.ready();
    [primary, replica] = [new pg.Client(pair.primaryUrl), new pg.Client(pair.replicaUrl)];
    await Promise.all([primary.connect(), replica.connect()]);
    world = await orderWorld(app, 'Replica Chain');
    colleague = (await memberOf(app, world.orgId, 'administrator', [world.branchId])).auth;
    await caughtUp();
  }, 60_000);

  afterAll(async () => {
    await primary?.end();
    await app?.close();
    await primaryDb?.pool.end();
    await pair?.stop();
  });

  it('serves a report from the replica, says so, and the replica ran its queries, the primary none of them', async () => {
    expect((await app.readPool.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows[0]!.standby).toBe(true);
    expect((await app.pool.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')).rows[0]!.standby).toBe(false);
    await resetStatements();

    const res = await api(app, 'GET', `/organizations/${world.orgId}/key-indicators?from=${period.from}&to=${period.to}`, colleague);

    expect(res.statusCode).toBe(200);
    expect(res.headers['x-read-from']).toBe('replica');
    expect(res.headers['x-replica-lag']).toMatch(/^\d+\.\d{3}$/);
    const onReplica = await statements(replica);
    expect(onReplica.length).toBeGreaterThan(0);
    const onPrimary = new Set((await statements(primary)).map((row) => row.queryid));
    expect(onReplica.filter((row) => onPrimary.has(row.queryid))).toEqual([]);
  });

  it('reads a booking back at once from the primary for the person who made it, while the replica is behind', async () => {
    await replica.query('SELECT pg_wal_replay_pause()');
    await expect.poll(async () => (await replica.query<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state')).rows[0]!.state).toBe('paused');
    try {
      const newClient = await api(app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName: 'Rita', lastName: 'Replica' });
      expect(newClient.statusCode).toBe(201);
      const booked = await book(app, world, [line(world)], { clientId: newClient.json().id, confirmOutsideWorkingHours: true });
      expect(booked.statusCode).toBe(201);
      const orderId = booked.json().id as number;

      expect(await ordersOf(world.owner)).toEqual({ from: 'primary', ids: [orderId] });
      expect(await clientsOf(world.owner)).toEqual({ from: 'primary', names: expect.arrayContaining(['Rita']) });
      const ownersReport = await api(app, 'GET', `/branches/${world.branchId}/key-indicators?from=${period.from}&to=${period.to}`, world.owner);
      expect(ownersReport.headers['x-read-from']).toBe('primary');
      // Someone who wrote nothing reads the paused replica, which has neither: the owner's answers were the primary's.
      expect(await ordersOf(colleague)).toEqual({ from: 'replica', ids: [] });
      expect((await clientsOf(colleague)).names).not.toContain('Rita');
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()');
    }

    await caughtUp();
    // Once the replica has replayed the owner's writes (its position is asked at most every 100 ms), it serves them too.
    await expect.poll(() => clientsOf(world.owner)).toEqual({ from: 'replica', names: expect.arrayContaining(['Rita']) });
  });

  it('never sends a write to the replica, where one would fail', async () => {
    await resetStatements();
    const created = await api(app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName: 'Wanda', lastName: 'Write' });
    expect(created.statusCode).toBe(201);
    const edited = await api(app, 'PATCH', `/branches/${world.branchId}/clients/${created.json().id}`, world.owner, { lastName: 'Written', version: created.json().version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api(app, 'DELETE', `/branches/${world.branchId}/clients/${created.json().id}`, world.owner)).statusCode).toBe(204);
    await caughtUp();
    await expect.poll(async () => (await clientsOf(colleague)).from).toBe('replica');

    const writes = (rows: { query: string }[]) => rows.filter((row) => /^\s*(insert|update|delete)\b/i.test(row.query));
    expect(writes(await statements(replica))).toEqual([]);
    expect(writes(await statements(primary)).length).toBeGreaterThan(0);
    await expect(app.readPool.query("INSERT INTO users (login, password_hash, first_name, last_name) VALUES ('x', 'x', 'x', 'x')")).rejects.toThrow(/read-only/);
  });

  it('sends the reads that may lag to the primary while the replica is down', async () => {
    await replica.end();
    await pair.stopReplica();

    expect(await clientsOf(colleague)).toEqual({ from: 'primary', names: expect.arrayContaining(['Clara', 'Rita']) });
    const report = await api(app, 'GET', `/organizations/${world.orgId}/key-indicators?from=${period.from}&to=${period.to}`, colleague);
    expect([report.statusCode, report.headers['x-read-from']]).toEqual([200, 'primary']);
  });
});
