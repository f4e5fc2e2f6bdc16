import type pg from 'pg';
import type { BenchChain } from './large-chain-database';
import { timeOfMinutes } from '../../src/schema/schedule/calendar';

export const benchTimeZone = 'Europe/Belgrade';
/** The first three hours of everyone's shift stay free, for the drag's and the live bench's bookings; orders fill the rest. */
export const freeMorning = { startMinutes: 7 * 60, minutes: 180 };
const shift = { start: timeOfMinutes(freeMorning.startMinutes), end: '20:00' };
const firstOrderAt = timeOfMinutes(freeMorning.startMinutes + freeMorning.minutes);
const orderMinutes = 30;

export type BusyDay = { organizationId: number; branchId: number; serviceId: number; ownerId: number; colleagueId: number };

/**
 * A new branch of the chain with `employeeCount` members on shift on `date` and `orderCount` half-hour
 * orders that day (the same number for each member, back to back after the free morning), written with SQL as a busy
 * branch would hold them. The chain's colleague is given the branch too: the live bench needs two of its staff.
 */
export async function seedBusyDay(pool: pg.Pool, chain: BenchChain, name: string, date: string, employeeCount: number, orderCount: number): Promise<BusyDay> {
  const perEmployee = orderCount / employeeCount;
  if (!Number.isInteger(perEmployee)) throw new Error(`${orderCount} orders do not share evenly among ${employeeCount} members`);
  const people = await pool.query<{ organization_id: string; owner_id: string; colleague_id: string }>(
    `select ou.organization_id, max(u.id) filter (where u.login = $1) as owner_id, max(u.id) filter (where u.login = $2) as colleague_id
     from users u join organization_users ou on ou.user_id = u.id
     where u.login in ($1, $2) group by ou.organization_id having count(*) filter (where u.login = $1) = 1 and count(*) filter (where u.login = $2) = 1`,
    [chain.ownerLogin, chain.colleagueLogin],
  );
  const organizationId = Number(people.rows[0]!.organization_id);
  const ownerId = Number(people.rows[0]!.owner_id);
  const colleagueId = Number(people.rows[0]!.colleague_id);
  const branch = await pool.query<{ id: string }>(
    `insert into branches (organization_id, name, iso_currency, time_zone, working_hours) values ($1, $2, 'EUR', $3, $4) returning id`,
    [organizationId, name, benchTimeZone, JSON.stringify(shift)],
  );
  const branchId = Number(branch.rows[0]!.id);
  const scope = [organizationId, branchId];
  await pool.query(`insert into organization_user_branches (organization_id, user_id, branch_id) values ($1, $2, $3) on conflict do nothing`, [organizationId, colleagueId, branchId]);
  await pool.query(
    `insert into employees (organization_id, branch_id, first_name, last_name) select $1, $2, 'Bench', 'Member ' || i from generate_series(1, ${employeeCount}) i`,
    scope,
  );
  const service = await pool.query<{ id: string }>(`insert into services (organization_id, branch_id, name, duration, price) values ($1, $2, 'Bench cut', ${orderMinutes}, '20.00') returning id`, scope);
  const serviceId = Number(service.rows[0]!.id);
  await pool.query(`insert into employee_services (organization_id, employee_id, service_id) select $1, id, $3 from employees where organization_id = $1 and branch_id = $2`, [...scope, serviceId]);
  await pool.query(
    `insert into clients (organization_id, branch_id, first_name, last_name, phone) select $1, $2, 'Client', 'No ' || i, '38160' || lpad(i::text, 7, '0') from generate_series(1, ${orderCount}) i`,
    scope,
  );
  await pool.query(
    `insert into work_slots (organization_id, branch_id, employee_id, date, slot_start, slot_end)
     select $1, $2, id, $3, $4, $5 from employees where organization_id = $1 and branch_id = $2`,
    [...scope, date, shift.start, shift.end],
  );
  // Member k's n-th order starts at 30 n minutes after the free morning with client k * perEmployee + n; the CTE draws the order
  // ids once (materialized) for the order and its line to share.
  await pool.query(
    `with members as (select id as employee_id, row_number() over (order by id) - 1 as k from employees where organization_id = $1 and branch_id = $2),
     numbered as (select id, row_number() over (order by id) - 1 as n from clients where organization_id = $1 and branch_id = $2),
     planned as materialized (
       select nextval('entity_id_seq') as order_id, m.employee_id, c.id as client_id,
              ($3::date + $5::time + make_interval(mins => ${orderMinutes} * s)) at time zone $6 as starts_at
       from members m cross join generate_series(0, ${perEmployee - 1}) s join numbered c on c.n = m.k * ${perEmployee} + s),
     made as (
       insert into orders (organization_id, id, branch_id, mode, client_id, local_date, starts_at, ends_at, currency)
       select $1, order_id, $2, 'order.single', client_id, $3::date, starts_at, starts_at + interval '${orderMinutes} minutes', 'EUR' from planned)
     insert into order_services (organization_id, branch_id, order_id, service_id, employee_id, starts_at, ends_at, price)
     select $1, $2, order_id, $4, employee_id, starts_at, starts_at + interval '${orderMinutes} minutes', '20.00' from planned`,
    [...scope, date, serviceId, firstOrderAt, benchTimeZone],
  );
  return { organizationId, branchId, serviceId, ownerId, colleagueId };
}
