import { and, asc, eq, inArray, isNull, lte, gte, sql } from 'drizzle-orm';
import { drawDown, drawDownRefusal, giveBack, type SoldMembershipState } from '../../../src/schema/money/membership-usage';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { DbTransaction } from '../../db/client';
import { membershipVisits, orderClients, orders, orderServices, soldMemberships } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import { enqueueMoneyChanged } from '../money/money-live';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { soldMembershipEntity, stateOf, type SoldMembershipRow } from './sold-membership.read';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'organizationId' | 'branchId' | 'mode' | 'clientId' | 'localDate' | 'status'>;
type Actor = { userId: number | null };
/** The one who changes the status, in the branch whose channel hears of it. */
type BranchActor = Actor & Parameters<typeof enqueueMoneyChanged>[1];

const success: OrderStatus = 'order_status.success';

/**
 * What a change of an order's status does to its clients' memberships, inside the order's transaction (the
 * order row is locked already). Moving an order to success draws, for each of its clients (a single order's
 * one, or everyone who joined a group class), one visit for each line whose service an active membership of
 * that client covers on the visit's date (the one ending soonest first); leaving success (a cancel, or a status
 * set back) gives the order's drawn visits back. The memberships are locked FOR UPDATE and re-read, so concurrent
 * visits of one client draw one after the other and a membership is never overdrawn (the table's check is the
 * last word). The order's payment status is recomputed, as drawn lines cost nothing, and each client whose
 * memberships changed is announced as a money change (their card's memberships and money, the sold memberships
 * list); the answer is the live events' ids to publish after commit.
 */
export async function membershipVisitsOnStatusChange(tx: DbTransaction, actor: BranchActor, order: OrderRow, to: OrderStatus): Promise<number[]> {
  if (order.mode === 'order.break') return [];
  const from = order.status;
  if ((from === success) === (to === success)) return [];
  const clientIds = to === success ? await drawVisits(tx, actor, order) : await giveVisitsBack(tx, actor, order);
  if (clientIds.length === 0) return [];
  const events = [await refreshOrderPaymentStatus(tx, order.organizationId, order.id)];
  for (const clientId of clientIds) events.push(await enqueueMoneyChanged(tx, actor, { dates: [order.localDate], clientId, orderIds: [order.id] }));
  return events.filter((id): id is number => id !== null);
}

/**
 * Locks sold memberships in id order, after the order (the caller holds it) and before anything else: step 3 of
 * the one lock order every writer of a sale's money and its memberships keeps (server/modules/money/sale-locks.ts),
 * so two visits, or a visit and a payment or cancel of the membership's sale, queue rather than deadlock. A
 * membership cancelled while this waited no longer matches and draws nothing.
 */
const lockMemberships = (tx: DbTransaction, organizationId: number, where: ReturnType<typeof and>) =>
  tx
    .select()
    .from(soldMemberships)
    .where(and(eq(soldMemberships.organizationId, organizationId), where))
    .orderBy(asc(soldMemberships.id))
    .for('update');

/** Writes the visits used and the trail entry; `event` names the order the visit was drawn for or given back by. */
async function writeVisitsUsed(tx: DbTransaction, actor: Actor, row: SoldMembershipRow, after: SoldMembershipState, event: 'visitDrawnFor' | 'visitReturnedBy', orderId: number) {
  if (after.visitsUsed !== row.visitsUsed) {
    await tx
      .update(soldMemberships)
      .set({ visitsUsed: after.visitsUsed, updatedAt: new Date() })
      .where(and(eq(soldMemberships.organizationId, row.organizationId), eq(soldMemberships.id, row.id)));
  }
  await recordAudit(tx, {
    organizationId: row.organizationId,
    branchId: row.branchId,
    actorUserId: actor.userId,
    entity: soldMembershipEntity,
    entityId: row.id,
    action: 'update',
    before: { visitsUsed: row.visitsUsed, [event]: null },
    after: { visitsUsed: after.visitsUsed, [event]: orderId },
  });
}

