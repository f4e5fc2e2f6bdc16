import sharp from 'sharp';
import { photoLimits, photoVariants, type PhotoVariant } from '../../../src/schema/photos';
import { DomainError } from '../../plugins/app/domain-error';

/**
 * What the server keeps of an upload: the decoded image, never the bytes sent. The browser sends the person's
 * square crop already; cropping the centre here is the safety net for any other client. Turned upright by its
 * EXIF orientation, then written without any metadata (sharp's default): no camera, no place, no time.
 */

/** Formats a photo may arrive in (sharp's names). SVG and PDF are documents that could fetch or hide things: refused. */
const photoFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const notAPhoto = () =>
  new DomainError('bad_request', (m) => m.photos.unreadable, [
    { path: ['photo'], message: (m) => m.photos.notAnImage },
  ]);

export type StoredPhoto = Record<PhotoVariant, Buffer>;

const decodeOptions = { limitInputPixels: photoLimits.maxPixels, failOn: 'error' } as const;

export async function toStoredPhoto(upload: Buffer): Promise<StoredPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, decodeOptions).metadata()).format;
  } catch {
    throw notAPhoto();
  }
  if (!format || !photoFormats.has(format)) throw notAPhoto();
  try {
    const full = await sharp(upload, decodeOptions)
      .rotate()
      .resize(photoVariants.full, photoVariants.full, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(full).resize(photoVariants.thumb, photoVariants.thumb).webp({ quality: 80 }).toBuffer();
    return { full, thumb };
  } catch {
    // A header that reads but a body that does not decode (a truncated file, a HEIC without its codec).
    throw notAPhoto();
  }
}
