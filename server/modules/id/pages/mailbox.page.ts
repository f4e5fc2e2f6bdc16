import type { Language } from '../../../../src/schema/enums';
import { stringsByLanguage } from '../i18n/strings-by-language';
import type { MailboxMessage } from '../mailbox.repository';
import { pagePath } from '../sign-in-context';
import { escapeHtml, html, SafeHtml } from './html';
import { layout } from './layout';

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** Plain-text bodies with their links made clickable; everything else stays escaped. */
export function linkify(text: string): SafeHtml {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    out += escapeHtml(text.slice(last, start)) + html`<a href="${url}">${url}</a>`.value;
    last = start + url.length;
  }
  return new SafeHtml(out + escapeHtml(text.slice(last)));
}

export function mailboxPage(lang: Language, messages: MailboxMessage[]): string {
  const t = stringsByLanguage[lang];
  const items = messages.map(
    (m) =>
      html`<article class="mail">
        <h2>${m.subject}</h2>
        <p class="meta">
          ${m.recipient} · ${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · ${m.status}
        </p>
        <pre>${linkify(m.body)}</pre>
      </article>`,
  );
  return layout(
    { lang, title: t.mailboxTitle, hrefFor: (l) => `${pagePath('mailbox')}?lang=${l}`, wide: true },
    html`<h1>${t.mailboxTitle}</h1>
      <p class="lead">${t.mailboxLead}</p>
      ${items.length ? items : html`<p>${t.mailboxEmpty}</p>`}`,
  );
}
