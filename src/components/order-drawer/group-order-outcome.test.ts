import { describe, expect, it } from 'vitest';
import { groupOutcomeOf } from './group-order-outcome';

describe('a group class booking outcome', () => {
  it('is booked when one date was, naming the dates skipped', () => {
    const skipped = [{ date: '2031-06-09', reason: 'employee_busy' as const }];
    expect(groupOutcomeOf({ created: [{ date: '2031-06-02', id: 7 }], refused: skipped })).toEqual({ kind: 'booked', orderId: 7, booked: 1, skipped });
  });

  it('asks to book anyway when nothing was booked and a date is only outside the hours', () => {
    const refused = [
      { date: '2031-06-02', reason: 'outside_work_slot' as const },
      { date: '2031-06-09', reason: 'resource_busy' as const },
    ];
    expect(groupOutcomeOf({ created: [], refused })).toEqual({ kind: 'outsideHours', refused });
  });

  it('is refused when every date is taken', () => {
    const refused = [{ date: '2031-06-02', reason: 'employee_busy' as const }];
    expect(groupOutcomeOf({ created: [], refused })).toEqual({ kind: 'refused', refused });
  });
});
