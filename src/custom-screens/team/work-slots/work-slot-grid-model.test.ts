import { describe, expect, it } from 'vitest';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import { formatsFor } from '@/i18n/formats';
import {
  asCreates,
  cellKey,
  cellRange,
  chosenDays,
  datesOfMonth,
  dayOfKey,
  isWeekend,
  parseMonthParam,
  shiftMonth,
  shiftText,
  slotsByCell,
  withCells,
} from './work-slot-grid-model';

const slot = (id: number, employeeId: number, date: string, type: WorkSlot['type'] = 'work_slot.active'): WorkSlot => ({
  id,
  employeeId,
  date,
  type,
  slotStart: type === 'work_slot.active' ? '09:00' : null,
  slotEnd: type === 'work_slot.active' ? '17:00' : null,
});

const members = [7, 3, 9];
const dates = ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04'];

describe('cells and their slots', () => {
  it('finds each slot by member and day, and reads a cell key back', () => {
    const cells = slotsByCell([slot(1, 7, '2025-06-02'), slot(2, 3, '2025-06-02', 'work_slot.sick')]);
    expect(cells.get(cellKey({ employeeId: 7, date: '2025-06-02' }))?.id).toBe(1);
    expect(cells.get('3/2025-06-02')?.type).toBe('work_slot.sick');
    expect(cells.get('3/2025-06-03')).toBeUndefined();
    expect(dayOfKey('3/2025-06-02')).toEqual({ employeeId: 3, date: '2025-06-02' });
  });

  it('writes an active shift as its hours and nothing for the other types', () => {
    expect(shiftText(slot(1, 7, '2025-06-02'), formatsFor('EN', 'RS'))).toBe('09:00–17:00');
    expect(shiftText(slot(1, 7, '2025-06-02'), formatsFor('EN', 'US'))).toMatch(/^9:00\sAM–5:00\sPM$/);
    expect(shiftText(slot(1, 7, '2025-06-02', 'work_slot.vacation'), formatsFor('EN', 'RS'))).toBeNull();
  });
});

describe('choosing cells', () => {
  it.each([
    ['one cell', { employeeId: 3, date: '2025-06-02' }, { employeeId: 3, date: '2025-06-02' }, ['3/2025-06-02']],
    ['a row, right to left', { employeeId: 7, date: '2025-06-03' }, { employeeId: 7, date: '2025-06-01' }, ['7/2025-06-01', '7/2025-06-02', '7/2025-06-03']],
    ['a rectangle in the shown order of members', { employeeId: 9, date: '2025-06-02' }, { employeeId: 3, date: '2025-06-03' }, ['3/2025-06-02', '3/2025-06-03', '9/2025-06-02', '9/2025-06-03']],
    ['nothing when a corner is not shown', { employeeId: 4, date: '2025-06-02' }, { employeeId: 3, date: '2025-06-03' }, []],
    ['nothing when a date is not shown', { employeeId: 7, date: '2025-07-01' }, { employeeId: 3, date: '2025-06-03' }, []],
  ])('%s', (_name, anchor, target, keys) => {
    expect(cellRange(anchor, target, members, dates).map(cellKey)).toEqual(keys);
  });

  it('adds and lets go of cells, keeping the others', () => {
    const start = new Set(['7/2025-06-01']);
    const more = withCells(start, [{ employeeId: 3, date: '2025-06-02' }], true);
    expect([...more]).toEqual(['7/2025-06-01', '3/2025-06-02']);
    expect([...withCells(more, [{ employeeId: 7, date: '2025-06-01' }], false)]).toEqual(['3/2025-06-02']);
    expect([...start]).toEqual(['7/2025-06-01']);
  });

  it('lists the chosen days in the grid order, leaving out what is no longer shown', () => {
    const selected = new Set(['9/2025-06-01', '7/2025-06-04', '7/2025-06-02', '4/2025-06-01']);
    expect(chosenDays(selected, members, dates)).toEqual([
      { employeeId: 7, date: '2025-06-02' },
      { employeeId: 7, date: '2025-06-04' },
      { employeeId: 9, date: '2025-06-01' },
    ]);
  });
});

describe('the month shown', () => {
  it('steps across years', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2025, month: 6 }, 0)).toEqual({ year: 2025, month: 6 });
  });

  it.each([
    ['2025-06', { year: 2025, month: 6 }],
    ['2025-13', null],
    ['2025-00', null],
    ['1999-06', null],
    ['2025-6', null],
    [null, null],
  ])('reads the address %s', (value, month) => {
    expect(parseMonthParam(value)).toEqual(month);
  });

  it('has its days, February of a leap year included, and knows weekends', () => {
    expect(datesOfMonth({ year: 2024, month: 2 })).toHaveLength(29);
    expect(isWeekend('2025-06-01')).toBe(true);
    expect(isWeekend('2025-06-07')).toBe(true);
    expect(isWeekend('2025-06-02')).toBe(false);
  });

  it('turns the chosen members slots into what POST /slots takes', () => {
    expect(asCreates([slot(1, 7, '2025-06-02'), slot(2, 3, '2025-06-02', 'work_slot.sick')], [3])).toEqual([
      { employeeId: 3, date: '2025-06-02', type: 'work_slot.sick', slotStart: null, slotEnd: null },
    ]);
  });
});
