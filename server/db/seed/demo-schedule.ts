import { asc, eq, inArray, sql } from 'drizzle-orm';
import { minutesOfTime, type IsoDate } from '../../../src/schema/schedule/calendar';
import { instantToZoned, localDayClock, type LocalDayClock } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../client';
import { memberServiceTermsSql } from '../../modules/catalog/catalog.repository';
import { branches, clients, employees, employeeServices, orderClients, orders, orderServices, resources, services, workSlots } from '../tables';
import { planDemoSchedule, type PlanMember } from './demo-schedule-plan';
import { insertRows, reserveIds } from './insert-rows';

/**
 * Writes the plan of demo-schedule-plan.ts for the seeded branches, inside the seed's transaction: reads back
 * what seedDemoBusiness wrote (teams, prices, rooms, clients), plans each branch from the real clock in its own
 * time zone, and inserts slots, orders, their lines and group clients in one statement each. Order ids are
 * drawn from the id sequence (columns.ts) up front, so lines and clients name their order without relying on
 * the order in which RETURNING gives rows back.
 * Then each client's visit and missed-visit counts grow by their completed and missed visits.
 */

const hourMs = 3_600_000;
/** Orders were booked three days ahead, or at seed time when that is later. */
const bookedAheadMs = 72 * hourMs;

type BranchRow = typeof branches.$inferSelect;

async function readBranches(tx: DbTransaction, branchIds: number[]) {
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const branchRows = await tx.select().from(branches).where(inArray(branches.id, branchIds)).orderBy(asc(branches.id));
  const team = await tx.select({ id: employees.id, branchId: employees.branchId }).from(employees).where(inArray(employees.branchId, branchIds)).orderBy(asc(employees.id));
  const offered = await tx
    .select({
      employeeId: employeeServices.employeeId,
      serviceId: services.id,
      name: services.name,
      // What a booking with this member takes: their own length and price, else the service's.
      minutes: memberServiceTermsSql.duration,
      price: memberServiceTermsSql.price,
    })
    .from(employeeServices)
    .innerJoin(services, eq(services.id, employeeServices.serviceId))
    .where(inArray(services.branchId, branchIds))
    .orderBy(asc(services.id));
  const things = await tx.select({ resourceId: resources.id, branchId: resources.branchId, name: resources.name }).from(resources).where(inArray(resources.branchId, branchIds));
  const people = await tx.select({ id: clients.id, branchId: clients.branchId }).from(clients).where(inArray(clients.branchId, branchIds)).orderBy(asc(clients.id));
  return branchRows.map((branch) => ({
    branch,
    members: team
      .filter((e) => e.branchId === branch.id)
      .map((e): PlanMember => ({ employeeId: e.id, services: offered.filter((s) => s.employeeId === e.id).map(({ employeeId: _, ...service }) => service) })),
    resources: things.filter((r) => r.branchId === branch.id),
    clientIds: people.filter((c) => c.branchId === branch.id).map((c) => c.id),
  }));
}

/** Wall-clock minutes of a branch-local date as instants, one Intl reading per date. */
export function instantsOf(branch: Pick<BranchRow, 'timeZone'>) {
  const clocks = new Map<IsoDate, LocalDayClock>();
  return (date: IsoDate, minute: number): Date => {
    let clock = clocks.get(date);
    if (!clock) clocks.set(date, (clock = localDayClock(date, branch.timeZone)));
    return new Date(clock.start + clock.realMinute(minute) * 60_000);
  };
}

/** The demo's slots and orders for `branchIds`, as the branches' clocks read at `now`. */
export async function seedDemoSchedule(tx: DbTransaction, branchIds: number[], now = new Date()): Promise<void> {
  const planned = (await readBranches(tx, branchIds)).map((b, index) => {
    const wall = instantToZoned(now.getTime(), b.branch.timeZone);
    const plan = planDemoSchedule({
      seed: 20_250_401 + index,
      workingHours: b.branch.workingHours,
      members: b.members,
      resources: b.resources,
      clientIds: b.clientIds,
      now: { date: wall.date, minute: minutesOfTime(wall.time) },
    });
    return { branch: b.branch, plan, instant: instantsOf(b.branch) };
  });

  const orderCount = planned.reduce((total, p) => total + p.plan.orders.length, 0);
  const ids = await reserveIds(tx, orderCount);

  const slotRows: (typeof workSlots.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderServices.$inferInsert)[] = [];
  const groupRows: (typeof orderClients.$inferInsert)[] = [];
  for (const { branch, plan, instant } of planned) {
    const scope = { organizationId: branch.organizationId, branchId: branch.id };
    for (const slot of plan.slots) slotRows.push({ ...scope, ...slot });
    for (const order of plan.orders) {
      const id = ids[orderRows.length]!;
      const startsAt = instant(order.date, Math.min(...order.lines.map((l) => l.start)));
      const endsAt = instant(order.date, Math.max(...order.lines.map((l) => l.end)));
      const canceled = order.canceledHoursBefore !== null;
      orderRows.push({
        ...scope,
        id,
        mode: order.mode,
        clientId: order.clientId,
        status: order.status,
        origin: order.origin,
        cancelerOrigin: canceled ? 'canceler_origin.internal' : null,
        canceledAt: canceled ? new Date(Math.min(now.getTime(), startsAt.getTime() - order.canceledHoursBefore! * hourMs)) : null,
        description: order.description,
        capacity: order.capacity,
        localDate: order.date,
        startsAt,
        endsAt,
        currency: branch.isoCurrency,
        createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - bookedAheadMs)),
      });
      order.lines.forEach((line, position) => {
        lineRows.push({
          ...scope,
          orderId: id,
          serviceId: line.serviceId,
          employeeId: line.employeeId,
          resourceId: line.resourceId,
          startsAt: instant(order.date, line.start),
          endsAt: instant(order.date, line.end),
          price: line.price,
          holdsTime: !canceled,
          position,
        });
      });
      for (const clientId of order.clientIds) groupRows.push({ organizationId: branch.organizationId, orderId: id, clientId });
    }
  }

  await insertRows(tx, workSlots, slotRows);
  await insertRows(tx, orders, orderRows);
  await insertRows(tx, orderServices, lineRows);
  await insertRows(tx, orderClients, groupRows);
  await countVisits(tx, [...new Set(planned.map((p) => p.branch.organizationId))]);
}

/**
 * Each client's counts grow by the completed and missed visits the seed gave them, as completing or missing a
 * visit does (orders.service.ts counts a single order's client; a group class's clients are not counted there).
 */
async function countVisits(tx: DbTransaction, organizationIds: number[]): Promise<void> {
  await tx.execute(sql`
    update ${clients} c
    set visit_count = c.visit_count + v.visits, missed_visit_count = c.missed_visit_count + v.missed
    from (
      select organization_id, client_id,
        count(*) filter (where status = 'order_status.success')::int as visits,
        count(*) filter (where status = 'order_status.pass')::int as missed
      from ${orders}
      where client_id is not null and organization_id in (${sql.join(organizationIds, sql`, `)})
      group by organization_id, client_id
    ) v
    where c.organization_id = v.organization_id and c.id = v.client_id`);
}
