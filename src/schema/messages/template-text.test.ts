import { describe, expect, it } from 'vitest';
import { notificationEvents, templateVariables } from './notification-events';
import {
  renderEmail,
  renderMessage,
  renderTemplate,
  templateBodySchema,
  templateParts,
  templateSubjectSchema,
  templateVariablesIn,
  unknownVariables,
} from './template-text';

const reminder = notificationEvents['customer.reminder'].variables;

describe('templateParts', () => {
  it.each([
    ['Hi {{clientName}}!', [{ text: 'Hi ' }, { variable: 'clientName' }, { text: '!' }]],
    ['{{ time }}{{date}}', [{ variable: 'time' }, { variable: 'date' }]],
    ['no variables', [{ text: 'no variables' }]],
    ['a {single} brace }}', [{ text: 'a {single} brace }}' }]],
    ['{{client name}} x', [{ malformed: '{{client name}}' }, { text: ' x' }]],
    ['{{#if paid}}yes{{/if}}', [{ malformed: '{{#if paid}}' }, { text: 'yes' }, { malformed: '{{/if}}' }]],
    ['{{{time}}}', [{ malformed: '{{{time}}' }, { text: '}' }]],
    ['{{time} and {{date}}', [{ malformed: '{{time} and ' }, { variable: 'date' }]],
    ['open {{time\nnext line', [{ text: 'open ' }, { malformed: '{{time' }, { text: '\nnext line' }]],
    ['ends {{', [{ text: 'ends ' }, { malformed: '{{' }]],
  ])('%j', (text, parts) => {
    expect(templateParts(text)).toEqual(parts);
  });
});

describe('templateVariablesIn and unknownVariables', () => {
  it('lists each name once, in order', () => {
    expect(templateVariablesIn('{{time}} {{date}} {{time}} {{ clientName }}')).toEqual(['time', 'date', 'clientName']);
  });

  it('names what the whitelist lacks, and malformed tokens as written', () => {
    expect(unknownVariables('Hi {{clientName}}, {{total}} {{clientNme}} {{total}}', reminder)).toEqual(['total', 'clientNme']);
    expect(unknownVariables('{{clientName}} {{client name}} {{#if x}}', reminder)).toEqual(['{{client name}}', '{{#if x}}']);
    expect(unknownVariables('Hi {{clientName}}, see you {{date}}', reminder)).toEqual([]);
  });
});

describe('renderTemplate', () => {
  const values = { clientName: 'Ana', time: '10:30', branchName: 'Tom & <Jerry>' };

  it('substitutes plainly for the text channels, a missing value as nothing', () => {
    for (const channel of ['sms', 'telegram', 'push', 'inApp'] as const) {
      expect(renderTemplate('Hi {{clientName}} at {{ time }} in {{branchName}}{{date}}.', values, channel)).toBe(
        'Hi Ana at 10:30 in Tom & <Jerry>.',
      );
    }
  });

  it('escapes text and values alike for e-mail', () => {
    expect(renderTemplate('<b>{{branchName}}</b> "{{clientName}}"', values, 'email')).toBe(
      '&lt;b&gt;Tom &amp; &lt;Jerry&gt;&lt;/b&gt; &quot;Ana&quot;',
    );
  });

  it('never expands a value a second time', () => {
    expect(renderTemplate('Hi {{clientName}}', { clientName: '{{branchPhone}}', branchPhone: '+381' }, 'sms')).toBe('Hi {{branchPhone}}');
  });
});

