import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { auditEntrySchema } from '../../../src/schema/audit';
import { decimal, moneyText, sumMoney } from '../../../src/schema/money/decimal';
import { daysLeft, membershipStatus, visitsLeft, type SoldMembershipState } from '../../../src/schema/money/membership-usage';
import type { MembershipInstalment, SoldMembership, SoldMembershipDetails } from '../../../src/schema/memberships/sold-membership';
import type { Transaction } from '../../../src/schema/sales/checkout';
import { branchToday } from '../../crud/branch-records';
import type { DbExecutor } from '../../db/client';
import { auditEntries } from '../../crud/crud.repository';
import { clients, membershipInstalments, membershipVisits, orderServices, sales, services, soldMemberships, transactions } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import { transactionsQuery } from '../sales/sale-read';
import { paymentIntegrationOfBranch } from '../online-payments/payment-setup.service';
import type { MembershipCaller } from './sold-membership-access';
import { readTogether } from '../../db/read-together';

/** Reading sold memberships: one row shape for the list, the details page and the client card. */

export type SoldMembershipRow = typeof soldMemberships.$inferSelect;
export type InstalmentRow = typeof membershipInstalments.$inferSelect;

/** The audit entity of sold memberships (the list definition's name), so their trail reads like any record's. */
export const soldMembershipEntity = 'sold_membership';

export const stateOf = (row: SoldMembershipRow): SoldMembershipState => ({
  kind: row.kind,
  visitsTotal: row.visitsTotal,
  visitsUsed: row.visitsUsed,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  serviceIds: row.serviceIds,
  canceled: row.canceledAt !== null,
});

const clientName = sql<string>`trim(${clients.firstName} || ' ' || ${clients.lastName})`;
export const soldMembershipColumns = { row: soldMemberships, clientName };

