import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { bookingAddresses, outbox } from '../../server/db/tables';
import { workSlot } from './orders-support';
import { addEmployee, addService, performs } from './schedule-support';
import type { Chain } from './settings-support';

/** Public booking tests address a page by its slug, made when the chain or branch was created; a null branch is the chain's own page. */
export async function pageSlugOf(db: Db, organizationId: number, branchId: number | null): Promise<string> {
  const [row] = await db
    .select({ address: bookingAddresses.address })
    .from(bookingAddresses)
    .where(
      and(
        eq(bookingAddresses.organizationId, organizationId),
        branchId === null ? isNull(bookingAddresses.branchId) : eq(bookingAddresses.branchId, branchId),
        eq(bookingAddresses.kind, 'slug'),
      ),
    );
  return row!.address;
}

/** A hold token is `org.order.expires.signature`; tests look the held order up by its id without a staff call. */
export const orderIdOfHold = (holdToken: string): number => Number(holdToken.split('.')[1]);

/** The code a client would read in the message, taken from the outbox as the sender would send it (the latest, after any resend). */
export async function sentCodeOf(db: Db, orderId: number): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.event, 'customer.bookingCode')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row!.body)![1]!;
}

/**
 * What most booking-page tests book against: one team member doing one service ("Cut"), working from 09:00 on one day;
 * the branch's page slug with them.
 */
export async function oneServiceBranch(app: FastifyInstance, chain: Chain, visit: { day: string; minutes: number; until: string; person?: string }) {
  const employeeId = await addEmployee(app, chain, visit.person ?? 'Anna');
  const serviceId = await addService(app, chain, 'Cut', visit.minutes);
  await performs(app, chain, employeeId, [serviceId]);
  await workSlot(app, chain, employeeId, visit.day, '09:00', visit.until);
  return { employeeId, serviceId, slug: await pageSlugOf(app.db, chain.orgId, chain.branchId) };
}
