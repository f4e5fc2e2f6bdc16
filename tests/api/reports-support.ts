import { eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, products, saleItems, sales } from '../../server/db/tables';
import { recordTransaction } from '../../server/modules/money/record-transaction';
import { moneyText, sumMoney } from '../../src/schema/money/decimal';
import type { Discount } from '../../src/schema/money/discount';
import { saleLineAmounts, saleTotals } from '../../src/schema/money/sale-line';
import type { Chain } from './settings-support';

/**
 * Sales for the reports suites, written straight to the tables as a checkout would leave them (the checkout API
 * is built beside this suite): lines priced by the money core, the sale's totals from them, payments and
 * refunds through the one transaction writer.
 */
export type BranchOf = Chain & { branchId: number };
export type LineInput = { kind: 'service' | 'product' | 'membership'; refId: number; price: string; quantity?: number; discount?: Discount };
export type PaymentInput = { method: 'cash' | 'card'; amount: string; date?: string };
export type SaleInput = { date: string; clientId?: number | null; lines: LineInput[]; payments?: PaymentInput[]; currency?: string };

const refColumn = { service: 'serviceId', product: 'productId', membership: 'membershipId' } as const;

export async function insertSale(app: FastifyInstance, chain: BranchOf, input: SaleInput): Promise<{ saleId: number; paymentIds: number[] }> {
  const scope = { organizationId: chain.orgId, branchId: chain.branchId };
  const priced = input.lines.map((line) => ({ line, amounts: saleLineAmounts({ price: line.price, quantity: line.quantity ?? 1, discount: line.discount ?? { kind: 'none' } }) }));
  const totals = saleTotals(input.lines.map((line) => ({ price: line.price, quantity: line.quantity ?? 1, discount: line.discount ?? { kind: 'none' } })));
  const paid = moneyText(sumMoney((input.payments ?? []).map((p) => p.amount)));
  return app.db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(sales)
      .values({ ...scope, clientId: input.clientId ?? null, localDate: input.date, currency: input.currency ?? 'EUR', ...totals, paid, createdBy: chain.ownerId })
      .returning({ id: sales.id });
    const saleId = sale!.id;
    await tx.insert(saleItems).values(
      priced.map(({ line, amounts }, index) => ({
        ...scope,
        saleId,
        uid: `line-${index}`,
        kind: line.kind,
        [refColumn[line.kind]]: line.refId,
        name: `${line.kind} ${index}`,
        quantity: line.quantity ?? 1,
        unitPrice: line.price,
        discountKind: line.discount?.kind ?? 'none',
        discountValue: line.discount && line.discount.kind !== 'none' ? line.discount.value : '0',
        discountAmount: amounts.discount,
        total: amounts.total,
        startsOn: input.date,
        localDate: input.date,
      })),
    );
    const paymentIds: number[] = [];
    for (const payment of input.payments ?? []) {
      const row = await recordTransaction(tx, scope, { kind: 'payment', method: payment.method, amount: payment.amount, localDate: payment.date ?? input.date, saleId, clientId: input.clientId ?? null, actorUserId: chain.ownerId });
      paymentIds.push(row.id);
    }
    return { saleId, paymentIds };
  });
}

/** A refund of part of a payment, on a day of its own, as the sales module writes it (a negative transaction). */
export async function insertRefund(app: FastifyInstance, chain: BranchOf, paymentId: number, method: 'cash' | 'card', amount: string, date: string) {
  const scope = { organizationId: chain.orgId, branchId: chain.branchId };
  await app.db.transaction((tx) => recordTransaction(tx, scope, { kind: 'refund', method, amount: `-${amount}`, refundOfId: paymentId, localDate: date, actorUserId: chain.ownerId }));
}

/** A cancelled sale: its items stop counting (sale_items.canceled), as the sales module leaves them. */
export async function cancelSale(app: FastifyInstance, chain: BranchOf, saleId: number) {
  await app.db.update(sales).set({ canceledAt: new Date() }).where(and(eq(sales.organizationId, chain.orgId), eq(sales.id, saleId)));
  await app.db.update(saleItems).set({ canceled: true }).where(and(eq(saleItems.organizationId, chain.orgId), eq(saleItems.saleId, saleId)));
}

export async function addProduct(app: FastifyInstance, chain: BranchOf, name: string, price: string) {
  const [row] = await app.db.insert(products).values({ organizationId: chain.orgId, branchId: chain.branchId, name, price, stock: 100 }).returning({ id: products.id });
  return row!.id;
}

export async function addMembership(app: FastifyInstance, chain: BranchOf, name: string, price: string) {
  const [row] = await app.db.insert(memberships).values({ organizationId: chain.orgId, branchId: chain.branchId, name, price, visits: 10 }).returning({ id: memberships.id });
  return row!.id;
}
