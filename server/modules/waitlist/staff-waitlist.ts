import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { WaitlistAdd, WaitlistEntry } from '../../../src/schema/online-booking/waitlist';
import { dateText } from '../../../src/schema/online-booking/page-formats';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import { countryOfTimeZone } from '../../../src/schema/time-zone-country';
import { branches, clients, employees, services, waitlistEntries } from '../../db/tables';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { bookingPageLocale } from '../online-booking/booking-page-language';
import { loadOnlineAvailability } from '../online-booking/online-availability.repository';
import { checkVisit } from '../online-booking/public-page';
import { branchRules } from '../online-booking/rules-in-force';
import { languageOfCountry } from '../reviews/review-strings';
import { checkDay } from '../schedule/date-range';
import { authorizeBranch, type BranchCaller } from '../schedule/schedule-access';
import { leaveWaitlist } from './offer-accept.service';
import { branchPageSlug, offerTo } from './offers.service';
import type { WaitlistDeps } from './waitlist-deps';
import { enqueueWaitlistChanged } from './waitlist-live';
import { fill, waitlistWords } from './waitlist-strings';

/**
 * The waitlist beside the schedule (area `schedule`: who may see the day may see who waits for it; adding, offering
 * and removing are edits). Only live entries: waiting, and offered with the hold out to them. Names come from the
 * chain's own cards.
 */
const live = inArray(waitlistEntries.state, ['waiting', 'offered']);

/** The branch's entries that `where` picks, as staff rows, first come first served. */
async function staffRows(deps: WaitlistDeps, caller: BranchCaller, where: SQL | undefined): Promise<WaitlistEntry[]> {
  const rows = await deps.db
    .select({
      entry: waitlistEntries,
      clientName: sql<string>`trim(${clients.firstName} || ' ' || ${clients.lastName})`,
      employeeName: sql<string | null>`trim(${employees.firstName} || ' ' || ${employees.lastName})`,
    })
    .from(waitlistEntries)
    .innerJoin(clients, and(eq(clients.organizationId, waitlistEntries.organizationId), eq(clients.id, waitlistEntries.clientId)))
    .leftJoin(employees, and(eq(employees.organizationId, waitlistEntries.organizationId), eq(employees.id, waitlistEntries.employeeId)))
    .where(and(eq(waitlistEntries.organizationId, caller.organizationId), eq(waitlistEntries.branchId, caller.branchId), where))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const serviceIds = [...new Set(rows.flatMap((row) => row.entry.serviceIds))];
  const names = serviceIds.length === 0 ? [] : await deps.db.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.organizationId, caller.organizationId), inArray(services.id, serviceIds)));
  const nameOf = new Map(names.map((service) => [service.id, service.name]));
  return rows.map(({ entry, clientName, employeeName }) => ({
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
  }));
}

export async function listWaitlist(deps: WaitlistDeps, userId: number, branchId: number, date: string | undefined): Promise<{ items: WaitlistEntry[] }> {
  const caller = await authorizeBranch(deps.db, userId, branchId, 'schedule', 'view');
  return { items: await staffRows(deps, caller, and(live, date ? sql`${date}::date between ${waitlistEntries.fromDate} and ${waitlistEntries.toDate}` : undefined)) };
}

const staffRow = async (deps: WaitlistDeps, caller: BranchCaller, entryId: number) => (await staffRows(deps, caller, eq(waitlistEntries.id, entryId)))[0]!;
const noPage = () => conflict((_m, language) => waitlistWords[language].noPage);

/**
 * Staff put a client of the chain on the list, `waiting` at once: staff know the client, so no code proves the
 * contact. Offers go where the card says (a phone by SMS, else the e-mail), in the language of the branch's country,
 * and are made through the branch's booking page, so the visit must be one the page takes (as a join's is).
 */
