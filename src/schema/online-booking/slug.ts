import slugify from 'slugify';
import { z } from 'zod';

/**
 * A booking page's address (`/book/{slug}`, docs/online-booking.md decision 1). Chains and branches share one
 * namespace, so `/book/demo-salons` is a chain and `/book/centre` a branch, and a slug never changes meaning.
 * Lower-case latin letters, digits and single dashes, 3 to 60 long, not a word the product's own addresses use.
 */
export const reservedSlugs = new Set([
  'admin', 'api', 'app', 'assets', 'auth', 'book', 'booking', 'chain', 'embed', 'help', 'holds', 'id', 'login', 'logout',
  'm', 'manage', 'new', 'public', 'r', 'robots', 'settings', 'sitemap', 'static', 'support', 'u', 'widget', 'ws', 'www',
]);

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { message: 'slug_length' })
  .max(60, { message: 'slug_length' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug_format' })
  .refine((slug) => !reservedSlugs.has(slug), { message: 'slug_reserved' });

/**
 * A slug proposed from a name ("Salon Đurđa – Centar" → "salon-djurdja-centar"); the caller checks it is free and
 * adds a number when it is not. Too short or reserved: the name with "-salon" after it.
 */
export function slugFromName(name: string): string {
  const slug = slugify(name, { lower: true, strict: true }).slice(0, 60).replace(/-+$/, '');
  return slugSchema.safeParse(slug).success ? slug : `${slug || 'booking'}-salon`.replace(/^-/, '');
}
