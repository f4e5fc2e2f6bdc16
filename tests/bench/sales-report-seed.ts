import type pg from 'pg';
import { rebuildReportSummaries, setSummaryTriggers } from '../../server/modules/reports/rebuild-summaries';

/** Two years of sales, 2029-01-01 to 2030-12-31, in five branches of a chain of their own. */
export const salesFirstDay = '2029-01-01';
export const salesDays = 730;
export const salesBranchCount = 5;
const salesPerBranchDay = 110;
const employeesPerBranch = 4;
const ordersPerEmployeeDay = 10;
const clientsPerBranch = 2000;
const zone = 'Europe/Belgrade';

export type SalesChain = { organizationId: number; ownerId: number; branchIds: number[]; items: number; sales: number };

/**
 * A chain like the demo's (its owner, a copy of its licence) with five branches, each selling 110 sales a day for two
 * years: sale k of a day has 1 + k % 4 items (a 25.00 service; two 12.40 products; a 100.00 membership less 15.50;
 * a 30.00 service less 3.00), so 273 items a branch a day and 996 450 in all; one sale in 50 is cancelled, one in 7
 * leaves 10.00 owed, one in 3 is a walk-in; each paid sale has one payment, cash or card. Besides: four members a
 * branch on a 09:00–17:00 shift every day with ten 45-minute orders each (succeeded, but one in 10 cancelled), so
 * the key indicators' visits, clients and occupancy have real work. All written by INSERT … SELECT generate_series,
 * and the report summaries rebuilt from them at the end.
 */
