import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { instalmentPlan } from '../../../src/schema/money/instalments';
import { membershipEndsOn } from '../../../src/schema/money/membership-usage';
import { saleLineAmounts, saleTotals } from '../../../src/schema/money/sale-line';
import { type Tender, tenderPayment, type TenderResult } from '../../../src/schema/money/tender';
import type { CheckoutRequest, SaleItemInput, SaleReceipt } from '../../../src/schema/sales/checkout';
import { branchToday } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { clients, employees, membershipInstalments, memberships, orderClients, orders, orderServices, products, saleItems, sales, services, soldMemberships } from '../../db/tables';
import type { ServerMessages } from '../../i18n/messages/en';
import { badInput, conflict, DomainError, type FieldIssue } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { firstVisitOffer, pricedForNewcomer, rewardFirstVisit } from '../client-referrals/referral-reward';
import { enqueueMembershipWebhook, enqueueWebhookEvent } from '../webhooks/webhook-events';
import { enqueueMoneyChanged } from '../money/money-live';
import { queueSaleCompletedByAdvances } from '../fiscal/fiscal-receipt-queue';
import { applyHeldDeposits, heldDepositOf } from '../money/held-deposits';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { settleSaleShares } from './sale-allocation';
import { recordSalePayments } from './sale-payments';
import { loadSale } from './sale-read';
import type { SalesCaller } from './sales-access';
import type { KeyedWrite } from './idempotency';
import { writeMoney, type SalesDeps } from './sale-transaction';

/** A 404 naming the field that pointed at nothing (another branch's or chain's id reads the same as none). */
const missingRef = (path: (string | number)[], what: keyof ServerMessages['notInBranch']) =>
  new DomainError('not_found', (m) => m.notFound[what], [{ path, message: (m) => m.notInBranch[what] }]);

/** The tender against what is due: a refusal names tender.cash, tender.card or tender.balance. */
export function tendered(due: string, tender: Tender): TenderResult {
  const result = tenderPayment(due, tender);
  if (!result.ok) throw badInput([{ path: ['tender', result.field], message: (m) => m.sales.tenderRefused(result) }]);
  return result;
}

type Priced = { name: string; categoryId: number | null; terms?: typeof memberships.$inferSelect };

/** Each line's service, membership or product, live in this branch (404 naming items.N.refId otherwise). */
async function catalogOf(tx: DbTransaction, caller: SalesCaller, items: readonly SaleItemInput[]): Promise<Priced[]> {
  const scope = (table: typeof services | typeof memberships | typeof products, id: number) =>
    and(eq(table.organizationId, caller.organizationId), eq(table.branchId, caller.branchId), eq(table.id, id), isNull(table.deletedAt));
  const priced: Priced[] = [];
  for (const [index, item] of items.entries()) {
    const path = ['items', index, 'refId'];
    if (item.kind === 'service') {
      const [row] = await tx.select({ name: services.name, categoryId: services.categoryId }).from(services).where(scope(services, item.refId));
      if (!row) throw missingRef(path, 'service');
      priced.push(row);
    } else if (item.kind === 'membership') {
      const [row] = await tx.select().from(memberships).where(scope(memberships, item.refId));
      if (!row) throw missingRef(path, 'membership');
      if (!row.isActive) throw badInput([{ path, message: (m) => m.sales.notOnSale({ name: row.name }) }]);
      priced.push({ name: row.name, categoryId: null, terms: row });
    } else {
      const [row] = await tx.select({ name: products.name, isActive: products.isActive }).from(products).where(scope(products, item.refId));
      if (!row) throw missingRef(path, 'product');
      if (!row.isActive) throw badInput([{ path, message: (m) => m.sales.notOnSale({ name: row.name }) }]);
      priced.push({ name: row.name, categoryId: null });
    }
  }
  return priced;
}

/** The credited employees are live members of this branch (404 naming items.N.employeeId). */
async function checkEmployees(tx: DbTransaction, caller: SalesCaller, items: readonly SaleItemInput[]) {
  const ids = [...new Set(items.flatMap((item) => (item.employeeId === null ? [] : [item.employeeId])))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, caller.organizationId), eq(employees.branchId, caller.branchId), inArray(employees.id, ids), isNull(employees.deletedAt)));
  const live = new Set(found.map((row) => row.id));
  const index = items.findIndex((item) => item.employeeId !== null && !live.has(item.employeeId));
  if (index >= 0) throw missingRef(['items', index, 'employeeId'], 'employee');
}

/** The client is a live client of this branch. */
async function checkClient(tx: DbTransaction, caller: SalesCaller, clientId: number) {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, caller.organizationId), eq(clients.branchId, caller.branchId), eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!row) throw missingRef(['clientId'], 'client');
}

/**
 * A group class is paid place by place: each sale names one of the class's clients, and its line is that client's
 * (the unique index of migration 0009 keeps one sale per client), so the class's payment state counts who paid.
 */
