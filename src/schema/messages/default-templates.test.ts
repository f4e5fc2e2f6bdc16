import { describe, expect, it } from 'vitest';
import { languageSchema } from '../enums';
import { confirmReplyWords, defaultTemplate, isStopWord, optOutHints, parseConfirmReply, stopWords } from './default-templates';
import { notificationEventKeys, notificationEvents, templateVariables } from './notification-events';
import { smsParts, toGsmLatin } from './sms-text';
import { renderTemplate, unknownVariables } from './template-text';

const languages = languageSchema.options;
const customerEvents = notificationEventKeys.filter((event) => notificationEvents[event].recipient === 'customer');
const marketingEvents = notificationEventKeys.filter((event) => notificationEvents[event].kind === 'marketing');

describe('defaultTemplate', () => {
  it.each(languages)('writes every event in %s with only its whitelisted variables, the subject on one line', (language) => {
    for (const event of notificationEventKeys) {
      for (const channel of notificationEvents[event].channels) {
        const { subject, body } = defaultTemplate(event, language, channel);
        expect(subject.trim(), `${event} ${channel}`).not.toBe('');
        expect(body.trim(), `${event} ${channel}`).not.toBe('');
        expect(subject, `${event} ${channel}`).not.toMatch(/\n/);
        expect(unknownVariables(`${subject}\n${body}`, notificationEvents[event].variables), `${event} ${channel}`).toEqual([]);
      }
    }
  });

  it.each(languages)('fits each client SMS in %s in two GSM-7 parts once sent in Latin letters', (language) => {
    for (const event of customerEvents) {
      const sms = toGsmLatin(renderTemplate(defaultTemplate(event, language, 'sms').body, templateVariables, 'sms'), language);
      expect(smsParts(sms), `${event}: ${sms}`).toMatchObject({ encoding: 'GSM-7', nonGsmCharacters: [] });
      expect(smsParts(sms).parts, `${event}: ${sms}`).toBeLessThanOrEqual(2);
    }
  });

  it('fits each English client SMS in one part', () => {
    for (const event of customerEvents) {
      const sms = renderTemplate(defaultTemplate(event, 'EN', 'sms').body, templateVariables, 'sms');
      expect(smsParts(sms), `${event}: ${sms}`).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    }
  });

  it.each(languages)('ends a marketing SMS in %s with the opt-out hint, and only an SMS', (language) => {
    for (const event of marketingEvents) {
      expect(defaultTemplate(event, language, 'sms').body.endsWith(`\n${optOutHints[language]}`)).toBe(true);
      for (const channel of ['email', 'telegram'] as const) expect(defaultTemplate(event, language, channel).body).not.toContain(optOutHints[language]);
    }
    expect(defaultTemplate('customer.reminder', language, 'sms').body).not.toContain(optOutHints[language]);
  });

  it.each(languages)('names in %s the stop word it takes, also once in Latin letters', (language) => {
    const word = stopWords[language][0] as string;
    expect(optOutHints[language]).toContain(word);
    expect(isStopWord(word)).toBe(true);
    expect(isStopWord(toGsmLatin(word, language))).toBe(true);
  });

  it.each(languages)('asks in %s for the words a confirm reply is read by, also once in Latin letters', (language) => {
    const { body } = defaultTemplate('customer.confirmRequest', language, 'sms');
    const [confirm, cancel] = [confirmReplyWords[language].confirm[0] as string, confirmReplyWords[language].cancel[0] as string];
    expect(body).toContain(confirm);
    expect(body).toContain(cancel);
    expect(parseConfirmReply(confirm)).toBe('confirm');
    expect(parseConfirmReply(cancel)).toBe('cancel');
    expect(parseConfirmReply(toGsmLatin(confirm, language))).toBe('confirm');
    expect(parseConfirmReply(toGsmLatin(cancel, language))).toBe('cancel');
  });
});

describe('parseConfirmReply', () => {
  it.each([
    ['YES', 'confirm'],
    [' yes! ', 'confirm'],
    ['Da', 'confirm'],
    ['да.', 'confirm'],
    ['Evet', 'confirm'],
    ['sim', 'confirm'],
    ['Da 👍', 'confirm'],
    ['no', 'cancel'],
    ['NE', 'cancel'],
    ['Не', 'cancel'],
    ['нет', 'cancel'],
    ['Net', 'cancel'],
    ['hayır', 'cancel'],
    ['HAYIR', 'cancel'],
    ['Não', 'cancel'],
    ['nao!', 'cancel'],
    ['No problem, I will be there', null],
    ['yes please', null],
    ['STOP', null],
    ['', null],
  ] as const)('%j → %s', (reply, answer) => {
    expect(parseConfirmReply(reply)).toBe(answer);
  });

  it('reads no language’s word as the opposite of what it means, nor as a stop', () => {
    for (const language of languages) {
      for (const word of confirmReplyWords[language].confirm) expect([parseConfirmReply(word), isStopWord(word)]).toEqual(['confirm', false]);
      for (const word of confirmReplyWords[language].cancel) expect([parseConfirmReply(word), isStopWord(word)]).toEqual(['cancel', false]);
    }
  });
});

describe('isStopWord', () => {
  it.each(['STOP', 'stop', 'Stopp', 'Unsubscribe', 'ОТПИСКА', 'Отписка', 'стоп', 'Odjava', 'ОДЈАВА', 'ret', 'Parar', 'sair', ' Stop. '])(
    '%j stops',
    (reply) => {
      expect(isStopWord(reply)).toBe(true);
    },
  );

  it.each(['yes', 'please stop calling me', 'stopwatch', 'NE', ''])('%j does not', (reply) => {
    expect(isStopWord(reply)).toBe(false);
  });
});
