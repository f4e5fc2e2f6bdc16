import { z } from 'zod';
import { fieldProblems } from './presence-problems';
import { photoIdSchema } from '../photos';

/**
 * Online booking → Presence → SEO: what search engines and shared links show of the branch's page. Empty: what the
 * page says today (its name and city, its services). The image is one of the gallery's. The canonical address stays
 * the slug's on PUBLIC_URL.
 */
export const seoTitleMaxLength = 70;
export const seoDescriptionMaxLength = 160;

const limited = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .refine((value) => value.length <= max, 'too_long');

export const presenceSeoSettingsSchema = z.object({
  title: limited(seoTitleMaxLength),
  description: limited(seoDescriptionMaxLength),
  shareImage: photoIdSchema.nullable(),
});
export type PresenceSeoSettings = z.output<typeof presenceSeoSettingsSchema>;

export const defaultPresenceSeo: PresenceSeoSettings = { title: '', description: '', shareImage: null };

export const presenceSeoUpdateSchema = presenceSeoSettingsSchema.extend({ version: z.number().int().min(0) });
export type PresenceSeoUpdate = z.input<typeof presenceSeoUpdateSchema>;

export const presenceSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  shareImage: photoIdSchema.nullable(),
  version: z.number().int().min(0),
  /** What the page shows when a field is left empty, for the preview. */
  fallbackTitle: z.string(),
  fallbackDescription: z.string(),
  /** The page's canonical address, as the preview shows it. */
  pageUrl: z.string(),
});
export type PresenceSeo = z.infer<typeof presenceSeoSchema>;

export const presenceSeoProblems = (value: { title: string; description: string; shareImage: string | null }) => fieldProblems(presenceSeoSettingsSchema, value);
