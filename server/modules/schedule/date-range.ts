import { daysBetween, isCalendarDate, type IsoDate } from '../../../src/schema/schedule/calendar';
import { badInput, type FieldIssue } from '../../plugins/app/domain-error';

export { isCalendarDate };

/**
 * A range of local dates a read may span: both on the calendar, `to` not before `from`, at most `maxDays`
 * days counting both ends. 400 naming the fields otherwise.
 */
export function checkDateRange(range: { from: IsoDate; to: IsoDate }, maxDays: number): void {
  const issues: FieldIssue[] = [];
  if (!isCalendarDate(range.from)) issues.push({ path: ['from'], message: (m) => m.common.noSuchDate });
  if (!isCalendarDate(range.to)) issues.push({ path: ['to'], message: (m) => m.common.noSuchDate });
  else if (issues.length === 0) {
    const days = daysBetween(range.from, range.to) + 1;
    if (days < 1) issues.push({ path: ['to'], message: (m) => m.common.mustNotBeBeforeStart });
    else if (days > maxDays) issues.push({ path: ['to'], message: (m) => m.common.atMostDays({ days: maxDays }) });
  }
  if (issues.length > 0) throw badInput(issues);
}

/** One day's read (`?d=`): 400 naming the field unless it is on the calendar. */
export function checkDay(date: IsoDate, field = 'd'): void {
  if (!isCalendarDate(date)) throw badInput([{ path: [field], message: (m) => m.common.noSuchDate }]);
}
