import { describe, expect, it } from 'vitest';
import { isStaleAfter, scheduleKeys } from './schedule-query-keys';

const branchId = 4;
const orderEvent = { date: '2025-06-02', id: 90, employeeIds: [7, 8], group: false };

describe('what a live event makes stale', () => {
  it.each([
    ['the branch day of its date', scheduleKeys.branchDay(4, '2025-06-02'), true],
    ['another day of the branch', scheduleKeys.branchDay(4, '2025-06-03'), false],
    ['the same day of another branch', scheduleKeys.branchDay(5, '2025-06-02'), false],
    [
      "a named employee's week holding the date",
      scheduleKeys.employeeRange(7, '2025-06-02', '2025-06-08'),
      true,
    ],
    [
      "a named employee's week ending on the date",
      scheduleKeys.employeeRange(8, '2025-05-27', '2025-06-02'),
      true,
    ],
    ["a named employee's other week", scheduleKeys.employeeRange(7, '2025-06-09', '2025-06-15'), false],
    ["someone else's week", scheduleKeys.employeeRange(9, '2025-06-02', '2025-06-08'), false],
    ['the order, on an order event (its drawer follows its own reads)', scheduleKeys.order(90), false],
    ['the free times of the date', scheduleKeys.availability(4, '2025-06-02', [11, 12], 7), true],
    ["anyone's free times of the date", scheduleKeys.availability(4, '2025-06-02', [11], null), true],
    ['the free times of another date', scheduleKeys.availability(4, '2025-06-03', [11], 7), false],
    ['the free times of another branch', scheduleKeys.availability(5, '2025-06-02', [11], 7), false],
    ['another resource', ['clients', 4], false],
  ] as const)('%s', (_, key, stale) => {
    expect(isStaleAfter(orderEvent, branchId, key)).toBe(stale);
  });

  it('a group-order event refreshes the order too', () => {
    expect(isStaleAfter({ ...orderEvent, group: true }, branchId, scheduleKeys.order(90))).toBe(true);
    expect(isStaleAfter({ ...orderEvent, group: true }, branchId, scheduleKeys.order(91))).toBe(false);
  });
});
