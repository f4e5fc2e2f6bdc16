import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import { z } from 'zod';
import { invalidPhoneMessage, phoneTextPattern } from './primitives';
import { countryOfTimeZone } from './time-zone-country';

/**
 * Phone numbers as people write them, one rule for the forms, the server, the CSV files and the tests.
 *
 * - Stored once, in E.164 (`+381641234567`). Whatever form arrives ("064 123 4567", "0641234567",
 *   "+381 64 123 4567", "00381 64…") is read with a default country: the branch's (`branchPhoneCountry`), so a
 *   number without its country code is taken as the branch's own.
 * - `dialCode` (spec §3 "phone plus dialCode") follows the number: always the stored number's country calling
 *   code (`+381`), null without a number. Sent with a number written without its country code, it says which
 *   country that number is from (the API's earlier digits-plus-dial-code form keeps working).
 * - Shown in the country's own way: a number of the branch's country in its national format ("064 1234567"),
 *   any other in the international one ("+7 912 345 67 89"). CSV files always carry the international form.
 * - Checked with libphonenumber-js's `min` metadata, in the browser and on the server alike: it knows each
 *   country's number lengths, not every assigned range, so a newly opened range is never refused (the library's
 *   own advice), and it keeps the engine's screens about 25 KB lighter than `max` (they load with their routes,
 *   never with the shell).
 */

export type PhoneCountry = CountryCode;

/** Most branches are Serbian; a branch whose time zone names no country (UTC) takes this one. */
export const defaultPhoneCountry: PhoneCountry = 'RS';

export { invalidPhoneMessage };

/**
 * The country a branch's phone numbers default to. Branches store a time zone and a currency, no country, and a
 * time zone lies in one country (Europe/Belgrade → RS) where a currency may not (EUR).
 */
export function branchPhoneCountry(branch: { timeZone: string } | null | undefined): PhoneCountry {
  const country = branch ? countryOfTimeZone(branch.timeZone) : undefined;
  // A zone of a place without a numbering plan of its own (Antarctica) reads numbers as the default country does.
  return country && isSupportedCountry(country) ? country : defaultPhoneCountry;
}

/** Every country the phone input offers, with its calling code, by ISO code. */
export const phoneCountries: readonly PhoneCountry[] = getCountries();

/** `RS` → `+381`. */
export const dialCodeOfCountry = (country: PhoneCountry): string => `+${getCountryCallingCode(country)}`;

/** "00 381 64…" is "+381 64…" (00 is the international prefix nearly everywhere, and no national number starts with it). */
const withPlus = (text: string): string => text.trim().replace(/^00/, '+');

/**
 * A valid phone number, or undefined. A number written without its country code belongs to `dialCode`'s
 * country when one is given, else to `country`.
 */
export function parsePhone(text: string, country: PhoneCountry, dialCode?: string | null): PhoneNumber | undefined {
  if (!phoneTextPattern.test(text)) return undefined;
  const written = withPlus(text);
  const options =
    dialCode && dialCode !== dialCodeOfCountry(country) ? { defaultCallingCode: dialCode.slice(1) } : { defaultCountry: country };
  const number = parsePhoneNumberFromString(written, options);
  return number?.isValid() ? number : undefined;
}

/** The number in E.164, or undefined when it is not a valid phone number. */
export const toE164 = (text: string, country: PhoneCountry, dialCode?: string | null): string | undefined =>
  parsePhone(text, country, dialCode)?.number;

/** A number of any form in E.164, refused with one sentence when it is not a phone number (`country` as in parsePhone). */
export const phoneNumberSchema = (country: PhoneCountry) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const e164 = toE164(text, country);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: invalidPhoneMessage });
      return z.NEVER;
    });

/** The dial code of a stored number (`+381641234567` → `+381`), null without one. */
export function dialCodeOf(e164: string | null | undefined): string | null {
  if (!e164) return null;
  const number = parsePhoneNumberFromString(e164);
  return number ? `+${number.countryCallingCode}` : null;
}

/**
 * A stored number as the branch's people read it: national format for the branch's own calling code (the
 * calling code, not the country: `min` metadata may say GG for a British mobile), international otherwise.
 * A stored value that is no phone number (an old row the migration could not read) shows as it is.
 */
export function formatPhone(e164: string, country: PhoneCountry): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return e164;
  return number.countryCallingCode === getCountryCallingCode(country) ? number.formatNational() : number.formatInternational();
}

/** The international form ("+381 64 1234567"): CSV files, read anywhere. */
export function formatPhoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A valid number written as formatPhoneInternational writes it: a plus, digits and single spaces. */
export const isInternationalPhoneText = (text: string): boolean =>
  /^\+\d+( \d+)*$/.test(text) && parsePhoneNumberFromString(text)?.isValid() === true;

/** What a phone input shows while someone types: the typed digits formatted for the country (or the +code typed). */
export type TypedPhone = { text: string; country: PhoneCountry | undefined; e164: string | undefined };

export function typePhone(text: string, country: PhoneCountry): TypedPhone {
  const typing = new AsYouType(country);
  const formatted = typing.input(withPlus(text));
  const number = typing.getNumber();
  return { text: formatted, country: typing.getCountry() ?? (typing.isInternational() ? undefined : country), e164: number?.isValid() ? number.number : undefined };
}

/**
 * A search word as the digits of stored numbers, or null when the word is no phone number (letters, no digits).
 * Country-free, so the list's SQL needs no branch: "+381 64…" and "00381 64…" are international (`38164…`);
 * otherwise one leading trunk "0" is dropped, so "064 12" finds +38164 12… (the trunk prefix of RS, TR, GB and
 * most of Europe; PT has none, and a Russian "8 912…" is found by "912…").
 */
export type PhoneSearch = { digits: string; international: boolean };

export function phoneSearchDigits(word: string): PhoneSearch | null {
  if (!phoneTextPattern.test(word)) return null;
  const written = withPlus(word);
  const international = written.startsWith('+');
  const digits = written.replace(/\D/g, '');
  const search = international ? digits : digits.replace(/^0/, '');
  return search ? { digits: search, international } : null;
}

/**
 * The words of a free-text search, each run of phone-like words joined into one: "064 123 4567" is one number to
 * find, not three groups of digits each found anywhere (in anyone's number). "Ana 064 12" is "Ana" and "064 12".
 */
export function searchWords(q: string): string[] {
  const words: string[] = [];
  let phoneRun = false;
  for (const word of q.split(/\s+/).filter(Boolean)) {
    const phoneLike = phoneTextPattern.test(word);
    if (phoneLike && phoneRun) words[words.length - 1] += ` ${word}`;
    else words.push(word);
    phoneRun = phoneLike;
  }
  return words;
}
