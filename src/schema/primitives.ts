import { z } from 'zod';
import { moneyTextSchema, nonNegativeMoneySchema } from './money/money-text';

/**
 * PostgreSQL cannot store U+0000 in text (nor in jsonb): a string carrying it is refused naming its field,
 * never handed to the database. The server refuses it in every request (server/plugins/app/refuse-nul.ts);
 * the text primitives below refuse it too, for the forms that validate with them (the sign-in pages).
 */
export const nulCharacterMessage = 'Must not contain the NUL character (U+0000)';
export const hasNulCharacter = (value: string): boolean => value.includes('\u0000');
const storable = (text: z.ZodString) => text.refine((value) => !hasNulCharacter(value), nulCharacterMessage);
export const storableTextSchema = storable(z.string());

/** PostgreSQL's `integer` (int4): the column of every integer and duration field. */
export const int4Range = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;

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

/**
 * The dates the product takes, decided once here and used by every date field, list filter and date picker.
 * Business dates (bookings, work slots, breaks, sales, memberships, pay, reports, schedule queries) run from
 * 2000-01-01 to 2099-12-31: the screens show nothing outside them, and 1899 or 9999 is a typo. A person's own dates
 * (a client's birthday, a member's hiring day) reach back to 1900-01-01. List filters take the wider range, which
 * holds every stored date. Both are checked before PostgreSQL sees the value, naming the field and the range.
 */
export type DateRange = { readonly min: string; readonly max: string };
export const businessDateRange = { min: '2000-01-01', max: '2099-12-31' } as const satisfies DateRange;
export const lifeDateRange = { min: '1900-01-01', max: '2099-12-31' } as const satisfies DateRange;
export const dateRangeMessage = (range: DateRange): string => `Must be between ${range.min} and ${range.max}`;
export const noSuchDateMessage = 'Not a calendar date';

/** A YYYY-MM-DD the calendar has (not 2025-02-30); schedule/calendar.ts has the same rule for its arithmetic. */
export const isCalendarDateText = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return !Number.isNaN(utc) && new Date(utc).toISOString().slice(0, 10) === value;
};
export const isDateInRange = (value: string, range: DateRange): boolean => value >= range.min && value <= range.max;

const boundedDateSchema = (range: DateRange) =>
  z
    .string()
    // abort: the later checks only read a value the earlier ones let through (zod runs every check otherwise).
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use YYYY-MM-DD', abort: true })
    .refine(isCalendarDateText, { message: noSuchDateMessage, abort: true })
    .refine((value) => isDateInRange(value, range), dateRangeMessage(range));

/** A business date (see the ranges above): what every date a person enters for the business is. */
export const businessDateSchema = boundedDateSchema(businessDateRange);
/** A person's own date: a birthday, a hiring day. */
export const lifeDateSchema = boundedDateSchema(lifeDateRange);
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm');

/** Money travels as a decimal string with at most two places, never a binary float (rule: money/money-text.ts). */
export const moneySchema = moneyTextSchema;

/** Prices and fees: an amount that is never negative. */
export const priceSchema = nonNegativeMoneySchema;

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter ISO currency code');

const knownTimeZones = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
);
knownTimeZones.add('UTC');
export const timeZoneSchema = z
  .string()
  .refine((tz) => knownTimeZones.size <= 1 || knownTimeZones.has(tz), 'Unknown IANA time zone');

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address'));
/** The one sentence for a value that is no phone number (web, API, CSV import; src/schema/phone.ts). */
export const invalidPhoneMessage = 'Not a phone number: check the digits, or start with the country code, such as +381 64 123 4567';
/** Digits with the spaces, dots, dashes, slashes and brackets people write, led by + (or 00) for a country code. */
export const phoneTextPattern = /^\s*\+?[\d\s().\-/]*\d[\d\s().\-/]*$/;
/**
 * A phone number as people write it. The CRUD engine stores it in E.164, read with the branch's country
 * (server/crud/crud-phones.ts, by the rule of src/schema/phone.ts, which this file does not import: the shell's
 * first chunk loads the definitions, never the phone metadata).
 */
export const phoneSchema = z.string().max(40, 'At most 40 characters').refine((text) => phoneTextPattern.test(text), invalidPhoneMessage);
export const dialCodeSchema = z.string().regex(/^\+\d{1,4}$/, 'Use a dial code such as +381');

export const passwordSchema = z.string().min(8, 'At least 8 characters').max(200, 'At most 200 characters');
export const personNameSchema = storable(z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'));
export const titleSchema = storable(z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'));
export const descriptionSchema = storable(z.string().trim().max(2000, 'At most 2000 characters'));
export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #3366cc');
