import { and, asc, eq, inArray } from 'drizzle-orm';
import { allocatePaid, saleItemShares } from '../../../src/schema/money/paid-shares';
import type { DbTransaction } from '../../db/client';
import { membershipInstalments, saleItems, soldMemberships } from '../../db/tables';

/** Sets the sold memberships and instalments of the sale to their shares of `paid`, inside the caller's transaction. */
export async function settleSaleShares(tx: DbTransaction, organizationId: number, saleId: number, paid: string): Promise<void> {
  const items = await tx
    .select({ id: saleItems.id, kind: saleItems.kind, total: saleItems.total })
    .from(saleItems)
    .where(and(eq(saleItems.organizationId, organizationId), eq(saleItems.saleId, saleId)))
    .orderBy(asc(saleItems.id));
  const shares = saleItemShares(items, paid);
  const membershipShares = new Map(items.flatMap((item, index) => (item.kind === 'membership' ? [[item.id, shares[index]!] as const] : [])));
  if (membershipShares.size === 0) return;
  const sold = await tx
    .select({ id: soldMemberships.id, saleItemId: soldMemberships.saleItemId })
    .from(soldMemberships)
    .where(and(eq(soldMemberships.organizationId, organizationId), inArray(soldMemberships.saleItemId, [...membershipShares.keys()])))
    // In id order, as every writer locks them (server/modules/money/sale-locks.ts); the callers hold them already.
    .orderBy(asc(soldMemberships.id))
    .for('update');
  for (const membership of sold) {
    const share = membershipShares.get(membership.saleItemId) ?? '0.00';
    await tx.update(soldMemberships).set({ paid: share, updatedAt: new Date() }).where(and(eq(soldMemberships.organizationId, organizationId), eq(soldMemberships.id, membership.id)));
    const instalments = await tx
      .select({ id: membershipInstalments.id, amount: membershipInstalments.amount })
      .from(membershipInstalments)
      .where(and(eq(membershipInstalments.organizationId, organizationId), eq(membershipInstalments.soldMembershipId, membership.id)))
      .orderBy(asc(membershipInstalments.number))
      .for('update');
    const instalmentShares = allocatePaid(instalments.map((instalment) => instalment.amount), share);
    for (const [index, instalment] of instalments.entries()) {
      await tx
        .update(membershipInstalments)
        .set({ paid: instalmentShares[index]! })
        .where(and(eq(membershipInstalments.organizationId, organizationId), eq(membershipInstalments.id, instalment.id)));
    }
  }
}
