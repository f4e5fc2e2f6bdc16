import { z } from 'zod';
import { dialCodeOfCountry, phoneCountries, type PhoneCountry } from '../phone';
import { codeChannelSchema, type CodeRequest } from './public-booking';

/**
 * Online booking → Settings → Verification (docs/online-booking.md decision 5): how the booking page may send the code
 * that proves a client's phone or e-mail, and the countries whose phone numbers get codes by SMS. The list is explicit
 * because of SMS pumping (fraudsters book with premium numbers abroad and share the carrier's fee): a branch that never
 * saved these settings sends SMS only to its own country. Telegram is offered only where the chain has connected its
 * bot (Integrations → Telegram bot): the bot sends the code once the client's account shares the phone number typed.
 */

export type CodeChannel = CodeRequest['channel'];
export const codeChannels: readonly CodeChannel[] = codeChannelSchema.options;

/** An ISO 3166 country the phone number metadata knows (`RS`). */
export const smsCountrySchema = z.string().refine((code): code is PhoneCountry => (phoneCountries as readonly string[]).includes(code), 'country_unknown');

const verificationSettingsSchema = z.object({
  /** The channels the page offers, at least one. */
  channels: z.array(codeChannelSchema).max(codeChannels.length),
  /** The countries whose numbers get codes by SMS; kept while SMS is off, so turning it on again restores them. */
  smsCountries: z.array(smsCountrySchema).max(phoneCountries.length),
});
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;

/** The refusals of a set of verification settings, as field issues: the form and the API say the same. */
export function verificationProblems(settings: { channels: readonly string[]; smsCountries: readonly string[] }): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (settings.channels.length === 0) problems.push({ path: 'channels', message: 'channels_required' });
  else if (new Set(settings.channels).size !== settings.channels.length) problems.push({ path: 'channels', message: 'duplicate' });
  if (new Set(settings.smsCountries).size !== settings.smsCountries.length) problems.push({ path: 'smsCountries', message: 'duplicate' });
  else if (settings.channels.includes('sms') && settings.smsCountries.length === 0) problems.push({ path: 'smsCountries', message: 'sms_countries_required' });
  return problems;
}

/** `PUT /branches/{id}/online-booking/verification`: the whole set, with the version read (0: never saved). */
export const verificationUpdateSchema = verificationSettingsSchema
  .extend({ version: z.number().int().min(0) })
  .superRefine((value, context) => {
    for (const problem of verificationProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type VerificationUpdate = z.infer<typeof verificationUpdateSchema>;

export const verificationSchema = verificationSettingsSchema.extend({
  /** 0 until the branch first saves them: the defaults are shown. */
  version: z.number().int().min(0),
  /** The branch's own country (its time zone's): the default list, and the first the screen offers. */
  branchCountry: smsCountrySchema,
  /** The chain's Telegram bot (@username) codes may go through, or null: Telegram is offered only with one. */
  telegramBot: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** A branch that never chose: SMS and e-mail, SMS to its own country only. */
export const defaultVerification = (branchCountry: PhoneCountry): VerificationSettings => ({ channels: ['sms', 'email'], smsCountries: [branchCountry] });

/** A country with its calling code, as the booking page and the settings show it ("Serbia +381"). */
export const smsCountryOf = (country: PhoneCountry) => ({ country, dialCode: dialCodeOfCountry(country) });
