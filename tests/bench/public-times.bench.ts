/**
 * The booking page's times (issue 18) under load on the real server: `GET /public/book/{slug}/times`, a week of one
 * service with anyone, on the schedule bench's busy branch (schedule.bench.ts: 40 members) given shifts for the two
 * months a client may book and days two-thirds full, on the chain given (the demo's, or the large chain's first
 * branch). The answer is the week's stretches of start times (availability-intervals.ts). Target: p95 < 50 ms at 20 connections, within 2x of the floor.
 * - 20 connections asking the same week: people opening the page, served mostly by the answer kept ~5 s;
 * - 20 connections each asking another question (services × first dates in turn, none repeated within the cache's
 *   5 s), so nearly every request computes; beside it the floor: the SQL one such request issues (the page's
 *   owner, then loadOnlineAvailability's reads side by side), captured from the module's own code at the pool and
 *   replayed with `pg` at the same concurrency with the server's pool size; and the same at one connection.
 * The route is limited per client address: the server believes X-Forwarded-For from 127.0.0.1 (`behindLocalProxy`).
 */
import type autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as tables from '../../server/db/tables';
import { findPageOwner } from '../../server/modules/online-booking/booking-addresses.repository';
import { loadOnlineAvailability } from '../../server/modules/online-booking/online-availability.repository';
import { publicTimesTtlMs } from '../../server/modules/online-booking/public-times-cache';
import type { PublicTimes } from '../../src/schema/online-booking/public-times';
import { startTimesOf } from '../../src/schema/schedule/availability-intervals';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { behindLocalProxy, forwardedAddresses, recordingPool, withBenchServer, type Captured } from './bench-server';
import { demoChain, type BenchChain } from './large-chain-database';
import { connections, measure, rounds, roundS, seedBusyBranch } from './schedule.bench';

const week = 7;
/** seedBusyBranch's zone: "today" is the branch's. */
const zone = 'Europe/Belgrade';
/** The default horizon (defaultOnlineBookingRules): the last date a client may book is today + 60. */
const horizonDays = 60;
/** First dates from tomorrow on whose whole week lies inside the horizon. */
const firstDates = horizonDays - week + 1;
/** Services like the seeded one (all 40 members do each): with the first dates, the questions the load cycles through. */
const serviceCount = 40;
/** Each member's orders on every day after the first (16 of half an hour: 8 of the shift's 12 hours). */
const ordersPerDay = 16;

/**
 * After seedBusyBranch (shifts from tomorrow over the horizon, the first day full until 18:00): the services like
 * its own, and orders on every later day, member k's starting 30 ((k + day) mod 9) minutes after 08:00, so that
 * somebody is free at most times and each week reads the lines a busy branch holds.
 */
async function seedBookableMonths(pool: pg.Pool, chain: BenchChain, tomorrow: string) {
  const seeded = await seedBusyBranch(pool, chain, tomorrow, horizonDays);
  const scope = [seeded.organizationId, seeded.branchId];
  const clones = await pool.query<{ id: string }>(
    `insert into services (organization_id, branch_id, name, duration, price)
     select $1, $2, 'Bench cut ' || i, duration, price from services, generate_series(2, ${serviceCount}) i where organization_id = $1 and id = $3 returning id`,
    [...scope, seeded.serviceId],
  );
  const serviceIds = [seeded.serviceId, ...clones.rows.map((row) => Number(row.id))];
  await pool.query(
    `insert into employee_services (organization_id, employee_id, service_id)
     select organization_id, employee_id, s from employee_services, unnest($2::bigint[]) s where organization_id = $1 and service_id = $3`,
    [seeded.organizationId, serviceIds.slice(1), seeded.serviceId],
  );
  await pool.query(
    `with members as (select id as employee_id, row_number() over (order by id) - 1 as k from employees where organization_id = $1 and branch_id = $2 and first_name = 'Bench'),
     numbered as (select id, row_number() over (order by id) - 1 as n from clients where organization_id = $1 and branch_id = $2 and first_name = 'Client'),
     planned as materialized (
       select nextval('entity_id_seq') as order_id, m.employee_id, c.id as client_id, $3::date + d as local_date,
              ($3::date + d + time '08:00' + make_interval(mins => 30 * (((m.k + d) % 9)::int + s))) at time zone '${zone}' as starts_at
       from members m cross join generate_series(1, ${horizonDays - 1}) d cross join generate_series(0, ${ordersPerDay - 1}) s
       join numbered c on c.n = (m.k * ${ordersPerDay} + s + d) % 400),
     made as (
       insert into orders (organization_id, id, branch_id, mode, client_id, local_date, starts_at, ends_at, currency)
       select $1, order_id, $2, 'order.single', client_id, local_date, starts_at, starts_at + interval '30 minutes', 'EUR' from planned)
     insert into order_services (organization_id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price)
     select $1, $2, order_id, $4, employee_id, starts_at, starts_at + interval '30 minutes', '20.00' from planned`,
    [...scope, tomorrow, seeded.serviceId],
  );
  await pool.query('vacuum analyze');
  return { ...seeded, serviceIds };
}

