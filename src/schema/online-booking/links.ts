import { z } from 'zod';

/**
 * The chain's booking links (Online booking → Links, spec route chain `onlineBooking/links`): its own page and each
 * branch's, whether each takes bookings now, for sharing as links and QR codes with campaign tags.
 */
export const bookingLinkSchema = z.object({
  name: z.string(),
  slug: z.string(),
  pageUrl: z.string(),
  /** Whether the page takes bookings now (a closed one answers 404 to clients until it opens). */
  open: z.boolean(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

export const bookingLinksSchema = z.object({
  chain: bookingLinkSchema.nullable(),
  branches: z.array(bookingLinkSchema.extend({ id: z.number().int(), address: z.string().nullable() })),
});
export type BookingLinks = z.infer<typeof bookingLinksSchema>;

/**
 * Campaign tags (the `utm_*` parameters analytics tools read), so a salon can tell its Instagram bio from its
 * flyer. Letters, digits, dashes, underscores and dots, as analytics tools expect; empty: left out.
 */
const tag = z
  .string()
  .trim()
  .max(60)
  .regex(/^[\p{L}\p{N}._-]*$/u);
export const campaignTagsSchema = z.object({ source: tag, medium: tag, campaign: tag });
export type CampaignTags = z.infer<typeof campaignTagsSchema>;

export const noCampaignTags: CampaignTags = { source: '', medium: '', campaign: '' };

/** A page's address with the tags given (none: the address as it is). */
export function taggedUrl(pageUrl: string, tags: CampaignTags): string {
  const url = new URL(pageUrl);
  for (const [key, value] of Object.entries(tags)) if (value.trim()) url.searchParams.set(`utm_${key}`, value.trim());
  return url.toString();
}
