import slugify from 'slugify';
import { z } from 'zod';
import { languageSchema } from '../enums';
import { photoIdSchema } from '../photos';
import { idSchema } from '../primitives';

/**
 * Network, the chain's public site (spec §2 chain `network`: `about`, `about/{selectedAlias}`, `blog`;
 * docs/network-site.md). One schema serves the staff screens, the API and the tests.
 *
 * Addresses: the site lives under the chain's booking slug (`/n/{chainSlug}`), each branch's page under the branch's
 * booking slug (`/n/{chainSlug}/about/{branchAlias}`), so a chain has one public name, changed in one place.
 */
export const networkTextMaxLength = 4000;

/** A text in each of the five languages; a language left out (or empty) falls back to the first one written. */
export const localisedTextSchema = z.partialRecord(languageSchema, z.string().trim().max(networkTextMaxLength, 'too_long'));
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** The text for a language: its own, else English, else any written one. */
export function textIn(text: LocalisedText, lang: z.infer<typeof languageSchema>): string {
  return text[lang] || text.EN || Object.values(text).find(Boolean) || '';
}

export const networkAboutSettingsSchema = z.object({
  /** The chain's own words on its About page. */
  texts: localisedTextSchema,
  /** Branches left off the public site (all are shown until hidden). */
  hiddenBranchIds: z.array(idSchema).max(1000),
  /** Each branch's own words on its page, by branch id. */
  branchTexts: z.record(z.string().regex(/^\d+$/), localisedTextSchema),
});
export type NetworkAboutSettings = z.infer<typeof networkAboutSettingsSchema>;

export const defaultNetworkAbout: NetworkAboutSettings = { texts: {}, hiddenBranchIds: [], branchTexts: {} };

export const networkAboutUpdateSchema = networkAboutSettingsSchema.extend({ version: z.number().int().min(0) });
export type NetworkAboutUpdate = z.infer<typeof networkAboutUpdateSchema>;

export const networkBranchSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullable(),
  /** The branch's booking slug: its alias on the site. */
  alias: z.string(),
  workingHours: z.object({ start: z.string(), end: z.string() }),
  bookingUrl: z.string(),
  /** Its page on the chain's site. */
  siteUrl: z.string(),
  shown: z.boolean(),
});
export type NetworkBranch = z.infer<typeof networkBranchSchema>;

export const networkAboutSchema = networkAboutSettingsSchema.extend({
  version: z.number().int().min(0),
  /** The site's address (`{origin}/n/{chainSlug}`); null while the chain has no booking slug. */
  siteUrl: z.string().nullable(),
  branches: z.array(networkBranchSchema),
});
export type NetworkAbout = z.infer<typeof networkAboutSchema>;

export const postStatuses = ['draft', 'published'] as const;
export const postStatusSchema = z.enum(postStatuses);

/** A post's address part: lowercase letters, digits and single dashes. */
export const postSlugSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(80, 'too_long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_format');

/** The largest post body taken, in characters of HTML (a long article with its markup fits several times). */
export const postBodyMaxLength = 100_000;

export const postInputSchema = z.object({
  title: z.string().trim().min(1, 'required').max(200, 'too_long'),
  slug: postSlugSchema,
  language: languageSchema,
  summary: z.string().trim().max(500, 'too_long'),
  /** The editor's HTML; the server keeps it only as its sanitiser leaves it (server/modules/network/post-html.ts). */
  bodyHtml: z.string().max(postBodyMaxLength, 'too_long'),
  status: postStatusSchema,
  coverPhotoId: photoIdSchema.nullable(),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const postUpdateSchema = postInputSchema.extend({ version: z.number().int().min(1) });
export type PostUpdate = z.infer<typeof postUpdateSchema>;

export const postSchema = postInputSchema.extend({
  id: idSchema,
  version: z.number().int().min(1),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Its public address while published (null for a draft, or while the chain has no site address). */
  publicUrl: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const postListSchema = z.array(postSchema.omit({ bodyHtml: true }));
export type PostListItem = z.infer<typeof postListSchema>[number];

/** An image uploaded for a post: its public address goes into the post's HTML. */
export const networkImageSchema = z.object({ photoId: photoIdSchema, url: z.string(), thumbUrl: z.string() });
export type NetworkImage = z.infer<typeof networkImageSchema>;

/** Public addresses of the site (relative: they work on any origin the site is served from). */
export const networkPaths = {
  about: (chainSlug: string) => `/n/${chainSlug}`,
  branch: (chainSlug: string, alias: string) => `/n/${chainSlug}/about/${alias}`,
  blog: (chainSlug: string) => `/n/${chainSlug}/blog`,
  post: (chainSlug: string, postSlug: string) => `/n/${chainSlug}/blog/${postSlug}`,
  jobs: (chainSlug: string) => `/n/${chainSlug}/jobs`,
  // `-` is no chain's slug, so the images never shadow a chain's pages.
  image: (photoId: string, variant: 'full' | 'thumb' = 'full') => `/n/-/images/${photoId}${variant === 'thumb' ? '/thumb' : ''}`,
};

/** A slug from a title, as the editor proposes it (the person may change it). */
export function postSlugFromTitle(title: string): string {
  return slugify(title, { lower: true, strict: true }).slice(0, 80).replace(/-+$/, '');
}
