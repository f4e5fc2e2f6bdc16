import { describe, expect, it } from 'vitest';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import type { SlotFill } from '@/schema/schedule/work-slot-template';
import { copyableWeekStarts, copyWeekPlan, templatePlan } from './work-slot-plans';

const june = { year: 2025, month: 6 };
const shift: SlotFill = { type: 'work_slot.active', slotStart: '09:00', slotEnd: '17:00' };
const off = (type: SlotFill['type']): SlotFill => ({ type, slotStart: null, slotEnd: null });
const slot = (id: number, employeeId: number, date: string, hours: SlotFill = shift): WorkSlot => ({ id, employeeId, date, ...hours });

describe('filling a month from a template', () => {
  const twoByTwo = { kind: 'period' as const, startDate: '2025-06-01', workDays: 2, restDays: 2 };

  it('writes the shift on the working days of a 2/2 rota for each chosen member', () => {
    const plan = templatePlan(june, { template: twoByTwo, fill: shift, employeeIds: [5, 6], replaceMonth: false }, []);
    const days = plan.create.filter((created) => created.employeeId === 5).map((created) => created.date.slice(8));
    expect(days).toEqual(['01', '02', '05', '06', '09', '10', '13', '14', '17', '18', '21', '22', '25', '26', '29', '30']);
    expect(plan.create).toHaveLength(32);
    expect(plan.create[0]).toEqual({ employeeId: 5, date: '2025-06-01', ...shift });
    expect(plan.deleteIds).toEqual([]);
  });

  it('leaves days that already hold the shift, and clears the free days only when asked', () => {
    const existing = [slot(1, 5, '2025-06-01'), slot(2, 5, '2025-06-03'), slot(3, 5, '2025-06-05', off('work_slot.sick')), slot(4, 6, '2025-06-03')];
    const kept = templatePlan(june, { template: twoByTwo, fill: shift, employeeIds: [5], replaceMonth: false }, existing);
    expect(kept.create.map((created) => created.date)).not.toContain('2025-06-01');
    expect(kept.create.map((created) => created.date)).toContain('2025-06-05');
    expect(kept.deleteIds).toEqual([]);
    const replaced = templatePlan(june, { template: twoByTwo, fill: shift, employeeIds: [5], replaceMonth: true }, existing);
    // The 3rd is a rest day of member 5; member 6 was not chosen.
    expect(replaced.deleteIds).toEqual([2]);
  });

  it('fills chosen weekdays', () => {
    const plan = templatePlan(june, { template: { kind: 'weekdays', weekdays: [1, 3] }, fill: shift, employeeIds: [5], replaceMonth: false }, []);
    expect(plan.create.map((created) => created.date.slice(8))).toEqual(['02', '04', '09', '11', '16', '18', '23', '25', '30']);
  });
});

describe('copying a week', () => {
  it('repeats the chosen members week on the following weeks of the month, skipping days already the same', () => {
    const existing = [slot(1, 5, '2025-06-02'), slot(2, 5, '2025-06-04', off('work_slot.vacation')), slot(3, 5, '2025-06-09'), slot(4, 6, '2025-06-02')];
    const plan = copyWeekPlan(june, '2025-06-01', [5], existing);
    expect(plan.create.map((created) => `${created.date.slice(8)} ${created.type}`)).toEqual([
      '11 work_slot.vacation',
      '16 work_slot.active',
      '18 work_slot.vacation',
      '23 work_slot.active',
      '25 work_slot.vacation',
      '30 work_slot.active',
    ]);
    expect(plan.deleteIds).toEqual([]);
  });

  it('starts from a week that has a later week in the month', () => {
    const starts = copyableWeekStarts(june);
    expect(starts[0]).toBe('2025-06-01');
    expect(starts.at(-1)).toBe('2025-06-23');
  });
});
