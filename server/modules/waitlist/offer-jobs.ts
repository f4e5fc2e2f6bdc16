import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '../../../src/schema/schedule/order';
import type { DbTransaction } from '../../db/client';
import { waitlistEntries, waitlistOfferJobs } from '../../db/tables';

/**
 * Planning the waitlist's offers (docs/online-booking.md "Built: the waitlist"), in the transaction that frees the
 * time, so a freed time is never missed and never offered before its commit: one job row per branch and day however
 * many changes (offers.service.ts claims and runs them). A leaf: the order writer and the hold sweep import it.
 */
export async function planOffers(tx: DbTransaction, organizationId: number, branchId: number, date: string): Promise<void> {
  await tx.insert(waitlistOfferJobs).values({ organizationId, branchId, date }).onConflictDoNothing();
}

const lineKey = (order: Order) => JSON.stringify(order.services.map((line) => [line.employeeId, line.startTime, line.duration]));
const holdsTime = (order: Order | null): order is Order => !!order && !order.isCanceled && order.status !== 'order_status.canceled';

/**
 * A staff or online change of a single visit frees time when it cancels the visit or moves any of its lines:
 * the day it was on gets an offer job. A group class's places are not the waitlist's.
 */
export async function planOffersOnOrderChange(tx: DbTransaction, organizationId: number, branchId: number, was: Order | null, is: Order | null): Promise<void> {
  if (!holdsTime(was) || was.mode !== 'order.single') return;
  if (holdsTime(is) && is.date === was.date && lineKey(is) === lineKey(was)) return;
  await planOffers(tx, organizationId, branchId, was.date);
}

/** Holds just deleted (expired, let go of, an offer not taken), as the sweep names them. */
export type GoneHoldDay = { id: number; organizationId: number; branchGuid: string; date: string };

/**
 * Deleted holds free their time: each day gets an offer job, and an offer whose hold went is expired, so the job
 * offers the time to the next entry.
 */
export async function planOffersOnHoldsGone(tx: DbTransaction, holds: readonly GoneHoldDay[]): Promise<void> {
  for (const hold of holds) {
    await tx
      .update(waitlistEntries)
      .set({ state: 'expired', updatedAt: new Date() })
      .where(and(eq(waitlistEntries.organizationId, hold.organizationId), eq(waitlistEntries.offerOrderId, hold.id), inArray(waitlistEntries.state, ['offered'])));
    await tx.execute(sql`
      insert into waitlist_offer_jobs (organization_id, branch_id, date)
      select organization_id, id, ${hold.date}::date from branches where organization_id = ${hold.organizationId} and guid = ${hold.branchGuid}
      on conflict do nothing`);
  }
}
