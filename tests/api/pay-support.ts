import type { FastifyInstance } from 'fastify';
import { products, saleItems, sales, workSlots } from '../../server/db/tables';
import { moneyText, sumMoney } from '../../src/schema/money/decimal';
import { chainWithOwner, type Chain } from './settings-support';

/** What the pay API tests build on: calls, a sale written as rows, work slots, a scheme's fields and the chain. */

export type Auth = { authorization: string };
export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Auth,
  payload?: object,
) => app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

export async function created(
  app: FastifyInstance,
  auth: Auth,
  url: string,
  payload: object,
): Promise<number> {
  const res = await call(app, 'POST', url, auth, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export const issuePaths = (body: { issues?: { path: (string | number)[] }[] }) =>
  (body.issues ?? []).map((issue) => issue.path.join('.'));

type Sold = {
  kind: 'service' | 'product';
  refId: number;
  employeeId: number;
  name: string;
  unitPrice: string;
  quantity?: number;
  discount?: string;
  total: string;
  categoryId?: number | null;
  date: string;
  canceled?: boolean;
};

/**
 * A sale with its items written as rows (the checkout API is the sales module's; pay reads what it stores):
 * each item's total is unit price × quantity − discount, as the table's check demands.
 */
export async function sell(app: FastifyInstance, chain: Chain, items: Sold[]) {
  const total = moneyText(sumMoney(items.map((item) => item.total)));
  const canceled = items.some((item) => item.canceled);
  const [sale] = await app.db
    .insert(sales)
    .values({
      organizationId: chain.orgId,
      branchId: chain.branchId,
      localDate: items[0]!.date,
      currency: 'EUR',
      subtotal: total,
      total,
      paid: total,
      canceledAt: canceled ? new Date() : null,
    })
    .returning();
  await app.db.insert(saleItems).values(
    items.map((item, index) => ({
      organizationId: chain.orgId,
      branchId: chain.branchId,
      saleId: sale!.id,
      uid: `line-${index}`,
      kind: item.kind,
      serviceId: item.kind === 'service' ? item.refId : null,
      productId: item.kind === 'product' ? item.refId : null,
      categoryId: item.categoryId ?? null,
      name: item.name,
      employeeId: item.employeeId,
      quantity: item.quantity ?? 1,
      unitPrice: item.unitPrice,
      discountKind: item.discount ? ('amount' as const) : ('none' as const),
      discountValue: item.discount ?? '0',
      discountAmount: item.discount ?? '0',
      total: item.total,
      startsOn: item.date,
      localDate: item.date,
      canceled: item.canceled ?? false,
    })),
  );
}

export const slot = (
  app: FastifyInstance,
  chain: Chain,
  employeeId: number,
  date: string,
  type: 'work_slot.active' | 'work_slot.sick' = 'work_slot.active',
) =>
  app.db.insert(workSlots).values({
    organizationId: chain.orgId,
    branchId: chain.branchId,
    employeeId,
    date,
    type,
    slotStart: type === 'work_slot.active' ? '09:00' : null,
    slotEnd: type === 'work_slot.active' ? '17:00' : null,
  });

export const scheme = (overrides: object = {}) => ({
  name: 'Stylist',
  fixedAmount: '0',
  fixedPer: 'none',
  servicePercent: '0',
  productPercent: '0',
  categoryPercents: [],
  minimum: '0',
  ...overrides,
});

/** The chain the pay tests work in: three members, a category with its service, a plain service, a product, and a
 * second chain whose category must be refused. */
export async function payWorld(app: FastifyInstance) {
  const chain = await chainWithOwner(app, 'Pay Chain');
  const other = await chainWithOwner(app, 'Pay Other');
  const base = `/branches/${chain.branchId}`;
  const colour = await created(app, chain.owner, `${base}/serviceCategories`, { name: 'Colour' });
  const [shampoo] = await app.db
    .insert(products)
    .values({
      organizationId: chain.orgId,
      branchId: chain.branchId,
      name: 'Shampoo',
      price: '450.00',
      stock: 10,
    })
    .returning();
  const ids = {
    ana: await created(app, chain.owner, `${base}/employees`, { firstName: 'Ana', lastName: 'Petrović' }),
    boris: await created(app, chain.owner, `${base}/employees`, { firstName: 'Boris' }),
    carla: await created(app, chain.owner, `${base}/employees`, { firstName: 'Carla' }),
    colour,
    haircut: await created(app, chain.owner, `${base}/services`, {
      name: 'Haircut',
      duration: 60,
      price: '1800.00',
    }),
    colouring: await created(app, chain.owner, `${base}/services`, {
      name: 'Colouring',
      duration: 90,
      price: '2333.33',
      categoryId: colour,
    }),
    shampoo: shampoo!.id,
    otherCategory: await created(app, other.owner, `/branches/${other.branchId}/serviceCategories`, {
      name: 'Theirs',
    }),
  };
  return { chain, other, ids };
}