async function checkParticipant(tx: DbTransaction, caller: SalesCaller, orderId: number, clientId: number | null) {
  if (clientId === null) throw badInput([{ path: ['clientId'], message: (m) => m.sales.classPaidPerClient }]);
  const [seat] = await tx
    .select({ clientId: orderClients.clientId })
    .from(orderClients)
    .where(and(eq(orderClients.organizationId, caller.organizationId), eq(orderClients.orderId, orderId), eq(orderClients.clientId, clientId)));
  if (!seat) throw badInput([{ path: ['clientId'], message: (m) => m.sales.notInClass }]);
}

/** The order this sale pays is this branch's, not yet paid in full, and each line naming a booked line names one of its own. */
async function checkOrder(tx: DbTransaction, caller: SalesCaller, input: CheckoutRequest) {
  const issues: FieldIssue[] = input.items.flatMap((item, index) =>
    item.orderServiceId !== null && input.orderId === null ? [{ path: ['items', index, 'orderServiceId'], message: (m) => m.sales.nameTheOrder }] : [],
  );
  if (issues.length > 0) throw badInput(issues);
  if (input.orderId === null) return;
  const [order] = await tx
    .select({ id: orders.id, mode: orders.mode, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.organizationId, caller.organizationId), eq(orders.branchId, caller.branchId), eq(orders.id, input.orderId)))
    // Locked until commit: checkouts of one order run one after another, each seeing the status the last one left.
    .for('update');
  if (!order || order.mode === 'order.break') throw missingRef(['orderId'], 'order');
  if (order.mode === 'order.group') await checkParticipant(tx, caller, order.id, input.clientId);
  if (order.paymentStatus === 'payment.full') throw conflict((m) => m.sales.visitPaid);
  const lines = await tx
    .select({ id: orderServices.id })
    .from(orderServices)
    .where(and(eq(orderServices.organizationId, caller.organizationId), eq(orderServices.orderId, order.id)));
  const own = new Set(lines.map((line) => line.id));
  const foreign = input.items.flatMap((item, index): FieldIssue[] =>
    item.orderServiceId !== null && !own.has(item.orderServiceId) ? [{ path: ['items', index, 'orderServiceId'], message: (m) => m.sales.notALineOfOrder }] : [],
  );
  if (foreign.length > 0) throw badInput(foreign);
}

