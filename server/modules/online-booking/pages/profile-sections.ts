import type { Language } from '../../../../src/schema/enums';
import { contactLinks, mapLinks, profileParagraphs, type ProfilePlace } from '../../../../src/schema/online-booking/profile';
import { clockText, dateText } from '../../../../src/schema/online-booking/page-formats';
import { formatPhoneInternational } from '../../../../src/schema/phone';
import { html } from '../../id/pages/html';
import type { PageProfile } from '../profile-page';
import { profileWords } from './profile-words';

/**
 * The branch's profile on the booking page, readable without script (Presence → About, Contacts, Location, Hours):
 * the description and categories, the contacts as links, the address with "open in maps" links — no map script, the
 * page's JavaScript budget is the booking's — and the hours with the coming exceptions. Plus what JSON-LD
 * `LocalBusiness` gains from it.
 */
export const profileCss = `
.categories{list-style:none;margin:0 0 .75rem;padding:0;display:flex;flex-wrap:wrap;gap:.375rem}
.categories li{padding:.125rem .625rem;border:1px solid var(--border);border-radius:999px;font-size:.875rem}
.links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.links a{overflow-wrap:anywhere}
.hours{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.hours dt{font-weight:600}.hours dd{margin:0}
.hours .note{color:var(--muted)}
`;

const hoursText = (hours: { start: string; end: string }, locale: string) => `${clockText(hours.start, locale)}–${clockText(hours.end, locale)}`;

const linkText = (kind: string, text: string) => (kind === 'phones' || kind === 'whatsapp' || kind === 'viber' ? formatPhoneInternational(text) : text);

export function profileSections(profile: PageProfile | undefined, address: string | null, lang: Language, locale: string) {
  if (!profile) return '';
  const w = profileWords[lang];
  const { about, contacts, location } = profile.row;
  const paragraphs = profileParagraphs(about.description);
  const links = contactLinks(contacts);
  const maps = mapLinks({ address, latitude: location.latitude, longitude: location.longitude });
  const labels: Record<string, string> = { phones: w.phone, email: w.email, website: w.website, whatsapp: 'WhatsApp', telegram: 'Telegram', viber: 'Viber', instagram: 'Instagram', facebook: 'Facebook', tiktok: 'TikTok' };
  return html`${(paragraphs.length > 0 || about.categories.length > 0) &&
  html`<section aria-labelledby="about-title" class="profile-about"><h2 id="about-title">${w.about}</h2>
${about.categories.length > 0 && html`<ul class="categories">${about.categories.map((category) => html`<li>${w.categories[category]}</li>`)}</ul>`}${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</section>`}
${links.length > 0 &&
  html`<section aria-labelledby="contacts-title"><h2 id="contacts-title">${w.contacts}</h2><ul class="links">${links.map(
    (link) => html`<li>${labels[link.kind]}: <a href="${link.href}" rel="noopener"${link.href.startsWith('https:') ? html` target="_blank"` : ''}>${linkText(link.kind, link.text)}</a></li>`,
  )}</ul></section>`}
${(address || maps.length > 0) &&
  html`<section aria-labelledby="location-title"><h2 id="location-title">${w.location}</h2>${address && html`<p>${address}${location.area && html` · ${location.area}`}</p>`}<ul class="links">${maps.map(
    (link) => html`<li><a href="${link.href}" rel="noopener"${link.kind === 'geo' ? '' : html` target="_blank"`}>${w.openIn[link.kind]}</a></li>`,
  )}</ul></section>`}
<section aria-labelledby="hours-title"><h2 id="hours-title">${w.hours}</h2><dl class="hours"><dt>${w.everyDay}</dt><dd>${hoursText(profile.workingHours, locale)}</dd></dl>
${profile.exceptions.length > 0 &&
  html`<h3>${w.specialDates}</h3><dl class="hours">${profile.exceptions.map(
    (item) => html`<dt>${dateText(item.date, locale)}</dt><dd>${item.hours ? hoursText(item.hours, locale) : w.closed}${item.note && html` <span class="note">· ${item.note}</span>`}</dd>`,
  )}</dl>`}</section>`;
}

/** `LocalBusiness` fields from the profile: telephone, geo, opening hours with the exceptions, sameAs, description. */
export function profileJsonLd(profile: PageProfile | undefined): Record<string, unknown> {
  if (!profile) return {};
  const { about, contacts, location } = profile.row;
  const every = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const sameAs = contactLinks(contacts)
    .filter((link) => ['website', 'instagram', 'facebook', 'tiktok'].includes(link.kind))
    .map((link) => link.href);
  return {
    ...(about.description ? { description: about.description } : {}),
    ...(contacts.phones[0] ? { telephone: contacts.phones[0] } : {}),
    ...(contacts.email ? { email: contacts.email } : {}),
    ...(location.latitude !== null && location.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } } : {}),
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: every, opens: profile.workingHours.start, closes: profile.workingHours.end }],
    ...(profile.exceptions.length > 0
      ? {
          // schema.org: a closed day is one whose opens and closes are both 00:00.
          specialOpeningHoursSpecification: profile.exceptions.map((item) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: item.date,
            validThrough: item.date,
            opens: item.hours?.start ?? '00:00',
            closes: item.hours?.end ?? '00:00',
          })),
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The chain page's areas, distances and its "Nearest to me" button in the page's colours. */
export const chainCss = `
.areas h2{font-size:1rem;margin:1.25rem 0 .5rem}
.branches .distance{display:block}
.branches .distance:empty{display:none}
button.nearest{font:inherit;padding:.5rem 1rem;border-radius:8px;border:1px solid var(--primary);background:transparent;color:var(--primary);cursor:pointer;min-height:44px}
`;

