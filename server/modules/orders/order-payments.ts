import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { licenceMenus } from '../../../src/schema/license-access';
import { decideResourceAccess } from '../../../src/schema/resource-access';
import { paymentMethods } from '../../../src/schema/sales/checkout';
import { paymentListDefinition } from '../../../src/schema/sales/payment-list';
import type { OrderDetail, OrderPaymentMethod, OrderSale, OrderTransaction } from '../../../src/schema/schedule/order';
import type { DbExecutor } from '../../db/client';
import type { CrudCaller } from '../../crud/crud-access';
import { employees, memberships, membershipVisits, onlinePayments, saleItems, sales, transactions } from '../../db/tables';
import { readTogether } from '../../db/read-together';
import { branchFiscalises } from '../fiscal/fiscal-receipt-queue';
import { receiptsOfTransactions } from '../fiscal/fiscal-receipts.read';
import { heldDepositOf } from '../money/held-deposits';
import { paymentIntegrationOfBranch } from '../online-payments/payment-setup.service';

type PaymentFields = Pick<
  OrderDetail,
  'paymentMethodSelected' | 'availablePaymentMethods' | 'hasFiscalIntegration' | 'transactions' | 'requiredPolling' | 'sales' | 'membershipClientIds' | 'heldDeposit'
>;
type OrderFacts = { id: number; branchId: number; currency: string };

const fullName = sql<string>`concat_ws(' ', ${employees.firstName}, nullif(${employees.lastName}, ''))`;

/**
 * Whether the caller reads the branch's money: Sales → Payments' own rule (role and licence). An employee opens
 * their own visits but not the till, so their drawer lists no payments (the payment status still shows).
 */
const seesPayments = (caller: Pick<CrudCaller, 'role' | 'license'>): boolean =>
  decideResourceAccess(paymentListDefinition, 'list', caller.role, licenceMenus(caller.license)).allowed;

/**
 * The payments and refunds of the sales that pay the visit (a sale names the order it pays; its payments name
 * it too), oldest first, each with who it credits: the payment's own team member when it names one, else the
 * team members the sale's lines credit. A cancelled sale's payments and the refunds that undid them stay listed:
 * they are what happened to the money.
 */
async function orderTransactions(db: DbExecutor, organizationId: number, order: OrderFacts): Promise<Omit<OrderTransaction, 'currency'>[]> {
  const payingSales = db.select({ id: sales.id }).from(sales).where(and(eq(sales.organizationId, organizationId), eq(sales.orderId, order.id)));
  const rows = await db
    .select({
      id: transactions.id,
      kind: transactions.kind,
      method: transactions.method,
      amount: transactions.amount,
      createdAt: transactions.createdAt,
      saleId: transactions.saleId,
      refundOfId: transactions.refundOfId,
      employeeId: transactions.employeeId,
      employeeName: fullName,
    })
    .from(transactions)
    .leftJoin(employees, and(eq(employees.organizationId, transactions.organizationId), eq(employees.id, transactions.employeeId)))
    .where(
      and(
        eq(transactions.organizationId, organizationId),
        eq(transactions.branchId, order.branchId),
        inArray(transactions.kind, ['payment', 'refund']),
        or(eq(transactions.orderId, order.id), inArray(transactions.saleId, payingSales)),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  const saleIds = [...new Set(rows.flatMap((row) => (row.saleId === null ? [] : [row.saleId])))];
  const credited =
    saleIds.length === 0
      ? []
      : await db
          .selectDistinct({ saleId: saleItems.saleId, id: employees.id, name: fullName })
          .from(saleItems)
          .innerJoin(employees, and(eq(employees.organizationId, saleItems.organizationId), eq(employees.id, saleItems.employeeId)))
          .where(and(eq(saleItems.organizationId, organizationId), inArray(saleItems.saleId, saleIds), isNotNull(saleItems.employeeId)))
          .orderBy(asc(employees.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'refund' ? 'refund' : 'payment',
    method: row.method,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    saleId: row.saleId,
    refundOfId: row.refundOfId,
    creditedEmployees:
      row.employeeId !== null
        ? [{ id: row.employeeId, name: row.employeeName }]
        : credited.filter((employee) => employee.saleId === row.saleId).map(({ id, name }) => ({ id, name })),
  }));
}

/** The clients whose membership's visit (not given back) pays a line of the visit. */
async function drawnFromMembership(db: DbExecutor, organizationId: number, orderId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: membershipVisits.clientId })
    .from(membershipVisits)
    .where(and(eq(membershipVisits.organizationId, organizationId), eq(membershipVisits.orderId, orderId), isNull(membershipVisits.returnedAt)));
  return rows.map((row) => row.clientId).sort((a, b) => a - b);
}

