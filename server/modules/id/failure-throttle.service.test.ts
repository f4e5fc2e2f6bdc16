import { describe, expect, it } from 'vitest';
import { failureDelaySeconds } from './failure-throttle.service';
import { signInFailureLimits } from './id-config';

describe('failureDelaySeconds', () => {
  it('is free up to the limit, then doubles from the first delay up to the cap', () => {
    const limit = signInFailureLimits.pair;
    const delays = Array.from({ length: limit.free + 8 }, (_, n) => failureDelaySeconds(limit, n));
    expect(delays.slice(0, limit.free)).toEqual(Array(limit.free).fill(0));
    expect(delays.slice(limit.free)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
    expect(failureDelaySeconds(limit, 10_000)).toBe(limit.maxDelaySeconds);
  });
});
