import { maxClassDays, type PublicClass, type PublicClasses, type PublicClassesQuery } from '../../../src/schema/online-booking/classes';
import { addDays } from '../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { notFound } from '../../plugins/app/domain-error';
import { checkDay } from '../schedule/date-range';
import { listRuleRows } from './booking-rules.repository';
import { listOpenClasses, type ClassRow } from './classes.repository';
import { openBranchPage } from './public-page';
import { keptForBranch } from './public-times-cache';
import { branchRules, rulesFor } from './rules-in-force';
import type { RuleRow } from '../../../src/schema/online-booking/settings';

const minuteMs = 60_000;

/**
 * `GET /public/book/{slug}/classes`: the branch's group classes with a place left whose service and instructor are
 * bookable online, starting after the minimum notice and within the horizon of their own rules (service, then
 * instructor, as a visit's). Kept like the times and dropped by the same live events: a join, a cancellation or a
 * staff edit announces on the branch.
 */
export async function publicClasses(db: Db, slug: string, query: PublicClassesQuery): Promise<PublicClasses> {
  checkDay(query.from, 'from');
  const { branch, scope } = await openBranchPage(db, slug);
  const to = addDays(query.from, query.days - 1);
  return keptForBranch(db, branch, `classes|${query.from}|${query.days}`, async () => {
    const now = Date.now();
    const [rows, found] = await readTogether(
      db,
      () => listRuleRows(db, scope.organizationId, scope.branchId),
      () => listOpenClasses(db, scope, query.from, to, new Date(now)),
    );
    if (!branchRules(rows).values.bookable) throw notFound((m) => m.onlineBooking.pageNotFound);
    const classes = found.filter((row) => isOffered(classRulesOf(rows, row), row, now)).map((row) => publicClassOf(row, branch.timeZone));
    return { classes };
  });
}

/** A class's own rules: its service's, then its instructor's, as a visit's. */
export const classRulesOf = (rows: readonly RuleRow[], row: ClassRow) =>
  rulesFor(rows, { id: row.serviceId, bookableOnline: row.serviceBookable }, { id: row.employeeId, bookableOnline: row.employeeBookable }).values;

/** Whether the page offers the class: bookable online, after the minimum notice and within the horizon. */
export function isOffered(rules: ReturnType<typeof classRulesOf>, row: ClassRow, now = Date.now()): boolean {
  const startsAt = row.startsAt.getTime();
  return rules.bookable && startsAt >= now + rules.minNoticeMinutes * minuteMs && startsAt <= now + rules.horizonDays * 24 * 60 * minuteMs;
}

/** What the page says of a class, on the branch's clock. */
export function publicClassOf(row: ClassRow, timeZone: string): PublicClass {
  const start = instantToZoned(row.startsAt.getTime(), timeZone);
  return { id: row.id, serviceId: row.serviceId, title: row.title, employeeName: row.employeeName, date: start.date, startTime: start.time, endTime: instantToZoned(row.endsAt.getTime(), timeZone).time, price: row.price, placesLeft: row.placesLeft };
}

/** The page's two weeks of classes from the branch's today, kept like the call's answer. */
export async function pageClasses(db: Db, slug: string, timeZone: string): Promise<PublicClasses['classes']> {
  const today = instantToZoned(Date.now(), timeZone).date;
  return (await publicClasses(db, slug, { from: today, days: maxClassDays })).classes;
}
