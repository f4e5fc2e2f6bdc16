import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, datesOnWeekdays, daysBetween, isCalendarDate, minutesOfTime, monthDates, timeOfMinutes, weekdayOf } from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2025-03-29', 1, '2025-03-30'],
    ['2025-03-30', 1, '2025-03-31'],
    ['2025-10-26', 1, '2025-10-27'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-01-31', 28, '2025-02-28'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-03-30', 0],
    ['2025-03-31', 1],
    ['2025-10-25', 6],
  ])('%s falls on weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-12-31', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-01-32', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
  ])('%s is a calendar date: %s', (date, real) => {
    expect(isCalendarDate(date)).toBe(real);
  });

  it('lists the days of a month and of a range', () => {
    expect(monthDates(2024, 2)).toHaveLength(29);
    expect(monthDates(2025, 12).at(-1)).toBe('2025-12-31');
    expect(datesFrom('2025-03-29', '2025-04-01')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
    expect(datesFrom('2025-04-01', '2025-03-29')).toEqual([]);
    expect(datesOnWeekdays('2025-03-24', '2025-04-06', [1, 3])).toEqual(['2025-03-24', '2025-03-26', '2025-03-31', '2025-04-02']);
  });

  it.each([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
  ])('%s is %i minutes', (time, minutes) => {
    expect(minutesOfTime(time)).toBe(minutes);
    expect(timeOfMinutes(minutes)).toBe(time);
  });
});
