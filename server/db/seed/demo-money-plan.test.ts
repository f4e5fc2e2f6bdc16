import { describe, expect, it } from 'vitest';
import { cashDifference, expectedCash } from '../../../src/schema/money/cash-shift';
import { decimal, moneyText, sumMoney } from '../../../src/schema/money/decimal';
import { membershipEndsOn } from '../../../src/schema/money/membership-usage';
import { saleLineAmounts } from '../../../src/schema/money/sale-line';
import { addDays, datesFrom, weekdayOf } from '../../../src/schema/schedule/calendar';
import { demoCategories, demoMemberships, demoTeams, stylistCareServices } from './demo-business-data';
import { demoFloat, historyDays } from './demo-money-data';
import { planDemoMoney, type MoneyMember, type MoneyPlanInput, type PaidOrder } from './demo-money-plan';
import { demoScheduleDates, memberShifts } from './demo-schedule-plan';

const today = '2026-03-18';
const nowMinute = 15 * 60 + 20;

/** A branch built from the demo's own data, as the writer reads it back, with a few completed visits to pay. */
function branchInput(team: string, seed = 1, currency: 'RSD' | 'EUR' = 'RSD'): MoneyPlanInput {
  let serviceId = 100;
  const catalog = demoCategories.flatMap((c, index) => c.services.map((s) => ({ ...s, category: c, categoryId: 10 + index, serviceId: serviceId++ })));
  const members = demoTeams[team]!.map((e, index): MoneyMember => ({
    employeeId: index + 1,
    hiredOn: e.hiredOn,
    services: catalog
      .filter((s) => s.category.performedBy.includes(e.jobTitle) && (s.category.name !== 'Care' || e.jobTitle !== 'Stylist' || stylistCareServices.includes(s.name)))
      .map((s) => ({ serviceId: s.serviceId, categoryId: s.categoryId, name: s.name, price: e.ownPrices?.[s.name]?.[currency] ?? s[currency] })),
  }));
  const workingHours = { start: '09:00', end: '21:00' };
  const scheduleFrom = demoScheduleDates(today).slotFrom;
  const patterns = memberShifts(members, workingHours);
  const performers = members.filter((m) => m.services.length > 0);
  let orderServiceId = 5000;
  const paidOrders: PaidOrder[] = datesFrom(addDays(today, -6), today).flatMap((date, day) =>
    Array.from({ length: 6 }, (_, index): PaidOrder => {
      const member = performers[(day + index) % performers.length]!;
      const service = member.services[index % member.services.length]!;
      return { orderId: 9000 + day * 10 + index, clientId: 1000 + index, date, minute: 10 * 60 + index * 45, lines: [{ ...service, orderServiceId: orderServiceId++, employeeId: member.employeeId }] };
    }),
  );
  return {
    seed,
    currency,
    today,
    nowMinute,
    workingHours,
    members,
    memberships: demoMemberships.map((m, index) => ({
      membershipId: 300 + index,
      name: m.name,
      kind: m.kind,
      visits: m.visits,
      periodDays: m.periodDays,
      validityDays: m.validityDays,
      serviceIds: [],
      price: m[currency],
    })),
    clientIds: Array.from({ length: 60 }, (_, index) => 1000 + index),
    paidOrders,
    scheduleFrom,
    scheduledShifts: members.flatMap((m) => datesFrom(scheduleFrom, addDays(today, 40)).filter((date) => weekdayOf(date) !== 0 || patterns.get(m.employeeId)!.days.kind === 'period').map((date) => ({ employeeId: m.employeeId, date }))),
  };
}

