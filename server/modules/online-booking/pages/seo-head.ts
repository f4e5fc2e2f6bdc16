import type { BranchPage } from '../../../../src/schema/online-booking/booking-page';
import { html } from '../../id/pages/html';
import type { BookingPageStrings } from '../booking-page-strings';
import { listedPhoto, type PresenceView } from './presence-view';

/**
 * The page's title and description as Presence → SEO set them, else what the page says today; and the same for shared
 * links (Open Graph, the X card). The image: the share image picked, else the cover; none without a gallery.
 */
/** The business's name, where it is and its first few services: the page's description unless SEO sets one. */
export function defaultDescription(t: BookingPageStrings, page: BranchPage, name: string): string {
  const services = page.categories.flatMap((category) => category.services.map((service) => service.name));
  const named = services.length > 3 ? `${services.slice(0, 3).join(', ')} ${t.andMore}` : services.join(', ');
  return t.description(name, page.branch.address, named);
}

export const seoTitle = (view: PresenceView | undefined, fallback: string) => view?.row.seo.title || fallback;
export const seoDescription = (view: PresenceView | undefined, fallback: string) => view?.row.seo.description || fallback;

export function seoHead(view: PresenceView | undefined, page: { title: string; description: string; url: string; siteName: string }) {
  const image = view && (listedPhoto(view, view.row.seo.shareImage) ?? listedPhoto(view, view.row.images.cover));
  const imageUrl = image && view ? view.absoluteImageUrl(image) : null;
  return html`<meta property="og:type" content="website">
<meta property="og:site_name" content="${page.siteName}">
<meta property="og:title" content="${page.title}">
<meta property="og:description" content="${page.description}">
<meta property="og:url" content="${page.url}">
${imageUrl ? html`<meta property="og:image" content="${imageUrl}">\n<meta property="og:image:width" content="512">\n<meta property="og:image:height" content="512">\n` : ''}<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${page.title}">
<meta name="twitter:description" content="${page.description}">
${imageUrl ? html`<meta name="twitter:image" content="${imageUrl}">` : ''}`;
}