type Seeded = Awaited<ReturnType<typeof seedBookableMonths>>;
type Question = { serviceId: number; from: string };

/** The SQL of one request that computes, from the module's own code as it reaches the pool: the page's owner, then the reads. */
async function captureTimesSql(pool: pg.Pool, seeded: Seeded, question: Question): Promise<Captured[][]> {
  const captured: Captured[] = [];
  const logging = drizzle(recordingPool(pool, captured), { schema: tables, casing: 'snake_case' });
  const owner = await findPageOwner(logging, 'slug', seeded.slug);
  if (!owner?.branch) throw new Error(`${seeded.slug} is not a branch's page`);
  const ownerQueries = captured.length;
  const scope = { organizationId: owner.organizationId, branchId: owner.branch.id };
  await loadOnlineAvailability(logging, scope, [question.serviceId], question.from, addDays(question.from, week - 1));
  if (ownerQueries !== 1 || captured.length !== 7) throw new Error(`expected 1 + 6 queries per request (owner; rules, services, switches, shifts, busy, dated hours), captured ${captured.length}`);
  return [captured.slice(0, 1), captured.slice(1)];
}

export async function measurePublicTimes(chain: BenchChain = demoChain) {
  // Each request comes from an address of its own, as many people's would (the route is limited per address).
  return withBenchServer(
    'public-times',
    3318,
    async ({ child, origin, pool }) => {
      const tomorrow = addDays(instantToZoned(Date.now(), zone).date, 1);
      const seeded = await seedBookableMonths(pool, chain, tomorrow);
      const pathOf = (q: Question) => `/api/v1/public/book/${seeded.slug}/times?services=${q.serviceId}&from=${q.from}&days=${week}`;
      const nextAddress = forwardedAddresses();
      const get = async (q: Question, address = nextAddress()) => fetch(`${origin}${pathOf(q)}`, { headers: { 'x-forwarded-for': address } });

      // The limit counts by the forwarded address: one address is stopped after its 300, the next goes on.
      const sameWeek: Question = { serviceId: seeded.serviceId, from: addDays(tomorrow, 1) };
      const oneClient = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= 300; i += 1) statuses.push((await get(sameWeek, oneClient)).status);
      const another = (await get(sameWeek)).status;
      if (statuses.slice(0, 300).some((s) => s !== 200) || statuses[300] !== 429 || another !== 200)
        throw new Error(`rate limit: one address answered ${statuses.filter((s) => s === 200).length} of 301 (last ${statuses[300]}), another then ${another}`);

      const questions = Array.from({ length: firstDates }, (_, d) => seeded.serviceIds.map((serviceId) => ({ serviceId, from: addDays(tomorrow, d) }))).flat();
      const furthest = await get(questions.at(-1)!);
      const body = await furthest.text();
      if (!furthest.ok) throw new Error(`the times answered ${furthest.status}: ${body}`);
      const answer = JSON.parse(body) as PublicTimes;
      if (answer.days.length !== week || answer.days.some((d) => d.free.length === 0)) throw new Error(`the furthest week has days without times: ${body}`);

      const oneRequest = (path: () => string): Pick<autocannon.Options, 'url' | 'requests'> => ({
        url: origin,
        requests: [{ setupRequest: (request) => ({ ...request, path: path(), headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }) }],
      });
      let asked = 0;
      const spread = oneRequest(() => pathOf(questions[asked++ % questions.length]!));

      // The floor replays one captured request per first date (each with another service), in turn.
      const captured = await Promise.all(Array.from({ length: firstDates }, (_, d) => captureTimesSql(pool, seeded, questions[d * serviceCount + (d % serviceCount)]!)));
      let replayed = 0;
      const replay = async () => {
        const stages = captured[replayed++ % captured.length]!;
        for (const stage of stages) await Promise.all(stage.map((q) => pool.query({ name: q.name, text: q.sql, values: q.params })));
      };

      const cached = await measure(oneRequest(() => pathOf(sameWeek)), child.pid!);
      const computed = await measure(spread, child.pid!, replay);
      const computedAlone = await measure(spread, child.pid!, replay, 1);
      return {
        questions: questions.length,
        bytes: Buffer.byteLength(body),
        intervals: answer.days.reduce((n, d) => n + d.free.length, 0),
        startTimes: answer.days.reduce((n, d) => n + startTimesOf(d.free, answer.stepMinutes).length, 0),
        cached,
        computed,
        computedAlone,
      };
    },
    behindLocalProxy,
    chain,
  );
}

