import pg from 'pg';
import { pathToFileURL } from 'node:url';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { users } from '../../server/db/tables';
import { grantAccess, insertBranch, insertOrganization } from '../../server/modules/account/organization.repository';
import { subscribe } from '../../server/modules/billing/subscriptions';
import { rebuildReportSummaries, setSummaryTriggers } from '../../server/modules/reports/rebuild-summaries';
import { hashPassword } from '../../server/plugins/app/passwords';
import { createFreshDatabase } from '../helpers/test-database';

/** Issue 21: the chain the benchmarks measure a cost that grows with the chain on. Benchmark data, not the demo. */
export type LargeChainOptions = {
  branches: number;
  employees: number;
  clients: number;
  /** About this many orders in all; the rhythm below decides each member's day, so the count lands within a few per cent. */
  orders: number;
  /** The history ends yesterday and goes back this many days. */
  days: number;
  ownerLogin: string;
  ownerPassword: string;
};

export const largeChainDefaults: LargeChainOptions = {
  branches: 200,
  employees: 1000,
  clients: 500_000,
  orders: 3_500_000,
  days: 730,
  ownerLogin: 'owner@large-chain.test',
  ownerPassword: 'large-chain-owner',
};

export type LargeChain = { organizationId: number; ownerId: number; branchIds: number[]; firstDay: string; lastDay: string; steps: { step: string; seconds: number }[] };

const zone = 'Europe/Belgrade';
const shift = { start: '09:00', end: '20:00' };
/** One order an hour from 09:00: at most 11 in a shift, each of the services below fits its hour. */
const maxOrdersPerMemberDay = 11;
// A salon's week (Sunday closed, Friday and Saturday busiest) and year (a quiet August, a busy December).
const weekdayWeight = [0, 0.8, 1, 1, 1.2, 1.4, 1.4]; // by JavaScript getUTCDay: Sunday first
const monthWeight = [0.9, 0.95, 1, 1, 1.05, 1, 0.9, 0.8, 1, 1.05, 1.05, 1.2];
const firstNames = ['Ana', 'Milica', 'Jelena', 'Marija', 'Ivana', 'Sofia', 'Olga', 'Elif', 'Zeynep', 'Beatriz', 'Mariana', 'Tamara', 'Nikola', 'Marko', 'Stefan', 'Luka', 'Ivan', 'Mehmet', 'João', 'Pedro'];
const lastNames = ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Ivanova', 'Smirnova', 'Popova', 'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira'];
const sqlTextArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The expected orders of one member-day of weight 1, so that the weighted days of `days` days add up to `orders`. A
 * member-day gets floor(base × weekday × month + a fraction drawn from the day), whose mean is base × weights.
 */
function ordersPerWeightedDay(options: LargeChainOptions, firstDay: Date): number {
  let weight = 0;
  for (let d = 0; d < options.days; d++) {
    const day = new Date(firstDay.getTime() + d * dayMs);
    weight += weekdayWeight[day.getUTCDay()]! * monthWeight[day.getUTCMonth()]!;
  }
  return options.orders / (options.employees * weight);
}

/**
 * On an already migrated database: one chain, made as onboarding makes one (its owner, branches through
 * `insertBranch` with their booking addresses, a Network subscription whose licence admits the chain's size), then
 * its people and two years of business written with set-based INSERT … SELECT generate_series (unlogged tables hold
 * the plan the steps share): employees on a 09:00–20:00 shift six days a week with their services, clients spread
 * over the branches, single orders an hour apart at a salon's rhythm, of which 88 % are completed and sold (a sale,
 * its service line, a shampoo on one in six, a payment by cash or card, one in 25 leaving 5.00 owed), 8 % cancelled
 * and 4 % missed; the clients' visit counts as the status changes keep them. The bulk tables' foreign keys,
 * secondary indexes and exclusion constraints are set aside for the load and put back after it, checked in full
 * (`setBulkConstraintsAside`; primary and unique keys stay on), on two sessions; the report summaries are rebuilt
 * from it all (their triggers are off meanwhile, server/modules/reports/rebuild-summaries.ts); the tables are
 * analysed last.
 */
