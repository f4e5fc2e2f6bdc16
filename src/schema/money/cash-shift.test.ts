import { describe, expect, it } from 'vitest';
import { cashDifference, expectedCash } from './cash-shift';

describe('expectedCash', () => {
  it.each([
    ['100', [], '100.00'],
    ['100', ['23.40', '50', '-10.00'], '163.40'],
    ['0', ['0.10', '0.20'], '0.30'],
    ['50', ['-20', '-30'], '0.00'],
    ['0', ['-5'], '-5.00'],
  ] as const)('float %s with %j expects %s', (float, movements, expected) => {
    expect(expectedCash(float, movements)).toBe(expected);
  });
});

describe('cashDifference', () => {
  it.each([
    ['163.40', '163.40', '0.00'],
    ['160.00', '163.40', '-3.40'],
    ['170', '163.40', '6.60'],
  ])('counted %s, expected %s: %s', (counted, expected, difference) => {
    expect(cashDifference(counted, expected)).toBe(difference);
  });
});
