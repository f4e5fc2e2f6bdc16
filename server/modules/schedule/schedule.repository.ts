import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { alias } from 'drizzle-orm/pg-core';
import { branches } from '../../db/tables';
import type { BranchScope } from '../../crud/branch-records';

/**
 * The whole schedule answer (scheduleSchema) as one JSON text built by PostgreSQL in one statement: the
 * branch's zone, currency and hours, its live members, their work slots, every order line that is not
 * cancelled, joined to its order, client and service, and the times held on the booking page (only who, when and
 * until when: a hold is not an order yet, docs/online-booking.md decision 4). A busy day is 800 lines: building
 * them as JSON in the database and sending the text as it comes spares the API process parsing rows, turning
 * 1 600 instants into wall clocks through Intl and serialising again, which on 2 shared cores is most of a
 * request's time.
 * Wall-clock times are the branch zone's (`at time zone`), instants are UTC; the API tests parse the answer
 * with scheduleSchema, so the contract is checked where the response schema is not run.
 */
const organizationId = sql.placeholder('organizationId');
const branchId = sql.placeholder('branchId');
const from = sql`${sql.placeholder('from')}::date`;
const to = sql`${sql.placeholder('to')}::date`;
const employeeId = sql`${sql.placeholder('employeeId')}::bigint`;
/** Clients' phone numbers, which a branch may hide from its employees (src/schema/access.ts `employeeRulesSchema`). */
const showPhones = sql`${sql.placeholder('showPhones')}::boolean`;

const utcInstant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const wallTime = (column: string) => sql.raw(`to_char(${column} at time zone b.time_zone, 'HH24:MI')`);

function scheduleJson(oneEmployee: boolean): SQL<string> {
  const onlyEmployee = (column: string) => (oneEmployee ? sql` and ${sql.raw(column)} = ${employeeId}` : sql``);
  return sql<string>`json_build_object(
    'from', ${from}, 'to', ${to}, 'timeZone', b.time_zone, 'currency', b.iso_currency, 'workingHours', b.working_hours,
    'employees', coalesce((
      select json_agg(json_build_object('id', e.id, 'firstName', e.first_name, 'lastName', e.last_name,
        'specialtyDisplayName', e.specialty_display_name, 'color', e.color) order by e.first_name, e.last_name, e.id)
      from employees e
      where e.organization_id = b.organization_id and e.branch_id = b.id and e.deleted_at is null${onlyEmployee('e.id')}), '[]'),
    'workSlots', coalesce((
      select json_agg(json_build_object('id', w.id, 'employeeId', w.employee_id, 'date', w.date, 'type', w.type,
        'slotStart', w.slot_start, 'slotEnd', w.slot_end) order by w.date, w.employee_id)
      from work_slots w join employees e on e.organization_id = w.organization_id and e.id = w.employee_id and e.deleted_at is null
      where w.organization_id = b.organization_id and w.branch_id = b.id and w.date between ${from} and ${to}${onlyEmployee('w.employee_id')}), '[]'),
    'blocks', coalesce((
      select json_agg(json_build_object(
        'orderId', o.id, 'lineId', os.id, 'mode', o.mode, 'employeeId', os.employee_id, 'resourceId', os.resource_id,
        'date', o.local_date, 'startTime', ${wallTime('os.starts_at')}, 'endTime', ${wallTime('os.ends_at')},
        'startsAt', ${utcInstant('os.starts_at')}, 'endsAt', ${utcInstant('os.ends_at')},
        'status', o.status, 'paymentStatus', o.payment_status,
        'client', case when c.id is null then null else json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'phone', case when ${showPhones} then c.phone end) end,
        'service', case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end,
        'description', o.description, 'capacity', o.capacity,
        'clientCount', case when o.mode = 'order.group'
          then (select count(*) from order_clients oc where oc.organization_id = o.organization_id and oc.order_id = o.id)
          else (o.client_id is not null)::int end,
        'version', o.version) order by os.starts_at, os.id)
      from orders o
      join order_services os on os.organization_id = o.organization_id and os.order_id = o.id
      left join clients c on c.organization_id = o.organization_id and c.id = o.client_id
      left join services s on s.organization_id = os.organization_id and s.id = os.service_id
      where o.organization_id = b.organization_id and o.branch_id = b.id and o.local_date between ${from} and ${to}
        and o.status <> 'order_status.canceled' and o.held_until is null${onlyEmployee('os.employee_id')}), '[]'),
    'holds', coalesce((
      select json_agg(json_build_object('employeeId', h.employee_id, 'date', h.local_date,
        'startTime', ${wallTime('lower(h.span)')}, 'endTime', ${wallTime('upper(h.span)')},
        'startsAt', ${utcInstant('lower(h.span)')}, 'endsAt', ${utcInstant('upper(h.span)')},
        'heldUntil', ${utcInstant('h.held_until')}) order by lower(h.span), h.employee_id)
      from (
        select o.local_date, o.held_until, os.employee_id, unnest(range_agg(tstzrange(os.starts_at, os.ends_at))) as span
        from orders o
        join order_services os on os.organization_id = o.organization_id and os.order_id = o.id
        where o.organization_id = b.organization_id and o.branch_id = b.id and o.local_date between ${from} and ${to}
          and o.held_until is not null${onlyEmployee('os.employee_id')}
        group by o.id, o.local_date, o.held_until, os.employee_id) h), '[]'),
    'hoursExceptions', coalesce((
      select json_agg(json_build_object('date', x.date, 'opens', to_char(x.opens, 'HH24:MI'), 'closes', to_char(x.closes, 'HH24:MI'),
        'note', x.note) order by x.date)
      from branch_hours_exceptions x
      where x.organization_id = b.organization_id and x.branch_id = b.id and x.date between ${from} and ${to}), '[]')
  )::text`;
}

/** The SQL above names the branch `b`. */
const b = alias(branches, 'b');
const scheduleQuery = (oneEmployee: boolean, name: string) =>
  preparedPerDatabase((db: Db) => db.select({ body: scheduleJson(oneEmployee) }).from(b).where(and(eq(b.organizationId, organizationId), eq(b.id, branchId))).prepare(name));
const branchScheduleQuery = scheduleQuery(false, 'schedule_of_branch');
const employeeScheduleQuery = scheduleQuery(true, 'schedule_of_employee');

export type ScheduleRange = { from: string; to: string };

/** The schedule of a branch over a range of local dates, as JSON text; null when the branch is gone. */
export async function branchScheduleJson(db: Db, branch: BranchScope, range: ScheduleRange, showPhones = true): Promise<string | null> {
  const [row] = await branchScheduleQuery(db).execute({ ...branch, ...range, showPhones });
  return row?.body ?? null;
}

/** One member's schedule (a week, a month grid): the same shape, their column only. */
export async function employeeScheduleJson(db: Db, branch: BranchScope, employee: number, range: ScheduleRange, showPhones = true): Promise<string | null> {
  const [row] = await employeeScheduleQuery(db).execute({ ...branch, employeeId: employee, ...range, showPhones });
  return row?.body ?? null;
}
