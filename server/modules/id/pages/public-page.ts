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
};

/**
 * The frame of a page a client opens from a message (a review link, an unsubscribe link): no script, none of the staff
 * app, not indexed, no referrer sent on, light and dark by the system, and the language switcher under it.
 */
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

export function publicPage(frame: PublicPageFrame, content: SafeHtml): string {
  const { words } = frame;
  const switcher = languageLinks(frame.lang, frame.hrefFor, words);
  return html`<!doctype html>
<html lang="${words[frame.lang].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${frame.title}</title>
<style>${new SafeHtml(frame.css)}</style>
</head>
<body>
<main>
${content}
</main>
<nav class="langs" aria-label="${words[frame.lang].languageLabel}">${switcher}</nav>
</body>
</html>`.value;
}
