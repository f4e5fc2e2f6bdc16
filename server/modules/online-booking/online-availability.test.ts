import { describe, expect, it } from 'vitest';
import { busyWithout } from './online-availability';

/** A booking being moved: its own lines are cut out of the merged busy time, so it may land over where it is now. */
describe("the busy time less a booking's own lines", () => {
  const busy = (employeeId: number, start: number, end: number) => ({ kind: 'order' as const, employeeId, resourceId: null, start, end });

  it('cuts the lines out of the stretches they sit in, leaving everyone else’s time', () => {
    // Anna: someone at 9–10, the booking at 10–11, someone at 11–12, merged into one stretch 9–12.
    expect(busyWithout([busy(1, 9, 12), busy(2, 10, 11)], [{ employeeId: 1, start: 10, end: 11 }])).toEqual([busy(1, 9, 10), busy(1, 11, 12), busy(2, 10, 11)]);
  });

  it('drops a stretch that is the booking alone, and cuts each of several lines', () => {
    expect(busyWithout([busy(1, 10, 11)], [{ employeeId: 1, start: 10, end: 11 }])).toEqual([]);
    expect(
      busyWithout(
        [busy(1, 8, 14)],
        [
          { employeeId: 1, start: 9, end: 10 },
          { employeeId: 1, start: 12, end: 13 },
        ],
      ),
    ).toEqual([busy(1, 8, 9), busy(1, 10, 12), busy(1, 13, 14)]);
  });

  it('leaves the busy time as it is without lines of its own', () => {
    expect(busyWithout([busy(1, 9, 10)], [])).toEqual([busy(1, 9, 10)]);
  });
});
