import type { Booking, BookingMove } from '../../../src/schema/online-booking/public-booking';
import type { Order } from '../../../src/schema/schedule/order';
import { todayIn, weekOf, type Week } from '../../../src/schema/online-booking/booking-week';
import { addDays, isCalendarDate, type IsoDate } from '../../../src/schema/schedule/calendar';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import { conflict } from '../../plugins/app/domain-error';
import { plannedLines, spanOf } from '../orders/booking-rules';
import { recordOrderChange, writeLines, writeOrders } from '../orders/order-writer';
import { updateOrder } from '../orders/orders.repository';
import { loadOrder } from '../orders/orders.service';
import { branchClock } from '../schedule/availability.repository';
import { checkDay } from '../schedule/date-range';
import { bookingView } from './booking-view';
import { sweepExpiredHolds } from './hold-sweep';
import type { PublicDeps } from './holds.service';
import { managedBooking, managedView, type ManagedBooking } from './manage.service';
import { busyWithout, onlineStartTimes, startTimesByDay, type OnlineService } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { placeVisit, type Placement } from './place-visit';

/**
 * Moving a booking from its manage link (docs/online-booking.md decision 7), as the booking page would book it: the
 * same visit (its services, in order, at the prices booked) at a time the page would offer then (the rules, the shifts,
 * everyone else's bookings and holds: the booking's own time does not count against it), with the same people where
 * they are free, else whoever the page would give it to. The order keeps its id; its lines are rewritten in one
 * transaction, where the exclusion constraint judges them. Its messages follow as for a move by staff (the client's
 * "booking changed" and re-planned reminders), it is audited and the schedule hears `order:update`.
 */
const minuteMs = 60_000;

/** Why a booking cannot be moved now: cancelled, or past the move cut-off (naming the salon's phone). */
function refusal(booking: Booking) {
  if (booking.status === 'canceled') return conflict((m) => m.onlineBooking.cancelledUnmovable);
  return conflict((m) => m.onlineBooking.pastMoveCutoff({ phone: booking.branch.phone }));
}

/** The booking's own lines as held time, cut out of the busy time. */
const ownStretches = (order: Order, timeZone: string) =>
  order.services.map((line) => {
    const start = zonedToInstant(line.date, line.startTime, timeZone);
    return { employeeId: line.employeeId, start, end: start + line.duration * minuteMs };
  });

/** The visit's availability over the dates, as the page would offer it, less the booking's own time. */
async function moveAvailability(deps: PublicDeps, found: ManagedBooking, from: IsoDate, to: IsoDate, now: number): Promise<Placement | null> {
  const { scope } = found.actor;
  const [loaded, clock] = await Promise.all([
    loadOnlineAvailability(
      deps.db,
      scope,
      found.order.services.map((line) => line.serviceId ?? 0),
      from,
      to,
    ),
    branchClock(deps.db, scope),
  ]);
  // A service deleted or taken off online booking since: nothing the page would offer.
  if (!clock || loaded.services.some((service) => !service?.bookableOnline)) return null;
  const own = ownStretches(found.order, clock.timeZone);
  const availability = { ...loaded, busy: busyWithout(loaded.busy, own), clock, services: loaded.services as OnlineService[], employeeId: null, from, to, now };
  return { availability, own, preferred: found.order.services.map((line) => line.employeeId) };
}

/**
 * A week of free times to move a booking to, from `asked` (the page's `week`), never before the branch's today nor
 * past the rules' horizon, as the booking page's week strip (booking-week.ts); no times when it may not be moved.
 */
export async function moveWeek(deps: PublicDeps, token: string, asked: unknown, now = Date.now()): Promise<{ booking: Booking; week: Week; days: { date: IsoDate; times: string[] }[] }> {
  const found = await managedBooking(deps, deps.db, token, false, now);
  const booking = await managedView(deps, deps.db, found);
  const today = todayIn(found.actor.branch.timeZone, now);
  const horizonDays = found.rules.horizonDays;
  const wanted = typeof asked === 'string' && isCalendarDate(asked) && asked >= today && asked <= addDays(today, horizonDays) ? asked : today;
  const week = weekOf(wanted, today, horizonDays);
  const [first, last] = [week.dates[0]!, week.dates.at(-1)!];
  const placement = booking.canMove ? await moveAvailability(deps, found, first, last, now) : null;
  const days = startTimesByDay(first, last, placement ? onlineStartTimes(placement.availability) : []);
  // Where it is now is no time to move to.
  return { booking, week, days: days.map((day) => (day.date === booking.date ? { ...day, times: day.times.filter((time) => time !== booking.startTime) } : day)) };
}

export async function moveManagedBooking(deps: PublicDeps, token: string, input: BookingMove, now = Date.now()): Promise<Booking> {
  checkDay(input.date, 'date');
  const found = await managedBooking(deps, deps.db, token, false, now);
  const booking = await managedView(deps, deps.db, found);
  if (!booking.canMove) throw refusal(booking);
  // Sent again (a reloaded form): it is where it was asked to be.
  if (booking.date === input.date && booking.startTime === input.time) return booking;
  await sweepExpiredHolds(deps, new Date(now));
  const placement = await moveAvailability(deps, found, input.date, input.date, now);
  if (!placement) throw conflict((m) => m.onlineBooking.notBookableOnline);
  const { actor } = found;
  const { timeZone } = actor.branch;

  return placeVisit(deps.db, actor.scope, placement, input.time, (lines) =>
    writeOrders(deps, actor, async (tx, announce) => {
      // Read again under the lock: cancelled or moved meanwhile, past the cut-off by now.
      const locked = await managedBooking(deps, tx, token, true, now);
      const current = await managedView(deps, tx, locked);
      if (!current.canMove) throw refusal(current);
      const before = locked.order;
      const booked = (index: number) => before.services[index];
      const planned = plannedLines(
        lines.map((line, index) => ({
          ...line,
          path: [],
          date: input.date,
          resourceId: booked(index)?.resourceId ?? null,
          // The client moves the visit they booked, at the prices they booked it at.
          price: booked(index)?.price ?? line.price,
        })),
        timeZone,
      ).map((line, index) => ({ ...line, id: booked(index)?.id }));
      // Each line keeps its id, and with it anything that refers to it.
      await writeLines(tx, actor, before.id, planned);
      // Where staff confirm online bookings, a moved one is a new time they have not confirmed: it waits again.
      const waitsAgain = locked.rules.staffConfirms ? { status: 'order_status.waiting' as const } : {};
      const updated = await updateOrder(tx, actor.scope, before.id, { ...spanOf(planned), localDate: input.date, ...waitsAgain });
      const after = await loadOrder(tx, actor, updated);
      await recordOrderChange(tx, actor, 'update', before, after);
      await announce('order:update', after);
      // Screens showing where it was (another day, another person's column) refresh too.
      const employeesOf = (order: Order) => order.services.map((line) => line.employeeId).sort().join();
      if (before.date !== after.date || employeesOf(before) !== employeesOf(after)) await announce('order:update', before);
      return bookingView(tx, deps.keys, after, updated, locked.rules, now);
    }),
  );
}
