import { describe, expect, it } from 'vitest';
import { audienceOf, emptyForm, formProblems, inputOf, scheduledInstant } from './broadcast-form-model';

describe('the broadcast form model', () => {
  it('sends only the filter bar’s complete conditions, and a subject only for e-mail', () => {
    const values = {
      ...emptyForm('sms'),
      name: 'Spring',
      subject: 'left over',
      body: 'Hi {{clientName}}',
      q: '  ana ',
      filters: { combiner: 'or' as const, conditions: [{ field: 'visitCount', matchMode: 'gte' as const, value: 3 }, { field: 'lastName', matchMode: 'contains' as const, value: '' }] },
    };
    expect(audienceOf(values)).toEqual({ q: 'ana', filters: { combiner: 'or', conditions: [{ field: 'visitCount', matchMode: 'gte', value: 3 }] } });
    expect(inputOf(values)).toMatchObject({ channel: 'sms', subject: '' });
    expect(audienceOf(emptyForm('email'))).toEqual({ q: '', filters: { combiner: 'and', conditions: [] } });
  });

  it('starts a new broadcast with a saved audience, sent back as it was saved', () => {
    const saved = { q: 'ana', filters: { combiner: 'and' as const, conditions: [{ field: 'marketingSms', matchMode: 'equals' as const, value: true }] } };
    expect(emptyForm('sms', saved)).toMatchObject({ channel: 'sms', name: '', q: 'ana', filters: saved.filters });
    expect(audienceOf(emptyForm('sms', saved))).toEqual(saved);
  });

  it('names each field’s first problem', () => {
    expect(formProblems(emptyForm('email'))).toEqual({ name: { kind: 'required' }, body: { kind: 'required' }, subject: { kind: 'required' } });
    expect(formProblems({ ...emptyForm('sms'), name: 'x', body: 'Bye {{unsubscribeLink}} {{oops' })).toEqual({ body: { kind: 'variables', entries: ['unsubscribeLink', '{{oops'] } });
    expect(formProblems({ ...emptyForm('sms'), name: 'x'.repeat(121), body: 'Hi' })).toEqual({ name: { kind: 'tooLong' } });
    expect(formProblems({ ...emptyForm('email'), name: 'x', subject: 'Hi', body: 'Leave {{unsubscribeLink}}' })).toEqual({});
  });

  it('reads a date and a time on the branch’s clock', () => {
    expect(scheduledInstant('2031-06-10', '09:30', 'Europe/Belgrade')).toBe('2031-06-10T07:30:00.000Z');
    expect(scheduledInstant('2031-01-10', '09:30', 'America/New_York')).toBe('2031-01-10T14:30:00.000Z');
    expect(scheduledInstant('2031-06-10', null, 'UTC')).toBeNull();
    expect(scheduledInstant('2031-06', '09:30', 'UTC')).toBeNull();
  });
});