export async function addToWaitlist(deps: WaitlistDeps, userId: number, branchId: number, add: WaitlistAdd): Promise<WaitlistEntry> {
  const caller = await authorizeBranch(deps.db, userId, branchId, 'schedule', 'edit');
  const { organizationId } = caller;
  checkDay(add.fromDate, 'fromDate');
  checkDay(add.toDate, 'toDate');
  const [[client], found, [employee], [branch]] = await Promise.all([
    deps.db.select().from(clients).where(and(eq(clients.organizationId, organizationId), eq(clients.id, add.clientId), isNull(clients.deletedAt))),
    deps.db.select({ id: services.id }).from(services).where(and(eq(services.organizationId, organizationId), inArray(services.id, add.services), isNull(services.deletedAt))),
    add.employeeId === undefined ? [{ id: 0 }] : deps.db.select({ id: employees.id }).from(employees).where(and(eq(employees.organizationId, organizationId), eq(employees.id, add.employeeId), isNull(employees.deletedAt))),
    deps.db.select({ timeZone: branches.timeZone }).from(branches).where(and(eq(branches.organizationId, organizationId), eq(branches.id, caller.branchId))),
  ]);
  if (!client) throw notFound('client');
  if (found.length !== new Set(add.services).size) throw notFound('service');
  if (!employee) throw notFound('employee');
  const target = client.phone || client.email;
  if (!target) throw badInput([{ path: ['clientId'], message: (_m, language) => waitlistWords[language].noContact }]);
  const today = instantToZoned(Date.now(), branch!.timeZone).date;
  if (add.toDate < today) throw badInput([{ path: ['toDate'], message: (_m, language) => waitlistWords[language].datesPast }]);
  if (!(await branchPageSlug(deps, organizationId, caller.branchId))) throw noPage();
  const loaded = await loadOnlineAvailability(deps.db, caller, add.services, add.fromDate, add.fromDate);
  if (!branchRules(loaded.rules).values.bookable) throw noPage();
  checkVisit(loaded, add.employeeId, { services: 'services', employee: 'employeeId' });
  const language = languageOfCountry(countryOfTimeZone(branch!.timeZone));
  const { id, eventId } = await deps.db.transaction(async (tx) => {
    const [{ id }] = (await tx.execute<{ id: string }>(sql`select nextval('entity_id_seq') as id`)).rows as [{ id: string }];
    const entry = { organizationId, branchId: caller.branchId, id: Number(id) };
    await tx.insert(waitlistEntries).values({
      ...entry,
      clientId: client.id,
      serviceIds: add.services,
      employeeId: add.employeeId ?? null,
      fromDate: add.fromDate,
      toDate: add.toDate,
      fromTime: add.fromTime,
      toTime: add.toTime,
      weekdays: add.weekdays ? [...new Set(add.weekdays)].sort() : null,
      state: 'waiting',
      channel: client.phone ? 'sms' : 'email',
      target,
      details: language ? { language } : {},
    });
    return { id: entry.id, eventId: await enqueueWaitlistChanged(tx, entry, 'create') };
  });
  await deps.liveOutbox.publishAfterCommit([eventId]);
  return staffRow(deps, caller, id);
}

/**
 * "Offer now": the worker's own offer (offers.service.ts `offerTo`: the page's first free time of the visit that day
 * in the entry's window, held for the client, the message queued) for one waiting entry on a day staff choose.
 */
export async function offerNow(deps: WaitlistDeps, userId: number, branchId: number, entryId: number, date: string): Promise<WaitlistEntry> {
  const caller = await authorizeBranch(deps.db, userId, branchId, 'schedule', 'edit');
  checkDay(date, 'date');
  const [entry] = await deps.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.organizationId, caller.organizationId), eq(waitlistEntries.branchId, caller.branchId), eq(waitlistEntries.id, entryId), live));
  if (!entry) throw notFound();
  if (entry.state !== 'waiting') throw conflict((_m, language) => waitlistWords[language].notWaiting);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  if (date < entry.fromDate || date > entry.toDate || (entry.weekdays && !entry.weekdays.includes(weekday))) {
    throw badInput([{ path: ['date'], message: (_m, language) => waitlistWords[language].notWishedDay }]);
  }
  const slug = await branchPageSlug(deps, caller.organizationId, caller.branchId);
  if (!slug) throw noPage();
  if (!(await offerTo(deps, slug, entry, date))) {
    const [branch] = await deps.db.select({ timeZone: branches.timeZone }).from(branches).where(and(eq(branches.organizationId, caller.organizationId), eq(branches.id, caller.branchId)));
    throw conflict((_m, language) => fill(waitlistWords[language].noFreeTime, { date: dateText(date, bookingPageLocale(language, branch!.timeZone)) }));
  }
  return staffRow(deps, caller, entryId);
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
