import type { Language } from '../../../../src/schema/enums';
import { html } from '../../id/pages/html';
import { presencePageStrings } from '../presence-page-strings';
import { listedPhoto, type PresenceView } from './presence-view';

/**
 * Presence on the booking page without script: the promo banner, the cover and logo, and the gallery. Every image has
 * its width and height (the photos are 512 px squares, thumbs 96 px) and the cover a fixed shape, so nothing moves
 * as they load; the gallery's are lazy, the cover (the first thing seen) is not.
 */
export const presenceCss = `
.promo{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--ok-surface);color:var(--text);border:1px solid var(--border);white-space:pre-line}
.cover{margin:calc(-2rem) calc(-1 * var(--pad)) 1.25rem;overflow:hidden;border-radius:12px 12px 0 0}
.cover img{display:block;width:100%;height:auto;aspect-ratio:16/7;object-fit:cover}
.logo{display:block;width:64px;height:64px;border-radius:12px;object-fit:cover;margin:0 0 .75rem;border:1px solid var(--border)}
.gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:.5rem}
.gallery a{display:block;border-radius:8px;overflow:hidden}
.gallery img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover}
@media (max-width:30rem){.cover{margin:calc(-1.5rem) calc(-1 * var(--pad)) 1rem;border-radius:0}}
`;

export function promoBanner(view: PresenceView | undefined, lang: Language) {
  const text = view?.row.marketing.promoText;
  return text ? html`<aside class="promo" aria-label="${presencePageStrings[lang].promo}">${text}</aside>` : '';
}

export function coverImage(view: PresenceView | undefined, lang: Language, name: string) {
  const cover = view && listedPhoto(view, view.row.images.cover);
  if (!view || !cover) return '';
  return html`<figure class="cover"><img src="${view.imageUrl(cover)}" width="512" height="512" alt="${presencePageStrings[lang].coverAlt(name)}" fetchpriority="high"></figure>`;
}

export function logoImage(view: PresenceView | undefined, lang: Language, name: string) {
  const logo = view && listedPhoto(view, view.row.images.logo);
  if (!view || !logo) return '';
  return html`<img class="logo" src="${view.imageUrl(logo, 'thumb')}" width="96" height="96" alt="${presencePageStrings[lang].logoAlt(name)}">`;
}

/** The gallery without the cover and the logo (shown above already). */
export function gallerySection(view: PresenceView | undefined, lang: Language, name: string) {
  if (!view) return '';
  const { photos, cover, logo } = view.row.images;
  const shown = photos.filter((id) => id !== cover && id !== logo);
  if (shown.length === 0) return '';
  const t = presencePageStrings[lang];
  return html`<section aria-labelledby="gallery-title"><h2 id="gallery-title">${t.photos}</h2><ul class="gallery">${shown.map(
    (id, index) => html`<li><a href="${view.imageUrl(id)}"><img src="${view.imageUrl(id)}" width="512" height="512" loading="lazy" decoding="async" alt="${t.photoAlt(name, index + 1)}"></a></li>`,
  )}</ul></section>`;
}
