import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { Tender } from '../../../src/schema/money/tender';
import type { Sale, SaleReceipt, Transaction } from '../../../src/schema/sales/checkout';
import { branchToday } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { membershipVisits, products, saleItems, sales, soldMemberships, transactions } from '../../db/tables';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueMembershipWebhook, enqueueWebhookEvent } from '../webhooks/webhook-events';
import { enqueueMoneyChanged } from '../money/money-live';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { moveClientBalance } from '../client-referrals/client-balance.ledger';
import { recordTransaction } from '../money/record-transaction';
import { lockOrderRow, lockSaleMoney, type LockedSale } from '../money/sale-locks';
import { tendered } from './checkout.service';
import { settleSaleShares } from './sale-allocation';
import { recordSalePayments } from './sale-payments';
import { loadSale, transactionsQuery } from './sale-read';
import type { SalesCaller } from './sales-access';
import type { KeyedWrite } from './idempotency';
import { writeMoney, type SalesDeps } from './sale-transaction';

/**
 * Paying a sale's debt, giving a payment back, cancelling a sale. Each starts by locking the sale's order, the
 * sale, its sold memberships and their instalments (lockSaleMoney, the one lock order of server/modules/money/
 * sale-locks.ts), so payments, refunds, a cancellation, an instalment payment and a visit drawn from its
 * membership run one after another and read fresh; the table's checks back it up. Payments are never edited: a
 * refund is a negative transaction naming the payment.
 */

type SaleRow = typeof sales.$inferSelect;

async function lockSale(tx: DbTransaction, caller: SalesCaller, id: number): Promise<LockedSale> {
  const locked = await lockSaleMoney(tx, caller, id);
  if (!locked) throw notFound('sale');
  return locked;
}

/** The sale's `paid` after its payments were recorded, with its shares, its order's payment status and live events. */
export async function setPaid(tx: DbTransaction, caller: Pick<SalesCaller, 'organizationId' | 'branch'>, sale: SaleRow, paid: string, events: number[], extra: Partial<SaleRow> = {}) {
  await tx
    .update(sales)
    .set({ paid, updatedAt: new Date(), version: sql`${sales.version} + 1`, ...extra })
    .where(and(eq(sales.organizationId, caller.organizationId), eq(sales.id, sale.id)));
  await settleSaleShares(tx, caller.organizationId, sale.id, paid);
  if (sale.orderId !== null) {
    const event = await refreshOrderPaymentStatus(tx, caller.organizationId, sale.orderId);
    if (event !== null) events.push(event);
  }
  // Today's money moved, and the sale's own day now shows another paid and debt.
  events.push(await enqueueMoneyChanged(tx, caller, { dates: [branchToday(caller), sale.localDate], clientId: sale.clientId, orderIds: [sale.orderId] }));
}

/** `POST /sales/{id}/payments`: pays (part of) what the sale still owes. */
export async function payDebt(deps: SalesDeps, caller: SalesCaller, id: number, input: { tender: Tender; note: string | null }, keyed: KeyedWrite | null = null): Promise<SaleReceipt> {
  const change = await writeMoney(deps, async (tx, events) => {
    const { sale } = await lockSale(tx, caller, id);
    if (sale.canceledAt) throw conflict((m) => m.sales.saleCancelled);
    const due = moneyText(decimal(sale.total).minus(decimal(sale.paid)));
    if (!decimal(due).gt(0)) throw conflict((m) => m.sales.nothingOwed);
    const tender = tendered(due, input.tender);
    if (!decimal(tender.paid).gt(0)) throw badInput([{ path: ['tender'], message: (m) => m.sales.handOverAmount }]);
    const paid = moneyText(decimal(sale.paid).plus(decimal(tender.paid)));
    // The payments first: the order's payment status, recomputed by setPaid, counts them.
    await recordSalePayments(tx, caller, { saleId: sale.id, orderId: sale.orderId, clientId: sale.clientId, localDate: branchToday(caller), note: input.note }, tender);
    await setPaid(tx, caller, sale, paid, events);
    return tender.change;
  }, keyed);
  return { sale: await loadSale(deps.db, caller.organizationId, id), change };
}

