import { describe, expect, it } from 'vitest';
import { noDiscount } from './discount';
import { type SaleLineInput, saleLineAmounts, saleLineIssue, saleTotals } from './sale-line';

describe('saleLineAmounts', () => {
  it.each<[string, SaleLineInput, string, string, string]>([
    ['no discount', { price: '12.50', quantity: 2, discount: noDiscount }, '25.00', '0.00', '25.00'],
    ['a percentage', { price: '100', quantity: 1, discount: { kind: 'percent', value: '10' } }, '100.00', '10.00', '90.00'],
    ['a percentage rounded half up to cents', { price: '0.10', quantity: 1, discount: { kind: 'percent', value: '5' } }, '0.10', '0.01', '0.09'],
    ['a percentage of the whole line', { price: '33.35', quantity: 3, discount: { kind: 'percent', value: '12.5' } }, '100.05', '12.51', '87.54'],
    ['the full percentage', { price: '40', quantity: 1, discount: { kind: 'percent', value: '100' } }, '40.00', '40.00', '0.00'],
    ['an amount', { price: '19.99', quantity: 3, discount: { kind: 'amount', value: '5' } }, '59.97', '5.00', '54.97'],
    ['an amount equal to the line', { price: '19.99', quantity: 1, discount: { kind: 'amount', value: '19.99' } }, '19.99', '19.99', '0.00'],
    ['a free line', { price: '0', quantity: 4, discount: noDiscount }, '0.00', '0.00', '0.00'],
  ])('%s', (_, line, gross, discount, total) => {
    expect(saleLineAmounts(line)).toEqual({ gross, discount, total });
  });
});

describe('saleLineIssue', () => {
  it.each<[SaleLineInput, string | null]>([
    [{ price: '10', quantity: 1, discount: noDiscount }, null],
    [{ price: '10', quantity: 999, discount: noDiscount }, null],
    [{ price: '10', quantity: 0, discount: noDiscount }, 'Quantity starts at 1.'],
    [{ price: '10', quantity: -2, discount: noDiscount }, 'Quantity starts at 1.'],
    [{ price: '10', quantity: 1.5, discount: noDiscount }, 'Quantity starts at 1.'],
    [{ price: '10', quantity: Number.NaN, discount: noDiscount }, 'Quantity starts at 1.'],
    [{ price: '10', quantity: 1000, discount: noDiscount }, 'Quantity is at most 999.'],
    [{ price: '10', quantity: 2, discount: { kind: 'amount', value: '20' } }, null],
    [{ price: '10', quantity: 2, discount: { kind: 'amount', value: '20.01' } }, 'The discount is more than the line comes to.'],
    [{ price: '10', quantity: 1, discount: { kind: 'percent', value: '100' } }, null],
  ])('%j → %j', (line, issue) => {
    expect(saleLineIssue(line)).toBe(issue);
  });
});

describe('saleTotals', () => {
  it.each<[string, SaleLineInput[], { subtotal: string; discount: string; total: string }]>([
    ['no lines', [], { subtotal: '0.00', discount: '0.00', total: '0.00' }],
    [
      'lines rounded one by one, then summed',
      [
        { price: '0.10', quantity: 1, discount: { kind: 'percent', value: '5' } },
        { price: '0.10', quantity: 1, discount: { kind: 'percent', value: '5' } },
        { price: '0.20', quantity: 1, discount: noDiscount },
      ],
      { subtotal: '0.40', discount: '0.02', total: '0.38' },
    ],
    [
      'percent and amount discounts together',
      [
        { price: '1250.50', quantity: 1, discount: { kind: 'percent', value: '10' } },
        { price: '19.99', quantity: 3, discount: { kind: 'amount', value: '4.97' } },
      ],
      { subtotal: '1310.47', discount: '130.02', total: '1180.45' },
    ],
  ])('%s', (_, lines, totals) => {
    expect(saleTotals(lines)).toEqual(totals);
  });
});
