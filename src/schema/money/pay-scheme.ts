import { z } from 'zod';
import { hasNulCharacter, idSchema, nulCharacterMessage } from '../primitives';
import { daysBetween, type IsoDate, monthDates } from '../schedule/calendar';
import { type Decimal, decimal, moneyText, nonNegativeMoneySchema, percentOf, percentSchema, roundMoney, sumMoney } from './decimal';

/** How a pay scheme's fixed amount is earned: not at all, per shift worked, or per calendar month. */
export const payFixedPeriods = ['none', 'shift', 'month'] as const;

export const paySchemeSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters').refine((name) => !hasNulCharacter(name), nulCharacterMessage),
  fixedAmount: nonNegativeMoneySchema.default('0'),
  fixedPer: z.enum(payFixedPeriods).default('none'),
  servicePercent: percentSchema.default('0'),
  productPercent: percentSchema.default('0'),
  /** A category's own service percentage, in place of `servicePercent` for its services. */
  categoryPercents: z
    .array(z.object({ categoryId: idSchema, percent: percentSchema }))
    .max(100, 'At most 100 categories')
    .refine((rows) => new Set(rows.map((row) => row.categoryId)).size === rows.length, 'A category is listed twice')
    .default([]),
  /** What the employee earns at least in a period (a part of one: its share by days): a shortfall is topped up. */
  minimum: nonNegativeMoneySchema.default('0'),
});
export type PayScheme = z.infer<typeof paySchemeSchema>;

/** What an employee did in a pay period; amounts are what the client paid for the employee's line after discount. */
export type PayFacts = {
  periodFrom: IsoDate;
  periodTo: IsoDate;
  shifts: number;
  services: { ref: string; categoryId: number | null; amount: string; date: IsoDate; label: string }[];
  products: { ref: string; amount: string; date: IsoDate; label: string }[];
};

export type PayLineKind = 'fixed_shift' | 'fixed_month' | 'service_percent' | 'product_percent' | 'minimum_topup';

/**
 * One line of a payslip. `label` is language-neutral (the service's or product's name, "YYYY-MM" for a month,
 * the shift count for shifts, the minimum for a top-up); screens word the line by its `kind`.
 */
export type PayLine = { kind: PayLineKind; ref: string | null; label: string; base: string; percent: string | null; amount: string };

/** The months (YYYY-MM) the period touches, with the days of each it covers and the days each has. */
function monthsCovered(from: IsoDate, to: IsoDate): { month: string; covered: number; days: number }[] {
  const months: { month: string; covered: number; days: number }[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const dates = monthDates(year, month);
    if (dates[0]! > to) return months;
    months.push({ month: dates[0]!.slice(0, 7), covered: dates.filter((date) => date >= from && date <= to).length, days: dates.length });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

function fixedLines(scheme: PayScheme, facts: PayFacts): PayLine[] {
  const fixed = decimal(scheme.fixedAmount);
  if (fixed.eq(0)) return [];
  if (scheme.fixedPer === 'shift') {
    if (facts.shifts === 0) return [];
    return [{ kind: 'fixed_shift', ref: null, label: String(facts.shifts), base: moneyText(fixed), percent: null, amount: moneyText(fixed.times(facts.shifts)) }];
  }
  if (scheme.fixedPer === 'month') {
    // A month's pay for the days of it worked in the period: half of a 30-day month earns half.
    return monthsCovered(facts.periodFrom, facts.periodTo).map(({ month, covered, days }) => ({
      kind: 'fixed_month',
      ref: null,
      label: month,
      base: moneyText(fixed),
      percent: null,
      amount: moneyText(fixed.times(covered).div(days)),
    }));
  }
  return [];
}

const percentLine = (kind: 'service_percent' | 'product_percent', item: { ref: string; amount: string; label: string }, percent: string): PayLine => ({
  kind,
  ref: item.ref,
  label: item.label,
  base: moneyText(item.amount),
  percent,
  amount: moneyText(percentOf(item.amount, percent)),
});

/**
 * The minimum a part of a pay period guarantees (a member whose scheme changed, or began, inside the period is paid
 * in parts): its share of the scheme's minimum by days, so two schemes of 500 over halves of a month guarantee 500,
 * not 1 000. The whole period keeps the minimum exactly.
 */
export function partMinimum(minimum: string, part: { from: IsoDate; to: IsoDate }, period: { from: IsoDate; to: IsoDate }): string {
  const partDays = daysBetween(part.from, part.to) + 1;
  const periodDays = daysBetween(period.from, period.to) + 1;
  return moneyText(partDays >= periodDays ? minimum : decimal(minimum).times(partDays).div(periodDays));
}

/**
 * An employee's pay for a period under a scheme, line by line: the fixed part, a percentage of each service
 * (its category's, when the scheme lists one) and product, each rounded to cents once, and a top-up to the
 * minimum when they come to less. The total is the sum of the lines, so a payslip always adds up.
 */
export function payLines(scheme: PayScheme, facts: PayFacts): { lines: PayLine[]; total: string } {
  const categoryPercent = new Map(scheme.categoryPercents.map((row) => [row.categoryId, row.percent]));
  const lines: PayLine[] = [
    ...fixedLines(scheme, facts),
    ...facts.services.map((service) => percentLine('service_percent', service, (service.categoryId === null ? undefined : categoryPercent.get(service.categoryId)) ?? scheme.servicePercent)),
    ...facts.products.map((product) => percentLine('product_percent', product, scheme.productPercent)),
  ].filter((line) => line.percent === null || !decimal(line.percent).eq(0));
  const earned: Decimal = sumMoney(lines.map((line) => line.amount));
  const minimum = roundMoney(scheme.minimum);
  if (earned.lt(minimum)) {
    lines.push({ kind: 'minimum_topup', ref: null, label: moneyText(minimum), base: moneyText(earned), percent: null, amount: moneyText(minimum.minus(earned)) });
  }
  return { lines, total: moneyText(sumMoney(lines.map((line) => line.amount))) };
}
