import { z } from 'zod';
import { phoneNumberSchema, type PhoneCountry } from '../phone';

/**
 * Online booking → Presence → About, Contacts and Location of a branch: what its public page says about it. One
 * schema per part serves the screen's form, the API's 400 and the tests; each part is saved whole with the version
 * read (a stale save is a 409).
 */
const version = z.number().int().min(0);
const trimmed = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, 'too_long');

/** The kinds of business a page may name, each translated on the screen and the page (`profileWords`). */
export const businessCategories = ['hair_salon', 'barber', 'nails', 'beauty', 'spa_massage', 'clinic', 'fitness_studio', 'other'] as const;
export type BusinessCategory = (typeof businessCategories)[number];

export const publicNameMaxLength = 100;
export const descriptionMaxLength = 2000;

export const profileAboutSettingsSchema = z.object({
  /** Empty: the branch's own name. */
  publicName: trimmed(publicNameMaxLength),
  /** Plain text; an empty line starts a new paragraph (`profileParagraphs`). */
  description: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => value.length <= descriptionMaxLength, 'too_long'),
  categories: z
    .array(z.enum(businessCategories))
    .max(businessCategories.length)
    .refine((list) => new Set(list).size === list.length, 'repeated'),
});
export type ProfileAboutSettings = z.output<typeof profileAboutSettingsSchema>;
export const defaultProfileAbout: ProfileAboutSettings = { publicName: '', description: '', categories: [] };
export const profileAboutUpdateSchema = profileAboutSettingsSchema.extend({ version });
export const profileAboutSchema = z.object({ publicName: z.string(), description: z.string(), categories: z.array(z.enum(businessCategories)), version, branchName: z.string() });
export type ProfileAbout = z.infer<typeof profileAboutSchema>;

