import { languageSchema, type Language } from '../../../../src/schema/enums';
import type { BranchPage, ChainPage } from '../../../../src/schema/online-booking/booking-page';
import { bookingIslandDataId, bookingIslandRootId, type BookingIslandData } from '../../../../src/schema/online-booking/booking-island';
import { durationText, priceText } from '../../../../src/schema/online-booking/page-formats';
import { formatPhoneInternational } from '../../../../src/schema/phone';
import { html, SafeHtml } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { bookingPageStrings, type BookingPageStrings } from '../booking-page-strings';
import { bookingStepWords } from '../booking-step-strings';
import type { IslandAssets } from '../island-assets';
import { accentCss } from './accent-css';
import { bookingCss } from './booking-css';
import { consentBar, consentCss } from './consent';
import { coverImage, gallerySection, logoImage, presenceCss, promoBanner } from './gallery-section';
import type { PresenceView } from './presence-view';
import { chainBranchList, chainCss, profileCss, profileJsonLd, profileSections } from './profile-sections';
import type { ProfilePlace } from '../../../../src/schema/online-booking/profile';
import type { PageProfile } from '../profile-page';
import { defaultDescription, seoDescription, seoHead, seoTitle } from './seo-head';
import { waitlistStepWords } from '../../waitlist/waitlist-step-strings';
import { classStepWords } from '../../class-seats/class-step-strings';
import type { PublicClass } from '../../../../src/schema/online-booking/classes';
import { classesSection } from '../classes-section';

/**
 * The booking page (`/book/{slug}`): everything a person or a search engine needs without JavaScript (who, where, the
 * phone, the services with prices and lengths, the team) rendered here; the steps' island then takes over the services
 * and the team with the booking steps, from the same data, which the page carries as JSON.
 */
export type PageFrame = {
  lang: Language;
  /** The Intl locale prices and lengths are written in. */
  locale: string;
  /** The page in a language, absolute (canonical and alternate links); without one, the page as first opened. */
  urlFor: (lang?: Language) => string;
  /** Framed by a salon's site (`?embed=1`, the widget). */
  embed?: boolean;
  /** The salon's colour (Settings → Widget → How it looks), on the page and when framed; null: the page's own. */
  accentColor?: string | null;
  /** Presence → Images, Marketing and SEO of the branch (pages/presence-view.ts). */
  presence?: PresenceView;
  /** Presence → About, Contacts, Location and Hours of the branch (profile-page.ts). */
  profile?: PageProfile;
  /** A chain's page: each branch's area and coordinates by slug (profile-page.ts `chainPlaces`). */
  places?: ReadonlyMap<string, ProfilePlace>;
  /** A branch's coming group classes with places left (classes.service.ts). */
  classes?: readonly PublicClass[];
};

const switcherHref = (lang: Language) => `?lang=${lang}`;
/** In a frame the language links keep the page framed. */
const embedSwitcherHref = (lang: Language) => `?embed=1&lang=${lang}`;

/**
 * The framed page fits its frame: no page margin or card edge around it, no viewport-high body (the frame's height is
 * the content's, posted by the island).
 */
const embedCss = 'body{min-height:0;padding:0;background:var(--surface)}main{max-width:none;border:0;border-radius:0}nav.langs{padding-bottom:1rem}';

/** JSON inside a script element: a `<` could close it (`</script>`), so none is left as is. */
const jsonInScript = (value: unknown) => new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'));

const phoneText = (phone: string | null) => (phone ? formatPhoneInternational(phone) : null);

/** The chain's name with the branch's, once when a one-branch business named both alike. */
export const businessName = (page: Pick<BranchPage, 'chainName' | 'branch'>) =>
  page.chainName === page.branch.name ? page.branch.name : `${page.chainName} – ${page.branch.name}`;

function frameHead(frame: PageFrame, description: string) {
  return html`<meta name="description" content="${description}">
<link rel="canonical" href="${frame.urlFor(frame.lang)}">
${languageSchema.options.map((lang) => html`<link rel="alternate" hreflang="${bookingPageStrings[lang].htmlLang}" href="${frame.urlFor(lang)}">\n`)}<link rel="alternate" hreflang="x-default" href="${frame.urlFor()}">`;
}

function servicesList(t: BookingPageStrings, page: BranchPage, locale: string, lang: Language) {
  return page.categories.map(
    (category) => html`<h3>${category.name ?? t.otherServices}</h3>
<ul class="menu">${category.services.map(
      (service) =>
        html`<li><span class="name">${service.name}${service.description && html`<span class="detail">${service.description}</span>`}</span><span class="meta"><span>${priceText(service.price, page.branch.currency, locale)}</span><span>${durationText(service.duration, lang, locale)}</span></span></li>`,
    )}</ul>`,
  );
}