const input = branchInput('Centre');
const plan = planDemoMoney(input);
const amounts = (rows: { amount: string }[]) => moneyText(sumMoney(rows.map((r) => r.amount)));
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the demo money plan of a branch', () => {
  it('is the same for the same seed and clock, and another for another seed', () => {
    expect(planDemoMoney(branchInput('Centre'))).toEqual(plan);
    expect(planDemoMoney(branchInput('Centre', 2)).sales).not.toEqual(plan.sales);
  });

  it('sells on each of the 90 days and today so far, 8 to 25 a day, more on Fridays and Saturdays and more lately', () => {
    const dates = datesFrom(addDays(today, -historyDays), today);
    const perDay = new Map(dates.map((date) => [date, plan.sales.filter((s) => s.date === date)]));
    const ordered = new Set(input.paidOrders.map((o) => o.date));
    for (const date of dates.filter((d) => d !== today && !ordered.has(d))) {
      expect(perDay.get(date)!.length).toBeGreaterThanOrEqual(8);
      expect(perDay.get(date)!.length).toBeLessThanOrEqual(25);
    }
    expect(plan.sales.filter((s) => s.date === today).every((s) => s.minute <= nowMinute)).toBe(true);
    const count = (weekdays: number[], from: number, to: number) => average(dates.slice(from, to).filter((d) => weekdays.includes(weekdayOf(d))).map((d) => perDay.get(d)!.length));
    expect(count([5, 6], 0, 80)).toBeGreaterThan(count([0, 1], 0, 80) * 1.4);
    expect(count([0, 1, 2, 3, 4, 5, 6], 60, 83)).toBeGreaterThan(count([0, 1, 2, 3, 4, 5, 6], 0, 23));
  });

  it("prices every line with saleLineAmounts and totals every sale from its lines; paid never passes the total and equals its money", () => {
    for (const [index, sale] of plan.sales.entries()) {
      for (const item of sale.items) {
        expect(saleLineAmounts({ price: item.unitPrice, quantity: item.quantity, discount: item.discount })).toMatchObject({ discount: item.discountAmount, total: item.total });
      }
      expect(sale.total).toBe(amounts(sale.items.map((i) => ({ amount: i.total }))));
      expect(sale.subtotal).toBe(moneyText(sumMoney(sale.items.map((i) => decimal(i.unitPrice).times(i.quantity)))));
      expect(decimal(sale.paid).lte(sale.total)).toBe(true);
      expect(sale.paid).toBe(amounts(plan.transactions.filter((t) => t.sale === index)));
    }
  });

  it('pays mostly by card, then cash, some split, a few partly (a debt), with a few partial refunds', () => {
    const payments = plan.transactions.filter((t) => t.kind === 'payment');
    const card = payments.filter((t) => t.method === 'card').length / payments.length;
    expect(card).toBeGreaterThan(0.45);
    expect(card).toBeLessThan(0.7);
    const split = plan.sales.filter((_, index) => new Set(payments.filter((t) => t.sale === index && t.instalment === null).map((t) => t.method)).size === 2);
    expect(split.length).toBeGreaterThan(0);
    expect(plan.sales.some((s) => decimal(s.paid).lt(s.total) && !s.membership)).toBe(true);
    const refunds = plan.transactions.filter((t) => t.kind === 'refund');
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      const original = plan.transactions[refund.refundOf!]!;
      expect(original).toMatchObject({ kind: 'payment', method: refund.method, sale: refund.sale });
      expect(decimal(refund.amount).lt(0)).toBe(true);
      expect(decimal(original.refunded).eq(decimal(refund.amount).neg())).toBe(true);
      expect(decimal(original.refunded).lt(original.amount)).toBe(true);
      expect(refund.date >= original.date && refund.date < today).toBe(true);
    }
  });

  it('opens a drawer a day before today with the float and closes it at the float plus its cash, a few miscounted; today takes no cash yet', () => {
    expect(plan.shifts).toHaveLength(historyDays);
    expect(plan.shifts.at(-1)!.date).toBe(addDays(today, -1));
    for (const [index, shift] of plan.shifts.entries()) {
      expect(shift.openingFloat).toBe(demoFloat.RSD);
      const cash = plan.transactions.filter((t) => t.shift === index);
      expect(cash.every((t) => t.method === 'cash' && t.date === shift.date && t.minute >= shift.openMinute && t.minute <= shift.closeMinute)).toBe(true);
      expect(shift.expectedCash).toBe(expectedCash(shift.openingFloat, cash.map((t) => t.amount)));
      expect(shift.difference).toBe(cashDifference(shift.countedCash, shift.expectedCash));
    }
    expect(plan.transactions.filter((t) => t.method === 'cash').every((t) => t.shift !== null && t.date < today)).toBe(true);
    expect(plan.transactions.some((t) => t.date === today && t.method === 'card')).toBe(true);
    expect(plan.shifts.some((s) => !decimal(s.difference).eq(0))).toBe(true);
  });

  it('sells memberships with their terms, some in three instalments, used within their visits and paid within their price', () => {
    const sold = plan.sales.flatMap((s, index) => (s.membership ? [{ sale: s, index, membership: s.membership }] : []));
    expect(sold.length).toBeGreaterThan(2);
    expect(sold.some((s) => s.membership.instalments.length === 3)).toBe(true);
    for (const { sale, index, membership } of sold) {
      const terms = input.memberships.find((m) => m.membershipId === membership.membershipId)!;
      expect(sale.clientId).not.toBeNull();
      expect(membership.endsOn).toBe(membershipEndsOn(terms, sale.date));
      expect(membership.price).toBe(sale.items[membership.itemIndex]!.total);
      expect(membership.visitsUsed).toBeLessThanOrEqual(membership.visitsTotal ?? 0);
      expect(decimal(membership.paid).lte(membership.price)).toBe(true);
      if (membership.instalments.length === 0) continue;
      expect(amounts(membership.instalments)).toBe(membership.price);
      expect(membership.paid).toBe(amounts(membership.instalments.map((i) => ({ amount: i.paid }))));
      for (const instalment of membership.instalments.slice(1)) {
        const paidBy = plan.transactions.filter((t) => t.sale === index && t.instalment === instalment.number);
        expect(amounts(paidBy)).toBe(decimal(instalment.paid).eq(0) ? '0.00' : instalment.amount);
        expect(paidBy.every((t) => t.date === instalment.dueOn)).toBe(true);
      }
    }
    expect(sold.some((s) => s.membership.visitsUsed > 0)).toBe(true);
  });

  it('pays each completed visit with a sale of the lines no membership of its client covers, and sets its payment status', () => {
    const drawn = new Set(plan.visits.map((v) => v.orderServiceId));
    expect(drawn.size).toBe(plan.visits.length);
    for (const order of input.paidOrders) {
      const owed = order.lines.filter((l) => !drawn.has(l.orderServiceId));
      const sales = plan.sales.filter((s) => s.orderId === order.orderId);
      expect(sales).toHaveLength(owed.length > 0 ? 1 : 0);
      const status = plan.orderStatuses.find((s) => s.orderId === order.orderId)!.status;
      if (owed.length === 0) {
        expect(status).toBe('payment.full');
        continue;
      }
      const services = sales[0]!.items.filter((i) => i.kind === 'service');
      expect(services.map((i) => [i.orderServiceId, i.employeeId, i.unitPrice, i.discount.kind])).toEqual(owed.map((l) => [l.orderServiceId, l.employeeId, l.price, 'none']));
      expect(status).toBe(decimal(sales[0]!.paid).gte(amounts(owed.map((l) => ({ amount: l.price })))) ? 'payment.full' : 'payment.partial');
    }
  });

  it('draws visits of completed visits from the client’s memberships that cover them, within their dates and visits', () => {
    expect(plan.visits.length).toBeGreaterThan(0);
    for (const visit of plan.visits) {
      const sale = plan.sales[visit.sale]!;
      const order = input.paidOrders.find((o) => o.orderId === visit.orderId)!;
      expect(sale.clientId).toBe(order.clientId);
      expect(visit.date >= sale.membership!.startsOn && visit.date <= sale.membership!.endsOn).toBe(true);
    }
    for (const sale of plan.sales.filter((s) => s.membership?.visitsTotal)) expect(sale.membership!.visitsUsed).toBeLessThanOrEqual(sale.membership!.visitsTotal!);
  });

  it('stocks 6 to 8 products in the branch currency, with stock left', () => {
    expect(plan.products.length).toBeGreaterThanOrEqual(6);
    expect(plan.products.length).toBeLessThanOrEqual(8);
    expect(plan.products.every((p) => p.stock >= 0)).toBe(true);
    const sold = plan.sales.flatMap((s) => s.items.filter((i) => i.kind === 'product'));
    expect(sold.length / plan.sales.length).toBeGreaterThan(0.15);
    expect(sold.every((i) => i.unitPrice === plan.products[i.productIndex!]!.price)).toBe(true);
    expect(planDemoMoney(branchInput('Main Street', 1, 'EUR')).products.every((p) => decimal(p.price).lt(50))).toBe(true);
  });

  it("pays last month's work by the schemes, line by line, by card on this month's first day", () => {
    const { calculation, assignments, schemes } = plan.pay;
    expect(calculation).toMatchObject({ periodFrom: '2026-02-01', periodTo: '2026-02-28', paidOn: '2026-03-01' });
    expect(calculation.total).toBe(amounts(calculation.lines.map((l) => l.line)));
    expect(assignments).toHaveLength(input.members.length);
    expect(new Set(assignments.map((a) => a.scheme))).toEqual(new Set([0, 1]));
    for (const { employeeId, scheme } of assignments) {
      const own = calculation.lines.filter((l) => l.employeeId === employeeId);
      const total = amounts(own.map((l) => l.line));
      expect(decimal(total).gte(schemes[scheme]!.minimum)).toBe(true);
      const salary = plan.transactions.filter((t) => t.kind === 'salary' && t.employeeId === employeeId);
      expect(salary.map((t) => [t.method, t.date, t.amount])).toEqual(decimal(total).gt(0) ? [['card', '2026-03-01', moneyText(decimal(total).neg())]] : []);
    }
    const services = calculation.lines.filter((l) => l.line.kind === 'service_percent');
    expect(services.length).toBeGreaterThan(50);
    for (const { line } of services) {
      const [saleIndex, itemIndex] = line.ref!.split('.').map(Number);
      expect(plan.sales[saleIndex!]!.items[itemIndex!]!.total).toBe(line.base);
    }
  });
});
