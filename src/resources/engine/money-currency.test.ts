import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import { hintOf } from './field-values';
import { branchCurrencyOf, moneyCurrency } from './money-currency';

const vacancies = findResource('vacancies')!;
const services = findResource('services')!;
const salary = hintOf(vacancies, 'salaryFrom')!;

describe('the currency of an amount', () => {
  const twoCurrencies = branchCurrencyOf([
    { id: 1, name: 'Centre', ISOCurrency: 'RSD' },
    { id: 2, name: 'Lisbon', ISOCurrency: 'EUR' },
  ]);

  it("is, for a vacancy's salary, that of the vacancy's branch", () => {
    expect(moneyCurrency(salary, { branchId: 2, salaryFrom: '10.00' }, { currency: 'USD', branchCurrency: twoCurrencies })).toBe('EUR');
    expect(moneyCurrency(salary, { branchId: 1 }, { branchCurrency: twoCurrencies })).toBe('RSD');
  });

  it("is the chain's for a vacancy of no branch when every branch uses one, else none", () => {
    const oneCurrency = branchCurrencyOf([
      { id: 1, name: 'Centre', ISOCurrency: 'RSD' },
      { id: 3, name: 'Riverside', ISOCurrency: 'RSD' },
    ]);
    expect(moneyCurrency(salary, { branchId: null }, { branchCurrency: oneCurrency })).toBe('RSD');
    expect(moneyCurrency(salary, { branchId: null }, { branchCurrency: twoCurrencies })).toBeUndefined();
    // The branch names not yet loaded: a plain amount rather than a wrong currency.
    expect(moneyCurrency(salary, { branchId: 1 }, {})).toBeUndefined();
  });

  it("is the branch on screen's for a branch-level amount", () => {
    expect(moneyCurrency(hintOf(services, 'price')!, { price: '5.00' }, { currency: 'RSD', branchCurrency: twoCurrencies })).toBe('RSD');
  });
});
