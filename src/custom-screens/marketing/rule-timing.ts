import { notificationEvents, type NotificationEventKey } from '@/schema/messages/notification-events';
import { defaultTimingSettings, type NotificationTimingSettings } from '@/schema/messages/notification-rule';

/**
 * When a notification goes, as a person reads and sets it. The API keeps lead times and delays in minutes; people
 * think of them in hours or days, so the screens convert both ways here.
 */

export const spanUnits = ['hours', 'days'] as const;
export type SpanUnit = (typeof spanUnits)[number];
/** A lead time before the visit or a delay after it: so many hours or days. */
export type Span = { amount: number; unit: SpanUnit };

const minutesPerUnit: Record<SpanUnit, number> = { hours: 60, days: 24 * 60 };

/**
 * Whole days from two days up read as days ("2 days"); a day and anything shorter or between, as hours ("24 h",
 * "36 h", "0.5 h"): a reminder a day ahead is said "24 h before", as the product has always said it.
 */
export function spanOf(minutes: number): Span {
  if (minutes >= 2 * minutesPerUnit.days && minutes % minutesPerUnit.days === 0)
    return { amount: minutes / minutesPerUnit.days, unit: 'days' };
  // Two decimals of an hour come back to the same whole minute.
  return { amount: Math.round((minutes / 60) * 100) / 100, unit: 'hours' };
}

export const minutesOfSpan = (span: Span): number => Math.round(span.amount * minutesPerUnit[span.unit]);

/** What the matrix and the cards say about a rule's timing; the screen puts it in words. */
export type TimingSummary =
  | { kind: 'immediate' }
  /** Longest lead first: the order the messages go in. */
  | { kind: 'beforeVisit'; leads: Span[] }
  | { kind: 'afterVisit'; delay: Span }
  | { kind: 'daily'; atTime: string }
  /** Weeks since the last visit (of each service, `perService`), at the hour of the day. */
  | { kind: 'afterWeeks'; weeks: number; perService: boolean; atTime: string };

/** The rule's timing by its event's kind; a value the rule leaves out is the catalog's default. */
export function timingSummary(
  event: NotificationEventKey,
  settings: NotificationTimingSettings,
): TimingSummary {
  const defaults = defaultTimingSettings(event);
  switch (notificationEvents[event].timing) {
    case 'immediate':
      return { kind: 'immediate' };
    case 'beforeVisit':
      return {
        kind: 'beforeVisit',
        leads: [...(settings.leadMinutes ?? defaults.leadMinutes ?? [])].sort((a, b) => b - a).map(spanOf),
      };
    case 'afterVisit':
      return { kind: 'afterVisit', delay: spanOf(settings.delayMinutes ?? defaults.delayMinutes ?? 0) };
    case 'daily':
      return { kind: 'daily', atTime: settings.atTime ?? defaults.atTime ?? '10:00' };
    case 'afterWeeks':
      return {
        kind: 'afterWeeks',
        weeks: settings.weeks ?? defaults.weeks ?? 6,
        perService: settings.perService ?? false,
        atTime: settings.atTime ?? defaults.atTime ?? '10:00',
      };
  }
}
