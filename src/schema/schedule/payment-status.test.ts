import { describe, expect, it } from 'vitest';
import { paymentStatusOf, paymentSummary } from './payment-status';

describe('payment status', () => {
  it.each([
    ['100.00', [], 'payment.no'],
    ['100.00', ['0.00'], 'payment.no'],
    ['100.00', ['0.01'], 'payment.partial'],
    ['100.00', ['50', '49.99'], 'payment.partial'],
    ['100.00', ['50', '50.00'], 'payment.full'],
    ['100.00', ['120'], 'payment.full'],
    ['100.00', ['100', '-100'], 'payment.no'],
    ['100.00', ['100', '-30.5'], 'payment.partial'],
    ['0.00', [], 'payment.full'],
    ['0.1', ['0.05', '0.05'], 'payment.full'],
  ] as const)('due %s, paid %j → %s', (due, payments, status) => {
    expect(paymentStatusOf(due, payments)).toBe(status);
  });

  it('sums exactly and never owes below zero', () => {
    expect(paymentSummary('1250.50', ['1000', '200.25'])).toEqual({ status: 'payment.partial', due: '1250.50', paid: '1200.25', remaining: '50.25' });
    expect(paymentSummary('10', ['12.5']).remaining).toBe('0.00');
  });
});
