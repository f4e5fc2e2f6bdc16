import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { membershipInstalments, orders, sales, soldMemberships } from '../../db/tables';
import { conflict } from '../../plugins/app/domain-error';

/**
 * THE LOCK ORDER of every write on a sale's money, its sold memberships and their visits (issue 15). Each writer
 * takes, at the start of its transaction, what it needs of this list, top to bottom, never going back up:
 *
 *   1. the order the sale pays (`orders`, FOR UPDATE). An order's status change locks it first, single orders
 *      and group classes alike (orders.service.ts, group-orders.service.ts, the missed-visits job), and so does a
 *      checkout of it (checkout.service.ts checkOrder); refreshOrderPaymentStatus locks it again, already held.
 *      Its lines and joined clients are written only under it, so the order row stands for them;
 *   2. the sale (`sales`);
 *   3. sold memberships, in id order: the sale's own (lockSaleMoney), or a client's when an order's visits are
 *      drawn or given back (membership-draw-down.ts lockMemberships);
 *   4. their instalments, in id order;
 *   5. the payments being given back (`transactions`);
 *   6. rows touched in passing: the client's visit counts, the open cash shift (FOR SHARE), the key-share locks
 *      that the foreign keys of new payments, refunds and visits take on the client, sale and membership.
 *
 * Writers that knew each other's rows by different ends (an instalment payment by its instalment, a cancel by its
 * sale, a completed visit by its order) used to lock them in opposite orders, and PostgreSQL broke the deadlock
 * after a second with a 500. In one order they queue; the one that waited re-reads under its locks and answers
 * 409 when the state changed meanwhile (the sale cancelled, the instalment paid, a visit drawn).
 */

export type LockedSale = {
  sale: typeof sales.$inferSelect;
  /** The sale's sold memberships, in id order. */
  memberships: (typeof soldMemberships.$inferSelect)[];
  /** Their instalments, in id order. */
  instalments: (typeof membershipInstalments.$inferSelect)[];
};

/** Locks one order (step 1); the answer is whether it exists. */
export async function lockOrderRow(tx: DbTransaction, organizationId: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.id, orderId)))
    .for('update');
  return rows.length > 0;
}

/**
 * Steps 1 to 4 for sale `saleId` (in `branchId` when given): its order, the sale, its sold memberships and their
 * instalments, each read fresh under its lock. Null when there is no such sale. The sale's order is read before
 * it is locked; a sale never changes the order it pays, and the check after the sale's lock says so.
 */
export async function lockSaleMoney(tx: DbTransaction, scope: { organizationId: number; branchId?: number }, saleId: number): Promise<LockedSale | null> {
  const org = scope.organizationId;
  const where = and(eq(sales.organizationId, org), eq(sales.id, saleId), scope.branchId === undefined ? undefined : eq(sales.branchId, scope.branchId));
  const [home] = await tx.select({ orderId: sales.orderId }).from(sales).where(where);
  if (!home) return null;
  if (home.orderId !== null) await lockOrderRow(tx, org, home.orderId);
  const [sale] = await tx.select().from(sales).where(where).for('update');
  if (!sale) return null;
  if (sale.orderId !== home.orderId) throw conflict((m) => m.sales.amountsChanged);
  const memberships = await tx
    .select()
    .from(soldMemberships)
    .where(and(eq(soldMemberships.organizationId, org), eq(soldMemberships.saleId, sale.id)))
    .orderBy(asc(soldMemberships.id))
    .for('update');
  const instalments =
    memberships.length === 0
      ? []
      : await tx
          .select()
          .from(membershipInstalments)
          .where(and(eq(membershipInstalments.organizationId, org), inArray(membershipInstalments.soldMembershipId, memberships.map((row) => row.id))))
          .orderBy(asc(membershipInstalments.id))
          .for('update');
  return { sale, memberships, instalments };
}
