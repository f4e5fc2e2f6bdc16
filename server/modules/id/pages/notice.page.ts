import type { Language } from '../../../../src/schema/enums';
import { html } from './html';
import { alert, layout, notice } from './layout';

export type NoticePageProps = {
  lang: Language;
  title: string;
  message: string;
  tone: 'info' | 'error';
  links: { href: string; label: string }[];
  hrefFor: (lang: Language) => string;
};

/** One sentence and where to go next: sent links, finished resets, bad links, rate limits. */
export function noticePage({ lang, title, message, tone, links, hrefFor }: NoticePageProps): string {
  return layout(
    { lang, title, hrefFor },
    html`<h1>${title}</h1>
      ${tone === 'error' ? alert(message) : notice(message)}
      <p class="links">${links.map((link) => html`<a href="${link.href}">${link.label}</a>`)}</p>`,
  );
}
