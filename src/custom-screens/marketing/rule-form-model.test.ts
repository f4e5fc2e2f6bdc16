import { describe, expect, it } from 'vitest';
import { defaultRule } from '@/schema/messages/notification-rule';
import { fieldOfIssue, ruleFormSchema, ruleFormValues, ruleInputOf, type RuleFormValues } from './rule-form-model';

const issuesOf = (event: Parameters<typeof ruleFormSchema>[0], values: RuleFormValues) => {
  const result = ruleFormSchema(event).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the rule form', () => {
  it('reads a reminder’s lead times in hours and days, and sends them in minutes', () => {
    const rule = {
      ...defaultRule('customer.reminder'),
      settings: { leadMinutes: [2 * 24 * 60, 120], quietHours: { from: '21:00', to: '08:00' } },
    };
    const values = ruleFormValues(rule);
    expect(values.leads).toEqual([
      { amount: 2, unit: 'days' },
      { amount: 2, unit: 'hours' },
    ]);
    expect(values).toMatchObject({
      enabled: true,
      channels: ['sms'],
      quiet: true,
      quietFrom: '21:00',
      quietTo: '08:00',
    });
    expect(ruleInputOf('customer.reminder', { ...values, leads: [{ amount: 3, unit: 'hours' }] })).toEqual({
      enabled: true,
      channels: ['sms'],
      settings: { leadMinutes: [180], quietHours: { from: '21:00', to: '08:00' } },
    });
  });

  it('sends only the fields of the event’s timing, channels in the catalog’s order, quiet hours off as null', () => {
    const values = {
      ...ruleFormValues(defaultRule('customer.thankYou')),
      channels: ['telegram', 'sms'] as RuleFormValues['channels'],
      quiet: false,
    };
    expect(ruleInputOf('customer.thankYou', values)).toEqual({
      enabled: false,
      channels: ['sms', 'telegram'],
      settings: { delayMinutes: 120, quietHours: null },
    });
    const daily = ruleFormValues(defaultRule('employee.tomorrowSchedule'));
    expect(ruleInputOf('employee.tomorrowSchedule', { ...daily, atTime: '19:30' }).settings).toEqual({
      atTime: '19:30',
      quietHours: null,
    });
    expect(
      ruleInputOf('customer.comeBack', { ...ruleFormValues(defaultRule('customer.comeBack')), weeks: 8 })
        .settings,
    ).toEqual({
      weeks: 8,
      perService: false,
      atTime: '10:00',
      quietHours: { from: '20:00', to: '09:00' },
    });
  });

  it('offers the default quiet hours when they were off', () => {
    const values = ruleFormValues({
      ...defaultRule('customer.reminder'),
      settings: { leadMinutes: [1440], quietHours: null },
    });
    expect(values).toMatchObject({ quiet: false, quietFrom: '21:00', quietTo: '08:00' });
  });

  it('puts the API schema’s refusals on the fields they concern', () => {
    const values = ruleFormValues(defaultRule('customer.reminder'));
    expect(issuesOf('customer.reminder', values)).toEqual([]);
    expect(
      issuesOf('customer.reminder', {
        ...values,
        leads: [
          { amount: 24, unit: 'hours' },
          { amount: 0.1, unit: 'hours' },
        ],
      }),
    ).toEqual([['leads.1.amount', 'form.errors.lead']]);
    expect(issuesOf('customer.reminder', { ...values, leads: [{ amount: 15, unit: 'days' }] })).toEqual([
      ['leads.0.amount', 'form.errors.lead'],
    ]);
    expect(issuesOf('customer.reminder', { ...values, leads: [] })).toEqual([
      ['leads.0.amount', 'form.errors.lead'],
    ]);
    expect(issuesOf('customer.reminder', { ...values, quietTo: '8' })).toEqual([
      ['quietTo', 'form.errors.time'],
    ]);
    expect(issuesOf('customer.reminder', { ...values, quiet: false, quietTo: '8' })).toEqual([]);
    expect(issuesOf('customer.reminder', { ...values, channels: [] })).toEqual([
      ['channels', 'form.errors.noChannel'],
    ]);
    expect(issuesOf('customer.reminder', { ...values, enabled: false, channels: [] })).toEqual([]);
    expect(
      issuesOf('customer.comeBack', { ...ruleFormValues(defaultRule('customer.comeBack')), weeks: 0 }),
    ).toEqual([['weeks', 'form.errors.weeks']]);
    expect(
      issuesOf('customer.thankYou', {
        ...ruleFormValues(defaultRule('customer.thankYou')),
        delay: { amount: 20, unit: 'days' },
      }),
    ).toEqual([['delay.amount', 'form.errors.delay']]);
  });

  it('refuses an empty number before anything else', () => {
    const values = ruleFormValues(defaultRule('customer.reminder'));
    expect(
      issuesOf('customer.reminder', { ...values, leads: [{ amount: Number.NaN, unit: 'hours' }] }),
    ).toEqual([['leads.0.amount', 'form.errors.number']]);
  });

  it('reads and sends come back’s hour and counting per service, and a membership’s thresholds', () => {
    const comeBack = ruleFormValues({
      ...defaultRule('customer.comeBack'),
      settings: { weeks: 8, perService: true, atTime: '17:30', quietHours: null },
    });
    expect(comeBack).toMatchObject({ weeks: 8, perService: true, atTime: '17:30', quiet: false });
    expect(ruleInputOf('customer.comeBack', { ...comeBack, perService: false, atTime: '11:00' }).settings).toEqual({
      weeks: 8,
      perService: false,
      atTime: '11:00',
      quietHours: null,
    });
    // A rule kept before these fields existed reads the catalog's values.
    expect(ruleFormValues({ ...defaultRule('customer.comeBack'), settings: { weeks: 3 } })).toMatchObject({
      weeks: 3,
      perService: false,
      atTime: '10:00',
    });

    const membership = ruleFormValues(defaultRule('customer.membershipEnding'));
    expect(membership).toMatchObject({ remainingVisits: 1, daysBefore: 7, atTime: '10:00' });
    expect(
      ruleInputOf('customer.membershipEnding', { ...membership, remainingVisits: 3, daysBefore: 0 }).settings,
    ).toEqual({ atTime: '10:00', remainingVisits: 3, daysBefore: 0, quietHours: null });
  });

  it('sends no setting the event does not read, whatever the hidden fields hold', () => {
    const values = { ...ruleFormValues(defaultRule('customer.birthday')), perService: true, remainingVisits: 9 };
    expect(ruleInputOf('customer.birthday', values).settings).toEqual({
      atTime: '10:00',
      quietHours: { from: '20:00', to: '09:00' },
    });
    expect(ruleInputOf('customer.bookingMade', ruleFormValues(defaultRule('customer.bookingMade'))).settings).toEqual({
      quietHours: null,
    });
  });

  it('puts the thresholds’ refusals on their fields', () => {
    const membership = ruleFormValues(defaultRule('customer.membershipEnding'));
    expect(issuesOf('customer.membershipEnding', { ...membership, remainingVisits: 0 })).toEqual([
      ['remainingVisits', 'form.errors.remainingVisits'],
    ]);
    expect(issuesOf('customer.membershipEnding', { ...membership, remainingVisits: 2.5 })).toEqual([
      ['remainingVisits', 'form.errors.remainingVisits'],
    ]);
    expect(issuesOf('customer.membershipEnding', { ...membership, daysBefore: 366 })).toEqual([
      ['daysBefore', 'form.errors.daysBefore'],
    ]);
    expect(issuesOf('customer.membershipEnding', { ...membership, daysBefore: Number.NaN })).toEqual([
      ['daysBefore', 'form.errors.daysBefore'],
    ]);
    expect(issuesOf('customer.membershipEnding', { ...membership, daysBefore: 0 })).toEqual([]);
    const comeBack = ruleFormValues(defaultRule('customer.comeBack'));
    expect(issuesOf('customer.comeBack', { ...comeBack, atTime: '25:00' })).toEqual([['atTime', 'form.errors.time']]);
    // A hidden field is never checked by the API schema: the event does not send it.
    expect(issuesOf('customer.reminder', { ...ruleFormValues(defaultRule('customer.reminder')), daysBefore: 999 })).toEqual([]);
  });

  it('places the server’s 400 for a threshold on its field', () => {
    expect(fieldOfIssue(['settings', 'remainingVisits'])).toEqual({
      path: ['remainingVisits'],
      message: 'form.errors.remainingVisits',
    });
    expect(fieldOfIssue(['settings', 'daysBefore'])).toEqual({ path: ['daysBefore'], message: 'form.errors.daysBefore' });
    expect(fieldOfIssue(['settings', 'atTime'])).toEqual({ path: ['atTime'], message: 'form.errors.time' });
  });
});
