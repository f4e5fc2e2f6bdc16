/**
 * The schedule's reads under load on the real server (the bundle, as `npm start` runs it), 20 connections:
 * - `GET /branches/:id/schedule?d=` for a branch with 40 members and 800 orders that day (target p95 < 30 ms,
 *   within 2x of the floor: the request's own SQL, captured from the module's code at the pool with the names of
 *   its prepared statements, replayed with `pg` at 20 concurrent with the server's pool size);
 * - `GET /branches/:id/availability` of one service for all 40 members over a week (target p95 < 50 ms, within 2x of
 *   its floor: the SQL of one request, captured and replayed the same way), at 20 connections and at one (a person
 *   opening the order drawer, which asks for the one date it shows).
 * Each measure function takes the chain it runs on (large-chain-database.ts): the demo's, or the large chain's first
 * branch, seeded the same way.
 * Both also at one connection: a request's own latency, apart from the queue 20 connections make on 2 cores.
 */
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from '../../server/db/tables';
import { authorizeBranch } from '../../server/modules/schedule/schedule-access';
import { branchScheduleJson } from '../../server/modules/schedule/schedule.repository';
import { branchAvailability } from '../../server/modules/schedule/availability.service';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import type { Availability } from '../../src/schema/schedule/availability';
import { addDays } from '../../src/schema/schedule/calendar';
import { ownerAndFirstBranch, recordingPool, withBenchServer, type Captured } from './bench-server';
import { demoChain, type BenchChain } from './large-chain-database';
import { cannon, cpuMs, figures, hammer } from './clients-list.bench';

const employeeCount = 40;
const ordersPerEmployee = 20;
const day = '2030-05-14';
/** The days the shifts run (the drawer's availability asks for a week of them at most). */
const shiftDaysDefault = 31;
const availabilityDays = 7;
export const connections = 20;
export const rounds = 3;
export const roundS = 2;

/**
 * The chain's first branch made busy: 40 members on shift for a month (`shiftDays` from `firstDay`), 800 half-hour
 * orders on its first day. The public times bench (public-times.bench.ts) shifts it to the weeks a client may book.
 */
export async function seedBusyBranch(pool: pg.Pool, chain: BenchChain, firstDay: string = day, shiftDays = shiftDaysDefault) {
  const owner = await ownerAndFirstBranch(pool, chain);
  const scope = [owner.organizationId, owner.branchId];
  await pool.query(`update branches set time_zone = 'Europe/Belgrade', working_hours = '{"start":"08:00","end":"20:00"}' where organization_id = $1 and id = $2`, scope);
  await pool.query(
    `insert into employees (organization_id, branch_id, first_name, last_name) select $1, $2, 'Bench', 'Member ' || i from generate_series(1, ${employeeCount}) i`,
    scope,
  );
  const service = await pool.query<{ id: string }>(`insert into services (organization_id, branch_id, name, duration, price) values ($1, $2, 'Bench cut', 30, '20.00') returning id`, scope);
  const serviceId = Number(service.rows[0]!.id);
  await pool.query(
    `insert into employee_services (organization_id, employee_id, service_id) select $1, id, $3 from employees where organization_id = $1 and branch_id = $2 and first_name = 'Bench'`,
    [...scope, serviceId],
  );
  await pool.query(
    `insert into clients (organization_id, branch_id, first_name, last_name, phone) select $1, $2, 'Client', 'No ' || i, '38160' || lpad(i::text, 7, '0') from generate_series(1, 400) i`,
    scope,
  );
  await pool.query(
    `insert into work_slots (organization_id, branch_id, employee_id, date, slot_start, slot_end)
     select $1, $2, e.id, $3::date + d, '08:00', '20:00' from employees e, generate_series(0, ${shiftDays - 1}) d
     where e.organization_id = $1 and e.branch_id = $2 and e.first_name = 'Bench'`,
    [...scope, firstDay],
  );
  // Member k's n-th order starts at 08:00 + 30 n minutes, with client (k * 20 + n) of the 400. The order ids are
  // drawn in the CTE (referenced twice, so computed once) for the order and its line to share.
  await pool.query(
    `with bench as (
       select e.id as employee_id, row_number() over (order by e.id) - 1 as k from employees e
       where e.organization_id = $1 and e.branch_id = $2 and e.first_name = 'Bench'),
     numbered as (select c.id, row_number() over (order by c.id) - 1 as n from clients c where c.organization_id = $1 and c.branch_id = $2 and c.first_name = 'Client'),
     planned as materialized (
       select nextval('entity_id_seq') as order_id, b.employee_id, c.id as client_id,
              ($3::date + time '08:00' + make_interval(mins => 30 * s)) at time zone 'Europe/Belgrade' as starts_at
       from bench b cross join generate_series(0, ${ordersPerEmployee - 1}) s join numbered c on c.n = (b.k * ${ordersPerEmployee} + s) % 400),
     made as (
       insert into orders (organization_id, id, branch_id, mode, client_id, local_date, starts_at, ends_at, currency)
       select $1, order_id, $2, 'order.single', client_id, $3::date, starts_at, starts_at + interval '30 minutes', 'EUR' from planned)
     insert into order_services (organization_id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price)
     select $1, $2, order_id, $4, employee_id, starts_at, starts_at + interval '30 minutes', '20.00' from planned`,
    [...scope, firstDay, serviceId],
  );
  await pool.query('vacuum analyze');
  return { ...owner, serviceId };
}

