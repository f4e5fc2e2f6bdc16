import { cashDifference, expectedCash } from '../../../src/schema/money/cash-shift';
import { decimal, moneyText, percentOf, sumMoney } from '../../../src/schema/money/decimal';
import type { Discount } from '../../../src/schema/money/discount';
import { type Instalment, instalmentPlan } from '../../../src/schema/money/instalments';
import { drawDown, drawDownRefusal, membershipEndsOn, type MembershipTerms, type SoldMembershipState } from '../../../src/schema/money/membership-usage';
import { saleLineAmounts, saleTotals } from '../../../src/schema/money/sale-line';
import { remainingDue, type Tender, tenderPayment } from '../../../src/schema/money/tender';
import type { PaymentMethod, SaleItemKind } from '../../../src/schema/sales/checkout';
import { addDays, datesFrom, daysBetween, type IsoDate, minutesOfTime, timeOfMinutes, type TimeOfDay, weekdayOf } from '../../../src/schema/schedule/calendar';
import type { PaymentStatus } from '../../../src/schema/schedule/payment-status';
import { paymentStatusOf } from '../../../src/schema/schedule/payment-status';
import { templateDates } from '../../../src/schema/schedule/work-slot-template';
import { pick, seededRandom } from './demo-business';
import {
  cashMiscount,
  cashSteps,
  demoFloat,
  demoProducts,
  discountAmounts,
  discountPercents,
  drawerMinutes,
  historyDays,
  partialPercents,
  productCount,
  refundPercents,
  saleOdds,
  salesPerDay,
  shelfLeft,
  splitCardPercents,
  weekdayShape,
} from './demo-money-data';
import { type PayPlan, planPay } from './demo-money-pay-plan';
import { memberShifts } from './demo-schedule-plan';
import { groupBy } from '../../../src/schema/group-by';

/**
 * A demo branch's last three months of money as plain data, from its team, catalog, clients and the visits the
 * schedule seed completed: a retail shelf, a cash shift a day before today, 8 to 25 sales a day shaped by
 * the weekday and a growing trend, each paying by card, cash (some with change), both, or partly (a debt); a few
 * memberships (some in monthly instalments, some partly used), a few partial refunds, and each completed visit of
 * the last days paid by a sale of its lines, less those a membership of its client covers (a visit drawn from it,
 * as membership-draw-down.ts does when a visit succeeds). Work slots fill the months before the schedule's, by the same
 * patterns, so pay (demo-money-pay-plan.ts) counts real shifts. Today's drawer is not opened by the seed: the first
 * person who takes cash opens it (server/modules/money/cash-shift-for-payment.ts), or someone by hand, so what was
 * taken before the demo started came by card. Every amount comes from src/schema/money;
 * deterministic for a seed and a "now". The writer (demo-money.ts) turns indexes into ids and minutes into instants.
 */

export type MoneyService = { serviceId: number; categoryId: number | null; name: string; /** the member's own price or the service's */ price: string };
export type MoneyMember = { employeeId: number; hiredOn: IsoDate | null; services: MoneyService[] };
export type MoneyMembership = MembershipTerms & { membershipId: number; name: string; serviceIds: number[]; price: string };
/** A completed single visit of the schedule seed, to be paid by a sale at its end. */
export type PaidOrder = { orderId: number; clientId: number | null; date: IsoDate; minute: number; lines: (MoneyService & { orderServiceId: number; employeeId: number })[] };

export type MoneyPlanInput = {
  seed: number;
  currency: 'RSD' | 'EUR';
  /** The branch's wall clock at seed time. */
  today: IsoDate;
  nowMinute: number;
  workingHours: { start: TimeOfDay; end: TimeOfDay };
  /** In team order, as the schedule plan reads them. */
  members: MoneyMember[];
  memberships: MoneyMembership[];
  clientIds: number[];
  paidOrders: PaidOrder[];
  /** The first day the schedule seed wrote slots for, and its active ones. */
  scheduleFrom: IsoDate;
  scheduledShifts: { employeeId: number; date: IsoDate }[];
};

