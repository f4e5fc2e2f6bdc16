import { and, between, eq } from 'drizzle-orm';
import { funnelMaxDays, type BeaconStep, type Funnel, type FunnelDay, type FunnelQuery } from '../../../src/schema/online-booking/funnel';
import { addDays, daysBetween } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { bookingFunnelDays } from '../../db/tables';
import { checkDateRange } from '../schedule/date-range';
import { bookingPage } from './booking-page.service';
import { countFunnelStep, flushFunnelCounts } from './funnel-counter';
import { authorizeBranchBooking } from './online-booking-access';
import { openBranchPage } from './public-page';

/**
 * The booking funnel (docs/online-booking.md decision 10, "Built: the funnel"): the page's beacon counts the steps only
 * the page sees; Online booking → Presence → Analytics reads a branch's days.
 */

/**
 * The page's beacon: an unknown page, a chain's, or a branch closed online answer 404, and count nothing. Both reads
 * are the ones the page itself keeps a few seconds, so a beacon usually costs no query.
 */
export async function countBeacon(db: Db, slug: string, step: BeaconStep): Promise<void> {
  const page = await openBranchPage(db, slug);
  await bookingPage(db, slug);
  countFunnelStep(db, { ...page.scope, timeZone: page.branch.timeZone }, step);
}

/**
 * Every day of the period, with zeros for days nobody came. This process's counts not yet written are written first,
 * so what the screen shows includes them; another process's show within its next flush (seconds).
 */
export async function readFunnel(db: Db, userId: number, branchId: number, query: FunnelQuery): Promise<Funnel> {
  const { access } = await authorizeBranchBooking(db, userId, branchId, 'view');
  checkDateRange(query, funnelMaxDays);
  await flushFunnelCounts(db);
  const rows = await db
    .select({ day: bookingFunnelDays.day, step: bookingFunnelDays.step, count: bookingFunnelDays.count })
    .from(bookingFunnelDays)
    .where(and(eq(bookingFunnelDays.organizationId, access.organizationId), eq(bookingFunnelDays.branchId, branchId), between(bookingFunnelDays.day, query.from, query.to)));
  const days = new Map<string, FunnelDay>();
  for (let i = 0; i <= daysBetween(query.from, query.to); i++) {
    const date = addDays(query.from, i);
    days.set(date, { date, view: 0, service: 0, time: 0, code: 0, booked: 0, cancelled: 0 });
  }
  for (const row of rows) days.get(row.day)![row.step] = row.count;
  return { days: [...days.values()] };
}
