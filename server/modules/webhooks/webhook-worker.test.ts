import { describe, expect, it } from 'vitest';
import { retryDelayAfter, retryScheduleMs } from './webhook-worker';

describe('the webhook retry schedule', () => {
  it('follows Standard Webhooks’ first steps', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayAfter)).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
  });
  it('keeps trying for more than 72 hours, then stops', () => {
    const spanHours = retryScheduleMs.reduce((sum, delay) => sum + delay, 0) / 3_600_000;
    expect(spanHours).toBeGreaterThan(72);
    expect(spanHours).toBeLessThan(80);
    expect(retryDelayAfter(retryScheduleMs.length + 1)).toBeNull();
  });
});