/** Who the visit is for: a single order's client, or the clients who joined the group class. */
async function clientsVisiting(tx: DbTransaction, order: OrderRow): Promise<number[]> {
  if (order.mode !== 'order.group') return order.clientId === null ? [] : [order.clientId];
  const joined = await tx
    .select({ clientId: orderClients.clientId })
    .from(orderClients)
    .where(and(eq(orderClients.organizationId, order.organizationId), eq(orderClients.orderId, order.id)));
  return joined.map((row) => row.clientId);
}

/**
 * Draws the visit's lines from its clients' memberships (only `clientIds` of them when given: a no-show rule
 * draws per client, server/modules/orders/no-show-charges.ts); answers the clients who had one drawn.
 */
export async function drawVisits(tx: DbTransaction, actor: Actor, order: OrderRow, only?: readonly number[]): Promise<number[]> {
  const clientIds = (await clientsVisiting(tx, order)).filter((id) => !only || only.includes(id));
  if (clientIds.length === 0) return [];
  const date = order.localDate;
  // Every visiting client's memberships in one locking read, so two classes sharing clients lock in one order.
  const rows = await lockMemberships(
    tx,
    order.organizationId,
    and(inArray(soldMemberships.clientId, clientIds), isNull(soldMemberships.canceledAt), lte(soldMemberships.startsOn, date), gte(soldMemberships.endsOn, date)),
  );
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ id: orderServices.id, serviceId: orderServices.serviceId })
    .from(orderServices)
    .where(and(eq(orderServices.organizationId, order.organizationId), eq(orderServices.orderId, order.id)))
    .orderBy(asc(orderServices.startsAt), asc(orderServices.id));
  const candidates = rows
    .map((row) => ({ row, state: stateOf(row), drawn: false }))
    .sort((a, b) => a.row.endsOn.localeCompare(b.row.endsOn) || a.row.id - b.row.id);
  for (const clientId of clientIds) {
    for (const line of lines) {
      if (line.serviceId === null) continue;
      const visit = { serviceId: line.serviceId, visitDate: date };
      const candidate = candidates.find((entry) => entry.row.clientId === clientId && drawDownRefusal(entry.state, visit) === null);
      if (!candidate) continue;
      await tx.insert(membershipVisits).values({
        organizationId: order.organizationId,
        branchId: candidate.row.branchId,
        soldMembershipId: candidate.row.id,
        clientId,
        orderId: order.id,
        orderServiceId: line.id,
        localDate: date,
      });
      candidate.state = drawDown(candidate.state);
      candidate.drawn = true;
    }
  }
  const drawn = candidates.filter((entry) => entry.drawn);
  for (const candidate of drawn) {
    await writeVisitsUsed(tx, actor, candidate.row, candidate.state, 'visitDrawnFor', order.id);
  }
  return [...new Set(drawn.map((entry) => entry.row.clientId))];
}

/** Gives the visit's drawn lines back (one client's alone when given: a waived no-show); answers the clients whose memberships they were. */
export async function giveVisitsBack(tx: DbTransaction, actor: Actor, order: OrderRow, clientId?: number): Promise<number[]> {
  const open = and(
    eq(membershipVisits.organizationId, order.organizationId),
    eq(membershipVisits.orderId, order.id),
    isNull(membershipVisits.returnedAt),
    clientId === undefined ? undefined : eq(membershipVisits.clientId, clientId),
  );
  const visits = await tx.select({ id: membershipVisits.id, soldMembershipId: membershipVisits.soldMembershipId }).from(membershipVisits).where(open);
  if (visits.length === 0) return [];
  const rows = await lockMemberships(tx, order.organizationId, inArray(soldMemberships.id, [...new Set(visits.map((visit) => visit.soldMembershipId))]));
  await tx.update(membershipVisits).set({ returnedAt: sql`now()` }).where(open);
  for (const row of rows) {
    const count = visits.filter((visit) => visit.soldMembershipId === row.id).length;
    let state = stateOf(row);
    for (let i = 0; i < count; i++) state = giveBack(state);
    await writeVisitsUsed(tx, actor, row, state, 'visitReturnedBy', order.id);
  }
  return [...new Set(rows.map((row) => row.clientId))];
}