export async function seedLargeChain(databaseUrl: string, given: Partial<LargeChainOptions> = {}): Promise<LargeChain> {
  const options = { ...largeChainDefaults, ...given };
  if (options.employees < options.branches || options.clients < options.branches) throw new Error('every branch needs at least one employee and one client');
  const steps: LargeChain['steps'] = [];
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    steps.push({ step, seconds: (performance.now() - started) / 1000 });
    return result;
  };
  const today = new Date(isoDay(new Date()));
  const first = new Date(today.getTime() - options.days * dayMs);
  const firstDay = isoDay(first);
  const lastDay = isoDay(new Date(today.getTime() - dayMs));

  const { db, pool } = createDb(databaseUrl, 1);
  const made = await timed('chain, branches, licence', async () => {
    try {
      return await db.transaction(async (tx) => {
        const [owner] = await tx
          .insert(users)
          .values({ login: options.ownerLogin, passwordHash: await hashPassword(options.ownerPassword), firstName: 'Large', lastName: 'Chain' })
          .returning({ id: users.id });
        const organization = await insertOrganization(tx, { name: 'Large Chain', createdBy: owner!.id });
        const branchIds: number[] = [];
        for (let n = 1; n <= options.branches; n++) {
          const branch = await insertBranch(tx, organization.id, { name: `Large Chain ${n}`, ISOCurrency: 'EUR', timeZone: zone, workingHours: shift, address: `Street ${n}`, slotStepMinutes: 15 });
          branchIds.push(branch.id);
        }
        await grantAccess(tx, { organizationId: organization.id, userId: owner!.id, role: 'owner' });
        const now = new Date();
        await subscribe(
          tx,
          organization.id,
          { planCode: 'network', period: 'year', currency: 'EUR', status: 'active', start: now, end: new Date(now.getTime() + 365 * dayMs) },
          (licence) => ({ ...licence, maxBranches: Math.max(licence.maxBranches, options.branches), maxEmployees: Math.max(licence.maxEmployees, options.employees) }),
        );
        return { organizationId: organization.id, ownerId: owner!.id, branchIds };
      });
    } finally {
      await pool.end();
    }
  });

  // Two sessions, one a core: the big tables load side by side, and so are their indexes and keys put back.
  const [client, second] = [new pg.Client({ connectionString: databaseUrl }), new pg.Client({ connectionString: databaseUrl })];
  await Promise.all([client.connect(), second.connect()]);
  try {
    const run = (step: string, sql: string, values: unknown[] = [], on: pg.Client = client) => timed(step, () => on.query(sql, values));
    const org = [made.organizationId];
    // Bulk statements: more memory for sorts and index builds; every constraint set aside is checked in full when put back.
    // The report summaries are rebuilt once at the end instead of moved by their triggers statement by statement.
    for (const session of [client, second]) await session.query(`set work_mem = '256MB'; set maintenance_work_mem = '512MB'`);
    await setSummaryTriggers(client, false);
    const putBack = await setBulkConstraintsAside(client);
    // The plan's tables are unlogged rather than temporary, so both sessions read them; dropped at the end.
    await client.query(`create unlogged table bench_branches as select id, row_number() over (order by id) - 1 as n from branches where organization_id = $1`, org);

    await run(
      'services and products',
      `with made as (
         insert into services (organization_id, branch_id, name, duration, price, sort_order)
         select $1, b.id, s.name, s.duration, s.price, s.k
         from bench_branches b cross join (values (0, 'Haircut', 45, 25.00), (1, 'Colour', 60, 60.00), (2, 'Manicure', 60, 30.00), (3, 'Beard trim', 30, 15.00)) s(k, name, duration, price)
         returning id)
       insert into products (organization_id, branch_id, name, price, stock) select $1, id, 'Shampoo', 12.40, 100000 from bench_branches`,
      org,
    );
    await client.query(
      `create unlogged table bench_services as
       select s.id, s.branch_id, s.sort_order as k, s.name, s.duration, s.price, p.id as product_id
       from services s join products p on p.organization_id = s.organization_id and p.branch_id = s.branch_id where s.organization_id = $1`,
      org,
    );
    await client.query('create index on bench_services (branch_id, k)');

    await run(
      'employees',
      `insert into employees (organization_id, branch_id, first_name, last_name, specialty_display_name, hired_on)
       select $1, b.id, (${sqlTextArray(firstNames)})[1 + i % ${firstNames.length}], (${sqlTextArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}],
              'Stylist', $2::date - (i % 900)
       from generate_series(0, ${options.employees - 1}) i join bench_branches b on b.n = i % ${options.branches}`,
      [...org, firstDay],
    );
    await client.query(`create unlogged table bench_members as select id, branch_id from employees where organization_id = $1`, org);
    await run(
      'employee services',
      `insert into employee_services (organization_id, employee_id, service_id) select $1, e.id, s.id from bench_members e join bench_services s on s.branch_id = e.branch_id`,
      org,
    );
    await run(
      'shifts',
      `insert into work_slots (organization_id, branch_id, employee_id, date, slot_start, slot_end)
       select $1, e.branch_id, e.id, $2::date + d, '${shift.start}', '${shift.end}'
       from bench_members e cross join generate_series(0, ${options.days - 1}) d where extract(dow from $2::date + d) <> 0`,
      [...org, firstDay],
    );

    await run(
      'clients',
      `insert into clients (organization_id, branch_id, first_name, last_name, phone, email, birth_date, marketing_sms, created_at)
       select $1, b.id, (${sqlTextArray(firstNames)})[1 + i % ${firstNames.length}], (${sqlTextArray(lastNames)})[1 + (i / 7) % ${lastNames.length}],
              '+3816' || lpad(i::text, 8, '0'), case when i % 3 = 0 then 'client' || i || '@large-chain.test' end,
              case when i % 2 = 0 then date '1960-01-01' + (i % 16000) end, i % 4 = 0, $2::timestamptz
       from generate_series(0, ${options.clients - 1}) i join bench_branches b on b.n = i % ${options.branches}`,
      [...org, firstDay],
    );
    await client.query(`create unlogged table bench_clients as select id, branch_id, row_number() over (partition by branch_id order by id) - 1 as n from clients where organization_id = $1`, org);
    await client.query('create index on bench_clients (branch_id, n); analyze bench_clients; analyze bench_members; analyze bench_services');

    // The plan every later step reads: one row per order, its ids drawn once. hashint8 gives each member-day and
    // order a fixed pseudo-random draw, so a run repeats itself.
    const base = ordersPerWeightedDay(options, first);
    const clientsPerBranch = Math.floor(options.clients / options.branches);
    await run(
      'plan of orders',
      `create unlogged table bench_plan as
       with days as (
         select d, $1::date + d as day,
                (array[${weekdayWeight.join(', ')}])[1 + extract(dow from $1::date + d)::int] * (array[${monthWeight.join(', ')}])[extract(month from $1::date + d)::int] as weight
         from generate_series(0, ${options.days - 1}) d),
       member_days as (
         select e.id as employee_id, e.branch_id, d.d, d.day,
                least(${maxOrdersPerMemberDay}, floor(${base} * d.weight + abs(hashint8(e.id * 100003 + d.d)) % 1000 / 1000.0))::int as count
         from bench_members e cross join days d where d.weight > 0),
       drawn as (
         select md.*, s, abs(hashint8((md.employee_id * 100003 + md.d) * 16 + s)) as h
         from member_days md cross join lateral generate_series(0, md.count - 1) s)
       select nextval('entity_id_seq') as order_id, nextval('entity_id_seq') as line_id, dr.branch_id, dr.employee_id, dr.day, sv.id as service_id,
              sv.product_id, sv.name, sv.price, (dr.day + time '${shift.start}' + make_interval(hours => dr.s)) at time zone '${zone}' as starts_at, sv.duration,
              case when dr.h % 20 = 0 then null else c.id end as client_id,
              case when dr.h % 100 < 4 then 'order_status.pass' when dr.h % 100 < 12 then 'order_status.canceled' else 'order_status.success' end as status,
              dr.h
       from drawn dr
       join bench_services sv on sv.branch_id = dr.branch_id and sv.k = (array[0, 0, 0, 0, 0, 1, 1, 2, 2, 3])[1 + (dr.h / 100) % 10]
       join bench_clients c on c.branch_id = dr.branch_id and c.n = (dr.h / 1000) % ${clientsPerBranch}`,
      [firstDay],
    );
    // A completed visit is sold: its sale, the service line (one in ten at 10 % off), a shampoo on one in six.
    await run(
      'plan of sales',
      `create unlogged table bench_sales as
       select q.*, q.price + q.product as subtotal, q.price - q.discount + q.product as total, q.price - q.discount + q.product - q.owed as paid
       from (select p.*, nextval('entity_id_seq') as sale_id, p.h % 10 = 0 as discounted, p.h % 6 = 1 as with_product,
                    round(case when p.h % 10 = 0 then p.price * 0.10 else 0 end, 2) as discount, case when p.h % 6 = 1 then 12.40 else 0 end as product,
                    case when p.h % 25 = 3 then 5.00 else 0 end as owed, p.starts_at + make_interval(mins => p.duration) as ends_at
             from bench_plan p where p.status = 'order_status.success') q`,
    );
    await client.query('analyze bench_plan; analyze bench_sales');

    // No key joins these five while they load (set aside above), so orders and their lines go on one session while
    // sales, their lines and payments go on the other.
    await Promise.all([
      (async () => {
        await run(
          'orders',
          `insert into orders (organization_id, id, branch_id, mode, client_id, status, canceler_origin, canceled_at, payment_status, local_date, starts_at, ends_at, currency, created_at, updated_at)
           select $1, p.order_id, p.branch_id, 'order.single', p.client_id, p.status,
                  case when p.status = 'order_status.canceled' then 'canceler_origin.internal' end,
                  case when p.status = 'order_status.canceled' then p.starts_at - interval '1 day' end,
                  case when s.order_id is null then 'payment.no' when s.paid = s.total then 'payment.full' else 'payment.partial' end,
                  p.day, p.starts_at, p.starts_at + make_interval(mins => p.duration), 'EUR', p.starts_at - interval '3 days', coalesce(s.ends_at, p.starts_at)
           from bench_plan p left join bench_sales s on s.order_id = p.order_id`,
          org,
          client,
        );
        await run(
          'order services',
          `insert into order_services (organization_id, id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price, holds_time)
           select $1, line_id, branch_id, order_id, service_id, employee_id, starts_at, starts_at + make_interval(mins => duration), price, status <> 'order_status.canceled'
           from bench_plan`,
          org,
          client,
        );
      })(),
      (async () => {
        await run(
          'sales',
          `insert into sales (organization_id, id, branch_id, client_id, order_id, local_date, currency, subtotal, discount, total, paid, created_at, updated_at)
           select $1, sale_id, branch_id, client_id, order_id, day, 'EUR', subtotal, discount, total, paid, ends_at, ends_at from bench_sales`,
          org,
          second,
        );
        await run(
          'sale lines',
          `insert into sale_items (organization_id, branch_id, sale_id, uid, kind, service_id, product_id, order_service_id, client_id, employee_id, name, quantity, unit_price,
                                   discount_kind, discount_value, discount_amount, total, starts_on, local_date)
           select $1::bigint, branch_id, sale_id, 'line-1', 'service', service_id, null, line_id, client_id, employee_id, name, 1, price,
                  case when discounted then 'percent' else 'none' end, case when discounted then 10 else 0 end, discount, price - discount, day, day
           from bench_sales
           union all
           select $1::bigint, branch_id, sale_id, 'line-2', 'product', null, product_id, null, client_id, null, 'Shampoo', 1, 12.40, 'none', 0, 0, 12.40, day, day
           from bench_sales where with_product`,
          org,
          second,
        );
        await run(
          'payments',
          `insert into transactions (organization_id, branch_id, kind, method, amount, sale_id, order_id, client_id, local_date, created_at)
           select $1, branch_id, 'payment', case when h % 5 < 2 then 'cash' else 'card' end, paid, sale_id, order_id, client_id, day, ends_at from bench_sales`,
          org,
          second,
        );
      })(),
    ]);
    // As the status changes keep them (orders.service.ts visitCountChange): completed visits and missed ones.
    await run(
      'visit counts',
      `update clients c set visit_count = v.visits, missed_visit_count = v.missed
       from (select client_id, count(*) filter (where status = 'order_status.success') as visits, count(*) filter (where status = 'order_status.pass') as missed
             from bench_plan where client_id is not null group by client_id) v
       where c.organization_id = $1 and c.id = v.client_id`,
      org,
    );
    await client.query('drop table bench_sales, bench_plan, bench_clients, bench_members, bench_services, bench_branches');
    await timed('indexes and keys put back', () => putBack([client, second]));
    await setSummaryTriggers(client, true);
    await timed('report summaries', () => rebuildReportSummaries(client, made.organizationId));
    await run('analyze', 'analyze');
  } finally {
    await Promise.all([client.end(), second.end()]);
  }
  return { ...made, firstDay, lastDay, steps };
}

