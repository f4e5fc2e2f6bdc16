/**
 * The daily planner's pass (issue 17) over the seeded demo plus 100 000 clients in its Centre branch (Belgrade): each
 * with a birthday spread over the year, a phone and an e-mail, half with marketing consents, and one in ten with a
 * completed half-hour visit in the last twelve weeks (120 a day, six bench stylists back to back). Every daily event
 * is turned on for both demo chains (come back after 6 weeks), quiet hours off, and the pass runs at 21:30 in
 * Belgrade today, when all of them are due. Measured: the first pass (plans everything), a pass by a process that
 * knows nothing (a restart: every key already there), a pass by the job that remembers its day, and one before any
 * hour has come. Then the same with 1 000 more branches of the demo chain in Belgrade (each with its owner and
 * administrator, 20 clients and a birthday among them), all due at once: the cost of many branches rather than many
 * clients. Figures, not assertions.
 */
import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import { dailyEvents } from '../../server/modules/notifications/daily/daily-branches';
import {
  planDailyMessages,
  unsubscribeLinks,
  type DailyReport,
} from '../../server/modules/notifications/daily/daily-planner';
import type { UnsubscribeLinkOf } from '../../server/modules/notifications/message-planner';
import { saveRule } from '../../server/modules/notifications/notification-rules.repository';
import { defaultTimingSettings } from '../../src/schema/messages/notification-rule';
import { notificationEvents } from '../../src/schema/messages/notification-events';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned, zonedToInstant } from '../../src/schema/schedule/time-zone';
import { createFreshDatabase } from '../helpers/test-database';
import { percentile } from './clients-list.bench';

const clientCount = 100_000;
const extraBranches = 1_000;
const zone = 'Europe/Belgrade';
const repeats = 7;

const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await task();
  return { ms: performance.now() - start, result };
}

/** The four passes at `evening` (when everything is due) and `early` (before any hour), timed. */
async function passes(db: Db, evening: number, early: number, links: UnsubscribeLinkOf) {
  const before = await outboxRows(db);
  const first = await timed(() => planDailyMessages(db, evening, { unsubscribeLinkOf: links }));
  const rows = (await outboxRows(db)) - before;
  const restart: number[] = [];
  const remembered: number[] = [];
  const waiting: number[] = [];
  const done = new Set<string>();
  await planDailyMessages(db, evening, { done, unsubscribeLinkOf: links });
  for (let i = 0; i < repeats; i += 1) {
    restart.push((await timed(() => planDailyMessages(db, evening, { unsubscribeLinkOf: links }))).ms);
    remembered.push(
      (await timed(() => planDailyMessages(db, evening + 120_000, { done, unsubscribeLinkOf: links }))).ms,
    );
    waiting.push((await timed(() => planDailyMessages(db, early, { unsubscribeLinkOf: links }))).ms);
  }
  return {
    firstMs: first.ms,
    firstReport: first.result,
    rows,
    restartMs: median(restart),
    rememberedMs: median(remembered),
    earlyMs: median(waiting),
  };
}

const outboxRows = async (db: Db) =>
  Number(
    (
      await db.execute<{ n: string }>(
        sql`select count(*) as n from outbox where event = any(${sql.param([...dailyEvents])})`,
      )
    ).rows[0]!.n,
  );