type Seeded = Awaited<ReturnType<typeof seedBusyBranch>>;

/** The SQL one schedule request issues, captured from the module's own code as it reaches the pool. */
async function captureScheduleSql(pool: pg.Pool, seeded: Seeded): Promise<{ stages: Captured[][]; bytes: number }> {
  const captured: Captured[] = [];
  const recording = recordingPool(pool, captured);
  const logging = drizzle(recording, { schema: tables, casing: 'snake_case' });
  const caller = await authorizeBranch(logging, seeded.userId, seeded.branchId, 'schedule', 'view');
  const body = await branchScheduleJson(logging, caller, { from: day, to: day });
  if (captured.length !== 3) throw new Error(`expected 3 queries per request (access, licence, schedule), captured ${captured.length}`);
  return { stages: [[captured[0]!, captured[1]!], [captured[2]!]], bytes: Buffer.byteLength(body ?? '') };
}

/**
 * Load on the server, then on the SQL floor, alternating short rounds (the machine's other load weighs on both).
 * `load` is one URL (with headers), or autocannon's `requests` for a question per request.
 */
export async function measure(load: Pick<autocannon.Options, 'url' | 'headers' | 'requests'>, serverPid: number, floor?: () => Promise<void>, concurrency = connections) {
  await cannon({ ...load, connections: concurrency, duration: 2 });
  const server: number[] = [];
  const sql: number[] = [];
  let serverCpuMs = 0;
  for (let round = 0; round < rounds; round += 1) {
    const cpuBefore = cpuMs(serverPid);
    const answer = await cannon({ ...load, connections: concurrency, duration: roundS });
    serverCpuMs += cpuMs(serverPid) - cpuBefore;
    if (answer.non2xx > 0) throw new Error(`${load.url} answered ${answer.non2xx} non-2xx responses`);
    server.push(...answer.latencies);
    if (floor) sql.push(...(await hammer(concurrency, roundS, floor)));
  }
  const seconds = rounds * roundS;
  return { server: figures(server, seconds), serverCpuMsPerRequest: serverCpuMs / server.length, floor: floor ? figures(sql, seconds) : null };
}

/**
 * The SQL one availability request issues (the caller's access and licence, then the reads side by side), captured
 * from the module's own code as it reaches the pool.
 */
async function captureAvailabilitySql(pool: pg.Pool, seeded: Seeded, query: { serviceId: number; from: string; to: string }): Promise<Captured[][]> {
  const captured: Captured[] = [];
  const logging = drizzle(recordingPool(pool, captured), { schema: tables, casing: 'snake_case' });
  await authorizeBranch(logging, seeded.userId, seeded.branchId, 'schedule', 'view');
  const access = captured.length;
  captured.length = 0;
  await branchAvailability(logging, seeded.userId, seeded.branchId, { serviceIds: [query.serviceId], from: query.from, to: query.to });
  // branchAvailability checks access itself first: the same queries again, then its reads.
  if (access !== 2 || captured.length < access + 3) throw new Error(`expected access, licence and the reads, captured ${access} + ${captured.length}`);
  return [captured.slice(0, access), captured.slice(access)];
}

/** Replays captured stages in turn, each stage's queries side by side, as prepared statements where they were. */
const replayer = (pool: pg.Pool, stages: Captured[][]) => async () => {
  for (const stage of stages) await Promise.all(stage.map((q) => pool.query({ name: q.name, text: q.sql, values: q.params })));
};

