import { describe, expect, it } from 'vitest';
import { channelHasSubject, insertVariable } from './template-editing';

describe('insertVariable', () => {
  it('puts the variable at the caret and the caret after it', () => {
    expect(insertVariable('See you at ', { start: 11, end: 11 }, 'time')).toEqual({
      text: 'See you at {{time}}',
      caret: 19,
    });
    expect(insertVariable('', { start: 0, end: 0 }, 'clientName')).toEqual({
      text: '{{clientName}}',
      caret: 14,
    });
  });

  it('replaces the selection', () => {
    expect(insertVariable('Hi NAME, see you', { start: 3, end: 7 }, 'clientName')).toEqual({
      text: 'Hi {{clientName}}, see you',
      caret: 17,
    });
  });

  it('keeps it apart from a word it would stick to, and not from punctuation', () => {
    expect(insertVariable('Hello', { start: 5, end: 5 }, 'clientName')).toEqual({
      text: 'Hello {{clientName}}',
      caret: 20,
    });
    expect(insertVariable('Hi ,', { start: 3, end: 3 }, 'clientName').text).toBe('Hi {{clientName}},');
    expect(insertVariable('atthe', { start: 2, end: 2 }, 'time').text).toBe('at {{time}} the');
    expect(insertVariable('Zdravo ć', { start: 8, end: 8 }, 'time').text).toBe('Zdravo ć {{time}}');
  });

  it('clamps a selection beyond the text', () => {
    expect(insertVariable('Hi ', { start: 40, end: 50 }, 'date')).toEqual({ text: 'Hi {{date}}', caret: 11 });
  });
});

describe('channelHasSubject', () => {
  it('gives e-mail, push and in-app a subject, not SMS or Telegram', () => {
    expect((['email', 'sms', 'telegram', 'push', 'inApp'] as const).filter(channelHasSubject)).toEqual([
      'email',
      'push',
      'inApp',
    ]);
  });
});
