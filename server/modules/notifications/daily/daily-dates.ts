import type { Language } from '../../../../src/schema/enums';
import { countWords } from '../../../../src/schema/messages/default-templates';
import { addDays, daysBetween, type IsoDate, type TimeOfDay } from '../../../../src/schema/schedule/calendar';
import {
  startOfLocalDay,
  type ZonedDateTime,
  instantToZoned,
} from '../../../../src/schema/schedule/time-zone';

/**
 * The calendar of the daily messages, on the branch's own clock: when one is due, whose birthday is today, which
 * visit makes a client due to come back, what a membership has left, and money as a message writes it.
 */

/** Each time zone's clock at `now`, read once per zone however many branches share it. */
export function clocksAt(now: number): (timeZone: string) => ZonedDateTime {
  const clocks = new Map<string, ZonedDateTime>();
  return (timeZone) => {
    let clock = clocks.get(timeZone);
    if (!clock) clocks.set(timeZone, (clock = instantToZoned(now, timeZone)));
    return clock;
  };
}

/**
 * A daily message is due from its hour until the branch's day ends: a planner that was down at 10:00 still plans
 * the day's greetings at 10:07, never the next day's at 23:59 (the date is the branch's, not the server's).
 */
export const isDueAt = (clock: ZonedDateTime, atTime: TimeOfDay): boolean => clock.time >= atTime;

/** The birthdays greeted on `today` as MM-DD: today's own, and 29 February on 28 February of a common year. */
export function birthdaysOn(today: IsoDate): string[] {
  const monthDay = today.slice(5);
  const leapYear = addDays(today, 1).slice(5) === '02-29';
  return monthDay === '02-28' && !leapYear ? [monthDay, '02-29'] : [monthDay];
}

/** A birthday greeting goes on the day or not at all: it expires when the branch's day ends. */
export const endOfLocalDay = (date: IsoDate, timeZone: string): number =>
  startOfLocalDay(addDays(date, 1), timeZone);

/** The day whose visit, if it was the client's last, makes them due to be invited back today: exactly N weeks ago. */
export const lastVisitDueOn = (today: IsoDate, weeks: number): IsoDate => addDays(today, -7 * weeks);

/**
 * What a membership has left, as `{{remaining}}` says it: its visits when it counts visits, else the days it is
 * still good for, today included (one ending today has "1 day").
 */
export function membershipRemaining(
  language: Language,
  membership: { visitsLeft: number | null; endsOn: IsoDate },
  today: IsoDate,
): string {
  if (membership.visitsLeft !== null) return countWords(language, 'visits', membership.visitsLeft);
  return countWords(language, 'days', daysBetween(today, membership.endsOn) + 1);
}

/** An amount as stored (exact decimal text) with its currency's code, as the receipts write it: "4500.00 RSD". */
export const moneyOf = (amount: string, currency: string): string => `${amount} ${currency}`;

/** A cash difference with its sign, the minus a real one: "+20.00 EUR" over, "−12.50 EUR" short. */
export const signedMoneyOf = (amount: string, currency: string): string =>
  amount.startsWith('-') ? `−${moneyOf(amount.slice(1), currency)}` : `+${moneyOf(amount, currency)}`;
