import { describe, expect, it } from 'vitest';
import { employeeForSuggestion, suggestionGroups } from './time-suggestions-model';

// Stretches of a 15-minute step: 12:50 opens off the marks (a gap after an order ending then), 13:00 is the next mark.
const items = {
  stepMinutes: 15,
  items: [
    { date: '2031-05-02', employeeId: 7, free: [{ from: '09:00', to: '09:00' }, { from: '12:50', to: '13:00' }, { from: '17:15', to: '17:15' }] },
    { date: '2031-05-02', employeeId: 8, free: [{ from: '09:00', to: '09:00' }, { from: '11:45', to: '11:45' }] },
    { date: '2031-05-03', employeeId: 7, free: [{ from: '10:00', to: '10:00' }] },
  ],
};

describe('suggested free times', () => {
  it('everyone: each time once, with who is free, by part of the day', () => {
    expect(suggestionGroups(items, '2031-05-02', null)).toEqual([
      { part: 'morning', suggestions: [{ time: '09:00', employeeIds: [7, 8] }, { time: '11:45', employeeIds: [8] }] },
      { part: 'afternoon', suggestions: [{ time: '12:50', employeeIds: [7] }, { time: '13:00', employeeIds: [7] }] },
      { part: 'evening', suggestions: [{ time: '17:15', employeeIds: [7] }] },
    ]);
  });

  it('one employee: only theirs, only that date; none gives no groups', () => {
    expect(suggestionGroups(items, '2031-05-03', 7)).toEqual([{ part: 'morning', suggestions: [{ time: '10:00', employeeIds: [7] }] }]);
    expect(suggestionGroups(items, '2031-05-04', null)).toEqual([]);
  });

  it('a picked time keeps the chosen employee when free, else takes the first free', () => {
    expect(employeeForSuggestion({ time: '09:00', employeeIds: [7, 8] }, 8)).toBe(8);
    expect(employeeForSuggestion({ time: '11:45', employeeIds: [8] }, 7)).toBe(8);
  });
});