export async function seedSalesChain(pool: pg.Pool): Promise<SalesChain> {
  const owner = await pool.query<{ user_id: string; organization_id: string }>(`
    select u.id as user_id, ou.organization_id from users u join organization_users ou on ou.user_id = u.id
    where u.login = 'owner@demo.test' order by ou.organization_id limit 1`);
  const ownerId = Number(owner.rows[0]!.user_id);
  const demoId = Number(owner.rows[0]!.organization_id);
  const org = await pool.query<{ id: string }>(`insert into organizations (name) values ('Bench Reports') returning id`);
  const organizationId = Number(org.rows[0]!.id);
  await pool.query(`insert into organization_users (organization_id, user_id, role) values ($1, $2, 'owner')`, [organizationId, ownerId]);
  await pool.query(
    `insert into licenses (organization_id, title, price, currency, expires_at, max_employees, max_branches, organization_menu, branch_menu)
     select $1, title, price, currency, expires_at, max_employees, greatest(max_branches, 10), organization_menu, branch_menu
     from licenses where organization_id = $2 and is_active order by created_at desc limit 1`,
    [organizationId, demoId],
  );
  const branches = await pool.query<{ id: string }>(
    `insert into branches (organization_id, name, iso_currency, time_zone, working_hours)
     select $1, 'Bench ' || b, 'EUR', '${zone}', '{"start":"08:00","end":"20:00"}' from generate_series(1, ${salesBranchCount}) b returning id`,
    [organizationId],
  );
  const branchIds = branches.rows.map((row) => Number(row.id));
  // The report summaries are rebuilt once at the end instead of moved by their triggers statement by statement.
  const client = await pool.connect();
  try {
    await setSummaryTriggers(client, false);
    for (const branchId of branchIds) await seedBranch(pool, organizationId, branchId);
    await setSummaryTriggers(client, true);
    await rebuildReportSummaries(client, organizationId);
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze');
  const counts = await pool.query<{ items: string; sales: string }>(
    `select (select count(*) from sale_items where organization_id = $1) as items, (select count(*) from sales where organization_id = $1) as sales`,
    [organizationId],
  );
  return { organizationId, ownerId, branchIds, items: Number(counts.rows[0]!.items), sales: Number(counts.rows[0]!.sales) };
}

async function seedBranch(pool: pg.Pool, organizationId: number, branchId: number) {
  const scope = [organizationId, branchId];
  const ids = async (sql: string) => Number((await pool.query<{ id: string }>(sql, scope)).rows[0]!.id);
  const service = await ids(`insert into services (organization_id, branch_id, name, duration, price) values ($1, $2, 'Cut', 45, '25.00') returning id`);
  const product = await ids(`insert into products (organization_id, branch_id, name, price, stock) values ($1, $2, 'Shampoo', '12.40', 1000) returning id`);
  const membership = await ids(`insert into memberships (organization_id, branch_id, name, price, visits) values ($1, $2, 'Ten visits', '100.00', 10) returning id`);
  await pool.query(`insert into employees (organization_id, branch_id, first_name, last_name) select $1, $2, 'Bench', 'Member ' || i from generate_series(1, ${employeesPerBranch}) i`, scope);
  await pool.query(`insert into clients (organization_id, branch_id, first_name, last_name) select $1, $2, 'Client', 'No ' || i from generate_series(1, ${clientsPerBranch}) i`, scope);
  const days = `generate_series(0, ${salesDays - 1}) d`;
  // Client numbers repeat with a stride, so some come back and some come for the first time in any period. A
  // plain table (the pool's next query may run on another connection than a temporary table's).
  await pool.query(`create unlogged table bench_clients as select id, row_number() over (order by id) - 1 as n from clients where organization_id = $1 and branch_id = $2`, scope);
  await pool.query(
    `with planned as materialized (
       select nextval('entity_id_seq') as id, '${salesFirstDay}'::date + d as day, k, 1 + k % 4 as n, c.id as client_id
       from ${days} cross join generate_series(0, ${salesPerBranchDay - 1}) k
       left join bench_clients c on k % 3 <> 0 and c.n = (d * 37 + k * 11) % ${clientsPerBranch}),
     priced as (
       select *, (array[25.00, 49.80, 149.80, 179.80])[n]::numeric(12,2) as subtotal, (array[0, 0, 15.50, 18.50])[n]::numeric(12,2) as discount,
              (array[25.00, 49.80, 134.30, 161.30])[n]::numeric(12,2) as total from planned),
     sold as (
       insert into sales (organization_id, id, branch_id, client_id, local_date, currency, subtotal, discount, total, paid, canceled_at)
       select $1, id, $2, client_id, day, 'EUR', subtotal, discount, total, case when k % 7 = 0 then total - 10 else total end,
              case when k % 50 = 0 then now() end from priced
       returning id, local_date, paid, client_id, canceled_at)
     insert into transactions (organization_id, branch_id, kind, method, amount, sale_id, client_id, local_date)
     select $1, $2, 'payment', case when id % 2 = 0 then 'cash' else 'card' end, paid, id, client_id, local_date from sold where paid > 0`,
    scope,
  );
  await pool.query(
    `insert into sale_items (organization_id, branch_id, sale_id, uid, kind, service_id, product_id, membership_id, name, quantity, unit_price,
                             discount_kind, discount_value, discount_amount, total, starts_on, local_date, canceled)
     select $1, $2, s.id, 'line-' || j, (array['service', 'product', 'membership', 'service'])[j + 1],
            case when j in (0, 3) then $3::bigint end, case when j = 1 then $4::bigint end, case when j = 2 then $5::bigint end,
            (array['Cut', 'Shampoo', 'Ten visits', 'Colour'])[j + 1], case when j = 1 then 2 else 1 end,
            (array[25.00, 12.40, 100.00, 30.00])[j + 1], case when j in (2, 3) then 'amount' else 'none' end,
            (array[0, 0, 15.50, 3.00])[j + 1], (array[0, 0, 15.50, 3.00])[j + 1], (array[25.00, 24.80, 84.50, 27.00])[j + 1],
            s.local_date, s.local_date, s.canceled_at is not null
     from sales s cross join lateral generate_series(0, case s.total when 25.00 then 0 when 49.80 then 1 when 134.30 then 2 else 3 end) j
     where s.organization_id = $1 and s.branch_id = $2`,
    [...scope, service, product, membership],
  );
  await pool.query(
    `insert into work_slots (organization_id, branch_id, employee_id, date, slot_start, slot_end)
     select $1, $2, e.id, '${salesFirstDay}'::date + d, '09:00', '17:00' from employees e cross join ${days} where e.organization_id = $1 and e.branch_id = $2`,
    scope,
  );
  await pool.query(
    `with members as (select id as employee_id, row_number() over (order by id) - 1 as m from employees where organization_id = $1 and branch_id = $2),
     planned as materialized (
       select nextval('entity_id_seq') as order_id, m.employee_id, '${salesFirstDay}'::date + d as day, s,
              (('${salesFirstDay}'::date + d) + time '09:00' + make_interval(mins => 45 * s)) at time zone '${zone}' as starts_at,
              c.id as client_id
       from members m cross join ${days} cross join generate_series(0, ${ordersPerEmployeeDay - 1}) s
       join bench_clients c on c.n = (d * 13 + m * 10 + s) % ${clientsPerBranch}),
     made as (
       insert into orders (organization_id, id, branch_id, mode, client_id, status, local_date, starts_at, ends_at, currency)
       select $1, order_id, $2, 'order.single', client_id, case when s = 9 then 'order_status.canceled' else 'order_status.success' end,
              day, starts_at, starts_at + interval '45 minutes', 'EUR' from planned)
     insert into order_services (organization_id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price, holds_time)
     select $1, $2, order_id, $3, employee_id, starts_at, starts_at + interval '45 minutes', '25.00', s <> 9 from planned`,
    [...scope, service],
  );
  await pool.query('drop table bench_clients');
}
