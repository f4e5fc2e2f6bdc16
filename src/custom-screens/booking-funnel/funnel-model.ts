import { funnelSteps, type FunnelDay, type FunnelStep } from '@/schema/online-booking/funnel';
import { addDays, type IsoDate } from '@/schema/schedule/calendar';

/** The periods the screen offers, in days up to today (the branch's) included. */
export const funnelPeriods = [7, 30, 90] as const;
export type FunnelPeriod = (typeof funnelPeriods)[number];

export const periodDates = (days: FunnelPeriod, today: IsoDate) => ({ from: addDays(today, 1 - days), to: today });

export type FunnelTotal = {
  step: FunnelStep;
  count: number;
  /** Of the step before, in whole per cent; null for the first step and after a step nobody reached. */
  conversion: number | null;
  /** Of the page's views, 0–100: the bar's length. */
  share: number;
};

/** The period's totals per step, each with its conversion from the step before. */
export function funnelTotals(days: readonly FunnelDay[]): FunnelTotal[] {
  const counts = funnelSteps.map((step) => days.reduce((sum, day) => sum + day[step], 0));
  // Steps can be reached without the page's beacon (a script blocked): the widest step is the bars' whole.
  const whole = Math.max(...counts, 1);
  return funnelSteps.map((step, index) => {
    const before = index === 0 ? null : counts[index - 1]!;
    return {
      step,
      count: counts[index]!,
      conversion: before ? Math.round((counts[index]! / before) * 100) : null,
      share: (counts[index]! / whole) * 100,
    };
  });
}

export const nobodyCame = (totals: readonly FunnelTotal[]) => totals.every((total) => total.count === 0);
