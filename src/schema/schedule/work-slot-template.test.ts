import { describe, expect, it } from 'vitest';
import { copyWeek, monthTemplateDays, planSlotEdit, slotTemplateSchema, templateDates } from './work-slot-template';
import type { WorkSlot } from './work-slot';

const shift = { type: 'work_slot.active', slotStart: '09:00', slotEnd: '17:00' } as const;

describe('slot templates', () => {
  it.each([
    ['2 on 2 off by default', { kind: 'period', startDate: '2025-03-03' }, ['2025-03-03', '2025-03-04', '2025-03-07', '2025-03-08']],
    ['3 on 1 off', { kind: 'period', startDate: '2025-03-03', workDays: 3, restDays: 1 }, ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-07', '2025-03-08', '2025-03-09']],
    ['nothing before the start date', { kind: 'period', startDate: '2025-03-06', workDays: 1, restDays: 1 }, ['2025-03-06', '2025-03-08']],
    ['a start date before the range keeps its rhythm', { kind: 'period', startDate: '2025-02-28' }, ['2025-03-04', '2025-03-05', '2025-03-08', '2025-03-09']],
    ['weekdays Mon Wed Fri', { kind: 'weekdays', weekdays: [1, 3, 5] }, ['2025-03-03', '2025-03-05', '2025-03-07']],
    ['every day', { kind: 'period', startDate: '2025-03-03', workDays: 1, restDays: 0 }, ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09']],
  ])('%s', (_, template, dates) => {
    expect(templateDates(slotTemplateSchema.parse(template), '2025-03-03', '2025-03-09')).toEqual(dates);
  });

  it('fills a whole month for each employee, across the DST change', () => {
    const days = monthTemplateDays([7, 8], 2025, 3, slotTemplateSchema.parse({ kind: 'weekdays', weekdays: [0] }));
    expect(days).toEqual([7, 8].flatMap((employeeId) => ['02', '09', '16', '23', '30'].map((d) => ({ employeeId, date: `2025-03-${d}` }))));
  });

  it('refuses a template without weekdays', () => {
    expect(slotTemplateSchema.safeParse({ kind: 'weekdays', weekdays: [] }).success).toBe(false);
    expect(slotTemplateSchema.safeParse({ kind: 'period', startDate: '2025-03-03', workDays: 0 }).success).toBe(false);
  });
});

describe('copying a week', () => {
  const week = [
    { employeeId: 7, date: '2025-03-03', ...shift },
    { employeeId: 7, date: '2025-03-09', type: 'work_slot.vacation' as const, slotStart: null, slotEnd: null },
    { employeeId: 7, date: '2025-03-10', ...shift },
  ];
  it.each([
    ['up to the end of the month', '2025-03-31', ['2025-03-10', '2025-03-16', '2025-03-17', '2025-03-23', '2025-03-24', '2025-03-30', '2025-03-31']],
    ['stopping inside a week', '2025-03-12', ['2025-03-10']],
    ['nothing when the range ends first', '2025-03-09', []],
  ])('%s', (_, until, dates) => {
    const copies = copyWeek(week, '2025-03-03', until);
    expect(copies.map((slot) => slot.date)).toEqual(dates);
    expect(copies[1]?.type ?? 'work_slot.vacation').toBe('work_slot.vacation');
  });
});

describe('add and delete modes', () => {
  const existing: WorkSlot[] = [
    { id: 1, employeeId: 7, date: '2025-03-03', ...shift },
    { id: 2, employeeId: 7, date: '2025-03-04', ...shift, slotEnd: '15:00' },
    { id: 3, employeeId: 8, date: '2025-03-03', ...shift },
  ];
  const days = [
    { employeeId: 7, date: '2025-03-03' },
    { employeeId: 7, date: '2025-03-04' },
    { employeeId: 7, date: '2025-03-05' },
  ];

  it('adds the fill where it differs', () => {
    expect(planSlotEdit({ mode: 'add', fill: shift }, days, existing)).toEqual({
      create: [
        { employeeId: 7, date: '2025-03-04', ...shift },
        { employeeId: 7, date: '2025-03-05', ...shift },
      ],
      deleteIds: [],
    });
  });

  it('deletes the slots on the chosen days only', () => {
    expect(planSlotEdit({ mode: 'delete' }, days, existing)).toEqual({ create: [], deleteIds: [1, 2] });
  });
});