export async function measureSchedule(chain: BenchChain = demoChain) {
  return withBenchServer(
    'schedule',
    3313,
    async ({ child, origin, pool, bearerOf }) => {
      const seeded = await seedBusyBranch(pool, chain);
      const headers = await bearerOf(seeded.userId);
      const branchUrl = `${origin}/api/v1/branches/${seeded.branchId}`;
      const scheduleUrl = `${branchUrl}/schedule?d=${day}`;
      const probe = await fetch(scheduleUrl, { headers });
      if (!probe.ok) throw new Error(`the schedule answered ${probe.status}: ${await probe.text()}`);
      const blocks = ((await probe.json()) as { blocks: unknown[] }).blocks.length;
      const { stages, bytes } = await captureScheduleSql(pool, seeded);
      const replay = replayer(pool, stages);
      const schedule = await measure({ url: scheduleUrl, headers }, child.pid!, replay);
      const scheduleAlone = await measure({ url: scheduleUrl, headers }, child.pid!, replay, 1);
      const last = stages.at(-1)![0]!;
      const explain = (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${last.sql}`, last.params)).rows.map((r) => r['QUERY PLAN']);

      // A week from the busy day: its 40 members booked until 18:00 on the first day, free on the six after.
      const week = { serviceId: seeded.serviceId, from: day, to: addDays(day, availabilityDays - 1) };
      const availabilityUrl = `${branchUrl}/availability?serviceIds=${week.serviceId}&from=${week.from}&to=${week.to}`;
      const answer = await fetch(availabilityUrl, { headers });
      const body = await answer.text();
      if (!answer.ok) throw new Error(`availability answered ${answer.status}: ${body}`);
      const { stepMinutes, items } = JSON.parse(body) as Availability;
      const availabilityReplay = replayer(pool, await captureAvailabilitySql(pool, seeded, week));
      const availability = await measure({ url: availabilityUrl, headers }, child.pid!, availabilityReplay);
      const availabilityAlone = await measure({ url: availabilityUrl, headers }, child.pid!, availabilityReplay, 1);
      return {
        blocks,
        bytes,
        schedule,
        scheduleAlone,
        explain,
        availability,
        availabilityAlone,
        availabilityBytes: Buffer.byteLength(body),
        entries: items.length,
        intervals: items.reduce((n, item) => n + item.free.length, 0),
        startTimes: items.reduce((n, item) => n + startTimesOf(item.free, stepMinutes).length, 0),
      };
    },
    {},
    chain,
  );
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/schedule.bench.ts` (TEST_DATABASE_URL set). */
export function printSchedule(result: Awaited<ReturnType<typeof measureSchedule>>) {
  const f = (n: number) => n.toFixed(1);
  const line = (label: string, x: { rps: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
    console.log(`  ${label.padEnd(16)}${f(x.rps)} req/s  p50 ${f(x.p50Ms)} ms  p95 ${f(x.p95Ms)} ms  p99 ${f(x.p99Ms)} ms`);
  const { schedule, availability } = result;
  console.log(`\n== GET /branches/:id/schedule?d= on ${result.chain.label}, ${employeeCount} members, ${result.blocks} orders that day (${f(result.bytes / 1024)} KiB), ${connections} connections, ${rounds} rounds of ${roundS} s each side (target: p95 < 30 ms, within 2x of the floor)`);
  line('server', schedule.server);
  console.log(`  (server process CPU ${f(schedule.serverCpuMsPerRequest)} ms a request)`);
  line('floor: its SQL', schedule.floor!);
  console.log(`  server / floor   p50 ${f(schedule.server.p50Ms / schedule.floor!.p50Ms)}x  p95 ${f(schedule.server.p95Ms / schedule.floor!.p95Ms)}x`);
  console.log('  one connection:');
  line('server', result.scheduleAlone.server);
  line('floor: its SQL', result.scheduleAlone.floor!);
  if (process.env.BENCH_EXPLAIN) console.log(result.explain.join('\n'));
  console.log(
    `\n== GET /branches/:id/availability on ${result.chain.label}, one service, all ${employeeCount} members, a week (${result.entries} member-days, ${result.intervals} stretches for ${result.startTimes} start times, ${result.availabilityBytes} bytes), ${connections} connections, ${rounds} rounds of ${roundS} s each side (target: p95 < 50 ms, within 2x of the floor)`,
  );
  line('server', availability.server);
  console.log(`  (server process CPU ${f(availability.serverCpuMsPerRequest)} ms a request)`);
  line('floor: its SQL', availability.floor!);
  console.log(`  server / floor   p50 ${f(availability.server.p50Ms / availability.floor!.p50Ms)}x  p95 ${f(availability.server.p95Ms / availability.floor!.p95Ms)}x`);
  console.log('  one connection:');
  line('server', result.availabilityAlone.server);
  line('floor: its SQL', result.availabilityAlone.floor!);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printSchedule(await measureSchedule());
}
