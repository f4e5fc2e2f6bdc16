import { z } from 'zod';
import { fieldProblems } from './presence-problems';

/**
 * Online booking → Presence → Marketing: a promo text the page shows as a banner, and the salon's own tracking ids.
 * The page loads the trackers only when the server's configuration enables tracking (spec §9, ENABLE_TRACKING) and
 * the visitor agreed in the page's consent bar; without both nothing of them reaches the browser.
 */
export const promoTextMaxLength = 300;

/** A Google Analytics 4 measurement id: `G-` and letters or digits (`G-ABC123XYZ9`). */
export const ga4IdPattern = /^G-[A-Z0-9]{4,16}$/;
/** A Meta (Facebook) pixel id: digits only, 10 to 20 of them. */
export const metaPixelIdPattern = /^\d{10,20}$/;

/** Empty: none. What a person types is taken without blank edges, a GA4 id in capitals. */
const trackingId = (pattern: RegExp, message: string, upper: boolean) =>
  z
    .string()
    .transform((value) => (upper ? value.trim().toUpperCase() : value.trim()))
    .refine((value) => value === '' || pattern.test(value), message);

export const presenceMarketingSettingsSchema = z.object({
  promoText: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= promoTextMaxLength, 'too_long'),
  ga4Id: trackingId(ga4IdPattern, 'ga4_invalid', true),
  metaPixelId: trackingId(metaPixelIdPattern, 'pixel_invalid', false),
});
export type PresenceMarketingSettings = z.output<typeof presenceMarketingSettingsSchema>;

export const defaultPresenceMarketing: PresenceMarketingSettings = { promoText: '', ga4Id: '', metaPixelId: '' };

export const presenceMarketingUpdateSchema = presenceMarketingSettingsSchema.extend({ version: z.number().int().min(0) });
export type PresenceMarketingUpdate = z.input<typeof presenceMarketingUpdateSchema>;

export const presenceMarketingSchema = z.object({
  promoText: z.string(),
  ga4Id: z.string(),
  metaPixelId: z.string(),
  version: z.number().int().min(0),
  /** Whether this server loads trackers at all (its configuration): the screen says so when it does not. */
  trackingEnabled: z.boolean(),
});
export type PresenceMarketing = z.infer<typeof presenceMarketingSchema>;

/** The field's problem for the form, as the API names it (the schema's message), or null. */
export const presenceMarketingProblems = (value: { promoText: string; ga4Id: string; metaPixelId: string }) => fieldProblems(presenceMarketingSettingsSchema, value);
