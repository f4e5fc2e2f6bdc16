import type { WhyNotAnswer, WhyNotCode, WhyNotQuery } from '../../../src/schema/online-booking/settings';
import type { OnlineBookingRuleKey, RuleSource } from '../../../src/schema/online-booking/rules';
import { hoursOn } from '../../../src/schema/online-booking/profile-hours';
import { outsideHoursReasons } from '../../../src/schema/schedule/availability';
import { zonedToInstant, instantToZoned } from '../../../src/schema/schedule/time-zone';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { Db } from '../../db/client';
import { badInput, type FieldIssue } from '../../plugins/app/domain-error';
import { checkDay } from '../schedule/date-range';
import { authorizeBranchBooking } from './online-booking-access';
import { onlineStartTimes, visitRulesWith, type OnlineAvailabilityInput, type OnlineService } from './online-availability';
import { loadOnlineAvailability } from './online-availability.repository';
import { branchRules, rulesFor } from './rules-in-force';

/**
 * "Why is this time not bookable online?" for a team member, services and a start: the first thing that stops it, in
 * the order a client meets them — what is closed online, then the time's place (hours, shift), then the rules about
 * time (notice, horizon), then other bookings, then the step of the times offered.
 */
const minuteMs = 60_000;
const answer = (code: WhyNotCode | null, more: Partial<Omit<WhyNotAnswer, 'bookable' | 'code'>> = {}): WhyNotAnswer => ({
  bookable: code === null,
  code,
  rule: null,
  source: null,
  refId: null,
  value: null,
  ...more,
});
const byRule = (code: WhyNotCode, rule: OnlineBookingRuleKey, source: RuleSource, more: { refId?: number; value?: number | null } = {}) => answer(code, { rule, source, ...more });

export async function whyNotBookable(db: Db, userId: number, branchId: number, query: WhyNotQuery, now = Date.now()): Promise<WhyNotAnswer> {
  checkDay(query.date, 'date');
  const context = await authorizeBranchBooking(db, userId, branchId, 'view');
  const { branch } = context;
  const loaded = await loadOnlineAvailability(db, { organizationId: context.access.organizationId, branchId }, query.serviceIds, query.date, query.date);
  const issues: FieldIssue[] = [];
  if (loaded.services.some((service) => !service)) issues.push({ path: ['serviceIds'], message: (m) => m.notFound.service });
  if (!loaded.employeeBookable.has(query.employeeId)) issues.push({ path: ['employeeId'], message: (m) => m.notFound.employee });
  if (issues.length > 0) throw badInput(issues);
  const services = loaded.services as OnlineService[];
  const employee = { id: query.employeeId, bookableOnline: loaded.employeeBookable.get(query.employeeId) === true };

  const atBranch = branchRules(loaded.rules);
  if (!atBranch.values.bookable) return byRule('branch_closed_online', 'bookable', atBranch.sources.bookable);
  for (const service of services) {
    const rules = rulesFor(loaded.rules, service, employee);
    if (!rules.values.bookable && rules.sources.bookable === 'service') return byRule('service_not_bookable', 'bookable', 'service', { refId: service.id });
  }
  if (!employee.bookableOnline || visitRulesWith({ ...loaded, services }, employee.id).values.bookable === false)
    return byRule('employee_not_bookable', 'bookable', 'employee', { refId: employee.id });
  const notDone = services.find((service) => !service.durations.has(employee.id));
  if (notDone) return answer('employee_does_not_perform', { refId: notDone.id });

  const length = services.reduce((total, service) => total + (service.durations.get(employee.id) ?? service.duration), 0);
  const slot = loaded.workSlots.find((s) => s.employeeId === employee.id && s.date === query.date);
  const [outside] = outsideHoursReasons({ date: query.date, startTime: query.time, duration: length }, hoursOn(branch.workingHours, loaded.hoursExceptions, query.date), slot, branch.timeZone);
  if (outside) return answer(outside);

  const { values, sources } = visitRulesWith({ ...loaded, services }, employee.id);
  const start = zonedToInstant(query.date, query.time, branch.timeZone);
  if (start < now + values.minNoticeMinutes * minuteMs) return byRule('min_notice', 'minNoticeMinutes', sources.minNoticeMinutes, { value: values.minNoticeMinutes });
  if (query.date > addDays(instantToZoned(now, branch.timeZone).date, values.horizonDays)) return byRule('horizon', 'horizonDays', sources.horizonDays, { value: values.horizonDays });

  const input: OnlineAvailabilityInput = { ...loaded, clock: branch, services, employeeId: employee.id, from: query.date, to: query.date, now };
  const offered = (stepMinutes: number | null) =>
    onlineStartTimes({ ...input, clock: { ...branch, slotStepMinutes: stepMinutes ?? branch.slotStepMinutes }, rules: withStep(loaded.rules, stepMinutes) }).some(
      (times) => times.startTimes.includes(query.time),
    );
  // Every minute tried: a time missing even then is held by another booking or a break (with the buffers).
  if (!offered(1)) return answer('taken', { rule: values.bufferBeforeMinutes + values.bufferAfterMinutes > 0 ? 'bufferBeforeMinutes' : null });
  if (!offered(null)) return byRule('off_step', 'stepMinutes', sources.stepMinutes, { value: values.stepMinutes });
  return answer(null);
}

/** The rows with every level's step replaced (1: every minute; null: as they are). */
const withStep = (rows: OnlineAvailabilityInput['rules'], stepMinutes: number | null) =>
  stepMinutes === null ? rows : rows.map((row) => ({ ...row, overrides: { ...row.overrides, stepMinutes: null } }));
