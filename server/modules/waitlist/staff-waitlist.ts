import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistEntry } from '../../../src/schema/online-booking/waitlist';
import { clients, employees, services, waitlistEntries } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import { authorizeBranch } from '../schedule/schedule-access';
import { leaveWaitlist } from './offer-accept.service';
import type { WaitlistDeps } from './waitlist-deps';

/**
 * The waitlist beside the schedule (area `schedule`: who may see the day may see who waits for it; removing is an
 * edit). Only live entries: waiting, and offered with the hold out to them. Names come from the chain's own cards.
 */
const live = inArray(waitlistEntries.state, ['waiting', 'offered']);

export async function listWaitlist(deps: WaitlistDeps, userId: number, branchId: number, date: string | undefined): Promise<{ items: WaitlistEntry[] }> {
  const caller = await authorizeBranch(deps.db, userId, branchId, 'schedule', 'view');
  const rows = await deps.db
    .select({
      entry: waitlistEntries,
      clientName: sql<string>`trim(${clients.firstName} || ' ' || ${clients.lastName})`,
      employeeName: sql<string | null>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
    })
    .from(waitlistEntries)
    .innerJoin(clients, and(eq(clients.organizationId, waitlistEntries.organizationId), eq(clients.id, waitlistEntries.clientId)))
    .leftJoin(employees, and(eq(employees.organizationId, waitlistEntries.organizationId), eq(employees.id, waitlistEntries.employeeId)))
    .where(
      and(
        eq(waitlistEntries.organizationId, caller.organizationId),
        eq(waitlistEntries.branchId, caller.branchId),
        live,
        date ? sql`${date}::date between ${waitlistEntries.fromDate} and ${waitlistEntries.toDate}` : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const serviceIds = [...new Set(rows.flatMap((row) => row.entry.serviceIds))];
  const names = serviceIds.length === 0 ? [] : await deps.db.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.organizationId, caller.organizationId), inArray(services.id, serviceIds)));
  const nameOf = new Map(names.map((service) => [service.id, service.name]));
  return {
    items: rows.map(({ entry, clientName, employeeName }) => ({
      id: entry.id,
      clientId: entry.clientId!,
      clientName,
      services: entry.serviceIds.map((id) => ({ id, name: nameOf.get(id) ?? '' })),
      employeeId: entry.employeeId,
      employeeName: entry.employeeId === null ? null : employeeName,
      fromDate: entry.fromDate,
      toDate: entry.toDate,
      fromTime: entry.fromTime,
      toTime: entry.toTime,
      weekdays: entry.weekdays,
      state: entry.state,
      offeredUntil: entry.state === 'offered' ? (entry.offeredUntil?.toISOString() ?? null) : null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** Staff take an entry off the list; an offer out to it is withdrawn and its time passed on. */
export async function removeFromWaitlist(deps: WaitlistDeps, userId: number, branchId: number, entryId: number): Promise<void> {
  const caller = await authorizeBranch(deps.db, userId, branchId, 'schedule', 'edit');
  const [entry] = await deps.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.organizationId, caller.organizationId), eq(waitlistEntries.branchId, caller.branchId), eq(waitlistEntries.id, entryId), live));
  if (!entry) throw notFound();
  await leaveWaitlist(deps, caller.organizationId, entryId);
}
