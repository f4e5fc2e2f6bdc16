import { z } from 'zod';
import { photoIdSchema } from '../photos';

/**
 * Online booking → Presence → Images: the branch's photos for its public page, through the photo pipeline (square
 * WebP, no metadata), in the order the page shows them; the cover (the page's wide picture) and the logo are two of
 * them. Uploading adds to the end; this list's save orders, removes and picks.
 */
export const presenceImagesMax = 12;

export const presenceImagesSettingsSchema = z.object({
  photos: z.array(photoIdSchema).max(presenceImagesMax, 'too_many'),
  cover: photoIdSchema.nullable(),
  logo: photoIdSchema.nullable(),
});
export type PresenceImagesSettings = z.infer<typeof presenceImagesSettingsSchema>;

export const defaultPresenceImages: PresenceImagesSettings = { photos: [], cover: null, logo: null };

/** Why a gallery cannot be saved, by field: a repeated photo, a cover or logo not among the photos. */
export function presenceImagesProblems(value: PresenceImagesSettings): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const ids = value.photos.map((id) => id.toLowerCase());
  if (new Set(ids).size !== ids.length) problems.push({ path: 'photos', message: 'duplicate' });
  for (const field of ['cover', 'logo'] as const) {
    const id = value[field];
    if (id && !ids.includes(id.toLowerCase())) problems.push({ path: field, message: 'not_in_gallery' });
  }
  return problems;
}

export const presenceImagesUpdateSchema = presenceImagesSettingsSchema
  .extend({ version: z.number().int().min(0) })
  .superRefine((value, context) => {
    for (const problem of presenceImagesProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type PresenceImagesUpdate = z.infer<typeof presenceImagesUpdateSchema>;

export const presenceImagesSchema = presenceImagesSettingsSchema.extend({
  version: z.number().int().min(0),
  /** The page's address of a photo, `…/{id}` (full, 512 px) and `…/{id}/thumb` (96 px); public once in the gallery. */
  imageBase: z.string(),
});
export type PresenceImages = z.infer<typeof presenceImagesSchema>;

/** A gallery photo's public address on the booking page (relative: it works on the slug address and a custom domain). */
export const presenceImagePath = (slug: string, photoId: string, variant: 'full' | 'thumb' = 'full') =>
  `/book/${slug}/images/${photoId}${variant === 'thumb' ? '/thumb' : ''}`;
