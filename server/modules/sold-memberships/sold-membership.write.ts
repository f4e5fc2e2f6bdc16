import { and, eq, sql } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { tenderPayment } from '../../../src/schema/money/tender';
import type { InstalmentReceipt, SoldMembershipDetails } from '../../../src/schema/memberships/sold-membership';
import type { Tender } from '../../../src/schema/money/tender';
import { branchToday } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { membershipInstalments, sales, soldMemberships } from '../../db/tables';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueMembershipWebhook } from '../webhooks/webhook-events';
import { enqueueMoneyChanged } from '../money/money-live';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { recordTransaction } from '../money/record-transaction';
import { lockSaleMoney } from '../money/sale-locks';
import { settleSaleShares } from '../sales/sale-allocation';
import type { KeyedWrite } from '../sales/idempotency';
import { writeMoney, type SalesDeps } from '../sales/sale-transaction';
import type { MembershipCaller } from './sold-membership-access';
import { instalmentOf, soldMembershipDetails, soldMembershipEntity } from './sold-membership.read';

/**
 * Paying an instalment and cancelling a sold membership, each in one transaction that starts by locking the
 * membership's sale as every writer of it does (lockSaleMoney: the sale's order, the sale, its memberships, their
 * instalments; the lock order is written once, in server/modules/money/sale-locks.ts).
 */

/** The sale a sold membership was sold on, read before anything is locked: it never changes. */
async function saleOfMembership(tx: DbTransaction, organizationId: number, id: number): Promise<number> {
  const [row] = await tx
    .select({ saleId: soldMemberships.saleId })
    .from(soldMemberships)
    .where(and(eq(soldMemberships.organizationId, organizationId), eq(soldMemberships.id, id)));
  if (!row) throw notFound('soldMembership');
  return row.saleId;
}

/** The membership's sale locked in the one lock order, and the membership and its sale as read under the locks. */
async function lockedMembership(tx: DbTransaction, organizationId: number, id: number) {
  const locked = await lockSaleMoney(tx, { organizationId }, await saleOfMembership(tx, organizationId, id));
  const membership = locked?.memberships.find((row) => row.id === id);
  if (!locked || !membership) throw notFound('soldMembership');
  return { ...locked, membership };
}

/**
 * Instalment `id` with its membership and sale, locked in the one lock order (after the sale's order), and checked
 * payable: two payments of one instalment, a payment of the sale, its cancel or a visit drawn from the membership
 * settle one after the other, and the one that waited sees what the other did — a cancelled sale or an instalment
 * paid meanwhile is a 409, as is an earlier instalment still unpaid.
 */
export async function lockPayableInstalment(tx: DbTransaction, org: number, id: number) {
  const [home] = await tx
    .select({ soldMembershipId: membershipInstalments.soldMembershipId })
    .from(membershipInstalments)
    .where(and(eq(membershipInstalments.organizationId, org), eq(membershipInstalments.id, id)));
  if (!home) throw notFound('instalment');
  const { sale, membership, instalments } = await lockedMembership(tx, org, home.soldMembershipId);
  const instalment = instalments.find((row) => row.id === id);
  if (!instalment) throw notFound('instalment');
  if (membership.canceledAt || sale.canceledAt) throw conflict((m) => m.memberships.cancelledNoInstalments);
  const due = decimal(instalment.amount).minus(instalment.paid);
  if (due.lte(0)) throw conflict((m) => m.memberships.instalmentPaid({ number: instalment.number }));
  const earlier = instalments
    .filter((row) => row.soldMembershipId === membership.id && row.number < instalment.number && decimal(row.paid).lt(row.amount))
    .sort((a, b) => a.number - b.number)[0];
  if (earlier) throw conflict((m) => m.memberships.earlierUnpaid({ number: earlier.number }));
  return { sale, membership, instalment, due: moneyText(due) };
}
type PayableInstalment = Awaited<ReturnType<typeof lockPayableInstalment>>;

/** Who pays and when: staff at the till, or (no user) the provider's notification of a payment link. */
type InstalmentPayer = Pick<MembershipCaller, 'organizationId' | 'branch'> & { userId: number | null };

/**
 * Records `tender` (cash and card parts, their sum `paid`, no more than what is due) on a locked payable instalment:
 * the sale's `paid`, its shares over the memberships' instalments, the movements, the visit's payment status, the
 * live events and the trail. Answers the receipt and the card movement's id (a payment link's attempt names it).
 */
