import { describe, expect, it } from 'vitest';
import { broadcastInputSchema, broadcastProgress, broadcastVariables, noFigures } from './broadcast';

const pathsOf = (input: unknown): string[] => {
  const result = broadcastInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('broadcast input', () => {
  it('lets an e-mail name its unsubscribe link, an SMS not', () => {
    expect(broadcastVariables('email')).toContain('unsubscribeLink');
    expect(broadcastVariables('sms')).not.toContain('unsubscribeLink');
    expect(pathsOf({ channel: 'email', name: 'News', subject: 'For {{clientName}}', body: 'Leave: {{unsubscribeLink}}' })).toEqual([]);
    expect(pathsOf({ channel: 'sms', name: 'News', body: 'Leave: {{unsubscribeLink}}' })).toEqual(['body']);
  });

  it('wants a name and words; a subject for e-mail only', () => {
    expect(pathsOf({ channel: 'email', name: ' ', subject: '', body: '' })).toEqual(['name', 'body', 'subject']);
    expect(pathsOf({ channel: 'sms', name: 'Offer', body: 'Hi {{clientName}}' })).toEqual([]);
    expect(pathsOf({ channel: 'telegram', name: 'Offer', body: 'Hi {{visitCount}}' })).toEqual(['body']);
  });

  it('takes the clients list’s filter as its audience, every client by default', () => {
    const parsed = broadcastInputSchema.parse({ channel: 'sms', name: 'Offer', body: 'Hi' });
    expect(parsed.audience).toEqual({ q: '', filters: { combiner: 'and', conditions: [] } });
    expect(pathsOf({ channel: 'sms', name: 'Offer', body: 'Hi', audience: { filters: { combiner: 'xor', conditions: [] } } })).toEqual(['audience.filters.combiner']);
  });
});

describe('broadcastProgress', () => {
  it('counts every row that is no longer pending as done', () => {
    expect(broadcastProgress(noFigures())).toBe(0);
    expect(broadcastProgress({ ...noFigures(), recipients: 3, pending: 2 })).toBe(33);
    expect(broadcastProgress({ ...noFigures(), recipients: 4, pending: 0 })).toBe(100);
  });
});
