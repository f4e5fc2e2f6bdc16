/**
 * A notice or a cut-off as a person sets it. The rules keep minutes; people think "2 hours" or "3 days", so the
 * form shows the largest unit the minutes fill exactly, and any amount of any unit comes back as whole minutes.
 */

export const spanUnits = ['minutes', 'hours', 'days'] as const;
export type SpanUnit = (typeof spanUnits)[number];
export type Span = { amount: number; unit: SpanUnit };

const minutesPer: Record<SpanUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

export function spanOf(minutes: number): Span {
  if (minutes > 0 && minutes % minutesPer.days === 0) return { amount: minutes / minutesPer.days, unit: 'days' };
  if (minutes > 0 && minutes % minutesPer.hours === 0) return { amount: minutes / minutesPer.hours, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

/** NaN stays NaN (an empty input), for the schema to refuse. */
export const minutesOfSpan = (span: Span): number => Math.round(span.amount * minutesPer[span.unit]);
