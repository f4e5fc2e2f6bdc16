import { outsideHoursReasons, type OutsideHoursReason } from '../../../src/schema/schedule/availability';
import { isCalendarDate } from '../../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import { missingReference } from '../../crud/crud-labels';
import type { CrudRegistry } from '../../crud/crud-registry';
import { existingIds } from '../../crud/crud.repository';
import type { DbTransaction } from '../../db/client';
import type { OutsideHoursWords } from '../../i18n/messages/en';
import { badInput, DomainError, type FieldIssue, type Sentence } from '../../plugins/app/domain-error';
import { workSlotsOn, type NewOrderLine } from './orders.repository';
import { listHoursExceptions } from '../online-booking/profile.repository';
import { type BranchInfo, type BranchScope } from '../../crud/branch-records';

/**
 * What every booking (an order's lines, a break, a group class) must pass before it is written: real dates,
 * live records of the branch, and the branch's and employee's hours unless the person confirmed. Overlaps are
 * the exclusion constraints' to refuse (order-writer.ts), so two processes can never both pass them.
 */

/** One line to book, on the branch's wall clock; `path` is where its fields sit in the request body. */
export type BookedLine = {
  path: (string | number)[];
  serviceId: number | null;
  employeeId: number;
  resourceId: number | null;
  date: string;
  startTime: string;
  duration: number;
  price: string | null;
};

const minuteMs = 60_000;

/** YYYY-MM-DD that the calendar has (the schemas take 2025-02-30 by its shape). */
export function assertCalendarDates(lines: readonly Pick<BookedLine, 'path' | 'date'>[]): void {
  const issues = lines.filter((line) => !isCalendarDate(line.date)).map((line): FieldIssue => ({ path: [...line.path, 'date'], message: (m) => m.common.noSuchDate }));
  if (issues.length > 0) throw badInput(issues);
}

type ReferenceCheck = { registry: CrudRegistry; scope: BranchScope };

/**
 * Each id must be a live record of the branch (a foreign or deleted one answers 400 naming the field, as the
 * engine answers references). FOR KEY SHARE keeps them from being deleted until the booking commits.
 */
export type ClientReference = { path: (string | number)[]; id: number | null };

export async function assertLiveReferences(tx: DbTransaction, { registry, scope }: ReferenceCheck, lines: readonly BookedLine[], clients: readonly ClientReference[] = []) {
  const wanted: { path: (string | number)[]; resource: string; id: number | null }[] = [
    ...clients.map((client) => ({ path: client.path, resource: 'clients', id: client.id })),
    ...lines.flatMap((line) => [
      { path: [...line.path, 'serviceId'], resource: 'services', id: line.serviceId },
      { path: [...line.path, 'employeeId'], resource: 'employees', id: line.employeeId },
      { path: [...line.path, 'resourceId'], resource: 'resources', id: line.resourceId },
    ]),
  ];
  const issues: FieldIssue[] = [];
  for (const name of ['clients', 'services', 'employees', 'resources']) {
    const refs = wanted.filter((ref) => ref.resource === name && ref.id !== null);
    if (refs.length === 0) continue;
    const found = await existingIds(tx, registry.find(name)!, scope, [...new Set(refs.map((ref) => ref.id!))]);
    for (const ref of refs) if (!found.has(ref.id!)) issues.push({ path: ref.path, message: missingReference(name, ref.id!) });
  }
  if (issues.length > 0) throw badInput(issues);
}

const reasonText = (words: OutsideHoursWords, reason: OutsideHoursReason, hours: BranchInfo['workingHours'], slot: { slotStart: string | null; slotEnd: string | null } | undefined): string => {
  switch (reason) {
    case 'branch_closed':
      return words.branchClosed;
    case 'outside_working_hours':
      return words.outsideWorkingHours(hours);
    case 'not_working':
      return words.notWorking;
    case 'outside_work_slot':
      return words.outsideWorkSlot({ start: slot?.slotStart ?? '', end: slot?.slotEnd ?? '' });
  }
};

/** A line outside the branch's working hours or its employee's work slot, with why, in words too. */
export type OutsideHours = { line: BookedLine; reasons: OutsideHoursReason[]; message: Sentence };

/** The lines that fall outside the hours (the drawer works them out with the same `outsideHoursReasons`). */
export async function linesOutsideHours(tx: DbTransaction, scope: BranchScope, branch: BranchInfo, lines: readonly BookedLine[]): Promise<OutsideHours[]> {
  const outside: OutsideHours[] = [];
  for (const date of new Set(lines.map((line) => line.date))) {
    const onDate = lines.filter((line) => line.date === date);
    const [slots, [exception]] = await Promise.all([workSlotsOn(tx, scope, [...new Set(onDate.map((line) => line.employeeId))], date), listHoursExceptions(tx, scope, date, date)]);
    // A dated exception (Presence → Hours: closed, or other hours) stands for the every-day hours.
    const hours = exception ? exception.hours : branch.workingHours;
    for (const line of onDate) {
      const slot = slots.find((s) => s.employeeId === line.employeeId);
      const reasons = outsideHoursReasons(line, hours, slot, branch.timeZone);
      if (reasons.length > 0) outside.push({ line, reasons, message: (m) => m.orders.reasons({ reasons: reasons.map((reason) => reasonText(m.orders.outsideHours, reason, hours ?? branch.workingHours, slot)) }) });
    }
  }
  return outside;
}

/** Unless the person confirmed, a line outside the hours answers 409 with the reasons, and the drawer asks first. */
export async function assertWithinHours(tx: DbTransaction, scope: BranchScope, branch: BranchInfo, lines: readonly BookedLine[], confirmed: boolean): Promise<void> {
  if (confirmed || lines.length === 0) return;
  const issues: FieldIssue[] = (await linesOutsideHours(tx, scope, branch, lines)).map(({ line, message }) => ({ path: [...line.path, 'startTime'], message }));
  if (issues.length === 0) return;
  const message: Sentence = (m, language) => m.orders.needsConfirming({ reasons: issues.map((issue) => issue.message(m, language)) });
  throw new DomainError('conflict', message, issues);
}

/** Wall clock to instants: a start in the spring gap moves forward, the duration is real minutes. */
export function plannedLines(lines: readonly BookedLine[], timeZone: string): NewOrderLine[] {
  return lines.map((line, position) => {
    const startsAt = zonedToInstant(line.date, line.startTime, timeZone);
    return {
      serviceId: line.serviceId,
      employeeId: line.employeeId,
      resourceId: line.resourceId,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + line.duration * minuteMs),
      price: line.price,
      position,
    };
  });
}

/** The span of the lines, for the order row. */
export const spanOf = (lines: readonly NewOrderLine[]) => ({
  startsAt: new Date(Math.min(...lines.map((line) => line.startsAt.getTime()))),
  endsAt: new Date(Math.max(...lines.map((line) => line.endsAt.getTime()))),
});
