import { z } from 'zod';
import type { Language } from '../enums';
import type { MessageChannel, TemplateVariable } from './notification-events';

/**
 * Message templates are plain text with `{{variableName}}` in it, and nothing else: no helpers, no conditions, no
 * code, so a branch can edit its own texts without anything to learn or to exploit. Spaces inside the braces are
 * forgiven (`{{ clientName }}`); any other `{{` is malformed and refused, never sent as it is.
 */

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** A template as kept: the subject (an e-mail's, or a push or in-app title) and the body. */
export type TemplateText = { subject: string; body: string };

export type TemplatePart = { text: string } | { variable: string } | { malformed: string };

const variableToken = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/y;
const tokenEnd = /\}\}|\n|\{\{/g;

/** The template as literal text, variables and malformed `{{…` tokens, in order; the editor highlights from it. */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let position = 0;
  while (position < text.length) {
    const open = text.indexOf('{{', position);
    if (open < 0) break;
    if (open > position) parts.push({ text: text.slice(position, open) });
    variableToken.lastIndex = open;
    const token = variableToken.exec(text);
    if (token) {
      parts.push({ variable: token[1] as string });
      position = variableToken.lastIndex;
      continue;
    }
    // A malformed token runs to its `}}`, or else to the end of its line or the next `{{`, whichever comes first.
    tokenEnd.lastIndex = open + 2;
    const end = tokenEnd.exec(text);
    position = end ? (end[0] === '}}' ? end.index + 2 : end.index) : text.length;
    parts.push({ malformed: text.slice(open, position) });
  }
  if (position < text.length) parts.push({ text: text.slice(position) });
  return parts;
}

const unique = (items: string[]): string[] => [...new Set(items)];

/** The variable names the text uses, each once, in order. */
export const templateVariablesIn = (text: string): string[] =>
  unique(templateParts(text).flatMap((part) => ('variable' in part ? [part.variable] : [])));

/**
 * What the text may not say: each unknown variable by its name, each malformed token as written (it starts with
 * `{{`, so a form tells the two apart), once each, in order.
 */
export const unknownVariables = (text: string, allowed: readonly string[]): string[] =>
  unique(
    templateParts(text).flatMap((part) => {
      if ('malformed' in part) return [part.malformed];
      if ('variable' in part && !allowed.includes(part.variable)) return [part.variable];
      return [];
    }),
  );

/** The message a form shows (and a 400 carries) for one `unknownVariables` entry. */
export const unknownVariableMessage = (entry: string): string =>
  entry.startsWith('{{') ? `Not a variable: ${entry} (write {{variableName}})` : `Unknown variable {{${entry}}}`;

/** A template's text, refused with one issue per unknown variable or malformed token, each naming it. */
const templateTextSchema = (allowed: readonly string[], maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `At most ${maxLength} characters`)
    .superRefine((text, ctx) => {
      for (const entry of unknownVariables(text, allowed)) ctx.addIssue({ code: 'custom', message: unknownVariableMessage(entry) });
    });

/** An e-mail's subject, also the title of a push or in-app message: one line, empty where the channel has none (SMS). */
export const templateSubjectSchema = (allowed: readonly string[]) =>
  templateTextSchema(allowed, 200).refine((text) => !/[\r\n]/.test(text), 'One line only');

export const templateBodySchema = (allowed: readonly string[]) => templateTextSchema(allowed, 4000).min(1, 'Write the text');

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => htmlEntities[character] as string);

/** Substitutes once: a value that itself holds `{{x}}` is text, never expanded. A missing value is empty. */
function substitute(text: string, values: TemplateValues): string {
  return templateParts(text)
    .map((part) => {
      if ('variable' in part) return values[part.variable as TemplateVariable] ?? '';
      return 'text' in part ? part.text : part.malformed;
    })
    .join('');
}

/**
 * The text for one channel. SMS, Telegram (sent without a parse mode), push and in-app take plain text; for e-mail
 * the result is HTML-safe text for the HTML part: the template is plain text too, so its own `<` and `&` are escaped
 * as well as the values. `renderEmail` builds the whole e-mail.
 */
