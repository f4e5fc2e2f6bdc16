import { decimal, moneyText, sumMoney } from '../../../src/schema/money/decimal';
import { type PayFacts, type PayLine, payLines, type PayScheme } from '../../../src/schema/money/pay-scheme';
import { addDays, type IsoDate, monthDates } from '../../../src/schema/schedule/calendar';
import { demoPaySchemes, juniorsHiredFrom } from './demo-money-data';
import type { MoneyMember, PlannedSale } from './demo-money-plan';

/**
 * The staff pay of a demo branch: a senior and a junior scheme, every member on one of them from the first day
 * of the history, and last month's calculation, approved and paid on this month's first day (a salary payment
 * by card per member). Lines come from payLines over what demo-money-plan.ts sold and the days worked, as the pay
 * module computes them from the tables (active work slots, the items credited to the member at their total).
 */

export type PayPlan = {
  /** Senior first, junior second. */
  schemes: PayScheme[];
  assignments: { employeeId: number; scheme: number; startsOn: IsoDate }[];
  calculation: {
    periodFrom: IsoDate;
    periodTo: IsoDate;
    /** Approved and paid on this day. */
    paidOn: IsoDate;
    total: string;
    /** A line's `ref` is "<sale index>.<item index>" for services and products, for the writer to turn into the item's id. */
    lines: { employeeId: number; scheme: number; position: number; line: PayLine }[];
  };
  salaries: { employeeId: number; amount: string; date: IsoDate; minute: number }[];
};

export type PayInput = {
  currency: 'RSD' | 'EUR';
  today: IsoDate;
  /** The first day of the history: schemes are assigned from it. */
  from: IsoDate;
  members: MoneyMember[];
  shifts: { employeeId: number; date: IsoDate }[];
  sales: PlannedSale[];
  payMinute: number;
};

/** The calendar month before `today`'s. */
function lastMonth(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const dates = month === 1 ? monthDates(year - 1, 12) : monthDates(year, month - 1);
  return { from: dates[0]!, to: dates.at(-1)! };
}

export function planPay(input: PayInput): PayPlan {
  const schemes: PayScheme[] = [demoPaySchemes.senior, demoPaySchemes.junior].map((s) => ({
    name: s.name,
    fixedAmount: s.fixedAmount[input.currency],
    fixedPer: s.fixedPer,
    servicePercent: s.servicePercent,
    productPercent: s.productPercent,
    categoryPercents: [],
    minimum: s.minimum[input.currency],
  }));
  const assignments = input.members.map((m) => ({
    employeeId: m.employeeId,
    scheme: m.services.length === 0 || (m.hiredOn !== null && m.hiredOn >= juniorsHiredFrom) ? 1 : 0,
    startsOn: input.from,
  }));

  const period = lastMonth(input.today);
  const inPeriod = (date: IsoDate) => date >= period.from && date <= period.to;
  const sold = input.sales.flatMap((sale, saleIndex) =>
    inPeriod(sale.date) ? sale.items.map((item, itemIndex) => ({ ...item, ref: `${saleIndex}.${itemIndex}`, date: sale.date })) : [],
  );
  const lines: PayPlan['calculation']['lines'] = [];
  const salaries: PayPlan['salaries'] = [];
  const paidOn = addDays(period.to, 1);
  for (const { employeeId, scheme } of assignments) {
    const own = sold.filter((item) => item.employeeId === employeeId);
    const facts: PayFacts = {
      periodFrom: period.from,
      periodTo: period.to,
      shifts: input.shifts.filter((s) => s.employeeId === employeeId && inPeriod(s.date)).length,
      services: own.filter((i) => i.kind === 'service').map((i) => ({ ref: i.ref, categoryId: i.categoryId, amount: i.total, date: i.date, label: i.name })),
      products: own.filter((i) => i.kind === 'product').map((i) => ({ ref: i.ref, amount: i.total, date: i.date, label: i.name })),
    };
    const earned = payLines(schemes[scheme]!, facts);
    earned.lines.forEach((line, position) => lines.push({ employeeId, scheme, position, line }));
    if (decimal(earned.total).gt(0)) salaries.push({ employeeId, amount: moneyText(decimal(earned.total).neg()), date: paidOn, minute: input.payMinute });
  }
  return {
    schemes,
    assignments,
    calculation: { periodFrom: period.from, periodTo: period.to, paidOn, total: moneyText(sumMoney(lines.map((l) => l.line.amount))), lines },
    salaries,
  };
}