/** Printed by run-all.ts, or alone: `node --import tsx tests/bench/public-times.bench.ts` (TEST_DATABASE_URL set). */
export function printPublicTimes(result: Awaited<ReturnType<typeof measurePublicTimes>>) {
  const f = (n: number) => n.toFixed(1);
  const line = (label: string, x: { rps: number; p50Ms: number; p95Ms: number; p99Ms: number }) =>
    console.log(`  ${label.padEnd(16)}${f(x.rps)} req/s  p50 ${f(x.p50Ms)} ms  p95 ${f(x.p95Ms)} ms  p99 ${f(x.p99Ms)} ms`);
  const { cached, computed, computedAlone } = result;
  console.log(
    `\n== GET /public/book/:slug/times on ${result.chain.label}, a week of one service, anyone of 40 members, each request from its own address (${result.intervals} stretches for ${result.startTimes} start times, ${result.bytes} bytes)`,
  );
  console.log(`  ${connections} connections, all the same week (the answer kept ${publicTimesTtlMs / 1000} s):`);
  line('server', cached.server);
  console.log(`  (server process CPU ${f(cached.serverCpuMsPerRequest)} ms a request)`);
  // A question comes back after all the others: that many seconds at the rate measured, against the cache's few.
  const repeatS = result.questions / computed.server.rps;
  console.log(
    `  ${connections} connections, each request another of ${result.questions} questions (a question again after ${f(repeatS)} s${repeatS * 1000 > publicTimesTtlMs ? '' : ': WITHIN THE CACHE TIME'}), ${rounds} rounds of ${roundS} s each side (target: p95 < 50 ms, within 2x of the floor):`,
  );
  line('server', computed.server);
  // autocannon drops the answers still coming when a round ends: past a round's length the percentiles understate.
  const meanMs = (connections / computed.server.rps) * 1000;
  console.log(`  (server process CPU ${f(computed.serverCpuMsPerRequest)} ms a request; ${connections} connections at this rate wait ${f(meanMs)} ms on average${meanMs > roundS * 500 ? `, answers over a round's ${roundS} s uncounted` : ''})`);
  line('floor: its SQL', computed.floor!);
  console.log(`  server / floor   p50 ${f(computed.server.p50Ms / computed.floor!.p50Ms)}x  p95 ${f(computed.server.p95Ms / computed.floor!.p95Ms)}x`);
  console.log('  one connection, each request another question:');
  line('server', computedAlone.server);
  console.log(`  (server process CPU ${f(computedAlone.serverCpuMsPerRequest)} ms a request)`);
  line('floor: its SQL', computedAlone.floor!);
  console.log(`  server / floor   p50 ${f(computedAlone.server.p50Ms / computedAlone.floor!.p50Ms)}x  p95 ${f(computedAlone.server.p95Ms / computedAlone.floor!.p95Ms)}x`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPublicTimes(await measurePublicTimes());
}
