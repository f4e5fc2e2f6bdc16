import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '../../../../src/schema/schedule/time-zone';
import {
  birthdaysOn,
  clocksAt,
  endOfLocalDay,
  isDueAt,
  lastVisitDueOn,
  membershipRemaining,
  moneyOf,
  signedMoneyOf,
} from './daily-dates';

describe('the daily messages calendar', () => {
  it("reads each zone's own date and time at one instant", () => {
    // 02:30 UTC on 1 March: already 03:30 in Belgrade, still 23:30 of 28 February in São Paulo.
    const clockOf = clocksAt(Date.UTC(2031, 2, 1, 2, 30));
    expect(clockOf('Europe/Belgrade')).toEqual({ date: '2031-03-01', time: '03:30' });
    expect(clockOf('America/Sao_Paulo')).toEqual({ date: '2031-02-28', time: '23:30' });
    expect(clockOf('Europe/Belgrade')).toBe(clockOf('Europe/Belgrade'));
  });

  it('is due from its hour to the end of the day, not before', () => {
    expect(isDueAt({ date: '2031-03-01', time: '09:59' }, '10:00')).toBe(false);
    expect(isDueAt({ date: '2031-03-01', time: '10:00' }, '10:00')).toBe(true);
    expect(isDueAt({ date: '2031-03-01', time: '23:59' }, '10:00')).toBe(true);
    expect(isDueAt({ date: '2031-03-01', time: '00:00' }, '00:00')).toBe(true);
  });

  it('greets 29 February birthdays on 28 February of a common year, and on their own day in a leap year', () => {
    expect(birthdaysOn('2031-03-01')).toEqual(['03-01']);
    expect(birthdaysOn('2031-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2032-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2032-02-29')).toEqual(['02-29']);
    expect(birthdaysOn('2100-02-28')).toEqual(['02-28', '02-29']);
  });

  it("ends a greeting's day at the branch's next midnight, 23 hours on the spring change", () => {
    expect(endOfLocalDay('2031-03-01', 'Europe/Belgrade')).toBe(
      zonedToInstant('2031-03-02', '00:00', 'Europe/Belgrade'),
    );
    expect(
      endOfLocalDay('2031-03-30', 'Europe/Belgrade') -
        zonedToInstant('2031-03-30', '00:00', 'Europe/Belgrade'),
    ).toBe(23 * 3_600_000);
  });

  it('invites back for the visit exactly N weeks ago, across month and year ends', () => {
    expect(lastVisitDueOn('2031-03-01', 6)).toBe('2031-01-18');
    expect(lastVisitDueOn('2031-01-05', 1)).toBe('2030-12-29');
    expect(lastVisitDueOn('2032-03-01', 1)).toBe('2032-02-23');
  });

  it("says what a membership has left in the reader's language: visits, else days today included", () => {
    expect(membershipRemaining('EN', { visitsLeft: 1, endsOn: '2031-12-31' }, '2031-03-01')).toBe('1 visit');
    expect(membershipRemaining('EN', { visitsLeft: 2, endsOn: '2031-12-31' }, '2031-03-01')).toBe('2 visits');
    expect(membershipRemaining('SR', { visitsLeft: 3, endsOn: '2031-12-31' }, '2031-03-01')).toBe('3 posete');
    expect(membershipRemaining('RU', { visitsLeft: 5, endsOn: '2031-12-31' }, '2031-03-01')).toBe(
      '5 визитов',
    );
    expect(membershipRemaining('RU', { visitsLeft: 21, endsOn: '2031-12-31' }, '2031-03-01')).toBe(
      '21 визит',
    );
    expect(membershipRemaining('TR', { visitsLeft: 2, endsOn: '2031-12-31' }, '2031-03-01')).toBe(
      '2 ziyaret',
    );
    expect(membershipRemaining('PT', { visitsLeft: null, endsOn: '2031-03-07' }, '2031-03-01')).toBe(
      '7 dias',
    );
    expect(membershipRemaining('EN', { visitsLeft: null, endsOn: '2031-03-01' }, '2031-03-01')).toBe('1 day');
    expect(membershipRemaining('SR', { visitsLeft: null, endsOn: '2031-03-05' }, '2031-03-01')).toBe(
      '5 dana',
    );
  });

  it('writes amounts as stored with the currency, a difference with its sign', () => {
    expect(moneyOf('4500.00', 'RSD')).toBe('4500.00 RSD');
    expect(signedMoneyOf('-12.50', 'EUR')).toBe('−12.50 EUR');
    expect(signedMoneyOf('20.00', 'EUR')).toBe('+20.00 EUR');
  });
});
