/**
 * Several servers (issue 21, deliverable 4): two real API processes (`node --import tsx server/main.ts`, as
 * production runs them: NODE_ENV=production, the jobs and workers on) on one PostgreSQL and one Redis. A booking
 * made through one reaches a socket of the other; rate limits and sign-in throttles count across both; the repeating
 * jobs and the outbox handle each item once; a process killed with SIGKILL in the middle of a burst loses nothing it
 * acknowledged and leaves nothing half-written, and the clients carry on through the other. What is shared and what a
 * process keeps to itself: docs/several-servers.md.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { outbox } from '../../server/db/tables';
import { createAccessTokenIssuer } from '../../server/plugins/app/tokens';
import { signInFailureLimits } from '../../server/modules/id/id-config';
import { addDays } from '../../src/schema/schedule/calendar';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createFreshDatabase } from '../helpers/test-database';
import { makeTempDataDir } from '../helpers/temp-data-dir';
import { createUser, freshAddress } from './id-support';
import { openLive, testRedis, type LiveTestClient } from './live-support';
import { api, line } from './orders-support';
import { cut, salesWorld, type SalesWorld } from './sales-support';
import { serverAddress, spawnServer, type Started } from './start-support';

const { redisUrl, reachable, required } = await testRedis('several-servers');

type Server = Started & { name: 'A' | 'B'; origin: string };

/** The secrets every process must share (docs/configuration.md): given, not generated in each one's own DATA_DIR. */
const jwtSecret = randomBytes(32).toString('hex');
const vapid = webPush.generateVAPIDKeys();
const sharedSecrets = {
  JWT_SECRET: jwtSecret,
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  INTEGRATION_KEY: randomBytes(32).toString('base64url'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};
const issuer = createAccessTokenIssuer(new TextEncoder().encode(jwtSecret));

/** A request to one process, as a load balancer would pass it on (TRUST_PROXY: its x-forwarded-for is believed). */
const call = (server: Server, method: string, path: string, headers: Record<string, string>, body?: object | string) =>
  fetch(`${server.origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

/** The log transport's line for each message a process delivered (its stdout, LOG_LEVEL=info). */
const deliveredIds = (server: Server): number[] =>
  server
    .stdout()
    .split('\n')
    .filter((text) => text.includes('message delivered to the log transport'))
    .map((text) => (JSON.parse(text) as { outboxId: number }).outboxId);

describe.skipIf(!reachable && !required)('several API processes on one PostgreSQL and one Redis', () => {
  let t: TestApp;
  let databaseUrl = '';
  const dataDirs: string[] = [];
  let a: Server;
  let b: Server;
  let w: SalesWorld;
  let ownerToken: string;
  let owner: Record<string, string>;

  const startServer = async (name: Server['name']): Promise<Server> => {
    const dataDir = await makeTempDataDir(`several-servers-${name}-`);
    dataDirs.push(dataDir);
    const started = spawnServer({
      ...sharedSecrets,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '5',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The jobs' own intervals are up to minutes: a quarter second lets the test watch both processes run them.
      JOB_INTERVAL_MS: '250',
    });
    return { ...started, name, origin: await serverAddress(started) };
  };

  beforeAll(async () => {
    // The test's own app (NODE_ENV=test: no jobs) on the same database, for setting up through the API and reading rows.
    t = await createTestApp({}, { beforeBuild: async (url) => void (databaseUrl = url) });
    w = await salesWorld(t.app, 'Several Servers');
    ownerToken = (await issuer.issue(w.ownerId)).accessToken;
    owner = { authorization: `Bearer ${ownerToken}` };
    [a, b] = await Promise.all([startServer('A'), startServer('B')]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await t?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  /** The owner's socket on `server`, following the branch. */
  const ownerLive = async (server: Server): Promise<LiveTestClient> => {
    const client = await openLive(`${server.origin.replace('http', 'ws')}/ws/v1?token=${encodeURIComponent(ownerToken)}`);
    client.send({ event: 'subscribe', data: { channel: w.guid } });
    await client.sync();
    return client;
  };
  const book = (server: Server, date: string, clientId = w.client) =>
    call(server, 'POST', `/api/v1/branches/${w.branchId}/orders`, owner, {
      clientId,
      services: [line(w, { date, startTime: '10:00' }), line(w, { date, startTime: '11:00', employeeId: w.boris })],
      confirmOutsideWorkingHours: true,
    });
  const sell = (server: Server) =>
    call(server, 'POST', `/api/v1/branches/${w.branchId}/sales`, owner, {
      clientId: w.client,
      items: [cut(w), cut(w, { employeeId: w.boris })],
      tender: { card: '50.00' },
    });

  it('two processes migrating one new database at once both succeed: one migrates, the other waits for it', async () => {
    const database = await createFreshDatabase('migrate_twice');
    const [first, second] = [createDb(database.url, 2), createDb(database.url, 2)];
    try {
      await Promise.all([runMigrations(first.db), runMigrations(second.db)]);
    } finally {
      await Promise.all([first.pool.end(), second.pool.end()]);
      await database.drop();
    }
  });

  it('shows a booking made through A live on a socket held by B', async () => {
    const onB = await ownerLive(b);
    const res = await book(a, '2031-03-03');
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const event = await onB.next((m) => m.event === 'order:new' && (m.data as { id: number }).id === id);
    expect(event).toMatchObject({ channel: w.guid, data: { id, date: '2031-03-03' } });
    await onB.close();
  });

  it('counts a public rate limit across both processes: 30 a minute per address, not 30 on each', async () => {
    // An address of its own each run: the counters live in Redis for the minute, whichever database the run has.
    const address = `10.${randomBytes(3).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await call(i % 2 ? b : a, 'GET', '/robots.txt', { 'x-forwarded-for': address })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Another address is not held back by it, on either process.
    expect((await call(b, 'GET', '/robots.txt', { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` })).status).toBe(200);
  });

  it('adds up wrong passwords sent to either process, while the person on their known browser still gets in', async () => {
    await createUser(t.app, { login: 'owner@servers.test', password: 'secret-pass-1' });
    const signIn = (server: Server, password: string, knownDevice?: string) =>
      call(
        server,
        'POST',
        '/id/login',
        { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshAddress(), ...(knownDevice ? { cookie: `known_device=${knownDevice}` } : {}) },
        new URLSearchParams({ client: 'manage', state: 'Ab3dE6gH', redirectUrl: `${server.origin}/auth`, login: 'owner@servers.test', password }).toString(),
      );
    const usual = await signIn(a, 'secret-pass-1');
    expect(usual.status, await usual.clone().text()).toBe(303);
    const knownDevice = usual.headers
      .getSetCookie()
      .map((cookie) => /^known_device=([^;]+)/.exec(cookie)?.[1])
      .find(Boolean);
    expect(knownDevice).toBeTruthy();

    // A guesser spread over many addresses and both processes: the account's free failures are spent once, not per process.
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await signIn(i % 2 ? b : a, `guess-${i}`)).status);
    const { free } = signInFailureLimits.login;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(new Set(statuses.slice(free))).toEqual(new Set([429]));
    // A browser that never signed in waits on either process; the person's own, whose cookie A signed, gets in on B.
    expect((await signIn(a, 'secret-pass-1')).status).toBe(429);
    expect((await signIn(b, 'secret-pass-1', knownDevice)).status).toBe(303);
  });

  it('marks each visit nobody closed missed once and delivers each due message once, with both processes running the jobs', async () => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName: 'Missed', lastName: 'Visits' });
    const client = (res.json() as { id: number }).id;
    // Past visits, booked through the processes: both run the missed-visits job every quarter second meanwhile.
    const past: number[] = [];
    for (let day = 1; day <= 12; day++) {
      const booked = await book(day % 2 ? a : b, `2021-03-${String(day).padStart(2, '0')}`, client);
      expect(booked.status, await booked.clone().text()).toBe(201);
      past.push(((await booked.json()) as { id: number }).id);
    }
    const messages = await t.app.db
      .insert(outbox)
      .values(Array.from({ length: 40 }, (_, i) => ({ channel: 'sms' as const, recipient: `+3816413${String(i).padStart(5, '0')}`, subject: '', body: `Reminder ${i}`, dedupeKey: `several-servers:${i}`, kind: 'transactional' as const })))
      .returning({ id: outbox.id });
    const ids = messages.map((message) => message.id);

    const missed = async () =>
      (await t.app.db.execute<{ id: number; status: string; marks: number }>(sql`
        select o.id, o.status,
          (select count(*)::int from audit_log l where l.organization_id = o.organization_id and l.entity = 'orders'
             and l.entity_id = o.id and l.changes->'status'->>'to' = 'order_status.pass') as marks
        from orders o where o.organization_id = ${w.orgId} and o.id in ${past} order by o.id`)).rows;
    await expect.poll(async () => (await missed()).every((order) => order.status === 'order_status.pass'), { timeout: 15_000, interval: 200 }).toBe(true);
    expect((await missed()).map((order) => order.marks)).toEqual(past.map(() => 1));
    const [counted] = (await t.app.db.execute<{ missed: number }>(sql`select missed_visit_count as missed from clients where organization_id = ${w.orgId} and id = ${client}`)).rows;
    expect(counted?.missed).toBe(past.length);

    const sent = async () => (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where id in ${ids} and status = 'sent' and attempts = 1`)).rows[0]?.n;
    await expect.poll(sent, { timeout: 15_000, interval: 200 }).toBe(ids.length);
    // Delivered once in all: each message is in one process's log, once.
    const logged = [...deliveredIds(a), ...deliveredIds(b)].filter((id) => ids.includes(id));
    expect(logged.sort((x, y) => x - y)).toEqual(ids);
  }, 45_000);

  it('a process killed mid-burst loses no acknowledged booking or sale, half-writes none, and the clients carry on through the other', async () => {
    const onB = await ownerLive(b);
    const total = 60;
    const burstFrom = '2032-01-01';
    const killAfter = 15;
    const acknowledged = { orders: [] as number[], sales: [] as number[] };
    const answeredBy = { A: 0, B: 0 };
    let cutOff = 0;
    let killed = false;
    let next = 0;
    // Six clients, each sending its next request as soon as the last is answered: there are always some in flight.
    const client = async () => {
      for (let i = next++; i < total; i = next++) {
        const server = killed ? b : a;
        let res: Response;
        try {
          res = i % 2 ? await sell(server) : await book(server, addDays(burstFrom, i));
        } catch (error) {
          // The connection died with A: no answer, so nothing was acknowledged. The client goes on with B.
          if (server === a && killed) {
            cutOff++;
            continue;
          }
          throw error;
        }
        expect(res.status, `${server.name}: ${await res.clone().text()}`).toBe(201);
        const body = (await res.json()) as { id?: number; sale?: { id: number } };
        if (body.sale) acknowledged.sales.push(body.sale.id);
        else acknowledged.orders.push(body.id!);
        answeredBy[server.name]++;
        if (!killed && answeredBy.A >= killAfter) {
          killed = true;
          a.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    await a.exited;
    expect(a.child.signalCode).toBe('SIGKILL');
    expect(cutOff).toBeGreaterThan(0);
    expect(answeredBy.B).toBeGreaterThan(0);
    expect(answeredBy.A + answeredBy.B + cutOff).toBe(total);

    // Every order in the database has both its lines and its announcement queued; every acknowledged one is there.
    const orders = (await t.app.db.execute<{ id: number; lines: number; queued: number }>(sql`
      select o.id,
        (select count(*)::int from order_services s where s.organization_id = o.organization_id and s.order_id = o.id) as lines,
        (select count(*)::int from live_outbox e where e.organization_id = o.organization_id and e.event = 'order:new' and (e.data->>'id')::bigint = o.id) as queued
      from orders o where o.organization_id = ${w.orgId} and o.local_date >= ${burstFrom}`)).rows;
    expect(orders.filter((order) => order.lines !== 2 || order.queued !== 1)).toEqual([]);
    expect(acknowledged.orders.filter((id) => !orders.some((order) => order.id === id))).toEqual([]);
    // Every sale has both its items and its card payment, summing to what it says was paid; every acknowledged one is there.
    const sales = (await t.app.db.execute<{ id: number; items: number; total: string; paid: string; payments: string | null }>(sql`
      select s.id, s.total, s.paid,
        (select count(*)::int from sale_items i where i.organization_id = s.organization_id and i.sale_id = s.id) as items,
        (select sum(p.amount)::text from transactions p where p.organization_id = s.organization_id and p.sale_id = s.id) as payments
      from sales s where s.organization_id = ${w.orgId}`)).rows;
    expect(sales.filter((sale) => sale.items !== 2 || sale.total !== '50.00' || sale.paid !== '50.00' || sale.payments !== '50.00')).toEqual([]);
    expect(acknowledged.sales.filter((id) => !sales.some((sale) => sale.id === id))).toEqual([]);
    // Besides those, at most the requests cut off (committed, but A died before it answered).
    expect(orders.length + sales.length).toBeLessThanOrEqual(acknowledged.orders.length + acknowledged.sales.length + cutOff);

    // And announced: what A committed but never published, B's sweeper publishes, so B's socket hears every booking.
    const heard = () => new Set(onB.events().filter((m) => m.event === 'order:new').map((m) => (m.data as { id: number }).id));
    await expect.poll(() => orders.every((order) => heard().has(order.id)), { timeout: 20_000, interval: 200 }).toBe(true);
    await onB.close();
  }, 60_000);
});
