import { z } from 'zod';
import { decimal, moneyText, sumMoney } from '@/schema/money/decimal';
import { discountSchema, noDiscount } from '@/schema/money/discount';
import { instalmentPlan } from '@/schema/money/instalments';
import { saleLineAmounts, saleTotals, type SaleTotals } from '@/schema/money/sale-line';
import type { Tender } from '@/schema/money/tender';
import { idSchema, isoDateSchema } from '@/schema/primitives';
import { saleReceiptSchema, saleItemKinds, type CheckoutRequest, type SaleItemKind } from '@/schema/sales/checkout';

/**
 * The cart of the sale being put together (spec §3 "Sale state"): its lines as the checkout contract takes them,
 * each with the name it is shown by, the client (null: a walk-in), the booked visit it pays, and the receipt once
 * sold. Pure: the store keeps it in sessionStorage, the screens change it only through these functions, and the
 * amounts come from src/schema/money, as the server computes them.
 */
export const cartLineSchema = z.object({
  uid: z.string().min(1),
  kind: z.enum(saleItemKinds),
  refId: idSchema,
  name: z.string(),
  orderServiceId: idSchema.nullable(),
  employeeId: idSchema.nullable(),
  price: z.string(),
  quantity: z.number().int(),
  discount: discountSchema,
  startsAt: isoDateSchema,
  instalments: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  clientId: idSchema.nullable(),
  clientName: z.string().nullable(),
  orderId: idSchema.nullable(),
  items: z.array(cartLineSchema),
  /** Set once the sale is made: the receipt step shows it until "New sale". */
  receipt: saleReceiptSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const emptyCart = (client: { id: number; name: string } | null = null): Cart => ({
  clientId: client?.id ?? null,
  clientName: client?.name ?? null,
  orderId: null,
  items: [],
  receipt: null,
});

/** A new line as the spec starts it: quantity 1, no discount, starting today; a membership paid at once. */
export function newLine(
  item: { kind: SaleItemKind; refId: number; name: string; price: string; employeeId?: number | null; orderServiceId?: number | null },
  today: string,
  uid: string = globalThis.crypto.randomUUID(),
): CartLine {
  return {
    uid,
    kind: item.kind,
    refId: item.refId,
    name: item.name,
    orderServiceId: item.orderServiceId ?? null,
    employeeId: item.employeeId ?? null,
    price: moneyText(item.price),
    quantity: 1,
    discount: noDiscount,
    startsAt: today,
    instalments: 1,
  };
}

/**
 * Adding what is already in the cart counts one more of it (Fresha does so), except a line paying a booked
 * visit or a membership (each sold one is its own), which always stand alone.
 */
export function addLine(cart: Cart, line: CartLine): Cart {
  const same = cart.items.find(
    (item) =>
      line.kind !== 'membership' &&
      line.orderServiceId === null &&
      item.orderServiceId === null &&
      item.kind === line.kind &&
      item.refId === line.refId &&
      item.employeeId === line.employeeId &&
      item.price === line.price &&
      item.discount.kind === 'none',
  );
  if (same) return updateLine(cart, same.uid, { quantity: Math.min(same.quantity + 1, 999) });
  return { ...cart, items: [...cart.items, line] };
}

export const updateLine = (cart: Cart, uid: string, patch: Partial<Omit<CartLine, 'uid'>>): Cart => ({
  ...cart,
  items: cart.items.map((item) => (item.uid === uid ? { ...item, ...patch } : item)),
});

export const removeLine = (cart: Cart, uid: string): Cart => ({ ...cart, items: cart.items.filter((item) => item.uid !== uid) });

export const setClient = (cart: Cart, client: { id: number; name: string } | null): Cart => ({
  ...cart,
  clientId: client?.id ?? null,
  clientName: client?.name ?? null,
});

export const lineAmounts = saleLineAmounts;

export type CheckoutDue = SaleTotals & {
  /** What later monthly instalments of memberships will pay (not due today). */
  later: string;
  /** What is due at checkout: the total less the later instalments. */
  dueNow: string;
};

/**
 * The sale's totals and what is due today: a membership sold in instalments pays its first now and the rest
 * monthly (instalmentPlan splits the line's total to the cent, the odd cents on the first).
 */
export function checkoutDue(items: readonly CartLine[]): CheckoutDue {
  const totals = saleTotals(items);
  const later = sumMoney(
    items
      .filter((item) => item.kind === 'membership' && item.instalments > 1)
      .flatMap((item) => instalmentPlan(saleLineAmounts(item).total, item.instalments, item.startsAt).slice(1).map((part) => part.amount)),
  );
  return { ...totals, later: moneyText(later), dueNow: moneyText(decimal(totals.total).minus(later)) };
}

/** What is left to pay once a visit's deposit counts (never below nothing: the server refuses a deposit above the sale). */
export function afterDeposit(amount: string, deposit: string): string {
  const left = decimal(amount).minus(decimal(deposit));
  return moneyText(left.gt(0) ? left : '0');
}

/** The checkout request for this cart and tender (validated by the caller with checkoutRequestSchema). */
export function checkoutRequestOf(cart: Cart, tender: Tender): CheckoutRequest {
  return {
    clientId: cart.clientId,
    orderId: cart.orderId,
    items: cart.items.map(({ name: _name, ...item }) => item),
    tender: { balance: '0', ...tender },
    note: null,
  };
}

/** A membership or a debt is the client's: a walk-in pays everything now and buys no membership. */
export function needsClient(cart: Cart, debt: string): boolean {
  return cart.clientId === null && (cart.items.some((item) => item.kind === 'membership') || decimal(debt).gt(0));
}

/**
 * The cart that takes payment for a booked visit (the order drawer's "Take payment"): each of the order's services
 * as a line at the order's price, credited to the employee who does it, for the order's client.
 */
export function cartOfOrder(
  order: { id: number; clientId: number | null; services: readonly { id: number; serviceId: number; employeeId: number; price: string }[] },
  serviceName: (serviceId: number) => string,
  clientName: string | null,
  today: string,
): Cart {
  return {
    ...emptyCart(order.clientId === null ? null : { id: order.clientId, name: clientName ?? `#${order.clientId}` }),
    orderId: order.id,
    items: order.services.map((line) =>
      newLine({ kind: 'service', refId: line.serviceId, name: serviceName(line.serviceId), price: line.price, employeeId: line.employeeId, orderServiceId: line.id }, today),
    ),
  };
}