export function soldMembershipOf(row: SoldMembershipRow, name: string, today: string): SoldMembership {
  const state = stateOf(row);
  return {
    id: row.id,
    branchId: row.branchId,
    clientId: row.clientId,
    clientName: name,
    membershipId: row.membershipId,
    saleId: row.saleId,
    name: row.name,
    kind: row.kind,
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    visitsLeft: visitsLeft(state),
    daysLeft: daysLeft(state, today),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: membershipStatus(state, today),
    price: moneyText(row.price),
    paid: moneyText(row.paid),
    debt: moneyText(decimal(row.price).minus(row.paid)),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export const instalmentOf = (row: InstalmentRow): MembershipInstalment => ({
  id: row.id,
  soldMembershipId: row.soldMembershipId,
  number: row.number,
  dueOn: row.dueOn,
  amount: moneyText(row.amount),
  paid: moneyText(row.paid),
  due: moneyText(decimal(row.amount).minus(row.paid)),
});

/** One sold membership of the caller's organisation with its client's name, or 404. */
export async function findSoldMembership(db: DbExecutor, caller: MembershipCaller, id: number): Promise<{ row: SoldMembershipRow; clientName: string }> {
  const [found] = await db
    .select(soldMembershipColumns)
    .from(soldMemberships)
    .innerJoin(clients, and(eq(clients.organizationId, soldMemberships.organizationId), eq(clients.id, soldMemberships.clientId)))
    .where(and(eq(soldMemberships.organizationId, caller.organizationId), eq(soldMemberships.id, id)));
  if (!found) throw notFound('soldMembership');
  return found;
}

const person = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The membership's payments and its sale's (and refunds of them), read as Sales → Payments reads them. */
function transactionsOf(db: DbExecutor, caller: MembershipCaller, row: SoldMembershipRow): Promise<Transaction[]> {
  return (
    transactionsQuery(db)
      // Its own payments (instalments) and its sale's (the checkout's, and refunds of them).
      .where(and(eq(transactions.organizationId, caller.organizationId), or(eq(transactions.soldMembershipId, row.id), eq(transactions.saleId, row.saleId))))
      .orderBy(asc(transactions.createdAt), asc(transactions.id))
  );
}

export async function soldMembershipDetails(db: DbExecutor, caller: MembershipCaller, id: number): Promise<SoldMembershipDetails> {
  const { row, clientName: name } = await findSoldMembership(db, caller, id);
  const org = caller.organizationId;
  const [serviceRows, visits, instalments, payments, trail] = await readTogether(
    db,
    () => row.serviceIds.length === 0
      ? Promise.resolve([])
      : db.select({ name: services.name }).from(services).where(and(eq(services.organizationId, org), inArray(services.id, row.serviceIds))).orderBy(asc(services.name)),
    () => db
      .select({ v: membershipVisits, serviceName: services.name })
      .from(membershipVisits)
      .leftJoin(orderServices, and(eq(orderServices.organizationId, membershipVisits.organizationId), eq(orderServices.id, membershipVisits.orderServiceId)))
      .leftJoin(services, and(eq(services.organizationId, orderServices.organizationId), eq(services.id, orderServices.serviceId)))
      .where(and(eq(membershipVisits.organizationId, org), eq(membershipVisits.soldMembershipId, id)))
      .orderBy(desc(membershipVisits.drawnAt), desc(membershipVisits.id)),
    () => db
      .select()
      .from(membershipInstalments)
      .where(and(eq(membershipInstalments.organizationId, org), eq(membershipInstalments.soldMembershipId, id)))
      .orderBy(asc(membershipInstalments.number)),
    () => transactionsOf(db, caller, row),
    () => auditEntries(db, org, soldMembershipEntity, id, 1, 100),
  );
  return {
    ...soldMembershipOf(row, name, branchToday(caller)),
    serviceIds: row.serviceIds,
    serviceNames: serviceRows.map((service) => service.name),
    visits: visits.map(({ v, serviceName }) => ({
      id: v.id,
      orderId: v.orderId,
      orderServiceId: v.orderServiceId,
      serviceName,
      date: v.localDate,
      drawnAt: v.drawnAt.toISOString(),
      returnedAt: v.returnedAt?.toISOString() ?? null,
    })),
    instalments: instalments.map(instalmentOf),
    transactions: payments,
    trail: trail.rows.map((entry) =>
      auditEntrySchema.parse({
        id: entry.id,
        action: entry.action,
        at: entry.at.toISOString(),
        actorUserId: entry.actorUserId,
        actorName: person(entry.actorFirstName, entry.actorLastName),
        changes: entry.changes,
      }),
    ),
  };
}

/**
 * The client card's money: their debt is the sum of their sales' debts (cancelled sales owe nothing), and the
 * memberships they can still use (active or not started yet).
 */
export async function clientMoneySummary(db: DbExecutor, caller: MembershipCaller, clientId: number) {
  const org = caller.organizationId;
  const [debts, rows] = await readTogether(
    db,
    () => db
      .select({ debt: sql<string>`(${sales.total} - ${sales.paid})::text` })
      .from(sales)
      .where(and(eq(sales.organizationId, org), eq(sales.clientId, clientId), isNull(sales.canceledAt), sql`${sales.paid} < ${sales.total}`)),
    () => db
      .select(soldMembershipColumns)
      .from(soldMemberships)
      .innerJoin(clients, and(eq(clients.organizationId, soldMemberships.organizationId), eq(clients.id, soldMemberships.clientId)))
      .where(and(eq(soldMemberships.organizationId, org), eq(soldMemberships.clientId, clientId), isNull(soldMemberships.canceledAt)))
      .orderBy(asc(soldMemberships.endsOn), asc(soldMemberships.id)),
  );
  const today = branchToday(caller);
  return {
    debt: moneyText(sumMoney(debts.map((entry) => entry.debt))),
    activeMemberships: rows
      .map((entry) => soldMembershipOf(entry.row, entry.clientName, today))
      .filter((membership) => membership.status === 'active' || membership.status === 'not_started'),
  };
}

/** `GET /membership-instalments/{id}`: the instalment with its membership, for the membership-payment page. */
export async function instalmentView(db: DbExecutor, caller: MembershipCaller, id: number) {
  const [row] = await db
    .select()
    .from(membershipInstalments)
    .where(and(eq(membershipInstalments.organizationId, caller.organizationId), eq(membershipInstalments.id, id)));
  if (!row) throw notFound('instalment');
  const { row: membership, clientName: name } = await findSoldMembership(db, caller, row.soldMembershipId);
  const provider = await paymentIntegrationOfBranch(db, caller.organizationId, membership.branchId);
  return { instalment: instalmentOf(row), membership: soldMembershipOf(membership, name, branchToday(caller)), payableByLink: provider !== null };
}
