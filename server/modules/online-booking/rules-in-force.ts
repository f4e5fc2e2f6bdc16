import { resolveRules, type OnlineBookingRuleKey, type OnlineBookingRules, type ResolvedRules, type RuleLevel, type RuleOverrides, type RuleSource } from '../../../src/schema/online-booking/rules';
import type { RuleRow } from '../../../src/schema/online-booking/settings';

/**
 * The rules in force for a service done by an employee: the chain's row, the branch's, the service's and the
 * employee's, where a service's or employee's own switch (`bookableOnline`) is that level's `bookable`.
 */
export type BookableThing = { id: number; bookableOnline: boolean };

const rowOf = (rows: readonly RuleRow[], level: RuleLevel, refId: number | null): RuleOverrides =>
  rows.find((row) => row.level === level && row.refId === refId)?.overrides ?? {};

const withSwitch = (overrides: RuleOverrides, thing: BookableThing): RuleOverrides =>
  thing.bookableOnline ? overrides : { ...overrides, bookable: false };

export function branchRules(rows: readonly RuleRow[]): ResolvedRules {
  return resolveRules([
    { level: 'chain', overrides: rowOf(rows, 'chain', null) },
    { level: 'branch', overrides: rowOf(rows, 'branch', null) },
  ]);
}

export function rulesFor(rows: readonly RuleRow[], service: BookableThing, employee: BookableThing): ResolvedRules {
  return resolveRules([
    { level: 'chain', overrides: rowOf(rows, 'chain', null) },
    { level: 'branch', overrides: rowOf(rows, 'branch', null) },
    { level: 'service', overrides: withSwitch(rowOf(rows, 'service', service.id), service) },
    { level: 'employee', overrides: withSwitch(rowOf(rows, 'employee', employee.id), employee) },
  ]);
}

/**
 * One visit's rules from those of each of its services with its employee: it is bookable when each part is, and
 * the strictest notice, horizon and buffers hold; the step is the first service's. Each rule keeps the source of
 * the part that set it, so "why not" can name it.
 */
export type VisitRules = { values: OnlineBookingRules; sources: Record<OnlineBookingRuleKey, RuleSource> };

const strictest: Partial<Record<OnlineBookingRuleKey, (a: number, b: number) => boolean>> = {
  minNoticeMinutes: (a, b) => a > b,
  horizonDays: (a, b) => a < b,
  bufferBeforeMinutes: (a, b) => a > b,
  bufferAfterMinutes: (a, b) => a > b,
  cancelCutoffMinutes: (a, b) => a > b,
  moveCutoffMinutes: (a, b) => a > b,
};

export function visitRules(parts: readonly ResolvedRules[]): VisitRules {
  const [first, ...rest] = parts;
  if (!first) throw new RangeError('A visit has at least one service');
  const values = { ...first.values };
  const sources = { ...first.sources };
  for (const part of rest) {
    if (!part.values.bookable && values.bookable) [values.bookable, sources.bookable] = [false, part.sources.bookable];
    if (part.values.staffConfirms && !values.staffConfirms) [values.staffConfirms, sources.staffConfirms] = [true, part.sources.staffConfirms];
    for (const [key, wins] of Object.entries(strictest) as [OnlineBookingRuleKey, (a: number, b: number) => boolean][]) {
      const value = part.values[key] as number;
      if (wins(value, values[key] as number)) {
        (values as Record<OnlineBookingRuleKey, unknown>)[key] = value;
        sources[key] = part.sources[key];
      }
    }
  }
  return { values, sources };
}
