import { describe, expect, it } from 'vitest';
import { decimal, maxMoney, minMoney, moneyText, moneyTextSchema, moneyZero, nonNegativeMoneySchema, percentOf, percentSchema, roundMoney, sumMoney } from './decimal';

describe('decimal', () => {
  it.each([
    ['12', '12'],
    ['12.5', '12.5'],
    ['-3.10', '-3.1'],
    ['0.125', '0.125'],
    [42, '42'],
    [-7, '-7'],
    [-0, '0'],
    [decimal('1.5'), '1.5'],
  ] as const)('reads %j', (value, text) => {
    expect(decimal(value).toString()).toBe(text);
  });

  it.each([Number.NaN, 1.5, 0.1, Number.POSITIVE_INFINITY, 2 ** 60, '1e5', 'abc', '', ' 1', '1,50', '1.2.3', '.5', '5.', '+1'])('refuses %j', (value) => {
    expect(() => decimal(value)).toThrow(RangeError);
  });

  it('leaves the global Big rounding alone', async () => {
    const { default: Big } = await import('big.js');
    expect(Big.RM).toBe(Big.roundHalfUp);
    expect(new Big('2.5').round(0, Big.roundHalfEven).toString()).toBe('2');
  });
});

describe('moneyText and roundMoney', () => {
  it.each([
    ['0.005', '0.01'],
    ['2.675', '2.68'],
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'],
    ['-0.001', '0.00'],
    ['0.125', '0.13'],
    ['0.124', '0.12'],
    ['-0.125', '-0.13'],
    ['1250.5', '1250.50'],
    ['1250', '1250.00'],
    ['19.999', '20.00'],
    ['33.333333', '33.33'],
    ['9999999999.99', '9999999999.99'],
    ['-0', '0.00'],
    ['-12.30', '-12.30'],
  ])('%s reads %s', (value, text) => {
    expect(moneyText(value)).toBe(text);
    expect(roundMoney(value).toFixed(2)).toBe(text);
  });
});

describe('sums and bounds', () => {
  it.each([
    [['0.10', '0.20'], '0.30'],
    [[], '0.00'],
    [['1250.50', '-250.25', decimal('0.05')], '1000.30'],
    [['0.1', '0.1', '0.1'], '0.30'],
  ] as const)('%j sums to %s', (values, total) => {
    expect(moneyText(sumMoney(values))).toBe(total);
  });

  it.each([
    ['1.00', '2', '1.00', '2.00'],
    ['-5', '3', '-5.00', '3.00'],
    ['4.5', '4.50', '4.50', '4.50'],
  ])('min(%s, %s) = %s, max = %s', (a, b, min, max) => {
    expect(moneyText(minMoney(a, b))).toBe(min);
    expect(moneyText(maxMoney(a, b))).toBe(max);
  });

  it('has a zero', () => expect(moneyText(moneyZero)).toBe('0.00'));

  it.each([
    ['100.00', '10', '10.00'],
    ['33.35', '10', '3.34'],
    ['19.99', '12.5', '2.50'],
    ['0.10', '5', '0.01'],
  ])('%s at %s %% is %s', (amount, percent, result) => {
    expect(moneyText(percentOf(amount, percent))).toBe(result);
  });
});

describe('amount and percentage schemas', () => {
  it.each([
    ['12', true, true],
    ['12.5', true, true],
    ['12.50', true, true],
    ['-12.50', true, false],
    // Entered amounts stop at 9 999 999.99 (money-text.ts: a margin under numeric(12,2) for every computed total).
    ['9999999.99', true, true],
    ['10000000', true, false],
    ['9999999999.99', true, false],
    ['12345678901', false, false],
    ['12.505', false, false],
    ['1e5', false, false],
    ['', false, false],
    ['.5', false, false],
    ['abc', false, false],
  ])('%j: money %s, non-negative %s', (value, money, nonNegative) => {
    expect(moneyTextSchema.safeParse(value).success).toBe(money);
    expect(nonNegativeMoneySchema.safeParse(value).success).toBe(nonNegative);
  });

  it('names the amount rule', () => {
    expect(nonNegativeMoneySchema.safeParse('-1').error?.issues[0]?.message).toBe('Use an amount such as 12.50');
  });

  it('names the bound of an entered amount', () => {
    expect(nonNegativeMoneySchema.safeParse('10000000.00').error?.issues.map((issue) => issue.message)).toEqual(['At most 9999999.99']);
  });

  it.each([
    ['0', true],
    ['100', true],
    ['100.00', true],
    ['12.5', true],
    ['99.99', true],
    ['100.01', false],
    ['101', false],
    ['-1', false],
    ['1.234', false],
    ['1000', false],
    ['', false],
  ])('percentage %j accepted: %s', (value, accepted) => {
    const result = percentSchema.safeParse(value);
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.issues[0]?.message).toBe('Use a percentage from 0 to 100');
  });
});
