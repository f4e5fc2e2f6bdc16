import { describe, expect, it } from 'vitest';
import type { RuleRow } from '../../../src/schema/online-booking/settings';
import { startTimesByDay } from './online-availability';
import { rulesFor, visitRules } from './rules-in-force';

const row = (level: RuleRow['level'], refId: number | null, overrides: RuleRow['overrides']): RuleRow => ({ level, refId, overrides, version: 1 });

describe('the rules in force for a visit', () => {
  const rows = [row('chain', null, { minNoticeMinutes: 30 }), row('branch', null, { horizonDays: 20 }), row('service', 7, { minNoticeMinutes: 240, bufferAfterMinutes: 15 }), row('employee', 3, { horizonDays: 10 })];

  it("reads the chain's, the branch's, the service's and the employee's rows, the narrowest winning", () => {
    const { values, sources } = rulesFor(rows, { id: 7, bookableOnline: true }, { id: 3, bookableOnline: true });
    expect(values).toMatchObject({ minNoticeMinutes: 240, horizonDays: 10, bufferAfterMinutes: 15, bookable: true });
    expect(sources).toMatchObject({ minNoticeMinutes: 'service', horizonDays: 'employee', bufferAfterMinutes: 'service', holdMinutes: 'default' });
  });

  it("takes a service's or employee's own switch as that level's bookable", () => {
    expect(rulesFor(rows, { id: 7, bookableOnline: false }, { id: 3, bookableOnline: true }).sources.bookable).toBe('service');
    expect(rulesFor(rows, { id: 8, bookableOnline: true }, { id: 3, bookableOnline: false }).values.bookable).toBe(false);
  });

  it('holds the strictest of its services, each named by the level that set it', () => {
    const cut = rulesFor(rows, { id: 7, bookableOnline: true }, { id: 4, bookableOnline: true });
    const wash = rulesFor(rows, { id: 8, bookableOnline: true }, { id: 4, bookableOnline: true });
    const visit = visitRules([wash, cut]);
    expect(visit.values).toMatchObject({ minNoticeMinutes: 240, horizonDays: 20, bufferAfterMinutes: 15 });
    expect(visit.sources).toMatchObject({ minNoticeMinutes: 'service', horizonDays: 'branch' });
  });
});

describe('start times by day', () => {
  it('lists every day asked for, each the union of its times in order', () => {
    const found = [
      { date: '2030-05-14', employeeId: 1, startTimes: ['10:00', '09:00'] },
      { date: '2030-05-14', employeeId: 2, startTimes: ['09:00', '11:00'] },
      { date: '2030-05-16', employeeId: 2, startTimes: ['12:00'] },
    ];
    expect(startTimesByDay('2030-05-14', '2030-05-16', found)).toEqual([
      { date: '2030-05-14', times: ['09:00', '10:00', '11:00'] },
      { date: '2030-05-15', times: [] },
      { date: '2030-05-16', times: ['12:00'] },
    ]);
  });
});