type ChainBranch = { slug: string; name: string; address: string | null };

/**
 * A chain's branches to pick from, grouped by the area each set on Location (those without one last), each carrying
 * its coordinates for "Nearest to me" (nearest-script.ts), which sorts them by distance. Without script, or without
 * the visitor's position, the list stays by area and name.
 */
export function chainBranchList(branches: readonly ChainBranch[], places: ReadonlyMap<string, ProfilePlace>, lang: Language) {
  const w = profileWords[lang];
  const item = (branch: ChainBranch) => {
    const place = places.get(branch.slug);
    const at = place?.latitude != null && place.longitude != null ? html` data-lat="${String(place.latitude)}" data-lng="${String(place.longitude)}"` : '';
    return html`<li${at}><a href="/book/${branch.slug}?lang=${lang}"><strong>${branch.name}</strong>${branch.address && html`<span>${branch.address}</span>`}<span class="distance"></span></a></li>`;
  };
  const areas = [...new Set(branches.map((branch) => places.get(branch.slug)?.area ?? '').filter(Boolean))].sort((a, b) => a.localeCompare(b, lang.toLowerCase()));
  const located = branches.some((branch) => places.get(branch.slug)?.latitude != null);
  const nearest = located ? html`<p><button type="button" class="nearest" hidden data-failed="${w.nearestFailed}">${w.nearest}</button></p><p class="alert nearest-failed" role="status" hidden></p>` : '';
  if (areas.length === 0) return html`${nearest}<ul class="branches">${branches.map(item)}</ul>`;
  const unplaced = branches.filter((branch) => !places.get(branch.slug)?.area);
  return html`${nearest}<div class="areas">${areas.map(
    (area) => html`<section><h2>${area}</h2><ul class="branches">${branches.filter((branch) => places.get(branch.slug)?.area === area).map(item)}</ul></section>`,
  )}${unplaced.length > 0 && html`<section><h2>${w.otherAreas}</h2><ul class="branches">${unplaced.map(item)}</ul></section>`}</div>`;
}
