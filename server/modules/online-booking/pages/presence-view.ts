import { presenceImagePath } from '../../../../src/schema/online-booking/presence-images';
import type { PresenceRow } from '../presence.repository';

/**
 * What the booking page shows of a branch's presence, as the page's pieces need it: the gallery's addresses (relative
 * for the page's images, so they work on the slug address and a custom domain alike; absolute for og:image), and
 * whether the trackers' consent bar is shown (the server's configuration enables tracking and an id is set).
 */
export type PresenceView = {
  row: PresenceRow;
  imageUrl: (photoId: string, variant?: 'full' | 'thumb') => string;
  absoluteImageUrl: (photoId: string) => string;
  tracking: { ga4Id: string; metaPixelId: string } | null;
};

export function presenceView(row: PresenceRow, slug: string, origin: string, trackingEnabled: boolean): PresenceView {
  const { ga4Id, metaPixelId } = row.marketing;
  return {
    row,
    imageUrl: (photoId, variant = 'full') => presenceImagePath(slug, photoId, variant),
    absoluteImageUrl: (photoId) => `${origin}${presenceImagePath(slug, photoId)}`,
    tracking: trackingEnabled && (ga4Id || metaPixelId) ? { ga4Id, metaPixelId } : null,
  };
}

/** A picked photo still in the gallery (a removed one's id may linger in the SEO part), else null. */
export const listedPhoto = (view: PresenceView, photoId: string | null) => (photoId && view.row.images.photos.includes(photoId) ? photoId : null);