/** The chain at a fraction of its full size: as many days, fewer branches, people and orders. */
export function largeChainAtScale(scale: number): LargeChainOptions {
  const at = (n: number) => Math.max(1, Math.round(n * scale));
  const full = largeChainDefaults;
  return { ...full, branches: at(full.branches), employees: at(full.employees), clients: at(full.clients), orders: at(full.orders) };
}

/** The tables the seed fills by the hundred thousand or million: their indexes and keys are put back after the load. */
const bulkTables = ['clients', 'work_slots', 'orders', 'order_services', 'sales', 'sale_items', 'transactions'];

/**
 * Drops the bulk tables' foreign keys, secondary indexes (not the primary or unique keys, nor those a constraint
 * owns) and exclusion constraints, and answers what puts them back (PostgreSQL's "Populating a Database"): one
 * sorted build or one join each after the load costs a fraction of keeping them row by row through it. Put back,
 * the foreign keys are added unchecked and then validated, each table's work on whichever session is free, the
 * largest tables first; every key and exclusion constraint is checked in full, so the data is held to the same
 * rules as if they had never been away.
 */
async function setBulkConstraintsAside(client: pg.Client): Promise<(sessions: pg.Client[]) => Promise<void>> {
  const { rows: constraints } = await client.query<{ relation: string; name: string; kind: 'f' | 'x'; definition: string }>(
    `select conrelid::regclass::text as relation, conname as name, contype as kind, pg_get_constraintdef(oid) as definition
     from pg_constraint where contype in ('f', 'x') and conrelid::regclass::text = any($1)`,
    [bulkTables],
  );
  const { rows: indexes } = await client.query<{ relation: string; name: string; definition: string }>(
    `select i.indrelid::regclass::text as relation, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid::regclass::text = any($1) and not i.indisprimary and not i.indisunique
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [bulkTables],
  );
  for (const { relation, name } of constraints) await client.query(`alter table ${relation} drop constraint ${name}`);
  for (const { name } of indexes) await client.query(`drop index ${name}`);

  return async (sessions) => {
    const foreignKeys = constraints.filter((c) => c.kind === 'f');
    for (const { relation, name, definition } of foreignKeys) await client.query(`alter table ${relation} add constraint ${name} ${definition} not valid`);
    // A table's index builds and validations exclude one another, so a table's work runs on one session.
    const { rows: sizes } = await client.query<{ relation: string }>(`select relname as relation from pg_class where relname = any($1) order by relpages desc`, [bulkTables]);
    const queue = sizes.map(({ relation }) => [
      ...indexes.filter((index) => index.relation === relation).map((index) => index.definition),
      ...constraints.filter((c) => c.relation === relation && c.kind === 'x').map((c) => `alter table ${relation} add constraint ${c.name} ${c.definition}`),
      ...foreignKeys.filter((c) => c.relation === relation).map((c) => `alter table ${relation} validate constraint ${c.name}`),
    ]);
    await Promise.all(
      sessions.map(async (session) => {
        for (let work = queue.shift(); work; work = queue.shift()) for (const statement of work) await session.query(statement);
      }),
    );
  };
}

const countedTables = ['branches', 'employees', 'work_slots', 'clients', 'orders', 'order_services', 'sales', 'sale_items', 'transactions', 'report_day_money', 'report_client_days'];

/** `node --import tsx tests/bench/large-chain-seed.ts [scale]`: seeds a fresh database at `scale` of the full size (1 by default), prints, drops it unless KEEP=1. */
async function main() {
  const scale = Number(process.argv[2] ?? '1');
  if (!(scale > 0 && scale <= 1)) throw new Error('scale is a fraction of the full chain, in (0, 1]');
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createFreshDatabase('large_chain');
  try {
    const started = performance.now();
    const migration = createDb(database.url, 1);
    await runMigrations(migration.db);
    await migration.pool.end();
    console.log(`migrations ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const chain = await seedLargeChain(database.url, largeChainAtScale(scale));
    for (const { step, seconds } of chain.steps) console.log(`${step.padEnd(28)} ${seconds.toFixed(1)} s`);
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s, ${chain.firstDay} to ${chain.lastDay}`);
    const counts = new pg.Client({ connectionString: database.url });
    await counts.connect();
    for (const table of countedTables) {
      const { rows } = await counts.query<{ n: string }>(`select count(*) as n from ${table} where organization_id = $1`, [chain.organizationId]);
      console.log(`${table.padEnd(28)} ${Number(rows[0]!.n).toLocaleString('en')}`);
    }
    const { rows } = await counts.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(`database size ${rows[0]!.size}`);
    await counts.end();
    if (process.env.KEEP === '1') console.log(`kept: ${database.url}`);
  } finally {
    if (process.env.KEEP !== '1') await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
