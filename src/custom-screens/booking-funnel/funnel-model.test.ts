import { describe, expect, it } from 'vitest';
import { funnelTotals, nobodyCame, periodDates } from './funnel-model';

const day = (date: string, view: number, service: number, time: number, code: number, booked: number, cancelled: number) => ({ date, view, service, time, code, booked, cancelled });

describe('the funnel screen model', () => {
  it('adds up the days per step with the conversion from the step before', () => {
    const totals = funnelTotals([day('2026-11-27', 60, 30, 10, 8, 6, 0), day('2026-11-28', 40, 20, 10, 2, 2, 1)]);
    expect(totals.map((total) => [total.step, total.count, total.conversion])).toEqual([
      ['view', 100, null],
      ['service', 50, 50],
      ['time', 20, 40],
      ['code', 10, 50],
      ['booked', 8, 80],
      ['cancelled', 1, 13],
    ]);
    expect(totals[0]!.share).toBe(100);
    expect(nobodyCame(totals)).toBe(false);
  });

  it('says nothing of a conversion after a step nobody reached, and knows an empty period', () => {
    const totals = funnelTotals([day('2026-11-28', 0, 0, 0, 0, 0, 0)]);
    expect(totals.every((total) => total.conversion === null && total.share === 0)).toBe(true);
    expect(nobodyCame(totals)).toBe(true);
  });

  it('ends a period today, counting today', () => {
    expect(periodDates(7, '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });
});
