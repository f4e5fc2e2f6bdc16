import { languageSchema, type Language } from '../../../src/schema/enums';
import { networkPaths } from '../../../src/schema/network/network-site';
import { html, SafeHtml } from '../id/pages/html';
import { publicPage } from '../id/pages/public-page';
import { bookingPageStrings } from '../online-booking/booking-page-strings';
import { bookingCss } from '../online-booking/pages/booking-css';
import { profileCss } from '../online-booking/pages/profile-sections';
import { seoHead } from '../online-booking/pages/seo-head';
import { siteStrings } from './site-strings';

/**
 * The frame of every page of a chain's site: the booking pages' look and language switcher, widened for reading, a
 * navigation between About, Blog and Jobs, and a footer with the links configuration gives (COMMUNITY_URL,
 * JOBS_URL, SITE_URL). The head carries what search engines read: description, canonical and alternate languages,
 * Open Graph and the page's JSON-LD.
 */
export type SiteLinks = { communityUrl: string | null; jobsUrl: string | null; siteUrl: string | null };

export type SiteFrame = {
  lang: Language;
  locale: string;
  origin: string;
  chainSlug: string;
  chainName: string;
  links: SiteLinks;
};

export type SitePage = {
  frame: SiteFrame;
  /** The page's path (`/n/{chain}/blog`): its canonical address with the language. */
  path: string;
  title: string;
  description: string;
  current: 'about' | 'blog' | 'jobs';
  jsonLd: Record<string, unknown>;
  /** The page's own language when it is not the visitor's (a post written in another). */
  contentLang?: Language;
  image?: string | null;
};

const siteCss = `
main{max-width:48rem}
nav.site{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;margin:0 0 1.25rem;padding:0 0 .75rem;border-bottom:1px solid var(--border)}
nav.site .chain{font-weight:700;color:var(--primary);text-decoration:none;margin-right:auto}
nav.site a{text-decoration:none;padding:.35rem .125rem}
nav.site a[aria-current=page]{font-weight:600;text-decoration:underline}
@media (max-width:639px){nav.site .chain{flex-basis:100%}}
.text p{margin:0 0 .75rem}
.posts{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.posts li{padding:0 0 1rem;border-bottom:1px solid var(--border)}
.posts li:last-child{border-bottom:0}
.posts h2{margin:0 0 .25rem}
.posts h2 a{color:var(--text);text-decoration:none}
.meta-line{margin:0 0 .5rem;color:var(--muted);font-size:.9rem}
.post img{max-width:100%;height:auto;border-radius:8px}
.post blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:3px solid var(--border);color:var(--muted)}
.post pre{overflow:auto;padding:.75rem;background:var(--page);border-radius:8px}
.cover{display:block;width:100%;max-height:20rem;object-fit:cover;border-radius:10px;margin:0 0 1rem}
.branch-card{padding:1rem;border:1px solid var(--border);border-radius:10px;display:grid;gap:.35rem}
.branch-card h3{margin:0}
.branch-card p{margin:0;color:var(--muted)}
.branch-card .actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.jobs{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.jobs li{padding:1rem;border:1px solid var(--border);border-radius:10px}
.jobs h2{margin:0 0 .25rem}
footer.site{width:100%;max-width:48rem;display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1rem;font-size:.9rem}
footer.site a{color:var(--muted)}
`;

/** JSON inside a script element: a `<` could close it (`</script>`), so none is left as is. */
const jsonInScript = (value: unknown) => new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'));

export const absolute = (frame: SiteFrame, path: string, lang?: Language) => `${frame.origin}${path}${lang ? `?lang=${lang}` : ''}`;

function siteNav(page: SitePage) {
  const { frame } = page;
  const t = siteStrings[frame.lang];
  const link = (key: SitePage['current'], path: string, text: string) =>
    html`<a href="${path}?lang=${frame.lang}"${page.current === key ? html` aria-current="page"` : ''}>${text}</a>`;
  return html`<nav class="site" aria-label="${t.siteNav}"><a class="chain" href="${networkPaths.about(frame.chainSlug)}?lang=${frame.lang}">${frame.chainName}</a>${link('about', networkPaths.about(frame.chainSlug), t.about)}${link('blog', networkPaths.blog(frame.chainSlug), t.blog)}${link('jobs', networkPaths.jobs(frame.chainSlug), t.jobs)}</nav>`;
}

function siteFooter(frame: SiteFrame) {
  const t = siteStrings[frame.lang];
  const links = [
    { href: `/book/${frame.chainSlug}?lang=${frame.lang}`, text: t.book },
    frame.links.communityUrl ? { href: frame.links.communityUrl, text: t.community } : null,
    frame.links.jobsUrl ? { href: frame.links.jobsUrl, text: t.moreJobs } : null,
    frame.links.siteUrl ? { href: frame.links.siteUrl, text: t.website } : null,
  ].filter((link) => link !== null);
  return html`<footer class="site">${links.map((link) => html`<a href="${link.href}"${link.href.startsWith('http') ? html` rel="noopener"` : ''}>${link.text}</a>`)}</footer>`;
}

export function sitePage(page: SitePage, content: SafeHtml): string {
  const { frame } = page;
  const head = html`<meta name="description" content="${page.description}">
<link rel="canonical" href="${absolute(frame, page.path, frame.lang)}">
${languageSchema.options.map((lang) => html`<link rel="alternate" hreflang="${bookingPageStrings[lang].htmlLang}" href="${absolute(frame, page.path, lang)}">\n`)}<link rel="alternate" hreflang="x-default" href="${absolute(frame, page.path)}">
${seoHead(undefined, { title: page.title, description: page.description, url: absolute(frame, page.path), siteName: frame.chainName })}
${page.image ? html`<meta property="og:image" content="${page.image}">` : ''}
<script type="application/ld+json">${jsonInScript(page.jsonLd)}</script>`;
  const body = page.contentLang && page.contentLang !== frame.lang ? html`<div lang="${bookingPageStrings[page.contentLang].htmlLang}">${content}</div>` : content;
  return publicPage(
    {
      lang: frame.lang,
      title: page.title,
      hrefFor: (lang) => `?lang=${lang}`,
      words: bookingPageStrings,
      css: bookingCss + profileCss + siteCss,
      indexable: true,
      head,
      scripts: siteFooter(frame),
    },
    html`${siteNav(page)}${body}`,
  );
}