export async function recordInstalmentPayment(
  tx: DbTransaction,
  events: number[],
  payer: InstalmentPayer,
  { sale, membership, instalment }: PayableInstalment,
  tender: { cash: string; card: string; paid: string },
  note: string | null,
): Promise<{ receipt: Omit<InstalmentReceipt, 'change'>; cardPaymentId: number | null }> {
  const org = payer.organizationId;
  // The sale's check (paid ≤ total) is the last word; this sentence is for the person at the till.
  if (decimal(sale.paid).plus(tender.paid).gt(sale.total)) throw conflict((m) => m.memberships.overpaysSale);
  const [saleAfter] = await tx
    .update(sales)
    .set({ paid: sql`${sales.paid} + ${tender.paid}::numeric`, updatedAt: new Date() })
    .where(and(eq(sales.organizationId, org), eq(sales.id, sale.id)))
    .returning();
  // The sale's `paid` is shared out to its memberships and their instalments in order, as every payment of the
  // sale is (server/modules/sales/sale-allocation.ts): this one lands on this instalment, the earlier ones being paid.
  await settleSaleShares(tx, org, sale.id, saleAfter!.paid);
  const [updated] = await tx.select().from(membershipInstalments).where(and(eq(membershipInstalments.organizationId, org), eq(membershipInstalments.id, instalment.id)));
  const [membershipAfter] = await tx.select({ paid: soldMemberships.paid }).from(soldMemberships).where(and(eq(soldMemberships.organizationId, org), eq(soldMemberships.id, membership.id)));

  const scope = { organizationId: org, branchId: membership.branchId };
  const common = {
    kind: 'payment' as const,
    localDate: branchToday(payer),
    saleId: sale.id,
    clientId: membership.clientId,
    soldMembershipId: membership.id,
    instalmentId: instalment.id,
    note,
    actorUserId: payer.userId,
  };
  // A split payment is two movements: the cash one lands in the cash shift, the card one does not.
  if (decimal(tender.cash).gt(0)) await recordTransaction(tx, scope, { ...common, method: 'cash', amount: tender.cash });
  const card = decimal(tender.card).gt(0) ? await recordTransaction(tx, scope, { ...common, method: 'card', amount: tender.card }) : null;
  // A membership sold with a visit pays that visit too: its payment status counts the sale's new `paid`.
  if (sale.orderId !== null) {
    const event = await refreshOrderPaymentStatus(tx, org, sale.orderId);
    if (event !== null) events.push(event);
  }
  events.push(await enqueueMoneyChanged(tx, payer, { dates: [common.localDate, sale.localDate], clientId: membership.clientId, orderIds: [sale.orderId] }));
  await recordAudit(tx, {
    organizationId: org,
    branchId: membership.branchId,
    actorUserId: payer.userId,
    entity: soldMembershipEntity,
    entityId: membership.id,
    action: 'update',
    before: { paid: moneyText(membership.paid), paidInstalment: null },
    after: { paid: moneyText(membershipAfter!.paid), paidInstalment: instalment.number },
  });
  const total = moneyText(saleAfter!.total);
  const receipt = {
    instalment: instalmentOf(updated!),
    sale: { id: sale.id, total, paid: moneyText(saleAfter!.paid), debt: moneyText(decimal(total).minus(saleAfter!.paid)) },
  };
  return { receipt, cardPaymentId: card?.id ?? null };
}

/** Pays (part of) instalment `id` at the till: the card may not pass what is still due (400); cash beyond it is change. */
export async function payInstalment(
  deps: SalesDeps,
  caller: MembershipCaller,
  id: number,
  input: { tender: Tender; note: string | null },
  keyed: KeyedWrite | null = null,
): Promise<InstalmentReceipt> {
  return writeMoney(deps, async (tx, events) => {
    const payable = await lockPayableInstalment(tx, caller.organizationId, id);
    const tender = tenderPayment(payable.due, input.tender);
    if (!tender.ok) throw badInput([{ path: ['tender', tender.field], message: (m) => m.sales.tenderRefused(tender) }]);
    // An instalment is paid in money: the balance pays at checkout only (docs/client-referrals.md).
    if (decimal(tender.balance).gt(0)) throw badInput([{ path: ['tender', 'balance'], message: (m) => m.clientReferrals.balanceNotHere }]);
    if (decimal(tender.paid).lte(0)) throw badInput([{ path: ['tender'], message: (m) => m.memberships.enterAmount }]);
    const { receipt } = await recordInstalmentPayment(tx, events, caller, payable, tender, input.note);
    return { ...receipt, change: tender.change };
  }, keyed);
}

/**
 * Cancels a sold membership: it can no longer be drawn down or paid, and the trail keeps who, when and why.
 * Money paid for it is given back by refunding its payments (Sales → Payments, the sales API), never here.
 */
export async function cancelSoldMembership(deps: SalesDeps, caller: MembershipCaller, id: number, reason: string): Promise<SoldMembershipDetails> {
  await writeMoney(deps, async (tx, events) => {
    const { membership: row, sale } = await lockedMembership(tx, caller.organizationId, id);
    if (row.canceledAt) throw conflict((m) => m.memberships.alreadyCancelled);
    const canceledAt = new Date();
    const [canceled] = await tx
      .update(soldMemberships)
      .set({ canceledAt, cancelReason: reason, version: row.version + 1, updatedAt: canceledAt })
      .where(and(eq(soldMemberships.organizationId, caller.organizationId), eq(soldMemberships.id, id)))
      .returning();
    await enqueueMembershipWebhook(tx, 'membership.canceled', canceled!);
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: row.branchId,
      actorUserId: caller.userId,
      entity: soldMembershipEntity,
      entityId: id,
      action: 'update',
      before: { canceledAt: null, cancelReason: null },
      after: { canceledAt: canceledAt.toISOString(), cancelReason: reason },
    });
    events.push(await enqueueMoneyChanged(tx, caller, { dates: [sale.localDate], clientId: row.clientId }));
  });
  return soldMembershipDetails(deps.db, caller, id);
}
