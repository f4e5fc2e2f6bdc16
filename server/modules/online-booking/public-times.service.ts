import type { PublicTimes, PublicTimesQuery } from '../../../src/schema/online-booking/public-times';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { checkDay } from '../schedule/date-range';
import { onlineFreeDays } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { checkVisit, openBranchPage } from './public-page';
import { keptForBranch } from './public-times-cache';

/**
 * `GET /public/book/{slug}/times`: a day or a week of one visit's start times on a branch's booking page, as stretches
 * of the step. Nothing in the answer names an employee or a booking.
 */
export async function publicTimes(db: Db, slug: string, query: PublicTimesQuery): Promise<PublicTimes> {
  checkDay(query.from, 'from');
  const { branch, scope } = await openBranchPage(db, slug);
  const to = addDays(query.from, query.days - 1);
  const key = `times|${query.services.join(',')}|${query.employee ?? ''}|${query.from}|${query.days}`;
  return keptForBranch(db, branch, key, async () => {
    const loaded = await loadOnlineAvailability(db, scope, query.services, query.from, to);
    const services = checkVisit(loaded, query.employee, { services: 'services', employee: 'employee' });
    return onlineFreeDays({ ...loaded, clock: branch, services, employeeId: query.employee ?? null, from: query.from, to, now: Date.now() });
  });
}
