import { languageSchema, type Language } from '../../../../src/schema/enums';
import { html, SafeHtml } from './html';

/** What a public page says about its languages, in each of them. */
export type PublicPageWords = { htmlLang: string; languageName: string; languageLabel: string };

export type PublicPageFrame = {
  lang: Language;
  title: string;
  /** The same page in another language (the switcher's links). */
  hrefFor: (lang: Language) => string;
  words: Record<Language, PublicPageWords>;
  /** Inline: the page is one request, and the CSP allows inline styles. */
  css: string;
  /** A page for search engines (a booking page): no `noindex`. */
  indexable?: boolean;
  /** More of the head: description, canonical and alternate links, structured data, a stylesheet. */
  head?: SafeHtml;
  /** After the language switcher: data in `<script type="application/json">` and our own module scripts. */
  scripts?: SafeHtml;
};

/** The language switcher's links of a server-rendered page: every language by its own name, the current one marked. */
export const languageLinks = (
  current: Language,
  hrefFor: (lang: Language) => string,
  words: Record<Language, Pick<PublicPageWords, 'htmlLang' | 'languageName'>>,
) =>
  languageSchema.options.map(
    (lang) =>
      html`<a href="${hrefFor(lang)}" hreflang="${words[lang].htmlLang}" lang="${words[lang].htmlLang}" aria-current="${lang === current ? 'true' : 'false'}">${words[lang].languageName}</a>`,
  );

/**
 * The frame of a page a client opens from a message (a review link, an unsubscribe link) or a salon's booking page:
 * none of the staff app, no referrer sent on, light and dark by the system, and the language switcher under it. Not
 * indexed and without script unless the page says so (the booking page and its island).
 */
export function publicPage(frame: PublicPageFrame, content: SafeHtml): string {
  const { words } = frame;
  const switcher = languageLinks(frame.lang, frame.hrefFor, words);
  return html`<!doctype html>
<html lang="${words[frame.lang].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
${frame.indexable ? '' : html`<meta name="robots" content="noindex">\n`}<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${frame.title}</title>
<style>${new SafeHtml(frame.css)}</style>
${frame.head}
</head>
<body>
<main>
${content}
</main>
<nav class="langs" aria-label="${words[frame.lang].languageLabel}">${switcher}</nav>
${frame.scripts}
</body>
</html>`.value;
}