export type PlannedProduct = { name: string; sku: string; description: string; price: string; /** left on the shelf after the sales */ stock: number };
export type PlannedItem = {
  uid: string;
  kind: SaleItemKind;
  serviceId: number | null;
  membershipId: number | null;
  productIndex: number | null;
  orderServiceId: number | null;
  categoryId: number | null;
  name: string;
  employeeId: number | null;
  quantity: number;
  unitPrice: string;
  discount: Discount;
  discountAmount: string;
  total: string;
};
export type PlannedInstalment = Instalment & { number: number; paid: string };
export type PlannedSoldMembership = {
  itemIndex: number;
  membershipId: number;
  name: string;
  kind: MembershipTerms['kind'];
  visitsTotal: number | null;
  visitsUsed: number;
  serviceIds: number[];
  startsOn: IsoDate;
  endsOn: IsoDate;
  price: string;
  paid: string;
  instalments: PlannedInstalment[];
};
export type PlannedSale = {
  date: IsoDate;
  minute: number;
  clientId: number | null;
  orderId: number | null;
  items: PlannedItem[];
  subtotal: string;
  discount: string;
  total: string;
  /** The sum of its payments less its refunds. */
  paid: string;
  membership: PlannedSoldMembership | null;
};
export type PlannedTransaction = {
  kind: 'payment' | 'refund' | 'salary';
  method: PaymentMethod;
  amount: string;
  refunded: string;
  /** Indexes into the plan's transactions, sales and shifts. */
  refundOf: number | null;
  sale: number | null;
  shift: number | null;
  orderId: number | null;
  clientId: number | null;
  /** The number of the sale's membership instalment it pays. */
  instalment: number | null;
  employeeId: number | null;
  date: IsoDate;
  minute: number;
};
export type PlannedShift = { date: IsoDate; openMinute: number; closeMinute: number; openingFloat: string; countedCash: string; expectedCash: string; difference: string };
/** A visit drawn from a membership (the sale that sold it) by a completed visit's line, which then costs nothing. */
export type PlannedVisit = { sale: number; orderId: number; orderServiceId: number; date: IsoDate; minute: number };
export type HistorySlot = { employeeId: number; date: IsoDate; slotStart: TimeOfDay; slotEnd: TimeOfDay };

export type DemoMoneyPlan = {
  products: PlannedProduct[];
  defaultFloat: string;
  shifts: PlannedShift[];
  slots: HistorySlot[];
  sales: PlannedSale[];
  /** In time order; refunds and salaries included. */
  transactions: PlannedTransaction[];
  visits: PlannedVisit[];
  orderStatuses: { orderId: number; status: PaymentStatus }[];
  pay: PayPlan;
};

type Draft = Omit<PlannedTransaction, 'refundOf' | 'refunded' | 'sale' | 'shift'> & { refunded: string; refundOf: Draft | null; sale: PlannedSale | null };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Whole currency units: what a person hands over when it is not the exact amount. */
const wholeDown = (amount: string) => moneyText(decimal(amount).round(0, 0));
const upToStep = (amount: string, step: string) => moneyText(decimal(amount).div(step).round(0, 3).times(step));

