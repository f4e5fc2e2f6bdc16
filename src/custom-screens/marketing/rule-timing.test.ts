import { describe, expect, it } from 'vitest';
import { minutesOfSpan, spanOf, timingSummary } from './rule-timing';

describe('spans', () => {
  it.each([
    [10, { amount: 0.17, unit: 'hours' }],
    [120, { amount: 2, unit: 'hours' }],
    [90, { amount: 1.5, unit: 'hours' }],
    [24 * 60, { amount: 24, unit: 'hours' }],
    [36 * 60, { amount: 36, unit: 'hours' }],
    [48 * 60, { amount: 2, unit: 'days' }],
    [7 * 24 * 60, { amount: 7, unit: 'days' }],
    [50 * 60, { amount: 50, unit: 'hours' }],
  ])('%i minutes read as %o', (minutes, span) => {
    expect(spanOf(minutes)).toEqual(span);
  });

  it('comes back to the same minutes, whatever the unit', () => {
    for (let minutes = 10; minutes <= 14 * 24 * 60; minutes += 7)
      expect(minutesOfSpan(spanOf(minutes))).toBe(minutes);
    expect(minutesOfSpan({ amount: 3, unit: 'days' })).toBe(3 * 24 * 60);
    expect(minutesOfSpan({ amount: 0.5, unit: 'hours' })).toBe(30);
  });
});

describe('timingSummary', () => {
  it('orders a reminder’s lead times longest first', () => {
    expect(timingSummary('customer.reminder', { leadMinutes: [120, 24 * 60] })).toEqual({
      kind: 'beforeVisit',
      leads: [
        { amount: 24, unit: 'hours' },
        { amount: 2, unit: 'hours' },
      ],
    });
  });

  it('fills what a rule leaves out with the catalog’s default', () => {
    expect(timingSummary('customer.reminder', {})).toEqual({
      kind: 'beforeVisit',
      leads: [{ amount: 24, unit: 'hours' }],
    });
    expect(timingSummary('customer.confirmRequest', {})).toEqual({
      kind: 'beforeVisit',
      leads: [{ amount: 2, unit: 'days' }],
    });
    expect(timingSummary('customer.thankYou', {})).toEqual({
      kind: 'afterVisit',
      delay: { amount: 2, unit: 'hours' },
    });
    expect(timingSummary('owner.daySummary', {})).toEqual({ kind: 'daily', atTime: '21:00' });
    expect(timingSummary('customer.birthday', { atTime: '11:30' })).toEqual({
      kind: 'daily',
      atTime: '11:30',
    });
    expect(timingSummary('customer.comeBack', { weeks: 8 })).toEqual({
      kind: 'afterWeeks',
      weeks: 8,
      perService: false,
      atTime: '10:00',
    });
    expect(timingSummary('customer.comeBack', { weeks: 8, perService: true, atTime: '17:30' })).toMatchObject({
      perService: true,
      atTime: '17:30',
    });
  });

  it('says nothing of timing for what goes at once', () => {
    expect(timingSummary('customer.bookingMade', { leadMinutes: [60] })).toEqual({ kind: 'immediate' });
  });
});
