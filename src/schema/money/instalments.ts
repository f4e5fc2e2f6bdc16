import type { IsoDate } from '../schedule/calendar';
import { decimal, moneyText } from './decimal';

export type Instalment = { dueOn: IsoDate; amount: string };

export const maxInstalments = 24;

/** `date` plus `months`, on the same day of the month or that month's last day (Jan 31 + 1 month → Feb 28 or 29). */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * `total` in `count` monthly instalments from `firstDueOn`: equal to the cent, the cents that do not divide
 * evenly on the first, so they sum to the total exactly. Each date counts from the first, so a plan starting on
 * the 31st returns to the 31st after a short month.
 */
export function instalmentPlan(total: string, count: number, firstDueOn: IsoDate): Instalment[] {
  if (!Number.isInteger(count) || count < 1 || count > maxInstalments) throw new RangeError(`From 1 to ${maxInstalments} instalments, not ${count}`);
  const cents = decimal(moneyText(total)).times(100);
  const share = cents.div(count).round(0, 0);
  const first = cents.minus(share.times(count - 1));
  return Array.from({ length: count }, (_, index) => ({
    dueOn: addMonthsClamped(firstDueOn, index),
    amount: moneyText((index === 0 ? first : share).div(100)),
  }));
}
