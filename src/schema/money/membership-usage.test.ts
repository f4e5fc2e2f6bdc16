import { describe, expect, it } from 'vitest';
import { type SoldMembershipState, daysLeft, drawDown, drawDownRefusal, giveBack, membershipEndsOn, membershipStatus, visitsLeft } from './membership-usage';

const visits = (change: Partial<SoldMembershipState> = {}): SoldMembershipState => ({
  kind: 'visits',
  visitsTotal: 10,
  visitsUsed: 3,
  startsOn: '2026-03-01',
  endsOn: '2026-03-30',
  serviceIds: [7, 8],
  canceled: false,
  ...change,
});
const period = (change: Partial<SoldMembershipState> = {}): SoldMembershipState =>
  visits({ kind: 'period', visitsTotal: null, visitsUsed: 0, serviceIds: [], ...change });

describe('membershipEndsOn', () => {
  it.each([
    ['visits: its validity', { kind: 'visits', visits: 10, periodDays: null, validityDays: 30 }, '2026-03-01', '2026-03-30'],
    ['a one-day validity ends the day it starts', { kind: 'visits', visits: 1, periodDays: null, validityDays: 1 }, '2026-03-01', '2026-03-01'],
    ['period: its period, not its validity', { kind: 'period', visits: null, periodDays: 31, validityDays: 90 }, '2026-01-01', '2026-01-31'],
    ['across a month end', { kind: 'period', visits: null, periodDays: 30, validityDays: 30 }, '2026-01-31', '2026-03-01'],
    ['across a leap day', { kind: 'period', visits: null, periodDays: 30, validityDays: 30 }, '2028-01-31', '2028-02-29'],
    ['across the year end', { kind: 'visits', visits: 5, periodDays: null, validityDays: 365 }, '2026-12-31', '2027-12-30'],
    ['a leap year is a day longer', { kind: 'visits', visits: 5, periodDays: null, validityDays: 365 }, '2028-01-01', '2028-12-30'],
  ] as const)('%s', (_, definition, startsOn, endsOn) => {
    expect(membershipEndsOn(definition, startsOn)).toBe(endsOn);
  });

  it('needs a period for a period membership', () => {
    expect(() => membershipEndsOn({ kind: 'period', visits: null, periodDays: null, validityDays: 30 }, '2026-01-01')).toThrow(RangeError);
  });
});

describe('membershipStatus, visitsLeft and daysLeft', () => {
  it.each([
    ['in use', visits(), '2026-03-10', 'active', 7, 21],
    ['on its first day', visits(), '2026-03-01', 'active', 7, 30],
    ['on its last day', visits(), '2026-03-30', 'active', 7, 1],
    ['before it starts', visits(), '2026-02-20', 'not_started', 7, 30],
    ['the day after it ends', visits(), '2026-03-31', 'expired', 7, 0],
    ['every visit used', visits({ visitsUsed: 10 }), '2026-03-10', 'used_up', 0, 21],
    ['used up and past its end', visits({ visitsUsed: 10 }), '2026-04-10', 'used_up', 0, 0],
    ['canceled', visits({ canceled: true }), '2026-03-10', 'canceled', 7, 21],
    ['a period membership', period(), '2026-03-10', 'active', null, 21],
    ['an expired period membership', period(), '2026-05-01', 'expired', null, 0],
  ] as const)('%s', (_, state, today, status, left, days) => {
    expect(membershipStatus(state, today)).toBe(status);
    expect(visitsLeft(state)).toBe(left);
    expect(daysLeft(state, today)).toBe(days);
  });
});

describe('drawDownRefusal', () => {
  it.each([
    ['a covered service in its dates', visits(), 7, '2026-03-10', null],
    ['on its last day', visits(), 8, '2026-03-30', null],
    ['the last visit', visits({ visitsUsed: 9 }), 7, '2026-03-10', null],
    ['any service when it lists none', period(), 99, '2026-03-10', null],
    ['a service it does not cover', visits(), 9, '2026-03-10', 'This membership does not cover this service.'],
    ['before it starts', visits(), 7, '2026-02-28', 'This membership starts on 2026-03-01.'],
    ['after it ends', visits(), 7, '2026-03-31', 'This membership expired on 2026-03-30.'],
    ['no visits left', visits({ visitsUsed: 10 }), 7, '2026-03-10', 'This membership has no visits left.'],
    ['canceled', visits({ canceled: true }), 7, '2026-03-10', 'This membership was canceled.'],
  ] as const)('%s', (_, state, serviceId, visitDate, refusal) => {
    expect(drawDownRefusal(state, { serviceId, visitDate })).toBe(refusal);
  });
});

describe('drawDown and giveBack', () => {
  it.each([
    ['a visit drawn', drawDown(visits()), 4],
    ['a visit given back', giveBack(visits()), 2],
    ['drawn then given back', giveBack(drawDown(visits())), 3],
    ['given back with none used stays at none', giveBack(visits({ visitsUsed: 0 })), 0],
    ['a period membership counts no visits', drawDown(period()), 0],
    ['nor gives any back', giveBack(period({ visitsUsed: 0 })), 0],
  ] as const)('%s', (_, state, used) => {
    expect(state.visitsUsed).toBe(used);
  });

  it('leaves the state it was given alone', () => {
    const state = visits();
    drawDown(state);
    expect(state.visitsUsed).toBe(3);
  });
});