/** Draws the products down; the `stock >= q` guard (and the table's check) keeps two sales of the last one from both passing. */
async function drawStock(tx: DbTransaction, caller: SalesCaller, items: readonly SaleItemInput[], priced: readonly Priced[]) {
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'product') continue;
    const where = and(eq(products.organizationId, caller.organizationId), eq(products.branchId, caller.branchId), eq(products.id, item.refId));
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}`, updatedAt: new Date() })
      .where(and(where, sql`${products.stock} >= ${item.quantity}`))
      .returning({ id: products.id });
    if (updated.length === 0) {
      const [left] = await tx.select({ stock: products.stock }).from(products).where(where);
      throw conflict((m) => m.sales.stockLeft({ stock: left?.stock ?? 0, name: priced[index]!.name }));
    }
  }
}

/**
 * `POST /branches/{id}/sales`: one checkout in one transaction. Every amount comes from src/schema/money
 * (the lines, the totals, the tender); the sale row carries `paid`, the table's check keeping it within the
 * total. Memberships sold become sold memberships (with instalments when asked), products leave the shelf, the
 * payments are written per method (cash kept after change) and an order paid by the sale gets its new payment
 * status, announced live after commit.
 */
export async function checkout(deps: SalesDeps, caller: SalesCaller, request: CheckoutRequest, keyed: KeyedWrite | null = null): Promise<SaleReceipt> {
  const today = branchToday(caller);
  // Everything is read in the transaction, after the key is claimed: sent again, the sale answers as it was made,
  // not priced again once its newcomer's discount and its deposits are used.
  const { saleId, change } = await writeMoney(deps, async (tx, events) => {
    // A referred newcomer's first visit is priced with the branch's newcomer discount (docs/client-referrals.md).
    const offer = await firstVisitOffer(tx, caller.scope, request);
    const input = { ...request, items: pricedForNewcomer(request.items, offer) };
    const totals = saleTotals(input.items);
    // A deposit paid online for the visit counts toward its sale: the tender covers the rest (held-deposits.ts).
    const deposit = input.orderId === null ? '0.00' : await heldDepositOf(tx, caller.organizationId, input.orderId);
    if (decimal(deposit).gt(decimal(totals.total))) throw conflict((m) => m.sales.depositMoreThanSale({ deposit }));
    const tender = tendered(moneyText(decimal(totals.total).minus(decimal(deposit))), input.tender);
    const paid = moneyText(decimal(tender.paid).plus(decimal(deposit)));
    const sellsMembership = input.items.some((item) => item.kind === 'membership');
    if (input.clientId === null && (sellsMembership || decimal(tender.debt).gt(0))) {
      throw badInput([{ path: ['clientId'], message: (m) => m.sales.needsClient }]);
    }
    if (input.clientId !== null) await checkClient(tx, caller, input.clientId);
    await checkOrder(tx, caller, input);
    const priced = await catalogOf(tx, caller, input.items);
    await checkEmployees(tx, caller, input.items);
    const [sale] = await tx
      .insert(sales)
      .values({
        organizationId: caller.organizationId,
        branchId: caller.branchId,
        clientId: input.clientId,
        orderId: input.orderId,
        localDate: today,
        currency: caller.branch.currency,
        ...totals,
        paid,
        note: input.note,
        createdBy: caller.userId,
      })
      .returning({ id: sales.id });
    const id = sale!.id;
    const lines = await tx
      .insert(saleItems)
      .values(
        input.items.map((item, index) => {
          const amounts = saleLineAmounts(item);
          return {
            organizationId: caller.organizationId,
            branchId: caller.branchId,
            saleId: id,
            uid: item.uid,
            kind: item.kind,
            serviceId: item.kind === 'service' ? item.refId : null,
            membershipId: item.kind === 'membership' ? item.refId : null,
            productId: item.kind === 'product' ? item.refId : null,
            orderServiceId: item.orderServiceId,
            clientId: input.clientId,
            categoryId: priced[index]!.categoryId,
            name: priced[index]!.name,
            employeeId: item.employeeId,
            quantity: item.quantity,
            unitPrice: item.price,
            discountKind: item.discount.kind,
            discountValue: item.discount.kind === 'none' ? '0' : item.discount.value,
            discountAmount: amounts.discount,
            total: amounts.total,
            startsOn: item.startsAt,
            localDate: today,
          };
        }),
      )
      .returning({ id: saleItems.id, total: saleItems.total });
    await drawStock(tx, caller, input.items, priced);
    for (const [index, item] of input.items.entries()) {
      const terms = priced[index]!.terms;
      if (!terms) continue;
      const [sold] = await tx
        .insert(soldMemberships)
        .values({
          organizationId: caller.organizationId,
          branchId: caller.branchId,
          clientId: input.clientId!,
          membershipId: terms.id,
          saleId: id,
          saleItemId: lines[index]!.id,
          name: terms.name,
          kind: terms.kind,
          visitsTotal: terms.kind === 'visits' ? terms.visits : null,
          serviceIds: terms.serviceIds,
          startsOn: item.startsAt,
          endsOn: membershipEndsOn(terms, item.startsAt),
          price: lines[index]!.total,
        })
        .returning();
      await enqueueMembershipWebhook(tx, 'membership.sold', sold!);
      if (item.instalments > 1 && decimal(lines[index]!.total).gt(0)) {
        await tx.insert(membershipInstalments).values(
          instalmentPlan(lines[index]!.total, item.instalments, today).map((instalment, number) => ({
            organizationId: caller.organizationId,
            branchId: caller.branchId,
            soldMembershipId: sold!.id,
            number: number + 1,
            ...instalment,
          })),
        );
      }
    }
    if (input.orderId !== null) await applyHeldDeposits(tx, caller.organizationId, input.orderId, id, deposit);
    await settleSaleShares(tx, caller.organizationId, id, paid);
    await recordSalePayments(tx, caller, { saleId: id, orderId: input.orderId, clientId: input.clientId, localDate: today, note: input.note }, tender);
    const referrer = await rewardFirstVisit(tx, caller.scope, offer, id, caller.userId);
    if (referrer !== null) events.push(await enqueueMoneyChanged(tx, caller, { dates: [today], clientId: referrer }));
    // Prepaid in full at booking: no payment of its own carries the sale's final fiscal receipt, so the deposits do.
    if (decimal(tender.paid).eq(0) && decimal(deposit).gt(0) && decimal(paid).eq(decimal(totals.total))) await queueSaleCompletedByAdvances(tx, caller.organizationId, id);
    if (input.orderId !== null) {
      const event = await refreshOrderPaymentStatus(tx, caller.organizationId, input.orderId);
      if (event !== null) events.push(event);
    }
    events.push(await enqueueMoneyChanged(tx, caller, { dates: [today], clientId: input.clientId, orderIds: [input.orderId] }));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      actorUserId: caller.userId,
      entity: 'sale',
      entityId: id,
      action: 'create',
      before: null,
      after: { total: totals.total, paid, clientId: input.clientId, orderId: input.orderId, items: input.items.length },
    });
    const sold = { id, localDate: today, total: totals.total, paid, clientId: input.clientId, orderId: input.orderId, items: input.items.length };
    await enqueueWebhookEvent(tx, { organizationId: caller.organizationId, branchId: caller.branchId, type: 'sale.created', id, object: sold });
    return { saleId: id, change: tender.change };
  }, keyed);
  return { sale: await loadSale(deps.db, caller.organizationId, saleId), change };
}
