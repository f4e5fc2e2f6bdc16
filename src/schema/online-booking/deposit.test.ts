import { describe, expect, it } from 'vitest';
import { depositAmount } from './deposit';

describe('the deposit at online booking', () => {
  it('is a percent of the price, a fixed amount, or the price, never more than the price', () => {
    expect(depositAmount({ paymentAtBooking: 'depositPercent', depositValue: 25 }, '40.00')).toBe('10.00');
    expect(depositAmount({ paymentAtBooking: 'depositPercent', depositValue: 12.5 }, '1999.99')).toBe('250.00');
    expect(depositAmount({ paymentAtBooking: 'depositAmount', depositValue: 15.5 }, '40.00')).toBe('15.50');
    expect(depositAmount({ paymentAtBooking: 'depositAmount', depositValue: 500 }, '40.00')).toBe('40.00');
    expect(depositAmount({ paymentAtBooking: 'full', depositValue: 20 }, '1500.00')).toBe('1500.00');
  });

  it('asks nothing without a rule or for a free visit', () => {
    expect(depositAmount({ paymentAtBooking: 'none', depositValue: 20 }, '40.00')).toBeNull();
    expect(depositAmount({ paymentAtBooking: 'full', depositValue: 20 }, '0.00')).toBeNull();
    expect(depositAmount({ paymentAtBooking: 'depositPercent', depositValue: 1 }, '0.40')).toBeNull();
  });
});
