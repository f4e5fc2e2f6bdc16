import { describe, expect, it } from 'vitest';
import { decimal, moneyText, sumMoney } from './decimal';
import { addMonthsClamped, instalmentPlan } from './instalments';

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i months is %s', (date, months, result) => {
    expect(addMonthsClamped(date, months)).toBe(result);
  });
});

describe('instalmentPlan', () => {
  it.each([
    ['100', 1, '2026-01-31', [['2026-01-31', '100.00']]],
    ['100', 3, '2026-01-31', [['2026-01-31', '33.34'], ['2026-02-28', '33.33'], ['2026-03-31', '33.33']]],
    ['100.01', 2, '2028-01-30', [['2028-01-30', '50.01'], ['2028-02-29', '50.00']]],
    ['0.05', 4, '2026-06-01', [['2026-06-01', '0.02'], ['2026-07-01', '0.01'], ['2026-08-01', '0.01'], ['2026-09-01', '0.01']]],
    ['10', 4, '2026-12-31', [['2026-12-31', '2.50'], ['2027-01-31', '2.50'], ['2027-02-28', '2.50'], ['2027-03-31', '2.50']]],
  ] as const)('%s in %i from %s', (total, count, first, plan) => {
    expect(instalmentPlan(total, count, first)).toEqual(plan.map(([dueOn, amount]) => ({ dueOn, amount })));
  });

  it.each([
    ['1000', 7],
    ['1250.50', 24],
    ['0.01', 3],
    ['9999999999.99', 13],
  ] as const)('%s in %i instalments sums exactly', (total, count) => {
    const plan = instalmentPlan(total, count, '2026-01-31');
    expect(plan).toHaveLength(count);
    expect(moneyText(sumMoney(plan.map((row) => row.amount)))).toBe(moneyText(total));
    const [first, ...rest] = plan.map((row) => decimal(row.amount));
    for (const amount of rest) expect(first!.minus(amount).abs().lt(decimal(count).div(100))).toBe(true);
  });

  it.each([0, 25, 1.5, -1])('refuses %s instalments', (count) => {
    expect(() => instalmentPlan('100', count, '2026-01-01')).toThrow(RangeError);
  });
});
