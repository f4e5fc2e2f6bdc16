import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Booking } from '../../../src/schema/online-booking/public-booking';
import { orders, waitlistEntries } from '../../db/tables';
import { findBranch } from '../../crud/branch-records';
import { conflict } from '../../plugins/app/domain-error';
import { readBookingToken } from '../online-booking/booking-tokens';
import { bookingView } from '../online-booking/booking-view';
import { bookHold } from '../online-booking/confirm.service';
import { releaseHoldOf } from '../online-booking/hold-sweep';
import { loadOrder } from '../orders/orders.service';
import type { WaitlistDeps } from './waitlist-deps';
import { enqueueWaitlistChanged } from './waitlist-live';
import { placeLinkExpiry } from './waitlist-tokens';
import { waitlistWords } from './waitlist-strings';

/**
 * An offer's accept link (`/book/w/{token}`) and an entry's place link (`/book/wl/{token}`). Accepting books the
 * offer's hold exactly as a confirmed code does (`bookHold`: the per-client limit, waiting or approved by the rules,
 * `order:new`, the booking's messages) and marks the entry booked in the same transaction; the link, sent to the
 * contact the client proved, is the proof here. An offer expired or taken is one answer whatever the reason.
 */
export type OfferView = { booking: Booking; offeredUntil: Date; timeZone: string };

const offerGone = () => conflict((_m, language) => waitlistWords[language].offerGoneText);

async function liveOffer(deps: WaitlistDeps, token: string) {
  const claim = readBookingToken(deps.waitlistKeys.offer, token);
  if (!claim) return null;
  const [found] = await deps.db
    .select({ entry: waitlistEntries, order: orders })
    .from(waitlistEntries)
    .innerJoin(orders, and(eq(orders.organizationId, waitlistEntries.organizationId), eq(orders.id, waitlistEntries.offerOrderId)))
    .where(
      and(
        eq(waitlistEntries.organizationId, claim.organizationId),
        eq(waitlistEntries.offerOrderId, claim.orderId),
        eq(waitlistEntries.state, 'offered'),
        isNotNull(orders.heldUntil),
        gt(orders.heldUntil, new Date()),
      ),
    );
  return found ?? null;
}

/** The offer behind the link while it stands: the visit as its booking would read, and until when it is held. */
export async function showOffer(deps: WaitlistDeps, token: string): Promise<OfferView | null> {
  const found = await liveOffer(deps, token);
  if (!found) return null;
  const scope = { organizationId: found.order.organizationId, branchId: found.order.branchId };
  const branch = await findBranch(deps.db, scope);
  if (!branch) return null;
  const order = await loadOrder(deps.db, { organizationId: scope.organizationId, userId: null, branch, scope }, found.order);
  const booking = await bookingView(deps.db, deps.keys, order, found.order, { cancelCutoffMinutes: 0, moveCutoffMinutes: 0 });
  return { booking, offeredUntil: found.order.heldUntil!, timeZone: branch.timeZone };
}

export async function acceptOffer(deps: WaitlistDeps, token: string): Promise<Booking> {
  const found = await liveOffer(deps, token);
  if (!found) throw offerGone();
  const { entry } = found;
  let eventId: number | null = null;
  const booking = await bookHold(deps, { organizationId: entry.organizationId, branchId: entry.branchId }, found.order.id, async (tx) => {
    const [booked] = await tx
      .update(waitlistEntries)
      .set({ state: 'booked', updatedAt: new Date() })
      .where(and(eq(waitlistEntries.organizationId, entry.organizationId), eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'offered')))
      .returning();
    if (!booked?.clientId) throw offerGone();
    eventId = await enqueueWaitlistChanged(tx, entry, 'update');
    const termsVersion = entry.details.termsVersion ?? null;
    return { clientId: booked.clientId, comment: null, termsVersion };
  });
  if (eventId !== null) await deps.liveOutbox.publishAfterCommit([eventId]);
  return booking;
}

/** The entry behind a place link, until its wished days are over; null for anything else. */
export async function findPlace(deps: WaitlistDeps, token: string) {
  const claim = readBookingToken(deps.waitlistKeys.place, token);
  if (!claim) return null;
  const [entry] = await deps.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.organizationId, claim.organizationId), eq(waitlistEntries.id, claim.orderId)));
  return entry && claim.expiresAt === placeLinkExpiry(entry.toDate) ? entry : null;
}

/**
 * Leaving the list (the place link, or staff's remove): a waiting or offered entry is removed, and an offer's hold
 * is let go of at once, which passes the time on (hold-sweep.ts plans the day again). Idempotent.
 */
export async function leaveWaitlist(deps: WaitlistDeps, organizationId: number, entryId: number) {
  const [before] = await deps.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.organizationId, organizationId), eq(waitlistEntries.id, entryId)));
  if (!before) return null;
  const { left, eventId } = await deps.db.transaction(async (tx) => {
    const [left] = await tx
      .update(waitlistEntries)
      .set({ state: 'removed', updatedAt: new Date() })
      .where(and(eq(waitlistEntries.organizationId, organizationId), eq(waitlistEntries.id, entryId), inArray(waitlistEntries.state, ['verifying', 'waiting', 'offered'])))
      .returning();
    return { left, eventId: left ? await enqueueWaitlistChanged(tx, left, 'delete') : null };
  });
  if (eventId !== null) await deps.liveOutbox.publishAfterCommit([eventId]);
  if (left && before.state === 'offered' && before.offerOrderId) await releaseHoldOf(deps, organizationId, before.offerOrderId);
  return left ?? before;
}

