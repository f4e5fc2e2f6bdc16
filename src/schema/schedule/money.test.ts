import { describe, expect, it } from 'vitest';
import { fromMinorUnits, roundMoney, sumMinorUnits, toMinorUnits } from './money';

describe('money in minor units', () => {
  it.each([
    ['1250.50', 125050],
    ['1250.5', 125050],
    ['1250', 125000],
    ['0.01', 1],
    ['-12.30', -1230],
    ['9999999999.99', 999999999999],
    ['0.125', 13],
    ['0.124', 12],
    ['-0.125', -13],
    ['-0.001', 0],
  ])('%s is %i cents', (amount, cents) => {
    expect(toMinorUnits(amount)).toBe(cents);
  });

  it.each([
    [125050, '1250.50'],
    [5, '0.05'],
    [-1230, '-12.30'],
    [0, '0.00'],
  ])('%i cents reads %s', (cents, amount) => {
    expect(fromMinorUnits(cents)).toBe(amount);
  });

  it.each(['', 'abc', '1,50', '1.2.3', '.5'])('refuses %j', (amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });

  it('adds without float drift and rounds group prices to two places', () => {
    expect(fromMinorUnits(sumMinorUnits(['0.10', '0.20']))).toBe('0.30');
    expect(roundMoney('19.999')).toBe('20.00');
    expect(roundMoney('33.333333')).toBe('33.33');
  });
});
