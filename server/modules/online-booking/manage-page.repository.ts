import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { branches, orders } from '../../db/tables';
import { readBookingToken, type BookingKeys } from './booking-tokens';

/**
 * What the manage page writes a booking with and the booking's answer leaves out (docs/online-booking.md): the
 * order's currency and its branch's time zone (the language of its country, "9:30 AM" in the US). Read only for a
 * token the manage call has just accepted.
 */
export async function bookingPlace(db: DbExecutor, keys: BookingKeys, token: string): Promise<{ currency: string; timeZone: string } | null> {
  // Whatever end it was signed with (manage.service.ts: the order's own end decides).
  const claim = readBookingToken(keys.manage, token, 0);
  if (!claim) return null;
  const [row] = await db
    .select({ currency: orders.currency, timeZone: branches.timeZone })
    .from(orders)
    .innerJoin(branches, and(eq(branches.organizationId, orders.organizationId), eq(branches.id, orders.branchId)))
    .where(and(eq(orders.organizationId, claim.organizationId), eq(orders.id, claim.orderId)));
  return row ?? null;
}
