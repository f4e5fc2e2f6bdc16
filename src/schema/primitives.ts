import { z } from 'zod';

/** Database ids: positive integers drawn from one sequence across tenant tables. */
export const idSchema = z.number().int().positive();
export type Id = z.infer<typeof idSchema>;

/** Numeric route parameters accept digits only (spec §5). */
export const numericIdParamSchema = z.string().regex(/^\d+$/, 'Digits only');
/** Catalog category ids may be negative in routes (spec §5). */
export const categoryIdParamSchema = z.string().regex(/^-?\d+$/, 'Digits only, optionally negative');

/** A route/query id coerced to a number, digits only. */
export const idParamSchema = numericIdParamSchema.transform(Number).pipe(idSchema);

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm');

/** Money travels as a decimal string with at most two places, never a binary float. */
export const moneySchema = z
  .string()
  .regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'Use an amount such as 12.50');

/** Prices and fees: an amount that is never negative. */
export const priceSchema = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'Use an amount such as 12.50');

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter ISO currency code');

const knownTimeZones = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
);
knownTimeZones.add('UTC');
export const timeZoneSchema = z
  .string()
  .refine((tz) => knownTimeZones.size <= 1 || knownTimeZones.has(tz), 'Unknown IANA time zone');

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address'));
export const phoneSchema = z.string().regex(/^\d{4,15}$/, 'Digits only, 4 to 15 of them');
export const dialCodeSchema = z.string().regex(/^\+\d{1,4}$/, 'Use a dial code such as +381');

export const passwordSchema = z.string().min(8, 'At least 8 characters').max(200, 'At most 200 characters');
export const personNameSchema = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
export const titleSchema = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters');
export const descriptionSchema = z.string().trim().max(2000, 'At most 2000 characters');
export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #3366cc');
