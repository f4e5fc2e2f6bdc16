import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { monthOfDate, monthParam, parseMonthParam, type Month } from './work-slot-grid-model';

/** Today on the branch's clock, and the month shown, kept in the address (`?month=2025-06`) so a reload keeps it. */
export function useMonthParam(timeZone: string): { today: string; month: Month; setMonth: (month: Month) => void } {
  const [search, setSearch] = useSearchParams();
  const today = instantToZoned(Date.now(), timeZone).date;
  const month = parseMonthParam(search.get('month')) ?? monthOfDate(today);
  const setMonth = useCallback(
    (next: Month) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.set('month', monthParam(next));
        return params;
      }),
    [setSearch],
  );
  return { today, month, setMonth };
}
