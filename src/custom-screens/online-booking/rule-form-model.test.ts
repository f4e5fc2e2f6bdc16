import { describe, expect, it } from 'vitest';
import { defaultOnlineBookingRules } from '@/schema/online-booking/rules';
import { checkRuleForm, fieldOfIssue, formRuleKeys, ruleFormValues } from './rule-form-model';
import { minutesOfSpan, spanOf } from './rule-spans';

const inherited = { ...defaultOnlineBookingRules, minNoticeMinutes: 120 };

describe('minutes in friendly units', () => {
  it.each([
    [0, { amount: 0, unit: 'minutes' }],
    [45, { amount: 45, unit: 'minutes' }],
    [90, { amount: 90, unit: 'minutes' }],
    [120, { amount: 2, unit: 'hours' }],
    [24 * 60, { amount: 1, unit: 'days' }],
    [36 * 60, { amount: 36, unit: 'hours' }],
  ] as const)('%i minutes read as %o and come back', (minutes, span) => {
    expect(spanOf(minutes)).toEqual(span);
    expect(minutesOfSpan(span)).toBe(minutes);
  });

  it('any amount of a unit is whole minutes', () => {
    expect(minutesOfSpan({ amount: 1.5, unit: 'hours' })).toBe(90);
    expect(minutesOfSpan({ amount: Number.NaN, unit: 'hours' })).toBeNaN();
  });
});

describe('the rules form', () => {
  it('shows what a level may set, without the on/off the basic settings keep', () => {
    expect(formRuleKeys('employee')).toEqual(['minNoticeMinutes', 'horizonDays', 'bufferBeforeMinutes', 'bufferAfterMinutes']);
    expect(formRuleKeys('branch')).not.toContain('bookable');
    expect(formRuleKeys('branch')).toHaveLength(13);
    expect(formRuleKeys('service')).not.toContain('paymentAtBooking');
  });

  it('a rule the level overrides is set here; any other inherits and shows the inherited value', () => {
    const values = ruleFormValues({ horizonDays: 14, stepMinutes: 15 }, inherited);
    expect(values.horizonDays).toEqual({ own: true, value: 14 });
    expect(values.stepMinutes).toEqual({ own: true, value: '15' });
    expect(values.minNoticeMinutes).toEqual({ own: false, value: { amount: 2, unit: 'hours' } });
    expect(values.whoMayBook).toEqual({ own: false, value: 'anyone' });
    expect(ruleFormValues({ stepMinutes: null }, inherited).stepMinutes).toEqual({ own: true, value: 'branch' });
  });

  it('sends only the rules set here, in minutes, and keeps the on/off the level already has', () => {
    const values = ruleFormValues({ horizonDays: 14 }, inherited);
    values.horizonDays.own = false;
    values.minNoticeMinutes = { own: true, value: { amount: 3, unit: 'days' } };
    values.stepMinutes = { own: true, value: 'branch' };
    expect(checkRuleForm('branch', values, { bookable: false, horizonDays: 14 })).toEqual({
      ok: true,
      overrides: { bookable: false, minNoticeMinutes: 3 * 24 * 60, stepMinutes: null },
    });
    // A service's on/off is its own switch, never a stored rule.
    expect(checkRuleForm('service', values, { bookable: false })).toEqual({ ok: true, overrides: { minNoticeMinutes: 3 * 24 * 60, stepMinutes: null } });
  });

  it('names the fields whose values the level’s schema refuses', () => {
    const values = ruleFormValues({}, inherited);
    values.minNoticeMinutes = { own: true, value: { amount: 31, unit: 'days' } };
    values.horizonDays = { own: true, value: Number.NaN };
    values.holdMinutes = { own: false, value: 99 };
    const checked = checkRuleForm('branch', values, {});
    expect(checked.ok).toBe(false);
    expect(!checked.ok && [...checked.invalid].sort()).toEqual(['horizonDays', 'minNoticeMinutes']);
  });

  it("finds the field a server issue names, when the level's form has it", () => {
    expect(fieldOfIssue('branch', 'overrides.holdMinutes')).toBe('holdMinutes');
    expect(fieldOfIssue('employee', 'overrides.holdMinutes')).toBeNull();
    expect(fieldOfIssue('branch', 'version')).toBeNull();
  });
});