export function branchBookingPage(page: BranchPage, frame: PageFrame, island: IslandAssets | null): string {
  const { lang, locale } = frame;
  const t = bookingPageStrings[lang];
  const name = businessName(page);
  const phone = phoneText(page.branch.phone);
  const business = { '@context': 'https://schema.org', '@type': 'LocalBusiness', name, address: page.branch.address ?? undefined, telephone: page.branch.phone ?? undefined, url: frame.urlFor(), ...profileJsonLd(frame.profile) };
  const data: BookingIslandData = {
    lang,
    locale,
    page,
    phoneText: phone,
    words: bookingStepWords[lang],
    waitlist: waitlistStepWords(lang),
    ...(frame.classes && frame.classes.length > 0 ? { classes: { list: frame.classes, words: classStepWords[lang] } } : {}),
  };
  const presence = frame.presence;
  const title = seoTitle(presence, t.title(name));
  const description = seoDescription(presence, defaultDescription(t, page, name));
  const head = html`${frameHead(frame, description)}
${seoHead(presence, { title, description, url: frame.urlFor(), siteName: name })}
<script type="application/ld+json">${jsonInScript(business)}</script>
${island?.styles.map((href) => html`<link rel="stylesheet" href="${href}">`)}${island?.preloads.map((href) => html`<link rel="modulepreload" href="${href}">`)}`;
  const scripts = island
    ? html`<script type="application/json" id="${bookingIslandDataId}">${jsonInScript(data)}</script>
<script type="module" src="${island.script}"></script>`
    : undefined;
  return publicPage(
    {
      lang,
      title,
      hrefFor: frame.embed ? embedSwitcherHref : switcherHref,
      words: bookingPageStrings,
      css: bookingCss + (frame.accentColor ? accentCss(frame.accentColor) : '') + (frame.embed ? embedCss : '') + (presence ? presenceCss + consentCss : '') + (frame.profile ? profileCss : ''),
      // The framed copy is not for search engines; its canonical link names the page itself.
      indexable: !frame.embed,
      head,
      scripts: html`${scripts}${consentBar(presence, lang)}`,
    },
    html`${coverImage(presence, lang, name)}${promoBanner(presence, lang)}<header>
  ${logoImage(presence, lang, name)}${page.chainName !== page.branch.name && html`<p class="brand">${page.chainName}</p>`}
  <h1>${frame.profile?.row.about.publicName || page.branch.name}</h1>
  <p class="contact">${page.branch.address && html`<span>${page.branch.address}</span>`}${phone && html`<a href="tel:${page.branch.phone}">${phone}</a>`}</p>
</header>
<div id="${bookingIslandRootId}">
  <section aria-labelledby="services-title"><h2 id="services-title">${t.services}</h2>${servicesList(t, page, locale, lang)}</section>
  ${page.employees.length > 0 && html`<section aria-labelledby="team-title"><h2 id="team-title">${t.team}</h2><ul class="team">${page.employees.map((employee) => html`<li>${employee.name}${employee.title && html` <span class="title">· ${employee.title}</span>`}</li>`)}</ul></section>`}
  <p class="no-script">${t.noScript}</p>
</div>
${classesSection(frame.classes, page.branch.currency, lang, locale)}
${profileSections(frame.profile, page.branch.address, lang, locale)}
${gallerySection(presence, lang, name)}`,
  );
}

/** A chain's page: its branches, each a link to its own page in the same language. */
export function chainBookingPage(page: ChainPage, frame: PageFrame): string {
  const t = bookingPageStrings[frame.lang];
  const names = page.branches.map((branch) => branch.name).join(', ');
  return publicPage(
    {
      lang: frame.lang,
      title: t.chainTitle(page.chainName),
      hrefFor: switcherHref,
      words: bookingPageStrings,
      css: bookingCss + chainCss,
      indexable: true,
      head: frameHead(frame, `${page.chainName}: ${names}`),
      scripts: html`<script src="/book/nearest.js" defer></script>`,
    },
    html`<h1>${page.chainName}</h1>
<p class="lead">${t.chainLead}</p>
${chainBranchList(page.branches, frame.places ?? new Map(), frame.lang)}`,
  );
}

/** Unknown, closed online, or a refused request: a page of the same look saying so, never indexed. */
export function bookingNoticePage(lang: Language, title: string, text: string): string {
  return publicPage({ lang, title, hrefFor: switcherHref, words: bookingPageStrings, css: bookingCss }, html`<h1>${title}</h1><p class="alert" role="alert">${text}</p>`);
}