/** The visit's sales that are not cancelled, oldest first: a partly paid one is paid on to the end, never sold twice. */
const liveSales = (db: DbExecutor, organizationId: number, orderId: number): Promise<OrderSale[]> =>
  db
    .select({ id: sales.id, clientId: sales.clientId, total: sales.total, paid: sales.paid })
    .from(sales)
    .where(and(eq(sales.organizationId, organizationId), eq(sales.orderId, orderId), isNull(sales.canceledAt)))
    .orderBy(asc(sales.id));

/**
 * Cash and card at every branch (no setting turns either off); a membership where the branch sells one; online where
 * the branch has a payment provider (a link for the visit's debt).
 */
async function availableMethods(db: DbExecutor, organizationId: number, branchId: number): Promise<OrderPaymentMethod[]> {
  const [[membership], provider] = await readTogether(
    db,
    () =>
      db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.branchId, branchId), eq(memberships.isActive, true), isNull(memberships.deletedAt)))
        .limit(1),
    () => paymentIntegrationOfBranch(db, organizationId, branchId),
  );
  return [...paymentMethods, ...(membership ? (['membership'] as const) : []), ...(provider ? (['online'] as const) : [])];
}

/**
 * The online payment attempts of the sales that pay the visit, and its deposit at booking (which names the order):
 * whether one may still be paid, and what they paid.
 */
async function onlineAttempts(db: DbExecutor, organizationId: number, orderId: number): Promise<{ awaited: boolean; paidTransactionIds: number[] }> {
  const rows = await db
    .select({ state: onlinePayments.state, expiresAt: onlinePayments.expiresAt, transactionId: onlinePayments.transactionId })
    .from(onlinePayments)
    .leftJoin(sales, and(eq(sales.organizationId, onlinePayments.organizationId), eq(sales.id, onlinePayments.saleId)))
    .where(and(eq(onlinePayments.organizationId, organizationId), or(eq(sales.orderId, orderId), eq(onlinePayments.orderId, orderId))));
  return {
    awaited: rows.some((row) => row.state === 'pending' && row.expiresAt.getTime() > Date.now()),
    paidTransactionIds: rows.flatMap((row) => (row.transactionId === null ? [] : [row.transactionId])),
  };
}

/** Where the branch fiscalises, each payment carries its fiscal receipt (null when it has none). */
async function withReceipts(db: DbExecutor, organizationId: number, fiscal: boolean, money: OrderTransaction[]): Promise<OrderTransaction[]> {
  if (!fiscal) return money;
  const receipts = await receiptsOfTransactions(db, organizationId, money.map((transaction) => transaction.id));
  return money.map((transaction) => ({ ...transaction, fiscalReceipt: receipts.find((receipt) => receipt.transactionId === transaction.id) ?? null }));
}

/**
 * Spec §3's payment fields of one order, for `GET /orders/{id}` only (the drawer's read): a handful of indexed
 * reads the schedule's day and the order lists never pay for.
 */
export async function orderPaymentFields(
  db: DbExecutor,
  caller: Pick<CrudCaller, 'role' | 'license'> & { organizationId: number },
  order: OrderFacts,
): Promise<PaymentFields> {
  const [money, drawn, availablePaymentMethods, paying, fiscal, online, heldDeposit] = await readTogether(
    db,
    () => orderTransactions(db, caller.organizationId, order),
    () => drawnFromMembership(db, caller.organizationId, order.id),
    () => availableMethods(db, caller.organizationId, order.branchId),
    () => liveSales(db, caller.organizationId, order.id),
    () => branchFiscalises(db, caller.organizationId, order.branchId),
    () => onlineAttempts(db, caller.organizationId, order.id),
    () => heldDepositOf(db, caller.organizationId, order.id),
  );
  const seesMoney = seesPayments(caller);
  const lastPayment = money.findLast((transaction) => transaction.kind === 'payment');
  // A payment by link is recorded as the card payment it is (the till's figures), yet the visit was paid online.
  const lastMethod = lastPayment && online.paidTransactionIds.includes(lastPayment.id) ? 'online' : lastPayment?.method;
  return {
    paymentMethodSelected: lastMethod ?? (drawn.length > 0 ? 'membership' : null),
    availablePaymentMethods,
    hasFiscalIntegration: fiscal,
    transactions: seesMoney ? await withReceipts(db, caller.organizationId, fiscal, money.map((transaction) => ({ ...transaction, currency: order.currency }))) : [],
    // A link the client may still pay: only the provider's notification will say so, which the drawer asks after.
    requiredPolling: online.awaited,
    sales: seesMoney ? paying : [],
    membershipClientIds: drawn,
    ...(seesMoney && heldDeposit !== '0.00' ? { heldDeposit } : {}),
  };
}