export function planDemoMoney(input: MoneyPlanInput): DemoMoneyPlan {
  const random = seededRandom(input.seed);
  const currency = input.currency;
  const from = addDays(input.today, -historyDays);
  const open = minutesOfTime(input.workingHours.start);
  const close = minutesOfTime(input.workingHours.end);
  const chance = (odds: number) => random() < odds;

  // The shelf: 6 to 8 of the products, in catalog order.
  const stocked = productCount.min + Math.floor(random() * (productCount.max - productCount.min + 1));
  const dropped = new Set<number>();
  while (demoProducts.length - dropped.size > stocked) dropped.add(Math.floor(random() * demoProducts.length));
  const shelf = demoProducts.filter((_, index) => !dropped.has(index));

  // Who works when: the schedule's slots from its first day, the same patterns before it.
  const patterns = memberShifts(input.members, input.workingHours);
  const slots: HistorySlot[] = input.members.flatMap((m) => {
    const { days, shift } = patterns.get(m.employeeId)!;
    return templateDates(days, from, addDays(input.scheduleFrom, -1)).map((date) => ({ employeeId: m.employeeId, date, slotStart: timeOfMinutes(shift.start), slotEnd: timeOfMinutes(shift.end) }));
  });
  const shifts = [...slots, ...input.scheduledShifts];
  const workingOn = new Map<IsoDate, Set<number>>();
  for (const s of shifts) workingOn.set(s.date, (workingOn.get(s.date) ?? new Set()).add(s.employeeId));
  const performers = input.members.filter((m) => m.services.length > 0);
  const ordersOn = groupBy(input.paidOrders, (o) => o.date);

  const sales: PlannedSale[] = [];
  const drafts: Draft[] = [];
  const visits: (Omit<PlannedVisit, 'sale'> & { sale: PlannedSale })[] = [];
  const stateOf = (m: PlannedSoldMembership): SoldMembershipState => ({ ...m, canceled: false });

  /** The lines of a completed visit its client's memberships cover draw a visit each (the one ending soonest first). */
  const drawnLines = (order: PaidOrder): Set<number> => {
    const held = sales.filter((s) => s.membership && s.clientId === order.clientId && order.clientId !== null).sort((a, b) => a.membership!.endsOn.localeCompare(b.membership!.endsOn));
    const drawn = new Set<number>();
    for (const line of order.lines) {
      const from = held.find((s) => drawDownRefusal(stateOf(s.membership!), { serviceId: line.serviceId, visitDate: order.date }) === null);
      if (!from) continue;
      from.membership!.visitsUsed = drawDown(stateOf(from.membership!)).visitsUsed;
      visits.push({ sale: from, orderId: order.orderId, orderServiceId: line.orderServiceId, date: order.date, minute: order.minute });
      drawn.add(line.orderServiceId);
    }
    return drawn;
  };
  const dates = datesFrom(from, input.today);
  let partialOrders = 0;

  const pay = (sale: PlannedSale, due: string, tender: Tender, date: IsoDate, minute: number, instalment: number | null) => {
    const handed = tenderPayment(due, tender);
    if (!handed.ok) throw new Error(`Demo tender refused: ${handed.message}`);
    // No drawer is open yet today: what the client pays is charged to a card.
    const result = date === input.today ? tenderPayment(due, { cash: '0', card: handed.paid }) : handed;
    if (!result.ok) throw new Error(`Demo tender refused: ${result.message}`);
    for (const method of ['cash', 'card'] as const) {
      if (decimal(result[method]).gt(0)) {
        drafts.push({ kind: 'payment', method, amount: result[method], refunded: '0.00', refundOf: null, sale, orderId: sale.orderId, clientId: sale.clientId, instalment, employeeId: null, date, minute });
      }
    }
    return result;
  };

  /** How the client pays what is due now: card, cash (some rounder, with change), split, or (rarely) part of it. */
  const tenderFor = (due: string, mayOwe: boolean): Tender => {
    const roll = random();
    if (roll < saleOdds.card) return { cash: '0', card: due };
    if (roll < saleOdds.cash) return { cash: chance(saleOdds.change) ? upToStep(due, pick(random, cashSteps[currency])) : due, card: '0' };
    if (roll < saleOdds.split) {
      const card = wholeDown(moneyText(percentOf(due, pick(random, splitCardPercents))));
      return decimal(card).gt(0) ? { cash: due, card } : { cash: '0', card: due };
    }
    const part = wholeDown(moneyText(percentOf(due, pick(random, partialPercents))));
    if (!mayOwe || !decimal(part).gt(0)) return { cash: '0', card: due };
    return chance(0.5) ? { cash: part, card: '0' } : { cash: '0', card: part };
  };

  const serviceItem = (uid: string, member: { employeeId: number }, service: MoneyService, orderServiceId: number | null): Omit<PlannedItem, 'discountAmount' | 'total'> => ({
    uid,
    kind: 'service',
    serviceId: service.serviceId,
    membershipId: null,
    productIndex: null,
    orderServiceId,
    categoryId: service.categoryId,
    name: service.name,
    employeeId: member.employeeId,
    quantity: 1,
    unitPrice: service.price,
    discount: { kind: 'none' },
  });

  const sell = (date: IsoDate, minute: number, order: PaidOrder | null) => {
    const drawn = order ? drawnLines(order) : new Set<number>();
    if (order && drawn.size === order.lines.length) return;
    const clientId = order ? order.clientId : chance(saleOdds.walkIn) ? null : pick(random, input.clientIds);
    const onDuty = performers.filter((m) => workingOn.get(date)?.has(m.employeeId));
    const team = onDuty.length > 0 ? onDuty : performers;
    const items: Omit<PlannedItem, 'discountAmount' | 'total'>[] = [];
    if (order) order.lines.filter((line) => !drawn.has(line.orderServiceId)).forEach((line, index) => items.push(serviceItem(`s${index + 1}`, line, line, line.orderServiceId)));
    else {
      const roll = random();
      const count = roll < saleOdds.serviceCount[0]! ? 1 : roll < saleOdds.serviceCount[1]! ? 2 : 3;
      for (let index = 0; index < count; index++) {
        const member = pick(random, team);
        items.push(serviceItem(`s${index + 1}`, member, pick(random, member.services), null));
      }
      // The order's lines are priced as booked (its payment status counts them undiscounted); walk-ins get discounts.
      const roll2 = random();
      if (roll2 < saleOdds.percentDiscount) {
        const discount: Discount = { kind: 'percent', value: pick(random, discountPercents) };
        for (const item of items) item.discount = discount;
      } else if (roll2 < saleOdds.percentDiscount + saleOdds.amountDiscount) {
        const value = pick(random, discountAmounts[currency]);
        if (decimal(value).lte(items[0]!.unitPrice)) items[0]!.discount = { kind: 'amount', value };
      }
    }
    const seller = items[0]!.employeeId;
    if (chance(saleOdds.product)) {
      const productIndex = Math.floor(random() * shelf.length);
      const product = shelf[productIndex]!;
      const quantity = chance(saleOdds.secondUnit) ? 2 : 1;
      items.push({ uid: 'p1', kind: 'product', serviceId: null, membershipId: null, productIndex, orderServiceId: null, categoryId: null, name: product.name, employeeId: seller, quantity, unitPrice: product[currency], discount: { kind: 'none' } });
    }
    const terms = !order && clientId !== null && input.memberships.length > 0 && chance(saleOdds.membership) ? pick(random, input.memberships) : null;
    if (terms) {
      items.push({ uid: 'm1', kind: 'membership', serviceId: null, membershipId: terms.membershipId, productIndex: null, orderServiceId: null, categoryId: null, name: terms.name, employeeId: seller, quantity: 1, unitPrice: terms.price, discount: { kind: 'none' } });
    }
    const lines = items.map((item) => ({ price: item.unitPrice, quantity: item.quantity, discount: item.discount }));
    const priced = items.map((item, index): PlannedItem => {
      const amounts = saleLineAmounts(lines[index]!);
      return { ...item, discountAmount: amounts.discount, total: amounts.total };
    });
    const totals = saleTotals(lines);
    const sale: PlannedSale = { date, minute, clientId, orderId: order?.orderId ?? null, items: priced, ...totals, paid: '0.00', membership: null };
    sales.push(sale);

    let dueNow = totals.total;
    if (terms) {
      const itemIndex = priced.length - 1;
      const price = priced[itemIndex]!.total;
      const plan = chance(saleOdds.instalments) ? instalmentPlan(price, 3, date) : [];
      const instalments = plan.map((instalment, index) => ({ ...instalment, number: index + 1, paid: index === 0 ? instalment.amount : '0.00' }));
      // Today the client pays the rest of the sale and the first instalment; the others fall due monthly.
      dueNow = remainingDue(totals.total, instalments.slice(1).map((i) => i.amount));
      const endsOn = membershipEndsOn(terms, date);
      const visitsTotal = terms.kind === 'visits' ? terms.visits : null;
      const used = (last: IsoDate) => Math.floor((visitsTotal! * (daysBetween(date, last) + 1) * (0.5 + random() * 0.6)) / daysBetween(date, endsOn));
      sale.membership = {
        itemIndex,
        membershipId: terms.membershipId,
        name: terms.name,
        kind: terms.kind,
        visitsTotal,
        visitsUsed: visitsTotal === null ? 0 : clamp(used(input.today < endsOn ? input.today : endsOn), 0, visitsTotal),
        serviceIds: terms.serviceIds,
        startsOn: date,
        endsOn,
        price,
        paid: '0.00',
        instalments,
      };
    }
    const mayOwe = clientId !== null && !terms && (!order || partialOrders < 2) && !(order && items.some((i) => i.kind === 'product'));
    const result = pay(sale, dueNow, tenderFor(dueNow, mayOwe), date, minute, null);
    if (order && decimal(result.debt).gt(0)) partialOrders++;
    for (const instalment of sale.membership?.instalments.slice(1) ?? []) {
      if (instalment.dueOn >= input.today || !chance(saleOdds.instalmentPaid)) continue;
      instalment.paid = instalment.amount;
      const method = chance(0.6) ? 'card' : 'cash';
      pay(sale, instalment.amount, { cash: method === 'cash' ? instalment.amount : '0', card: method === 'card' ? instalment.amount : '0' }, instalment.dueOn, open + 60 + Math.floor(random() * (close - open - 120)), instalment.number);
    }
    if (sale.membership) {
      const membership = sale.membership;
      membership.paid = membership.instalments.length > 0 ? moneyText(sumMoney(membership.instalments.map((i) => i.paid))) : membership.price;
    }
  };

  dates.forEach((date, dayIndex) => {
    const isToday = date === input.today;
    const trend = salesPerDay.trendFrom + ((salesPerDay.trendTo - salesPerDay.trendFrom) * dayIndex) / historyDays;
    const shape = salesPerDay.base * weekdayShape[weekdayOf(date)]! * trend * (1 - salesPerDay.spread / 2 + salesPerDay.spread * random());
    const until = isToday ? clamp(input.nowMinute, open, close) : close;
    const dayShare = (until - open) / (close - open);
    const count = isToday ? Math.round(clamp(Math.round(shape), salesPerDay.min, salesPerDay.max) * dayShare) : clamp(Math.round(shape), salesPerDay.min, salesPerDay.max);
    const orders = (ordersOn.get(date) ?? []).filter((o) => !isToday || o.minute <= input.nowMinute);
    const walkIns = Math.max(0, count - orders.length);
    const moments = [
      ...orders.map((order) => ({ minute: order.minute, order })),
      ...Array.from({ length: until - open > 10 ? walkIns : 0 }, () => ({ minute: open + 5 + Math.floor((random() * (until - open - 10)) / 5) * 5, order: null })),
    ].sort((a, b) => a.minute - b.minute);
    for (const { minute, order } of moments) sell(date, minute, order);
  });

  // A few partial refunds of walk-in sales before yesterday, the same day or the next (orders and memberships kept whole).
  const lastRefundDay = addDays(input.today, -1);
  for (const payment of [...drafts]) {
    const sale = payment.sale!;
    if (payment.kind !== 'payment' || sale.orderId !== null || sale.membership || payment.date >= addDays(lastRefundDay, -1) || !chance(saleOdds.refund)) continue;
    const amount = percentOf(payment.amount, pick(random, refundPercents));
    if (!amount.gt(0)) continue;
    payment.refunded = moneyText(amount);
    const sameDay = chance(0.6);
    const minute = sameDay ? Math.min(close + drawerMinutes - 1, payment.minute + 30) : open + Math.floor(random() * (close - open));
    drafts.push({ ...payment, kind: 'refund', amount: moneyText(amount.neg()), refunded: '0.00', refundOf: payment, date: sameDay ? payment.date : addDays(payment.date, 1), minute });
  }
  const moneyOf = groupBy(drafts, (d) => d.sale);
  for (const sale of sales) sale.paid = moneyText(sumMoney((moneyOf.get(sale) ?? []).map((d) => d.amount)));

  // The staff's pay for last month, paid on this month's first day by card (demo-money-pay-plan.ts).
  const staffPay = planPay({ currency, today: input.today, from, members: input.members, shifts, sales, payMinute: open + 30 });
  for (const salary of staffPay.salaries) drafts.push({ kind: 'salary', method: 'card', amount: salary.amount, refunded: '0.00', refundOf: null, sale: null, orderId: null, clientId: null, instalment: null, employeeId: salary.employeeId, date: salary.date, minute: salary.minute });

  // A drawer a day before today: the float plus the day's cash; a few closings miscounted.
  const openingFloat = demoFloat[currency];
  drafts.sort((a, b) => (a.date === b.date ? a.minute - b.minute : a.date < b.date ? -1 : 1));
  const cashOn = groupBy(
    drafts.filter((d) => d.method === 'cash'),
    (d) => d.date,
  );
  const cashShifts = dates.slice(0, -1).map((date): PlannedShift => {
    const openMinute = open - drawerMinutes;
    const expected = expectedCash(openingFloat, (cashOn.get(date) ?? []).map((d) => d.amount));
    const counted = chance(cashMiscount.chance) ? moneyText(sumMoney([expected, pick(random, cashMiscount.amounts[currency])])) : expected;
    return { date, openMinute, closeMinute: close + drawerMinutes, openingFloat, countedCash: counted, expectedCash: expected, difference: cashDifference(counted, expected) };
  });

  const draftIndex = new Map(drafts.map((d, index) => [d, index]));
  const saleIndex = new Map(sales.map((s, index) => [s, index]));
  const transactions = drafts.map((d): PlannedTransaction => ({
    ...d,
    refundOf: d.refundOf ? draftIndex.get(d.refundOf)! : null,
    sale: d.sale ? saleIndex.get(d.sale)! : null,
    shift: d.method === 'cash' ? daysBetween(from, d.date) : null,
  }));
  const orderMoney = groupBy(
    drafts.filter((d) => d.orderId !== null),
    (d) => d.orderId,
  );
  // What a visit costs leaves out its drawn lines, as refreshOrderPaymentStatus counts it.
  const drawnIds = new Set(visits.map((v) => v.orderServiceId));
  const orderStatuses = input.paidOrders
    .filter((order) => orderMoney.has(order.orderId) || order.lines.some((l) => drawnIds.has(l.orderServiceId)))
    .map((order) => ({
      orderId: order.orderId,
      status: paymentStatusOf(
        moneyText(sumMoney(order.lines.filter((l) => !drawnIds.has(l.orderServiceId)).map((l) => l.price))),
        (orderMoney.get(order.orderId) ?? []).map((d) => d.amount),
      ),
    }));

  return {
    // What is left on the shelf: the writer inserts that, the sales above having drawn the rest.
    products: shelf.map((product) => ({
      name: product.name,
      sku: product.sku,
      description: product.description,
      price: product[currency],
      stock: shelfLeft.min + Math.floor(random() * (shelfLeft.max - shelfLeft.min + 1)),
    })),
    defaultFloat: openingFloat,
    shifts: cashShifts,
    slots,
    sales,
    transactions,
    visits: visits.map((v) => ({ ...v, sale: saleIndex.get(v.sale)! })),
    orderStatuses,
    pay: staffPay,
  };
}
