import { describe, expect, it } from 'vitest';
import { FunnelCounter, type FunnelCount } from './funnel-counter';

const centre = { organizationId: 1, branchId: 2, day: '2026-11-28' } as const;

describe('the funnel counter', () => {
  it('adds up each branch, day and step in memory and writes them in one flush', async () => {
    const writes: FunnelCount[][] = [];
    const counter = new FunnelCounter(async (counts) => void writes.push(counts));
    counter.add({ ...centre, step: 'view' });
    counter.add({ ...centre, step: 'view' });
    counter.add({ ...centre, step: 'service' });
    counter.add({ ...centre, day: '2026-11-29', step: 'view' });
    counter.add({ ...centre, branchId: 3, step: 'view' }, 4);
    await counter.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual(
      expect.arrayContaining([
        { ...centre, step: 'view', count: 2 },
        { ...centre, step: 'service', count: 1 },
        { ...centre, day: '2026-11-29', step: 'view', count: 1 },
        { ...centre, branchId: 3, step: 'view', count: 4 },
      ]),
    );
    expect(writes[0]).toHaveLength(4);
    // Written: nothing left, and a flush with nothing to write writes nothing.
    expect(counter.size).toBe(0);
    await counter.flush();
    expect(writes).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next flush, with what was counted meanwhile', async () => {
    const writes: FunnelCount[][] = [];
    let fail = true;
    const counter: FunnelCounter = new FunnelCounter(async (counts) => {
      // Counted while the write is under way: must not be lost either.
      counter.add({ ...centre, step: 'time' });
      if (fail) throw new Error('database restarting');
      writes.push(counts);
    });
    counter.add({ ...centre, step: 'view' }, 3);
    await expect(counter.flush()).rejects.toThrow('database restarting');
    expect(counter.size).toBe(2);
    fail = false;
    counter.add({ ...centre, step: 'view' });
    await counter.flush();
    expect(writes).toEqual([expect.arrayContaining([{ ...centre, step: 'view', count: 4 }, { ...centre, step: 'time', count: 1 }])]);
    // The one counted during the last write waits for the next.
    expect(counter.size).toBe(1);
  });
});