export async function measureDailyMessages() {
  const database = await createFreshDatabase('bench');
  const { db, pool } = createDb(database.url, 4);
  try {
    await runMigrations(db);
    await seedDemoIfEmpty(db);
    const [centre] = (
      await db.execute<{ organizationId: number; branchId: number }>(sql`
        select organization_id as "organizationId", id as "branchId" from branches where name = 'Centre' order by id limit 1`)
    ).rows;
    const { organizationId, branchId } = centre!;
    const today = instantToZoned(Date.now(), zone).date;

    await db.execute(sql`
      insert into clients (organization_id, branch_id, first_name, last_name, phone, email, birth_date, marketing_sms, marketing_email)
      select ${organizationId}, ${branchId}, 'Client' || i, 'Bench', '+3816' || lpad(i::text, 8, '0'), 'client' || i || '@bench.test',
             date '1960-01-01' + (i * 97 % 365) + (i % 40) * 365, i % 2 = 0, i % 2 = 0
      from generate_series(1, ${clientCount}) i`);
    // One client in ten had a visit in the last 12 weeks: six bench stylists back to back, 09:00–19:00, half an hour
    // each (a team of their own, so the demo's schedule keeps its times).
    await db.execute(sql`
      insert into employees (organization_id, branch_id, first_name, last_name)
      select ${organizationId}, ${branchId}, 'Bench', 'Stylist ' || i from generate_series(1, 6) i`);
    const visits = await db.execute(sql`
      with team as (select row_number() over (order by id) - 1 as n, id from employees where organization_id = ${organizationId} and branch_id = ${branchId} and first_name = 'Bench'),
      size as (select count(*) as n from team),
      service as (select id, price from services where organization_id = ${organizationId} and branch_id = ${branchId} and deleted_at is null order by id limit 1),
      picked as (
        select c.id as client_id, row_number() over (order by c.id) - 1 as k from clients c
        where c.organization_id = ${organizationId} and c.branch_id = ${branchId} and c.last_name = 'Bench' and c.id % 10 = 0),
      slots as (
        select p.client_id, t.id as employee_id, (${today}::date - 1 - (p.k / (s.n * 20))::int) as day, (p.k / s.n) % 20 as slot
        from picked p cross join size s join team t on t.n = p.k % s.n
        where p.k < s.n * 20 * 84),
      placed as (
        select sl.*, ((sl.day + time '09:00' + sl.slot * interval '30 minutes') at time zone ${zone}) as starts_at from slots sl),
      made as (
        insert into orders (organization_id, branch_id, mode, client_id, status, local_date, starts_at, ends_at, currency)
        select ${organizationId}, ${branchId}, 'order.single', client_id, 'order_status.success', day, starts_at, starts_at + interval '30 minutes', 'RSD' from placed
        returning id, client_id, starts_at, ends_at)
      insert into order_services (organization_id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price)
      select ${organizationId}, ${branchId}, m.id, (select id from service), p.employee_id, m.starts_at, m.ends_at, (select price from service)
      from made m join placed p on p.client_id = m.client_id`);
    await db.execute(sql`vacuum analyze`);

    for (const chain of (await db.execute<{ id: number }>(sql`select id from organizations order by id`))
      .rows) {
      for (const event of dailyEvents) {
        const settings = { ...defaultTimingSettings(event), quietHours: null };
        await saveRule(
          db,
          { organizationId: chain.id, branchId: null },
          event,
          { enabled: true, channels: [...notificationEvents[event].channels], settings },
          0,
        );
      }
    }
    const counts = await db.execute<{ clients: string; orders: string; branches: string }>(sql`
      select (select count(*) from clients) as clients, (select count(*) from orders) as orders, (select count(*) from branches) as branches`);
    const links = unsubscribeLinks(() => 'https://salon.example', Buffer.alloc(32, 1));
    const evening = zonedToInstant(today, '21:30', zone);
    const demo = await passes(db, evening, zonedToInstant(today, '07:00', zone), links);

    // A thousand more branches of the demo chain, each with 20 clients (one born today), planned on a later day.
    await db.execute(sql`
      with made as (
        insert into branches (organization_id, name, iso_currency, time_zone, working_hours)
        select ${organizationId}, 'Bench ' || b, 'RSD', ${zone}, '{"start":"09:00","end":"21:00"}'::jsonb from generate_series(1, ${extraBranches}) b
        returning id)
      insert into clients (organization_id, branch_id, first_name, last_name, phone, birth_date, marketing_sms)
      select ${organizationId}, made.id, 'Guest' || i, 'Bench', '+3817' || lpad((made.id * 100 + i)::text, 8, '0'),
             case when i = 1 then ${addDays(today, 1)}::date - interval '30 years' else date '1980-01-01' + i end, true
      from made cross join generate_series(1, 20) i`);
    await db.execute(sql`
      insert into organization_user_branches (organization_id, user_id, branch_id)
      select ${organizationId}, ou.user_id, b.id from organization_users ou join branches b on b.organization_id = ou.organization_id and b.name like 'Bench %'
      where ou.organization_id = ${organizationId} and ou.role = 'administrator'`);
    await db.execute(sql`vacuum analyze`);
    const tomorrow = addDays(today, 1);
    const many = await passes(
      db,
      zonedToInstant(tomorrow, '21:30', zone),
      zonedToInstant(tomorrow, '07:00', zone),
      links,
    );
    return {
      today,
      visits: visits.rowCount ?? 0,
      totals: counts.rows[0]!,
      demo,
      many,
    };
  } finally {
    await pool.end();
    await database.drop();
  }
}

const describe = (report: DailyReport) =>
  Object.entries(report)
    .map(([family, entry]) =>
      entry === 'busy'
        ? `${family}: busy`
        : `${family}: ${entry.planned} rows in ${entry.branches} branches, ${entry.ms} ms`,
    )
    .join('; ');

type Passes = Awaited<ReturnType<typeof passes>>;

function printPasses(result: Passes) {
  const f = (n: number) => n.toFixed(1);
  console.log(
    `  first pass, plans the day: ${f(result.firstMs)} ms, ${result.rows} outbox rows (${describe(result.firstReport)})`,
  );
  console.log(
    `  a restarted process's pass (every key already planned): median of ${repeats} ${f(result.restartMs)} ms`,
  );
  console.log(`  the job's next pass (it remembers its day): median ${f(result.rememberedMs)} ms`);
  console.log(`  a pass before any hour has come (07:00): median ${f(result.earlyMs)} ms`);
}

export function printDailyMessages(result: Awaited<ReturnType<typeof measureDailyMessages>>) {
  console.log(
    `\n== Daily messages: one planner pass over the demo plus ${clientCount.toLocaleString('en')} clients (${result.totals.clients} clients, ${result.totals.orders} orders of which ${result.visits} bench visits), every daily event on, 21:30 in Belgrade on ${result.today}`,
  );
  printPasses(result.demo);
  console.log(
    `  with ${extraBranches.toLocaleString('en')} more branches (${Number(result.totals.branches) + extraBranches} in all), the next day:`,
  );
  printPasses(result.many);
}

/** `node --import tsx tests/bench/daily-messages.bench.ts` with TEST_DATABASE_URL set. */
if (import.meta.url === `file://${process.argv[1]}`) {
  printDailyMessages(await measureDailyMessages());
}
