import { describe, expect, it } from 'vitest';
import { presetPeriod } from './report-period';

describe('report period presets', () => {
  it.each([
    ['thisMonth', '2030-02-14', { from: '2030-02-01', to: '2030-02-28' }],
    ['lastMonth', '2030-03-31', { from: '2030-02-01', to: '2030-02-28' }],
    ['lastMonth', '2030-01-10', { from: '2029-12-01', to: '2029-12-31' }],
    ['thisYear', '2028-07-01', { from: '2028-01-01', to: '2028-12-31' }],
  ] as const)('%s around %s', (preset, today, period) => {
    expect(presetPeriod(preset, today)).toEqual(period);
  });
});
