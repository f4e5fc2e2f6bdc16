import type { Hold, HoldCreate } from '../../../src/schema/online-booking/public-booking';
import { conflict, notFound } from '../../plugins/app/domain-error';
import type { FastifyInstance } from 'fastify';
import { findBranch } from '../../crud/branch-records';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { plannedLines, spanOf } from '../orders/booking-rules';
import { writeLines, writeOrders, type OrderDeps } from '../orders/order-writer';
import { insertOrder } from '../orders/orders.repository';
import { checkDay } from '../schedule/date-range';
import { bookingKeysOf, readBookingToken, signBookingToken, type BookingKeys } from './booking-tokens';
import { holdChangedEvent, releaseHoldOf, sweepExpiredHolds } from './hold-sweep';
import { awaitingDeposit } from './deposit-hold';
import { countFunnelStep } from './funnel-counter';
import { visitRulesWith, type OnlineAvailabilityInput, type VisitLine } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { placeVisit } from './place-visit';
import { checkVisit, openBranchPage } from './public-page';
import { forgetBranchTimes } from './public-times-cache';

/**
 * A time chosen on the booking page, held for the client while they enter their details (docs/online-booking.md
 * decision 4): an order of origin `external` whose lines hold the time, so the employee's exclusion constraint keeps
 * everyone else out of it — another client, staff, a waitlist offer — and `held_until` keeps it out of every staff
 * read until it is confirmed or expires. Fifty clients on one time: one hold, and 49 answers naming the next times.
 */
export type PublicDeps = OrderDeps & { keys: BookingKeys };

/** The booking page's work as the app runs it: its database, live channel, resource registry and token keys. */
export const publicDepsOf = (app: FastifyInstance): PublicDeps => ({
  db: app.db,
  live: app.live,
  liveOutbox: app.liveOutbox,
  registry: buildCrudRegistry(),
  keys: bookingKeysOf(app.secrets.integrationKey),
});

const minuteMs = 60_000;

export async function createHold(deps: PublicDeps, slug: string, input: HoldCreate, now = Date.now()): Promise<Hold> {
  checkDay(input.date, 'date');
  const page = await openBranchPage(deps.db, slug);
  await sweepExpiredHolds(deps, new Date(now));
  const loaded = await loadOnlineAvailability(deps.db, page.scope, input.services, input.date, input.date);
  const services = checkVisit(loaded, input.employeeId, { services: 'services', employee: 'employeeId' });
  const availability: OnlineAvailabilityInput = { ...loaded, clock: page.branch, services, employeeId: input.employeeId ?? null, from: input.date, to: input.date, now };
  const branch = await findBranch(deps.db, page.scope);
  if (!branch) throw conflict((m) => m.onlineBooking.pageNotFound);
  const actor = { organizationId: page.organizationId, userId: null, branch, scope: page.scope };

  return placeVisit(deps.db, page.scope, { availability }, input.time, async (lines, first) => {
    const heldUntil = new Date(now + visitRulesWith(availability, first).values.holdMinutes * minuteMs);
    const orderId = await writeOrders(deps, actor, async (tx, announce) => {
      const planned = plannedLines(
        lines.map((line) => ({ ...line, path: [], resourceId: null, date: input.date })),
        branch.timeZone,
      );
      const created = await insertOrder(tx, {
        ...page.scope,
        ...spanOf(planned),
        localDate: input.date,
        mode: 'order.single',
        origin: 'order_origin.external',
        currency: branch.currency,
        heldUntil,
      });
      await writeLines(tx, actor, created.id, planned);
      // Open schedules draw the time as being booked online.
      await announce(holdChangedEvent, { id: created.id, date: input.date, services: lines });
      return created.id;
    });
    // Nobody else should be offered it: this process's answers go now, the others' within seconds.
    forgetBranchTimes(deps.db, page.branch.id);
    countFunnelStep(deps.db, { ...page.scope, timeZone: branch.timeZone }, 'time');
    return holdAnswer(deps.keys, page.organizationId, orderId, heldUntil, input, lines);
  });
}

/**
 * The client let go of the time (went back to choose another, or left the page): the hold the token signs is deleted
 * at once, announced, and its time offered again. Idempotent: a hold gone already (released, expired, or confirmed,
 * when it is a booking no hold token can touch) answers the same. Any token this server signed for a hold is taken,
 * expired or not, so a late release is no error; anything else is 404.
 */
export async function releaseHold(deps: PublicDeps, holdToken: string): Promise<void> {
  const claim = readBookingToken(deps.keys.hold, holdToken, 0);
  if (!claim) throw notFound((m) => m.onlineBooking.holdGone);
  // Its client is paying the deposit (deposit-hold.ts): the page they left for the provider's keeps the time.
  if (await awaitingDeposit(deps.db, claim.organizationId, claim.orderId)) return;
  await releaseHoldOf(deps, claim.organizationId, claim.orderId);
}

function holdAnswer(keys: BookingKeys, organizationId: number, orderId: number, heldUntil: Date, input: HoldCreate, services: VisitLine[]): Hold {
  const holdToken = signBookingToken(keys.hold, { organizationId, orderId, expiresAt: heldUntil.getTime() });
  return { holdToken, heldUntil: heldUntil.toISOString(), date: input.date, startTime: input.time, services };
}
