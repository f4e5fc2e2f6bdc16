import {
  presenceImagePath,
  presenceImagesProblems,
  type PresenceImages,
  type PresenceImagesUpdate,
} from '../../../src/schema/online-booking/presence-images';
import type { PresenceMarketing, PresenceMarketingSettings } from '../../../src/schema/online-booking/presence-marketing';
import type { PresenceSeo, PresenceSeoSettings } from '../../../src/schema/online-booking/presence-seo';
import type { Db } from '../../db/client';
import { badInput, DomainError } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { findSlugs } from './booking-addresses.repository';
import { authorizeBranchBooking } from './online-booking-access';
import { findPresence, savePresencePart, type PresenceRow, type PresenceScope } from './presence.repository';
import { forgetBranchTimes } from './public-times-cache';

/**
 * Online booking → Presence → Images, Marketing and SEO of a branch: read with the area `onlineBooking` view, saved
 * with edit, each part with its version (stale: 409), audited. A save drops the page's kept description, so the next
 * visitor sees it.
 */
export async function openPresence(db: Db, userId: number, branchId: number, action: 'view' | 'edit') {
  const context = await authorizeBranchBooking(db, userId, branchId, action);
  const scope: PresenceScope = { organizationId: context.access.organizationId, branchId };
  const { branch: slug } = await findSlugs(db, scope.organizationId, branchId);
  return { scope, slug: slug ?? '' };
}

const stale = () => new DomainError('stale_version', (m) => m.onlineBooking.settingsChanged);

/**
 * Saves one part in a transaction with its audit entry; the page's kept description goes after the commit. `change`
 * gives the value and the version it was made from, from the row as it is under its lock (a check may throw there).
 */
export async function savePart<P extends 'images' | 'marketing' | 'seo'>(
  db: Db,
  userId: number,
  scope: PresenceScope,
  part: P,
  change: (before: PresenceRow) => { value: PresenceRow[P]; version: number },
): Promise<PresenceRow> {
  const saved = await db.transaction(async (tx) => {
    const before = await findPresence(tx, scope, true);
    const { value, version } = change(before);
    const row = await savePresencePart(tx, scope, part, value, version);
    if (!row) throw stale();
    await recordAudit(tx, { ...scope, actorUserId: userId, entity: 'booking_page_presence', entityId: scope.branchId, action: 'update', before: { [part]: before[part] }, after: { [part]: value } });
    return row;
  });
  forgetBranchTimes(db, scope.branchId);
  return saved;
}

export const imagesAnswer = (row: PresenceRow, slug: string): PresenceImages => ({
  ...row.images,
  version: row.imagesVersion,
  imageBase: presenceImagePath(slug, '').replace(/\/$/, ''),
});

export async function getPresenceImages(db: Db, userId: number, branchId: number): Promise<PresenceImages> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'view');
  return imagesAnswer(await findPresence(db, scope), slug);
}

/**
 * Orders, removes and picks: the list must be the gallery's own photos (an upload meanwhile: 409 to reload, rather
 * than dropping the new photo). Removed photos' files go once the save is committed (`removed`).
 */
export async function setPresenceImages(db: Db, userId: number, branchId: number, update: PresenceImagesUpdate, removeFiles: (photoIds: string[]) => Promise<void>): Promise<PresenceImages> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'edit');
  const photos = update.photos.map((id) => id.toLowerCase());
  const value = { photos, cover: update.cover?.toLowerCase() ?? null, logo: update.logo?.toLowerCase() ?? null };
  const problems = presenceImagesProblems(value);
  if (problems.length > 0) throw badInput(problems.map((problem) => ({ path: [problem.path], message: (m) => m.presence.notInGallery })));
  let removed: string[] = [];
  const row = await savePart(db, userId, scope, 'images', (before) => {
    if (before.imagesVersion !== update.version) throw stale();
    if (photos.some((id) => !before.images.photos.includes(id))) throw new DomainError('conflict', (m) => m.presence.galleryChanged);
    removed = before.images.photos.filter((id) => !photos.includes(id));
    return { value, version: update.version };
  });
  // The share image may have been one of them: the SEO part keeps its id, and the page skips an id not in the gallery.
  if (removed.length > 0) await removeFiles(removed);
  return imagesAnswer(row, slug);
}

export async function getPresenceMarketing(db: Db, userId: number, branchId: number, trackingEnabled: boolean): Promise<PresenceMarketing> {
  const { scope } = await openPresence(db, userId, branchId, 'view');
  const row = await findPresence(db, scope);
  return { ...row.marketing, version: row.marketingVersion, trackingEnabled };
}

export async function setPresenceMarketing(db: Db, userId: number, branchId: number, update: PresenceMarketingSettings & { version: number }, trackingEnabled: boolean): Promise<PresenceMarketing> {
  const { scope } = await openPresence(db, userId, branchId, 'edit');
  const value: PresenceMarketingSettings = { promoText: update.promoText, ga4Id: update.ga4Id, metaPixelId: update.metaPixelId };
  const row = await savePart(db, userId, scope, 'marketing', () => ({ value, version: update.version }));
  return { ...row.marketing, version: row.marketingVersion, trackingEnabled };
}

type SeoFallbacks = { fallbackTitle: string; fallbackDescription: string; pageUrl: string };

export async function getPresenceSeo(db: Db, userId: number, branchId: number, fallbacks: (slug: string) => Promise<SeoFallbacks>): Promise<PresenceSeo> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'view');
  const [row, more] = await Promise.all([findPresence(db, scope), fallbacks(slug)]);
  return { ...row.seo, version: row.seoVersion, ...more };
}

/** The share image must be one of the gallery's photos. */
export async function setPresenceSeo(db: Db, userId: number, branchId: number, update: PresenceSeoSettings & { version: number }, fallbacks: (slug: string) => Promise<SeoFallbacks>): Promise<PresenceSeo> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'edit');
  const value: PresenceSeoSettings = { title: update.title, description: update.description, shareImage: update.shareImage?.toLowerCase() ?? null };
  const row = await savePart(db, userId, scope, 'seo', (before) => {
    if (value.shareImage && !before.images.photos.includes(value.shareImage)) throw badInput([{ path: ['shareImage'], message: (m) => m.presence.notInGallery }]);
    return { value, version: update.version };
  });
  return { ...row.seo, version: row.seoVersion, ...(await fallbacks(slug)) };
}
