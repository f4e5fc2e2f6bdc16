import { z } from 'zod';

/**
 * Faces of clients and team members (issue 10, item 9): what the server keeps, where it keeps it and how the web
 * app asks for it. A record holds the id of its current photo (`photoId`); every upload gets a new id, so the
 * files of one id never change and may be cached for as long as anyone likes.
 */

/** The resources that have a photo (their tables carry `photo_id`). */
export const photoResources = ['clients', 'employees'] as const;
export type PhotoResource = (typeof photoResources)[number];

export const photoLimits = {
  /** The largest upload taken, in bytes (a phone's full-size photo fits; the web app sends its crop, far less). */
  maxBytes: 10 * 1024 * 1024,
  /** The largest image taken, in pixels (width × height): a decompression bomb is refused before it is decoded. */
  maxPixels: 100_000_000,
} as const;

/**
 * The stored sizes, square WebP: `full` for cards (and the crop's preview once saved), `thumb` for lists and the
 * schedule's column headers (96 px is 48 px at twice the pixel density).
 */
export const photoVariants = { full: 512, thumb: 96 } as const;
export type PhotoVariant = keyof typeof photoVariants;

export const photoIdSchema = z.uuid();

/**
 * The storage key of one size of a photo: `photos/<id>.webp` (full) and `photos/<id>-96.webp` (thumb). Only a
 * UUID makes a key, so no request can name a path of its own.
 */
export function photoKey(photoId: string, variant: PhotoVariant): string {
  const id = photoIdSchema.parse(photoId).toLowerCase();
  return variant === 'full' ? `photos/${id}.webp` : `photos/${id}-${photoVariants.thumb}.webp`;
}

/** Upload (PUT) and removal (DELETE) of a record's photo, under the record's own API path. */
export const photoPath = (recordPath: string): string => `${recordPath}/photo`;

/** One size of a record's current photo (GET); the id in it makes every address name one unchanging image. */
export const photoFilePath = (recordPath: string, photoId: string, variant: PhotoVariant): string =>
  `${photoPath(recordPath)}/${photoId}${variant === 'thumb' ? '/thumb' : ''}`;
