import { describe, expect, it } from 'vitest';
import { timesByPartOfDay, todayIn, weekOf } from './booking-week';

describe('the week strip', () => {
  it("starts at the branch's today, not the device's", () => {
    // 23:30 UTC on 5 December is already 6 December in Belgrade.
    const at = Date.UTC(2026, 11, 5, 23, 30);
    expect(todayIn('Europe/Belgrade', at)).toBe('2026-12-06');
    expect(todayIn('America/New_York', at)).toBe('2026-12-05');
  });

  it.each([
    ['the first week: no way back', '2026-12-06', { first: '2026-12-06', last: '2026-12-12', previous: null, next: '2026-12-13' }],
    ['a week later: back to today', '2026-12-13', { first: '2026-12-13', last: '2026-12-19', previous: '2026-12-06', next: '2026-12-20' }],
    ['three days on: back no further than today', '2026-12-09', { first: '2026-12-09', last: '2026-12-15', previous: '2026-12-06', next: '2026-12-16' }],
    ['across the new year', '2026-12-27', { first: '2026-12-27', last: '2027-01-02', previous: '2026-12-20', next: '2027-01-03' }],
  ])('%s', (_, from, expected) => {
    const week = weekOf(from, '2026-12-06', 60);
    expect(week.dates).toHaveLength(7);
    expect({ first: week.dates[0], last: week.dates.at(-1), previous: week.previous, next: week.next }).toEqual(expected);
  });

  it('ends at the horizon: the last week is cut, with no next one', () => {
    const week = weekOf('2026-12-13', '2026-12-06', 10);
    expect(week.dates).toEqual(['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16']);
    expect(week.next).toBeNull();
    expect(weekOf('2026-12-06', '2026-12-06', 7).next).toBe('2026-12-13');
    expect(weekOf('2026-12-06', '2026-12-06', 6).next).toBeNull();
  });

  it('groups times into morning, afternoon and evening, leaving empty parts out', () => {
    expect(timesByPartOfDay(['09:00', '11:55', '12:00', '17:00', '20:30'])).toEqual([
      { part: 'morning', times: ['09:00', '11:55'] },
      { part: 'afternoon', times: ['12:00'] },
      { part: 'evening', times: ['17:00', '20:30'] },
    ]);
    expect(timesByPartOfDay(['14:00'])).toEqual([{ part: 'afternoon', times: ['14:00'] }]);
    expect(timesByPartOfDay([])).toEqual([]);
  });
});