/** Gives `amount` of a locked payment back: the negative twin, the original's `refunded`, the sale's `paid`. */
async function refundLocked(tx: DbTransaction, caller: SalesCaller, payment: typeof transactions.$inferSelect, amount: string, note: string | null, buyerId: string | null = null) {
  await tx
    .update(transactions)
    .set({ refunded: moneyText(decimal(payment.refunded).plus(decimal(amount))) })
    .where(and(eq(transactions.organizationId, caller.organizationId), eq(transactions.id, payment.id)));
  const refund = await recordTransaction(tx, caller.scope, {
    kind: 'refund',
    method: payment.method,
    amount: moneyText(decimal(amount).neg()),
    localDate: branchToday(caller),
    refundOfId: payment.id,
    saleId: payment.saleId,
    orderId: payment.orderId,
    clientId: payment.clientId,
    soldMembershipId: payment.soldMembershipId,
    instalmentId: payment.instalmentId,
    employeeId: payment.employeeId,
    note,
    actorUserId: caller.userId,
    fiscalBuyerId: buyerId,
  });
  // What the client's balance paid goes back to it, not to the drawer (docs/client-referrals.md).
  if (payment.method === 'balance' && payment.clientId !== null) {
    await moveClientBalance(tx, caller.scope, { clientId: payment.clientId, kind: 'refund', amount: moneyText(amount), transactionId: refund.id, note, actorUserId: caller.userId });
  }
  return refund;
}

async function lockPayment(tx: DbTransaction, caller: SalesCaller, id: number) {
  const [payment] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.organizationId, caller.organizationId), eq(transactions.branchId, caller.branchId), eq(transactions.id, id)))
    .for('update');
  if (!payment) throw notFound('payment');
  return payment;
}

/** `POST /transactions/{id}/refunds`: at most what the payment took less what was given back already. */
export async function refundPayment(
  deps: SalesDeps,
  caller: SalesCaller,
  id: number,
  input: { amount: string; note: string | null; buyerId?: string | null },
  keyed: KeyedWrite | null = null,
): Promise<Transaction> {
  const refundId = await writeMoney(deps, async (tx, events) => {
    // The sale's order, the sale and its memberships first, as every writer of them does, then the payment.
    const [home] = await tx
      .select({ saleId: transactions.saleId, orderId: transactions.orderId })
      .from(transactions)
      .where(and(eq(transactions.organizationId, caller.organizationId), eq(transactions.id, id)));
    const sale = home?.saleId ? (await lockSale(tx, caller, home.saleId)).sale : null;
    if (!sale && home?.orderId) await lockOrderRow(tx, caller.organizationId, home.orderId);
    const payment = await lockPayment(tx, caller, id);
    if (payment.kind !== 'payment') throw conflict((m) => m.sales.onlyPaymentRefunds);
    const left = decimal(payment.amount).minus(decimal(payment.refunded));
    if (decimal(input.amount).gt(left)) throw conflict((m) => m.sales.refundAtMost({ amount: moneyText(left) }));
    const refund = await refundLocked(tx, caller, payment, moneyText(input.amount), input.note, input.buyerId ?? null);
    if (sale) await setPaid(tx, caller, sale, moneyText(decimal(sale.paid).minus(decimal(input.amount))), events);
    else {
      if (payment.orderId !== null) {
        const event = await refreshOrderPaymentStatus(tx, caller.organizationId, payment.orderId);
        if (event !== null) events.push(event);
      }
      events.push(await enqueueMoneyChanged(tx, caller, { dates: [refund.localDate, payment.localDate], clientId: payment.clientId, orderIds: [payment.orderId] }));
    }
    return refund.id;
  }, keyed);
  const [row] = await transactionsQuery(deps.db).where(and(eq(transactions.organizationId, caller.organizationId), eq(transactions.id, refundId)));
  return row!;
}