export function renderTemplate(text: string, values: TemplateValues, channel: MessageChannel): string {
  const plain = substitute(text, values);
  return channel === 'email' ? escapeHtml(plain) : plain;
}

const link = /\bhttps?:\/\/[^\s<>"']+/g;

/** A URL's closing punctuation belongs to the sentence ("see https://x.com/a."), a `)` unless the URL opened one. */
function trimUrl(url: string): string {
  const trimmed = url.replace(/[.,;:!?]+$/, '');
  return trimmed.endsWith(')') && !trimmed.includes('(') ? trimUrl(trimmed.slice(0, -1)) : trimmed;
}

/** Escaped text with its http(s) addresses as links; nothing else becomes markup. */
function linkedHtml(text: string): string {
  let html = '';
  let position = 0;
  for (const match of text.matchAll(link)) {
    const url = trimUrl(match[0]);
    html += escapeHtml(text.slice(position, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    position = match.index + url.length;
  }
  return html + escapeHtml(text.slice(position));
}

/** Blocks split by blank lines become paragraphs, single line breaks `<br>`. */
function paragraphsHtml(plain: string): string {
  return plain
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p style="margin:0 0 16px">${block.split('\n').map(linkedHtml).join('<br>')}</p>`)
    .join('\n');
}

export type EmailLayout = {
  language: Language;
  /** Shown as the e-mail's header. */
  branchName: string;
  /** Marketing e-mails carry one, at the foot. */
  unsubscribeLink?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const unsubscribeLabels: Record<Language, string> = {
  EN: 'Unsubscribe',
  SR: 'Odjavi se',
  RU: 'Отписаться',
  TR: 'Abonelikten çık',
  PT: 'Cancelar subscrição',
};

/** One line, as a subject or a title must be, whatever line breaks a value brought. */
const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * Both parts of an e-mail from one template: the plain part as written, and a small HTML page with the branch's name
 * on top and the unsubscribe link at the foot. Colours are left to the mail client (only greys that read on light and
 * dark alike), so a dark-mode client does not have to guess how to invert them.
 */
export function renderEmail(template: TemplateText, values: TemplateValues, layout: EmailLayout): RenderedEmail {
  const subject = oneLine(substitute(template.subject, values));
  const body = substitute(template.body, values).trim();
  const unsubscribe = layout.unsubscribeLink ? { link: layout.unsubscribeLink, label: unsubscribeLabels[layout.language] } : undefined;
  const text = unsubscribe ? `${body}\n\n--\n${unsubscribe.label}: ${unsubscribe.link}\n` : `${body}\n`;
  const footer = unsubscribe
    ? `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #999999;font-size:13px;color:#888888"><a href="${escapeHtml(unsubscribe.link)}" style="color:#888888">${escapeHtml(unsubscribe.label)}</a></div>\n`
    : '';
  const html = `<!doctype html>
<html lang="${layout.language.toLowerCase()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<div style="font-size:18px;font-weight:bold;padding-bottom:12px;margin-bottom:20px;border-bottom:1px solid #999999">${escapeHtml(layout.branchName)}</div>
${paragraphsHtml(body)}
${footer}</div>
</body>
</html>
`;
  return { subject, text, html };
}

/** A planned message's words for its channel; `html` only for e-mail, whose header and footer come from the values. */
export type RenderedMessage = { subject: string; body: string; html: string | null };

export function renderMessage(
  template: TemplateText,
  values: TemplateValues,
  channel: MessageChannel,
  language: Language,
): RenderedMessage {
  if (channel === 'email') {
    const email = renderEmail(template, values, { language, branchName: values.branchName ?? '', unsubscribeLink: values.unsubscribeLink });
    return { subject: email.subject, body: email.text, html: email.html };
  }
  return { subject: oneLine(renderTemplate(template.subject, values, channel)), body: renderTemplate(template.body, values, channel).trim(), html: null };
}