describe('renderEmail', () => {
  const template = {
    subject: 'Visit on {{date}}',
    body: 'Hi {{clientName}},\nsee you on {{date}}.\n\n  \nManage it at {{manageLink}}.\n\nLinks <b>stay</b> text: javascript:alert(1)',
  };
  const values = { ...templateVariables, clientName: 'Ana <script>', manageLink: 'https://x.test/m?a=1&b=2' };

  it('makes paragraphs and line breaks, links http(s) addresses, escapes everything else', () => {
    const { html } = renderEmail(template, values, { language: 'SR', branchName: 'Centre & Co' });
    expect(html).toContain('<html lang="sr">');
    expect(html).toContain('<title>Visit on 28.11.2026</title>');
    expect(html).toContain('Centre &amp; Co</div>');
    expect(html).toContain('<p style="margin:0 0 16px">Hi Ana &lt;script&gt;,<br>see you on 28.11.2026.</p>');
    expect(html).toContain(
      '<p style="margin:0 0 16px">Manage it at <a href="https://x.test/m?a=1&amp;b=2">https://x.test/m?a=1&amp;b=2</a>.</p>',
    );
    expect(html).toContain('Links &lt;b&gt;stay&lt;/b&gt; text: javascript:alert(1)</p>');
    expect(html.match(/<p /g)).toHaveLength(3);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Unsubscribe');
  });

  it('keeps the plain part as written, and puts the unsubscribe link in both parts when given', () => {
    const email = renderEmail(
      { subject: 'Happy\nbirthday {{clientName}}', body: 'Happy birthday!' },
      { clientName: 'Ana' },
      { language: 'EN', branchName: 'Centre', unsubscribeLink: 'https://x.test/u/abc' },
    );
    expect(email.subject).toBe('Happy birthday Ana');
    expect(email.text).toBe('Happy birthday!\n\n--\nUnsubscribe: https://x.test/u/abc\n');
    expect(email.html).toContain('<a href="https://x.test/u/abc" style="color:#888888">Unsubscribe</a>');
  });

  it('ends a link at a quote, so a value cannot reach outside the href', () => {
    const { html } = renderEmail({ subject: '', body: '{{manageLink}}' }, { manageLink: 'https://x.test/"onmouseover="alert(1)' }, { language: 'EN', branchName: 'B' });
    expect(html).toContain('<a href="https://x.test/">https://x.test/</a>&quot;onmouseover=&quot;alert(1)</p>');
  });

  it('leaves a sentence’s closing punctuation out of a link', () => {
    const { html } = renderEmail({ subject: '', body: 'See (https://x.test/a), or https://x.test/b(c)!' }, {}, { language: 'EN', branchName: 'B' });
    expect(html).toContain('See (<a href="https://x.test/a">https://x.test/a</a>), or <a href="https://x.test/b(c)">https://x.test/b(c)</a>!');
  });
});

describe('renderMessage', () => {
  const template = { subject: 'Visit {{date}}', body: 'Hi {{clientName}} & co\n' };

  it('gives e-mail its HTML part, the branch from the values', () => {
    const message = renderMessage(template, { clientName: 'Ana', date: '1.2.', branchName: 'Centre' }, 'email', 'RU');
    expect(message.subject).toBe('Visit 1.2.');
    expect(message.body).toBe('Hi Ana & co\n');
    expect(message.html).toContain('<html lang="ru">');
    expect(message.html).toContain('Centre</div>');
  });

  it('leaves the other channels plain, without HTML', () => {
    expect(renderMessage(template, { clientName: 'Ana', date: '1.2.' }, 'sms', 'EN')).toEqual({ subject: 'Visit 1.2.', body: 'Hi Ana & co', html: null });
  });
});

describe('template schemas', () => {
  it('refuse unknown and malformed variables, naming each', () => {
    const result = templateBodySchema(reminder).safeParse('Hi {{clientName}} {{total}} {{client name}}');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown variable {{total}}',
      'Not a variable: {{client name}} (write {{variableName}})',
    ]);
  });

  it('take a whitelisted body, trimmed', () => {
    expect(templateBodySchema(reminder).parse('  Hi {{clientName}}\n')).toBe('Hi {{clientName}}');
  });

  it('want a body, and a subject on one line (which may be empty)', () => {
    expect(templateBodySchema(reminder).safeParse(' ').error?.issues[0]?.message).toBe('Write the text');
    expect(templateSubjectSchema(reminder).parse('')).toBe('');
    expect(templateSubjectSchema(reminder).safeParse('a\nb').error?.issues[0]?.message).toBe('One line only');
    expect(templateSubjectSchema(reminder).safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('At most 200 characters');
  });
});
