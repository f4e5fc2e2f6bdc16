import type { PublicTimes, PublicTimesQuery } from '../../../src/schema/online-booking/public-times';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { badInput, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { checkDay } from '../schedule/date-range';
import { findPageOwner } from './booking-addresses.repository';
import { branchRules } from './rules-in-force';
import { onlineStartTimes, startTimesByDay, type OnlineService } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { cachedTimes } from './public-times-cache';

/**
 * `GET /public/book/{slug}/times`: a day or a week of one visit's start times on a branch's booking page. Nothing
 * in the answer names an employee or a booking; an unknown slug, a chain's page (pick a branch first) and a branch
 * closed online answer 404 alike, so the call tells a stranger nothing the page itself does not.
 */
export async function publicTimes(db: Db, slug: string, query: PublicTimesQuery): Promise<PublicTimes> {
  checkDay(query.from, 'from');
  const owner = await findPageOwner(db, 'slug', slug);
  if (!owner) throw notFound((m) => m.onlineBooking.pageNotFound);
  const { branch } = owner;
  if (!branch) throw notFound((m) => m.onlineBooking.chainPage);
  const to = addDays(query.from, query.days - 1);
  const key = `${query.services.join(',')}|${query.employee ?? ''}|${query.from}|${query.days}`;
  return cachedTimes(db, branch, key, async () => {
    const loaded = await loadOnlineAvailability(db, { organizationId: owner.organizationId, branchId: branch.id }, query.services, query.from, to);
    if (!branchRules(loaded.rules).values.bookable) throw notFound((m) => m.onlineBooking.pageNotFound);
    const issues: FieldIssue[] = [];
    if (loaded.services.some((service) => !service?.bookableOnline)) issues.push({ path: ['services'], message: (m) => m.onlineBooking.notBookableOnline });
    if (query.employee !== undefined && loaded.employeeBookable.get(query.employee) !== true)
      issues.push({ path: ['employee'], message: (m) => m.onlineBooking.employeeNotBookable });
    if (issues.length > 0) throw badInput(issues);
    const found = onlineStartTimes({
      ...loaded,
      clock: branch,
      services: loaded.services as OnlineService[],
      employeeId: query.employee ?? null,
      from: query.from,
      to,
      now: Date.now(),
    });
    return { days: startTimesByDay(query.from, to, found) };
  });
}