/** The description's paragraphs: split at empty lines, lines inside one kept as they are. */
export const profileParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** `@name`, a bare name or the network's own link to it, read as the name alone. */
const handle = (pattern: RegExp, hosts: readonly string[], message: string) =>
  z
    .string()
    .transform((value) => {
      const text = value.trim();
      const link = text.match(/^(?:https?:\/\/)?(?:www\.|m\.)?([a-z.]+)\/@?([^/?#]+)\/?(?:[?#].*)?$/i);
      if (link && hosts.includes(link[1]!.toLowerCase())) return link[2]!;
      return text.replace(/^@/, '');
    })
    .refine((value) => value === '' || pattern.test(value), message);

/** An http(s) address of a site; empty: none. */
const website = z
  .string()
  .transform((value) => {
    const text = value.trim();
    return text === '' || /^https?:\/\//i.test(text) ? text : `https://${text}`;
  })
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'website_invalid');

/** A phone in E.164, or empty. */
const optionalPhone = (country: PhoneCountry) => z.union([z.string().trim().length(0), phoneNumberSchema(country)]);

export const maxProfilePhones = 5;

/** Numbers are read with the branch's country (a number without its code is the branch's own) and kept in E.164. */
export const profileContactsSettingsSchema = (country: PhoneCountry) =>
  z.object({
    phones: z
      .array(phoneNumberSchema(country))
      .max(maxProfilePhones, 'too_many_phones')
      .refine((list) => new Set(list).size === list.length, 'repeated'),
    email: z.union([z.string().trim().length(0), z.string().trim().toLowerCase().pipe(z.email('email_invalid').max(200, 'too_long'))]),
    whatsapp: optionalPhone(country),
    viber: optionalPhone(country),
    telegram: handle(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, ['t.me', 'telegram.me'], 'telegram_invalid'),
    website,
    instagram: handle(/^[A-Za-z0-9._]{1,30}$/, ['instagram.com'], 'instagram_invalid'),
    facebook: handle(/^[A-Za-z0-9.-]{2,80}$/, ['facebook.com', 'fb.com'], 'facebook_invalid'),
    tiktok: handle(/^[A-Za-z0-9._]{2,24}$/, ['tiktok.com'], 'tiktok_invalid'),
  });
export type ProfileContactsSettings = z.output<ReturnType<typeof profileContactsSettingsSchema>>;
export const defaultProfileContacts: ProfileContactsSettings = { phones: [], email: '', whatsapp: '', viber: '', telegram: '', website: '', instagram: '', facebook: '', tiktok: '' };
export const profileContactsUpdateSchema = (country: PhoneCountry) => profileContactsSettingsSchema(country).extend({ version });
export type ProfileContactsUpdate = z.input<ReturnType<typeof profileContactsUpdateSchema>>;
export const profileContactsSchema = z.object({
  phones: z.array(z.string()),
  email: z.string(),
  whatsapp: z.string(),
  viber: z.string(),
  telegram: z.string(),
  website: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  tiktok: z.string(),
  version,
  /** The country numbers without a code are read as (the branch's). */
  phoneCountry: z.string(),
});
export type ProfileContacts = z.infer<typeof profileContactsSchema>;

/** The links a page shows for the contacts, in order; empty fields give none. */
export function contactLinks(contacts: ProfileContactsSettings): { kind: keyof ProfileContactsSettings; href: string; text: string }[] {
  const digits = (phone: string) => phone.replace(/\D/g, '');
  const links: { kind: keyof ProfileContactsSettings; href: string; text: string }[] = contacts.phones.map((phone) => ({ kind: 'phones', href: `tel:${phone}`, text: phone }));
  const add = (kind: keyof ProfileContactsSettings, value: string, href: (value: string) => string, text = value) => {
    if (value) links.push({ kind, href: href(value), text });
  };
  add('email', contacts.email, (v) => `mailto:${v}`);
  add('whatsapp', contacts.whatsapp, (v) => `https://wa.me/${digits(v)}`);
  add('telegram', contacts.telegram, (v) => `https://t.me/${v}`, `@${contacts.telegram}`);
  add('viber', contacts.viber, (v) => `viber://chat?number=%2B${digits(v)}`);
  add('website', contacts.website, (v) => v, contacts.website.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  add('instagram', contacts.instagram, (v) => `https://www.instagram.com/${v}/`, `@${contacts.instagram}`);
  add('facebook', contacts.facebook, (v) => `https://www.facebook.com/${v}`);
  add('tiktok', contacts.tiktok, (v) => `https://www.tiktok.com/@${v}`, `@${contacts.tiktok}`);
  return links;
}

/** Coordinates in degrees, both or neither. */
export const latitudeSchema = z.number().min(-90, 'latitude_range').max(90, 'latitude_range');
export const longitudeSchema = z.number().min(-180, 'longitude_range').max(180, 'longitude_range');

export const profileLocationSettingsSchema = z.object({
  /** The branch's own address column, edited here too (null: none). */
  address: z
    .string()
    .nullable()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= 300, 'too_long')
    .transform((value) => value || null),
  /** The city or district the chain's page groups its branches by (empty: none). */
  area: trimmed(100),
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
});
export type ProfileLocationSettings = z.output<typeof profileLocationSettingsSchema>;
export type ProfilePlace = Omit<ProfileLocationSettings, 'address'>;
export const defaultProfilePlace: ProfilePlace = { area: '', latitude: null, longitude: null };
/** Both coordinates or neither: one alone places nothing. */
export const profileLocationUpdateSchema = profileLocationSettingsSchema.extend({ version }).refine((value) => (value.latitude === null) === (value.longitude === null), {
  message: 'coordinates_both',
  path: ['longitude'],
});
export const profileLocationSchema = z.object({ address: z.string().nullable(), area: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(), version });
export type ProfileLocation = z.infer<typeof profileLocationSchema>;

/** "Open in maps" links for a place: OpenStreetMap, Google Maps and the phone's own maps app (`geo:`). */
export function mapLinks(place: { address: string | null; latitude: number | null; longitude: number | null }): { kind: 'osm' | 'google' | 'geo'; href: string }[] {
  const { latitude: lat, longitude: lng, address } = place;
  if (lat !== null && lng !== null)
    return [
      { kind: 'osm', href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}` },
      { kind: 'google', href: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}` },
      { kind: 'geo', href: `geo:${lat},${lng}${address ? `?q=${encodeURIComponent(address)}` : ''}` },
    ];
  if (!address) return [];
  const q = encodeURIComponent(address);
  return [
    { kind: 'osm', href: `https://www.openstreetmap.org/search?query=${q}` },
    { kind: 'google', href: `https://www.google.com/maps/search/?api=1&query=${q}` },
    { kind: 'geo', href: `geo:0,0?q=${q}` },
  ];
}

/** Great-circle distance in kilometres (the chain page's "nearest to me" sorts by it). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
