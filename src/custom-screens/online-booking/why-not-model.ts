import type { OnlineBookingRules, RuleSource } from '@/schema/online-booking/rules';
import type { BranchOnlineBooking, WhyNotAnswer, WhyNotCode } from '@/schema/online-booking/settings';
import type { WhyNotRequest } from './online-booking-api';

/**
 * "Why is this time not bookable online?" as a sentence: which sentence (`whyNot.codes.<key>`), the service or team
 * member it names, and for a rule its value (the server's, for the visit as it judged it) and the level that set it.
 */
export type WhyNotSentence =
  | { bookable: true }
  | { bookable: false; key: WhyNotSentenceKey; service: string | null; employee: string | null; value: RuleValue | null; source: RuleSource | null };

export type WhyNotSentenceKey = WhyNotCode | 'off_step_branch' | 'taken_buffers';

/** A value of the rules the sentences quote. */
export type RuleValue =
  | { rule: 'minNoticeMinutes'; value: number }
  | { rule: 'horizonDays'; value: number }
  | { rule: 'stepMinutes'; value: OnlineBookingRules['stepMinutes'] };

type Data = Pick<BranchOnlineBooking, 'services' | 'employees'>;

const quotedRules = { min_notice: 'minNoticeMinutes', horizon: 'horizonDays', off_step: 'stepMinutes' } as const;

function ruleValue(answer: WhyNotAnswer): RuleValue | null {
  const rule = answer.code && answer.code in quotedRules ? quotedRules[answer.code as keyof typeof quotedRules] : null;
  if (rule === 'stepMinutes') return { rule, value: answer.value as OnlineBookingRules['stepMinutes'] };
  return rule && answer.value !== null ? { rule, value: answer.value } : null;
}

const serviceCodes = new Set<WhyNotCode>(['service_not_bookable', 'employee_does_not_perform']);

export function whyNotSentence(answer: WhyNotAnswer, data: Data, request: WhyNotRequest): WhyNotSentence {
  if (answer.bookable || answer.code === null) return { bookable: true };
  const { code } = answer;
  const service = serviceCodes.has(code) ? (data.services.find((candidate) => candidate.id === answer.refId)?.name ?? null) : null;
  const employee = data.employees.find((candidate) => candidate.id === request.employeeId)?.name ?? null;
  const value = ruleValue(answer);
  let key: WhyNotSentenceKey = code;
  if (code === 'off_step' && value?.value === null) key = 'off_step_branch';
  if (code === 'taken' && answer.rule !== null) key = 'taken_buffers';
  return { bookable: false, key, service, employee, value, source: answer.source };
}
