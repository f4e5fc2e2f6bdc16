import { describe, expect, it } from 'vitest';
import { workSlotCreateSchema, workSlotMonthQuerySchema, workSlotsCreateBodySchema } from './work-slot';

const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('work slot schemas', () => {
  it('defaults to an active slot', () => {
    expect(workSlotCreateSchema.parse({ employeeId: 7, date: '2025-03-30', slotStart: '09:00', slotEnd: '17:00' })).toEqual({
      employeeId: 7,
      date: '2025-03-30',
      type: 'work_slot.active',
      slotStart: '09:00',
      slotEnd: '17:00',
    });
  });

  it.each([
    ['an active slot without hours', { type: 'work_slot.active' }, ['slotStart', 'slotEnd']],
    ['an end before the start', { slotStart: '17:00', slotEnd: '09:00' }, ['slotEnd']],
    ['an end equal to the start', { slotStart: '09:00', slotEnd: '09:00' }, ['slotEnd']],
    ['a vacation with hours', { type: 'work_slot.vacation', slotStart: '09:00', slotEnd: '17:00' }, ['slotStart', 'slotEnd']],
    ['a bad time', { slotStart: '9:00', slotEnd: '17:00' }, ['slotStart']],
    ['an unknown type', { type: 'work_slot.party', slotStart: '09:00', slotEnd: '17:00' }, ['type']],
  ])('refuses %s, naming the fields', (_, fields, expected) => {
    expect(paths(workSlotCreateSchema.safeParse({ employeeId: 7, date: '2025-03-30', ...fields }))).toEqual(expected);
  });

  it('takes a day off without hours', () => {
    expect(workSlotCreateSchema.safeParse({ employeeId: 7, date: '2025-03-30', type: 'work_slot.sick' }).success).toBe(true);
  });

  it('refuses one employee twice on a day in one body', () => {
    const slot = { employeeId: 7, date: '2025-03-30', type: 'work_slot.sick' };
    expect(paths(workSlotsCreateBodySchema.safeParse({ slots: [slot, { ...slot, employeeId: 8 }, slot] }))).toEqual(['slots.2.date']);
    expect(paths(workSlotsCreateBodySchema.safeParse({ slots: [] }))).toEqual(['slots']);
  });

  it('reads the month query', () => {
    expect(workSlotMonthQuerySchema.parse({ m: '3', y: '2025' })).toEqual({ m: 3, y: 2025 });
    expect(workSlotMonthQuerySchema.safeParse({ m: '13', y: '2025' }).success).toBe(false);
  });
});