/**
 * `POST /sales/{id}/cancel`: every payment still held is given back, products return to the shelf, the sold
 * memberships are cancelled (refused with 409 once a visit was drawn from one: cancel that visit first), and
 * the sale and its items are marked cancelled so they stop counting as revenue.
 */
export async function cancelSale(deps: SalesDeps, caller: SalesCaller, id: number, note: string | null): Promise<Sale> {
  await writeMoney(deps, async (tx, events) => {
    // Under the memberships' locks: a visit drawn meanwhile has committed (its order's completion held them), and
    // none can be drawn until this cancel commits, when the memberships are cancelled and draw nothing more.
    const { sale, memberships } = await lockSale(tx, caller, id);
    if (sale.canceledAt) throw conflict((m) => m.sales.saleAlreadyCancelled);
    const open =
      memberships.length === 0
        ? []
        : await tx
            .selectDistinct({ soldMembershipId: membershipVisits.soldMembershipId })
            .from(membershipVisits)
            .where(
              and(
                eq(membershipVisits.organizationId, caller.organizationId),
                inArray(membershipVisits.soldMembershipId, memberships.map((row) => row.id)),
                isNull(membershipVisits.returnedAt),
              ),
            );
    const drawn = memberships.find((row) => row.visitsUsed > 0 || open.some((visit) => visit.soldMembershipId === row.id));
    if (drawn) throw conflict((m) => m.sales.visitDrawn({ name: drawn.name }));
    const held = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.organizationId, caller.organizationId), eq(transactions.saleId, sale.id), eq(transactions.kind, 'payment'), gt(sql`${transactions.amount} - ${transactions.refunded}`, 0)))
      .for('update');
    for (const payment of held) await refundLocked(tx, caller, payment, moneyText(decimal(payment.amount).minus(decimal(payment.refunded))), note ?? 'Sale cancelled');
    const items = await tx
      .select({ productId: saleItems.productId, quantity: saleItems.quantity })
      .from(saleItems)
      .where(and(eq(saleItems.organizationId, caller.organizationId), eq(saleItems.saleId, sale.id), eq(saleItems.canceled, false)));
    for (const item of items) {
      if (item.productId === null) continue;
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}`, updatedAt: new Date() })
        .where(and(eq(products.organizationId, caller.organizationId), eq(products.id, item.productId)));
    }
    const now = new Date();
    const canceledMemberships = await tx
      .update(soldMemberships)
      .set({ canceledAt: now, cancelReason: note ?? 'Sale cancelled', updatedAt: now })
      .where(and(eq(soldMemberships.organizationId, caller.organizationId), eq(soldMemberships.saleId, sale.id), isNull(soldMemberships.canceledAt)))
      .returning();
    for (const membership of canceledMemberships) await enqueueMembershipWebhook(tx, 'membership.canceled', membership);
    await tx.update(saleItems).set({ canceled: true }).where(and(eq(saleItems.organizationId, caller.organizationId), eq(saleItems.saleId, sale.id)));
    await setPaid(tx, caller, sale, '0.00', events, { canceledAt: now });
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      actorUserId: caller.userId,
      entity: 'sale',
      entityId: sale.id,
      action: 'update',
      before: { canceledAt: null, paid: sale.paid },
      after: { canceledAt: now, paid: '0.00' },
    });
    const canceled = { id: sale.id, localDate: sale.localDate, total: sale.total, paid: '0.00', clientId: sale.clientId, orderId: sale.orderId, canceledAt: now, note };
    await enqueueWebhookEvent(tx, { organizationId: caller.organizationId, branchId: caller.branchId, type: 'sale.canceled', id: sale.id, object: canceled });
  });
  return loadSale(deps.db, caller.organizationId, id);
}
