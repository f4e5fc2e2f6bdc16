import { randomUUID } from 'node:crypto';
import { presenceImagesMax, type PresenceImages } from '../../../src/schema/online-booking/presence-images';
import { photoKey, photoLimits, photoVariants, type PhotoVariant } from '../../../src/schema/photos';
import type { Db } from '../../db/client';
import { DomainError } from '../../plugins/app/domain-error';
import { toStoredPhoto } from '../photos/photo-image';
import { removePhotoFiles, type PhotoFiles } from '../photos/photo-store';
import { findPresence } from './presence.repository';
import { imagesAnswer, openPresence, savePart } from './presence.service';
import { pagePresence } from './presence-page';
import { pageOwner } from './public-page';

/**
 * The gallery's photos go through the photo pipeline of clients' and team members' faces (server/modules/photos):
 * decoded, turned upright, cropped to a 512 px square WebP and a 96 px thumb without metadata, stored under a new id.
 * Unlike a face a gallery photo is public once listed, so the page serves it without sign-in (`readGalleryPhoto`).
 */
const variants = Object.keys(photoVariants) as PhotoVariant[];

export const removeGalleryFiles = (files: PhotoFiles) => async (photoIds: string[]) => {
  await Promise.all(photoIds.map((id) => removePhotoFiles(files, id)));
};

/**
 * Adds a photo at the end of the gallery (the cover and the logo too while the page has none). No version asked: an
 * upload only adds, and takes its turn with a save under the row's lock; the screen reads the answer's version.
 * The files are stored before the transaction and removed again when it fails.
 */
export async function uploadGalleryPhoto(db: Db, files: PhotoFiles, userId: number, branchId: number, upload: unknown): Promise<PresenceImages> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'edit');
  if (!Buffer.isBuffer(upload) || upload.length === 0) {
    throw new DomainError('bad_request', (m) => m.photos.sendAsBody, [{ path: ['photo'], message: (m) => m.common.required }]);
  }
  if ((await findPresence(db, scope)).images.photos.length >= presenceImagesMax) throw galleryFull();
  const stored = await toStoredPhoto(upload);
  const photoId = randomUUID();
  await Promise.all(variants.map((variant) => files.store.put(photoKey(photoId, variant), stored[variant])));
  try {
    // The first photo is the cover until the owner picks another; the logo is only ever picked.
    const saved = await savePart(db, userId, scope, 'images', (before) => {
      if (before.images.photos.length >= presenceImagesMax) throw galleryFull();
      const images = before.images;
      return { value: { ...images, photos: [...images.photos, photoId], cover: images.cover ?? photoId }, version: before.imagesVersion };
    });
    return imagesAnswer(saved, slug);
  } catch (error) {
    await removePhotoFiles(files, photoId);
    throw error;
  }
}

const galleryFull = () => new DomainError('conflict', (m) => m.presence.galleryFull({ max: presenceImagesMax }));

/** A gallery photo of a branch page, or null when the slug's page does not list it (never any other photo). */
export async function readGalleryPhoto(db: Db, files: PhotoFiles, slug: string, photoId: string, variant: PhotoVariant): Promise<Buffer | null> {
  const owner = await pageOwner(db, slug);
  if (!owner?.branch) return null;
  const presence = await pagePresence(db, { organizationId: owner.organizationId, branch: owner.branch });
  if (!presence.images.photos.includes(photoId)) return null;
  return files.store.get(photoKey(photoId, variant));
}

export const galleryUploadLimit = photoLimits.maxBytes;
